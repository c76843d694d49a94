import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ConsentAudience } from '../../../domain/consent';
import { enumLabelKey } from '../enumLabels';

/**
 * Per channel, whom consent allows a message now and whom it leaves out, and why (docs/marketing.md#consent): the
 * recipient preview and a campaign's page before sending.
 */
export function ConsentAudienceLines({ audience }: { audience: ConsentAudience[] }) {
  const translate = useTranslate();
  return audience.map(({ channel, ...counts }) => (
    <Typography key={channel} variant="body2" data-testid={`consent-audience-${channel}`}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {translate('resources.recipients.consent.channel', { channel: translate(enumLabelKey('notificationChannels', channel)) })}
      </Typography>
      {translate('resources.recipients.consent.audience', counts)}
    </Typography>
  ));
}
