import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useStore, useTranslate } from 'react-admin';
import { defaultIdleLockSeconds, idleLockSecondsKey } from '../../authProvider';

/** The choices offered, in minutes; 0 never locks. */
const minuteChoices = [5, 15, 30, 60, 0];

/** How long this browser waits without activity before locking the screen. */
export function LockSetting() {
  const translate = useTranslate();
  const [seconds, setSeconds] = useStore<number>(idleLockSecondsKey, defaultIdleLockSeconds);
  const minutes = Math.round(Number(seconds) / 60);
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={translate('app.profile.lock_after')}
      helperText={translate('app.profile.lock_hint')}
      value={minuteChoices.includes(minutes) ? minutes : ''}
      onChange={(event) => setSeconds(Number(event.target.value) * 60)}
    >
      {minuteChoices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice === 0 ? translate('app.profile.lock_never') : translate('app.profile.lock_minutes', { smart_count: choice })}
        </MenuItem>
      ))}
    </TextField>
  );
}
