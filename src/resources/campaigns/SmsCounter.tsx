import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { htmlToPlainText } from '../../../domain/htmlText';
import { campaignSmsCount } from '../../../domain/campaignSms';
import type { SmsCount } from '../../../domain/smsSegments';

/** How long a text is as SMS: the room left in its last message, how many messages it takes, and their encoding. */
export function SmsLength({ count, sx }: { count: SmsCount; sx?: TypographyProps['sx'] }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={sx}>
      {translate('resources.campaigns.sms.count', { remaining: count.remaining, smart_count: count.segments })}
      {' · '}
      {translate(`resources.campaigns.sms.${count.encoding}`)}
    </Typography>
  );
}

/**
 * Under the content when the campaign goes by SMS: its length as the SMS will carry it, the content as plain text and
 * the closing with the sender and how to stop (docs/marketing.md#sender-identification), in the language that takes most messages.
 */
export function SmsCounter() {
  const [content, channels, sender] = useWatch({ name: ['content', 'notification_channels', 'sender'] }) as [
    string | undefined,
    string[] | undefined,
    string | undefined,
  ];
  if (!channels?.includes('sms')) return null;
  return <SmsLength count={campaignSmsCount(htmlToPlainText(content ?? ''), sender ?? '')} sx={{ mt: -1, mb: 2 }} />;
}
