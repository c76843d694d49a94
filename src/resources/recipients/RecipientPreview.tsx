import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { recipientFilterSchema } from '../../../domain/recipientGroup';
import { useDebouncedValue } from '../../pages/useDebouncedValue';
import { ConsentAudienceLines } from './ConsentAudienceLines';
import { RecipientTable } from './RecipientTable';
import { useRecipientCustomers } from './useRecipientCustomers';

/** How long the filter must stay still before the preview asks again: a click through several choices asks once. */
const changePauseMs = 300;

/** The preview beside the filter builder: how many customers the filter selects now, and the newest 25 of them. */
export function RecipientPreview() {
  const translate = useTranslate();
  const filterInput: unknown = useWatch({ name: 'filter' });
  // Compared as text: the form hands out a new object on every render.
  const settledText = useDebouncedValue(JSON.stringify(filterInput ?? {}), changePauseMs);
  const parsed = useMemo(() => recipientFilterSchema.safeParse(JSON.parse(settledText)), [settledText]);
  const { data, isFetching } = useRecipientCustomers(parsed.success ? parsed.data : undefined);
  return (
    <Box component="section" aria-labelledby="recipient-preview-title" aria-busy={isFetching}>
      <Typography id="recipient-preview-title" variant="subtitle2" color="text.secondary">
        {translate('resources.recipients.preview.title')}
      </Typography>
      <Box sx={{ height: 4, my: 0.5 }}>{isFetching && <LinearProgress />}</Box>
      {!parsed.success ? (
        <Typography color="text.secondary">{translate('resources.recipients.preview.invalid')}</Typography>
      ) : (
        data && (
          <>
            <Typography variant="h6" component="p" role="status" data-testid="recipient-count">
              {translate('resources.recipients.preview.count', { smart_count: data.total })}
            </Typography>
            {data.total > 0 && <ConsentAudienceLines audience={data.consent} />}
            {data.total === 0 ? (
              <Typography color="text.secondary">{translate('resources.recipients.preview.none')}</Typography>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.recipients.preview.newest')}
                </Typography>
                <RecipientTable customers={data.customers} />
              </>
            )}
          </>
        )
      )}
    </Box>
  );
}
