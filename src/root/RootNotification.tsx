import { isValidElement, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { CloseNotificationContext, useNotificationContext, useTranslate, type NotificationPayload } from 'ra-core';

/**
 * Shows the notifications raised outside the admin app (the auth pages), one at a time. It sits above both
 * apps, so 'Logged In' stays on screen while the admin app loads.
 */
export function RootNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();

  useEffect(() => {
    if (current || notifications.length === 0) return;
    const next = takeNotification();
    if (next) {
      setCurrent(next);
      setOpen(true);
    }
  }, [notifications, current, takeNotification]);

  if (!current) return null;
  const { message, type, notificationOptions } = current;
  const close = () => setOpen(false);
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        // As in react-admin: undefined means the default delay, null means until closed.
        autoHideDuration={notificationOptions?.autoHideDuration === undefined ? 4000 : notificationOptions.autoHideDuration}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ transition: { onExited: () => setCurrent(undefined) } }}
      >
        {isValidElement(message) ? (
          <div>{message}</div>
        ) : (
          <Alert severity={type} variant="filled" onClose={close} sx={{ boxShadow: 6 }}>
            {translate(String(message), notificationOptions?.messageArgs)}
          </Alert>
        )}
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
