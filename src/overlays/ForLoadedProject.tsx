import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { useOverlayProjectId } from './overlayStore';

/** An overlay's content acting on the project loaded when it opened; opened with none, it says where to open it from. */
export function ForLoadedProject({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return useOverlayProjectId() === null ? (
    <Alert severity="info" sx={{ m: 2 }}>
      {translate('app.project_overlays.no_project')}
    </Alert>
  ) : (
    children
  );
}
