import { useCallback } from 'react';
import { useNotify } from 'ra-core';
import { failureNotice, isApiError } from './errors';

/**
 * Shows a failed call as docs/product.md#error-catalogue says. Works on the auth pages and in the admin app alike: both provide
 * ra-core's notification context. A 401 says nothing here: the session has ended and the auth provider
 * sends the person to the login page.
 */
export function useNotifyFailure(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error, 401)) return;
      const { type, message } = failureNotice(error);
      notify(message, { type, messageArgs: { _: message } });
    },
    [notify],
  );
}
