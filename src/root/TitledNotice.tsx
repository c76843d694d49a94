import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCloseNotification, useTranslate } from 'ra-core';

export interface TitledNoticeProps {
  severity: 'success' | 'info' | 'warning' | 'error';
  /** Translation keys, or sentences shown as they are (the server's). */
  title: string;
  text: string;
  textArgs?: Record<string, unknown>;
}

/** A notification with a title line, for the two-part messages of docs/product.md#error-catalogue ('Logged In' / 'You have successfully…'). */
export const TitledNotice = forwardRef<HTMLDivElement, TitledNoticeProps>(function TitledNotice(
  { severity, title, text, textArgs },
  ref,
) {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Alert ref={ref} severity={severity} variant="filled" onClose={close} sx={{ minWidth: 300, boxShadow: 6 }}>
      <AlertTitle>{translate(title, { _: title })}</AlertTitle>
      {translate(text, { _: text, ...textArgs })}
    </Alert>
  );
});
