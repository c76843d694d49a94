import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A titled group of inputs in a form's grid. */
export function FormSection({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid size={12} container columnSpacing={2}>
      <Grid size={12}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(titleKey)}
        </Typography>
      </Grid>
      {children}
    </Grid>
  );
}
