import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type Identifier, type TranslateFunction } from 'react-admin';
import { projectFileDefaults, projectFileUploadSchema, type RefusedProjectFile } from '../../../domain/projectFile';
import { projectFileAccept, projectFileUpload } from '../../../domain/upload';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { fieldErrorsOf, ProjectFileDetailsInputs, type ProjectFileDetailsInput } from './ProjectFileDetailsInputs';

const megabytes = projectFileUpload.maxBytes / (1024 * 1024);

/** Why a file was not added, in the reader's language, naming it. */
function refusedText(refused: RefusedProjectFile, translate: TranslateFunction) {
  if (refused.file_name === null) return translate('resources.project_files.refused.TOO_MANY_FILES', { count: projectFileUpload.maxFiles });
  const known = refused.code === 'UNSUPPORTED_FILE_TYPE' || refused.code === 'FILE_TOO_LARGE';
  return translate(`resources.project_files.refused.${known ? refused.code : 'other'}`, { name: refused.file_name, size: megabytes, reason: refused.error });
}

/** A file input inside a button, as MUI's upload buttons are: the input stays in the page for the phone's chooser. */
function FileButton({ label, icon, capture, multiple, onFiles }: { label: string; icon: React.ReactNode; capture?: boolean; multiple?: boolean; onFiles: (files: File[]) => void }) {
  return (
    <Button component="label" variant="outlined" startIcon={icon}>
      {label}
      <input
        type="file"
        hidden
        accept={capture ? 'image/*' : projectFileAccept}
        multiple={multiple}
        // The rear camera, on a phone; a computer opens its file chooser.
        {...(capture ? { capture: 'environment' } : {})}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </Button>
  );
}

/**
 * Adds photos and documents to a project: several files chosen at once (or photos taken with a phone's camera), the
 * stage, room and caption they all get, and whether to keep where the photos were taken. Files the server refuses
 * are named in the dialog; the others are saved.
 */
export function ProjectFileUploadDialog({ projectId, stage, onAdded, onClose }: { projectId: Identifier; stage?: ProjectFileDetailsInput['stage']; onAdded: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [files, setFiles] = useState<File[]>([]);
  const [input, setInput] = useState<ProjectFileDetailsInput>({ stage: stage ?? projectFileDefaults.stage, room: '', caption: '' });
  const [keepLocation, setKeepLocation] = useState(false);
  const [refused, setRefused] = useState<RefusedProjectFile[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const checked = projectFileUploadSchema.safeParse(input);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.uploadProjectFiles(projectId, files, checked.data!, keepLocation),
    onSuccess: (answer) => {
      if (answer.files.length > 0) {
        notify('resources.project_files.notifications.added', { type: 'success', messageArgs: { smart_count: answer.files.length } });
        onAdded();
      }
      setFiles([]);
      if (answer.refused.length === 0) onClose();
      else setRefused(answer.refused);
    },
    onError: notifyFailure,
  });
  const choose = (chosen: File[]) => {
    setRefused([]);
    setFiles((previous) => [...previous, ...chosen]);
  };
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setShowErrors(true);
          if (checked.success && files.length > 0) mutate();
        }}
      >
        <DialogTitle id={titleId}>{translate('resources.project_files.upload.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.project_files.upload.help', { count: projectFileUpload.maxFiles, size: megabytes })}
          </Typography>
          {refused.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {refused.map((one, n) => (
                <div key={n}>{refusedText(one, translate)}</div>
              ))}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <FileButton label={translate('resources.project_files.action.choose_files')} icon={<AttachFileIcon />} multiple onFiles={choose} />
            <FileButton label={translate('resources.project_files.action.take_photo')} icon={<PhotoCameraIcon />} capture onFiles={choose} />
          </Box>
          {files.length > 0 && (
            <Box sx={{ mb: 2 }}>
              <Typography variant="body2">{translate('resources.project_files.upload.chosen', { smart_count: files.length })}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {files.map((file, n) => (
                  <Typography component="li" variant="body2" key={`${file.name}-${n}`} sx={{ overflowWrap: 'anywhere' }}>
                    {file.name} ({translate('resources.project_files.size', { size: (file.size / (1024 * 1024)).toFixed(1) })})
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
          <Box sx={{ pt: 1 }}>
            <ProjectFileDetailsInputs value={input} onChange={setInput} errors={showErrors ? fieldErrorsOf(checked.error) : {}} />
          </Box>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={keepLocation} onChange={(event) => setKeepLocation(event.target.checked)} />}
            label={translate('resources.project_files.upload.keep_location')}
          />
          <FormHelperText sx={{ mt: -0.5 }}>{translate('resources.project_files.upload.keep_location_help')}</FormHelperText>
          {isPending && (
            <Box sx={{ mt: 2 }} role="status">
              <Typography variant="body2">{translate('resources.project_files.upload.sending')}</Typography>
              <LinearProgress />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending || files.length === 0}>
            {translate('resources.project_files.action.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
