import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { interfaceLocales } from '../../../domain/enums';
import type { MailPreferences } from '../../../domain/profile';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../http';

const preferencesKey = ['auth', 'mailPreferences'];
/** The select's value for "the business's language", which the account stores as none. */
const businessLanguage = 'business';

/**
 * What the back office e-mails the signed-in person (docs/pm.md#reminders-and-the-daily-digest): in which language,
 * and whether the morning digest of their overdue tasks comes. Each change is saved at once.
 */
export function MailSettings() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({ queryKey: preferencesKey, queryFn: () => dataProvider.getMailPreferences(), retry: false });
  const save = useMutation({
    mutationFn: (preferences: MailPreferences) => dataProvider.saveMailPreferences(preferences),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      notify('app.profile.mail_saved', { type: 'success' });
    },
    onError: notifyFailure,
  });

  if (isPending) return <Skeleton variant="rounded" height={120} />;
  if (isError) return <FormHelperText error>{translate('app.dashboard.load_failed')}</FormHelperText>;
  const change = (preferences: Partial<MailPreferences>) => save.mutate({ ...data, ...preferences });
  return (
    <>
      <TextField
        select
        fullWidth
        margin="normal"
        label={translate('app.profile.mail_language')}
        value={data.locale ?? businessLanguage}
        disabled={save.isPending}
        onChange={(event) => change({ locale: event.target.value === businessLanguage ? null : (event.target.value as MailPreferences['locale']) })}
      >
        <MenuItem value={businessLanguage}>{translate('app.profile.mail_language_business')}</MenuItem>
        {interfaceLocales.map((locale) => (
          <MenuItem key={locale} value={locale}>
            {translate(`enums.interfaceLocales.${locale}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={data.overdue_digest} disabled={save.isPending} onChange={(event) => change({ overdue_digest: event.target.checked })} />}
        label={translate('app.profile.overdue_digest')}
        sx={{ mt: 1 }}
      />
      <FormHelperText sx={{ mx: 0 }}>{translate('app.profile.overdue_digest_hint')}</FormHelperText>
    </>
  );
}
