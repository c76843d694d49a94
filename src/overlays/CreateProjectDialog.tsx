import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { projectModalSchema } from '../../domain/project';
import { OverlayDialog } from './OverlayDialog';
import { closeOverlay, openCreate, useOverlayOpen } from './overlayStore';
import { FormGrid, inputWidth } from '../resources/FormGrid';

/**
 * Create New Project (docs/product.md#overlays): a contact-style form (the name required, 1–50). Its submit is a placeholder that
 * makes no call, and the dialog says so rather than pretending; New Project is where a project is recorded.
 */
export function CreateProjectDialog() {
  const translate = useTranslate();
  const open = useOverlayOpen('createProject');
  const [submitted, setSubmitted] = useState(false);
  const close = () => {
    setSubmitted(false);
    closeOverlay('createProject');
  };
  const openNewProject = () => {
    close();
    openCreate('projects');
  };
  return (
    <OverlayDialog open={open} onClose={close} titleKey="app.create_project.title">
      <Form resolver={zodResolver(projectModalSchema)} onSubmit={() => setSubmitted(true)} resource="projects" noValidate>
        <DialogContent dividers>
          <Alert severity={submitted ? 'warning' : 'info'} sx={{ mb: 2 }} role={submitted ? 'alert' : undefined}>
            {translate(submitted ? 'app.create_project.not_saved' : 'app.create_project.notice')}
          </Alert>
          <FormGrid>
            <Grid size={12}>
              <TextInput source="name" label="app.create_project.name" isRequired autoFocus />
            </Grid>
            <Grid size={inputWidth.half}>
              <TextInput source="phone" label="app.create_project.phone" type="tel" />
            </Grid>
            <Grid size={inputWidth.half}>
              <TextInput source="email" label="app.create_project.email" type="email" />
            </Grid>
            <Grid size={12}>
              <TextInput source="message" label="app.create_project.message" multiline minRows={3} />
            </Grid>
          </FormGrid>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={openNewProject}>{translate('app.create_project.use_new_project')}</Button>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="app.create_project.submit" alwaysEnable />
        </DialogActions>
      </Form>
    </OverlayDialog>
  );
}
