import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { projectFileUpdateSchema } from '../../../domain/projectFile';
import type { AppDataProvider, ProjectFileRecord } from '../../dataProvider';
import { failureNotice, isApiError } from '../../http';
import { fieldErrorsOf, ProjectFileDetailsInputs, type ProjectFileDetailsInput } from './ProjectFileDetailsInputs';

/** Changes one file's stage, room and caption; checked by the schema the server checks it with. */
export function ProjectFileEditDialog({ file, onSaved, onClose }: { file: ProjectFileRecord; onSaved: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [input, setInput] = useState<ProjectFileDetailsInput>({ stage: file.stage, room: file.room ?? '', caption: file.caption ?? '' });
  const checked = projectFileUpdateSchema.safeParse({ _id: String(file.id), updated_at: file.updated_at, ...input });
  const [showErrors, setShowErrors] = useState(false);
  const { mutate, isPending, error } = useMutation({
    mutationFn: () => dataProvider.updateProjectFile(file, { stage: input.stage, room: input.room, caption: input.caption }),
    onSuccess: () => {
      notify('resources.project_files.notifications.saved', { type: 'success' });
      onSaved();
      onClose();
    },
  });
  const refusal = !error
    ? null
    : isApiError(error, 409)
      ? translate('resources.project_files.notifications.conflict')
      : translate(failureNotice(error).message, { _: failureNotice(error).message });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setShowErrors(true);
          if (checked.success) mutate();
        }}
      >
        <DialogTitle id={titleId}>{translate('resources.project_files.edit_title')}</DialogTitle>
        <DialogContent>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
          <Box sx={{ pt: 1 }}>
            <ProjectFileDetailsInputs value={input} onChange={setInput} errors={showErrors ? fieldErrorsOf(checked.error) : {}} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
