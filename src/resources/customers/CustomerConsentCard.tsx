import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  recordedConsentKinds,
  staffConsentMethods,
  type ConsentEventCreate,
  type CustomerConsent,
} from '../../../domain/consent';
import { notificationChannels } from '../../../domain/enums';
import type { AppDataProvider, CustomerRecord } from '../../dataProvider';
import { failureNotice, isApiError, useNotifyFailure } from '../../http';
import { useBusinessTime } from '../../support/businessTime';
import { enumLabelKey } from '../enumLabels';

// The customer's marketing consent per channel, its records, and recording one (docs/consent.md).

type Channel = (typeof notificationChannels)[number];
type ChannelConsent = CustomerConsent[Channel];

/** Under the customers' name, so recording a consent (which invalidates `customers`) reloads it with the record and its history. */
const consentQueryKey = (id: CustomerRecord['id']) => ['customers', 'consent', String(id)];

const stateColors = { express: 'success', implied: 'info', expired: 'warning', withdrawn: 'error', none: 'default' } as const;

/** "Implied until 15 Jul 2027": implied consent lasts through its last day, which ends the moment `until` names. */
function ConsentChip({ consent }: { consent: ChannelConsent }) {
  const translate = useTranslate();
  const dates = useBusinessTime();
  const until = consent.until === null ? null : new Date(consent.until).getTime();
  if ((consent.state === 'implied' || consent.state === 'expired') && until !== null) {
    const ended = consent.state === 'expired';
    const date = ended ? dates.day(until) : dates.day(until - 1);
    return <Chip size="small" color={stateColors[consent.state]} label={translate(`resources.customers.consent.${ended ? 'expired_on' : 'implied_until'}`, { date })} />;
  }
  return <Chip size="small" color={stateColors[consent.state]} label={translate(enumLabelKey('consentStates', consent.state))} />;
}

function ConsentEvents({ consent }: { consent: CustomerConsent }) {
  const translate = useTranslate();
  const dates = useBusinessTime();
  if (consent.events.length === 0) {
    return <Typography color="text.secondary">{translate('resources.customers.consent.no_events')}</Typography>;
  }
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {consent.events.map((event) => (
        <Box component="li" key={event._id}>
          <Typography variant="body2">
            {translate('resources.customers.consent.event', {
              channel: translate(enumLabelKey('notificationChannels', event.channel)),
              kind: translate(enumLabelKey('recordedConsentKinds', event.kind)),
              method: translate(enumLabelKey('consentMethods', event.method)),
            })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('resources.customers.consent.recorded_by', {
              name: event.recorded_by_name ?? translate('app.history.someone'),
              date: dates.moment(event.occurred_at),
            })}
          </Typography>
          {event.note && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1, p: 1, mt: 0.5 }}>
              {event.note}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** What staff were told: "yes" where consent is not express yet, "no" where it is; in person unless said otherwise. */
const suggestedKind = (consent: CustomerConsent, channel: Channel) => (consent[channel].state === 'express' ? 'withdrawn' : 'express');

function RecordConsentDialog({ customer, consent, onClose }: { customer: CustomerRecord; consent: CustomerConsent; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const titleId = useId();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [input, setInput] = useState<ConsentEventCreate>({ channel: 'email', kind: suggestedKind(consent, 'email'), method: 'in_person', note: null });
  const { mutate, isPending, error } = useMutation({
    mutationFn: () => dataProvider.recordCustomerConsent(customer.id, { ...input, note: input.note?.trim() || null }),
    onSuccess: (answer) => {
      queryClient.setQueryData(consentQueryKey(customer.id), answer);
      notify('resources.customers.consent.recorded', { type: 'success' });
      onClose();
      return queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
  const refusalKey = isApiError(error) ? error.body?.details?.[0]?.key : undefined;
  const notice = error ? failureNotice(error).message : null;
  const refusal = notice && translate(refusalKey ?? notice, { _: notice });
  const radios = <Value extends string>(name: 'channel' | 'kind', values: readonly Value[], enumName: 'notificationChannels' | 'recordedConsentKinds') => (
    <FormControl sx={{ mb: 2, display: 'block' }}>
      <FormLabel id={`${titleId}-${name}`}>{translate(`resources.customers.consent.${name}`)}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${titleId}-${name}`}
        value={input[name]}
        onChange={(event) => {
          const value = event.target.value as Value;
          setInput((previous) =>
            name === 'channel' ? { ...previous, channel: value as Channel, kind: suggestedKind(consent, value as Channel) } : { ...previous, kind: value as ConsentEventCreate['kind'] },
          );
        }}
      >
        {values.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={translate(enumLabelKey(enumName, value))} />
        ))}
      </RadioGroup>
    </FormControl>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          mutate();
        }}
      >
        <DialogTitle id={titleId}>{translate('resources.customers.consent.record')}</DialogTitle>
        <DialogContent>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
          {radios('channel', notificationChannels, 'notificationChannels')}
          {radios('kind', recordedConsentKinds, 'recordedConsentKinds')}
          <TextField
            select
            fullWidth
            label={translate('resources.customers.consent.method')}
            value={input.method}
            onChange={(event) => setInput((previous) => ({ ...previous, method: event.target.value as ConsentEventCreate['method'] }))}
            sx={{ mb: 2 }}
          >
            {staffConsentMethods.map((method) => (
              <MenuItem key={method} value={method}>
                {translate(enumLabelKey('consentMethods', method))}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={translate('resources.customers.consent.note')}
            value={input.note ?? ''}
            onChange={(event) => setInput((previous) => ({ ...previous, note: event.target.value }))}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The customer page's "Marketing consent" card: the state per channel, the records newest first, and a button to record one. */
export function CustomerConsentCard({ customer }: { customer: CustomerRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const titleId = useId();
  const { canAccess: canRecord } = useCanAccess({ resource: 'customers', action: 'edit' });
  const [recording, setRecording] = useState(false);
  const { data: consent, isPending, error } = useQuery({
    queryKey: consentQueryKey(customer.id),
    queryFn: () => dataProvider.getCustomerConsent(customer.id),
  });
  useEffect(() => {
    if (error) notifyFailure(error);
  }, [error, notifyFailure]);
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardHeader
        title={translate('resources.customers.consent.title')}
        action={
          canRecord &&
          consent && (
            <Button startIcon={<MarkEmailReadOutlinedIcon />} onClick={() => setRecording(true)}>
              {translate('resources.customers.consent.record')}
            </Button>
          )
        }
        slotProps={{ title: { variant: 'h6', component: 'h2', id: titleId } }}
      />
      {isPending && <LinearProgress />}
      {consent && (
        <CardContent sx={{ pt: 0 }}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, alignItems: 'center', m: 0, mb: 2 }}>
            {notificationChannels.map((channel) => (
              <Box key={channel} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`resources.customers.fields.${channel}_consent`)}
                </Typography>
                <Box component="dd" sx={{ m: 0 }}>
                  <ConsentChip consent={consent[channel]} />
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {translate('resources.customers.consent.events')}
          </Typography>
          <ConsentEvents consent={consent} />
        </CardContent>
      )}
      {recording && consent && <RecordConsentDialog customer={customer} consent={consent} onClose={() => setRecording(false)} />}
    </Card>
  );
}
