import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { htmlToPlainText } from '../../../domain/htmlText';
import { countSms } from '../../../domain/smsSegments';

/** How long a text is as SMS: the room left in its last message, how many messages it takes, and their encoding. */
export function SmsLength({ text, sx }: { text: string; sx?: TypographyProps['sx'] }) {
  const translate = useTranslate();
  const count = countSms(text);
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={sx}>
      {translate('resources.campaigns.sms.count', { remaining: count.remaining, smart_count: count.segments })}
      {' · '}
      {translate(`resources.campaigns.sms.${count.encoding}`)}
    </Typography>
  );
}

/** Under the content when the campaign goes by SMS: its length as the SMS will carry it (the content as plain text). */
export function SmsCounter() {
  const [content, channels] = useWatch({ name: ['content', 'notification_channels'] }) as [string | undefined, string[] | undefined];
  if (!channels?.includes('sms')) return null;
  return <SmsLength text={htmlToPlainText(content ?? '')} sx={{ mt: -1, mb: 2 }} />;
}
