import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { DeliveryStatus } from '../../../domain/settings';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { PanelHeading } from './PanelHeading';
import { useDeliveryStatus } from './settingsQueries';

function ChannelStatus({ labelKey, channel }: { labelKey: string; channel: DeliveryStatus['email'] }) {
  const translate = useTranslate();
  const status = !channel.configured
    ? translate('app.settings.not_configured')
    : channel.host
      ? translate('app.settings.configured_at', { host: channel.host })
      : translate('app.settings.configured');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography>{translate(labelKey)}</Typography>
      <Chip label={status} color={channel.configured ? 'success' : 'default'} variant={channel.configured ? 'filled' : 'outlined'} size="small" />
    </Stack>
  );
}

/** Whether e-mail and SMS are configured on the server, and a test e-mail to the signed-in administrator. */
export function DeliveryStatusPanel({ canSendTest }: { canSendTest: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: delivery } = useDeliveryStatus();
  const testEmail = useMutation({
    mutationFn: () => dataProvider.sendTestEmail(locale),
    onSuccess: ({ to }) => notify('app.settings.test_email_sent', { type: 'success', messageArgs: { to } }),
    onError: notifyFailure,
  });

  return (
    <Stack spacing={2}>
      <PanelHeading titleKey="app.settings.delivery" hintKey="app.settings.delivery_hint" />
      {delivery ? (
        <>
          <ChannelStatus labelKey="app.settings.email_delivery" channel={delivery.email} />
          <ChannelStatus labelKey="app.settings.sms_delivery" channel={delivery.sms} />
        </>
      ) : (
        <Skeleton variant="rounded" height={64} />
      )}
      {canSendTest && (
        <Button
          variant="outlined"
          startIcon={<SendIcon />}
          disabled={!delivery?.email.configured || testEmail.isPending}
          onClick={() => testEmail.mutate()}
        >
          {translate('app.settings.send_test_email')}
        </Button>
      )}
    </Stack>
  );
}
