import { useEffect, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate, type RaRecord } from 'react-admin';
import { useNotifyFailure } from '../http';

export interface RecordsCardProps<RecordType extends RaRecord> {
  titleKey: string;
  resource: string;
  /** Under the resource's name, so saving one of its records reloads the card. */
  queryKey: unknown[];
  load: () => Promise<RecordType[]>;
  emptyKey: string;
  /** A button beside the title. */
  action?: ReactNode;
  /** The table, reading the records from a list context. */
  children: ReactNode;
}

/** A card of records that a custom call answers all at once (a project's contracts, a user's tasks). */
export function RecordsCard<RecordType extends RaRecord>({ titleKey, resource, queryKey, load, emptyKey, action, children }: RecordsCardProps<RecordType>) {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const titleId = useId();
  const { data, isPending, error } = useQuery({ queryKey, queryFn: load });
  useEffect(() => {
    if (error) notifyFailure(error);
  }, [error, notifyFailure]);
  const listContext = useList({ data: data ?? [], isPending, resource, perPage: 1000 });
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardHeader
        title={translate(titleKey, { smart_count: 2 })}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: titleId } }}
      />
      {isPending && <LinearProgress />}
      {data?.length === 0 ? (
        <CardContent>
          <Typography color="text.secondary">{translate(emptyKey)}</Typography>
        </CardContent>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <ResourceContextProvider value={resource}>
            <ListContextProvider value={listContext}>{children}</ListContextProvider>
          </ResourceContextProvider>
        </Box>
      )}
    </Card>
  );
}
