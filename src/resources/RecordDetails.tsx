import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, ShowBase, Title, useRedirect, type RaRecord } from 'react-admin';
import { useNotifyFailure } from '../http';

/** The card on top of a record's page: its title, a line under it, its status and what can be done with it. */
export function RecordHeader({ title, subtitle, status, actions }: { title: string; subtitle?: ReactNode; status?: ReactNode; actions: ReactNode }) {
  return (
    <Card sx={{ mt: 2, mb: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {status && <Box>{status}</Box>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A card of labelled fields. */
export const DetailsCard = ({ children }: { children: ReactNode }) => (
  <Card>
    <CardContent>
      <Grid container spacing={1}>
        {children}
      </Grid>
    </CardContent>
  </Card>
);

/** A labelled field in a DetailsCard; the label comes from the child's source (or its `label`). */
export const DetailCell = ({ children, wide = false }: { children: ReactElement; wide?: boolean }) => (
  <Grid size={wide ? 12 : { xs: 12, sm: 6, lg: 4 }}>
    <Labeled>{children}</Labeled>
  </Grid>
);

/** Loads the record of the page's `:id`; one that cannot be read (gone, or not permitted) is told, and the list shows. */
export function RecordShow<RecordType extends RaRecord>({ listPath, children }: { listPath: string; children: ReactNode }) {
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  return (
    <ShowBase<RecordType>
      queryOptions={{
        onError: (error) => {
          notifyFailure(error);
          redirect(listPath);
        },
      }}
    >
      {children}
    </ShowBase>
  );
}
