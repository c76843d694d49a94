import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';

/** How wide a form's input is: the whole line on phones, half or a third of it from `sm` up. */
export const inputWidth = {
  half: { xs: 12, sm: 6 },
  third: { xs: 12, sm: 4 },
};

/**
 * The grid a form's inputs sit in, alike in its drawer, dialog and edit page; the whole width also where
 * react-admin's SimpleForm lines its children up at the start.
 */
export const FormGrid = ({ children }: { children: ReactNode }) => (
  <Grid container columnSpacing={2} sx={{ width: '100%' }}>
    {children}
  </Grid>
);
