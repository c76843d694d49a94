import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { projectModalSchema } from '../../domain/project';
import { closeOverlay, startProject, useOverlayOpen } from './overlayStore';

/**
 * SPEC §2.5 Create New Project: a contact-style form (the name required, 1–50). Its submit is a placeholder that
 * makes no call, and the dialog says so rather than pretending; New Project is where a project is recorded.
 */
export function CreateProjectDialog() {
  const translate = useTranslate();
  const open = useOverlayOpen('createProject');
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [submitted, setSubmitted] = useState(false);
  const close = () => {
    setSubmitted(false);
    closeOverlay('createProject');
  };
  const openNewProject = () => {
    close();
    startProject();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="create-project-title">
      <DialogTitle id="create-project-title">{translate('app.create_project.title')}</DialogTitle>
      {open && (
        <Form resolver={zodResolver(projectModalSchema)} onSubmit={() => setSubmitted(true)} resource="projects" noValidate>
          <DialogContent dividers>
            <Alert severity={submitted ? 'warning' : 'info'} sx={{ mb: 2 }} role={submitted ? 'alert' : undefined}>
              {translate(submitted ? 'app.create_project.not_saved' : 'app.create_project.notice')}
            </Alert>
            <Grid container columnSpacing={2}>
              <Grid size={12}>
                <TextInput source="name" label="app.create_project.name" isRequired autoFocus />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="phone" label="app.create_project.phone" type="tel" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="email" label="app.create_project.email" type="email" />
              </Grid>
              <Grid size={12}>
                <TextInput source="message" label="app.create_project.message" multiline minRows={3} />
              </Grid>
            </Grid>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={openNewProject}>{translate('app.create_project.use_new_project')}</Button>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <SaveButton label="app.create_project.submit" alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
