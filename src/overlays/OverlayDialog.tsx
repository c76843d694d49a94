import { Suspense, useId, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslate } from 'react-admin';

export interface OverlayDialogProps {
  open: boolean;
  onClose: () => void;
  titleKey: string;
  maxWidth?: DialogProps['maxWidth'];
  /** Its content and actions, rendered only while open, so each opening starts from a fresh draft. */
  children: ReactNode;
}

/** A titled dialog over the page, the whole screen on phones. */
export function OverlayDialog({ open, onClose, titleKey, maxWidth = 'sm', children }: OverlayDialogProps) {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={isPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(titleKey)}</DialogTitle>
      {open && <Suspense fallback={<LinearProgress />}>{children}</Suspense>}
    </Dialog>
  );
}
