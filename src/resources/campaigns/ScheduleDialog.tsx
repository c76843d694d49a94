import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { campaignScheduleSchema } from '../../../domain/campaign';
import { zonedInstant, zonedWallClock } from '../../../domain/schedule';
import { useBusinessTime } from '../../support/businessTime';

export interface ScheduleDialogProps {
  open: boolean;
  /** The moment shown when it opens: the campaign's current schedule, if it has one. */
  initial: string | null;
  pending: boolean;
  onSchedule: (scheduled: string) => void;
  onClose: () => void;
}

/** Asks when the campaign goes; the moment is checked as the server checks it (a time still to come). */
export function ScheduleDialog({ open, initial, pending, onSchedule, onClose }: ScheduleDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { timeZone } = useBusinessTime();
  // The input holds the business's wall clock (docs/client.md#one-clock): `YYYY-MM-DDTHH:mm`, untouched until typed in.
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? zonedWallClock(initial ? new Date(initial) : new Date(Date.now() + 86_400_000), timeZone).slice(0, 16);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const moment = zonedInstant(value, timeZone);
    const checked = campaignScheduleSchema(Date.now).safeParse({ scheduled: Number.isNaN(moment.getTime()) ? '' : moment.toISOString() });
    if (!checked.success) return setError(checked.error.issues[0].message);
    onSchedule(checked.data.scheduled);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('resources.campaigns.schedule_title')}</DialogTitle>
      <DialogContent>
        <TextField
          type="datetime-local"
          label={translate('resources.campaigns.fields.scheduled')}
          value={value}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ? translate(error) : translate('app.schedule.time_zone', { zone: timeZone })}
          fullWidth
          margin="dense"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={pending}>
          {translate('resources.campaigns.action.schedule')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
