import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { I18nContextProvider, NotificationContextProvider, StoreContextProvider } from 'ra-core';
import { publicI18nProvider } from '../i18n/i18nProvider';
import { ThemeFromSettings } from '../theme/ThemeFromSettings';
import { themeOptions } from '../theme/themeOptions';
import { appStore } from './appStore';
import { RootNotification } from './RootNotification';

/**
 * What the auth pages and the admin app share: the store (the locale with it), the notifications and the theme. The
 * messages here are the public pages'; the admin app's provider holds the whole catalog.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <StoreContextProvider value={appStore}>
      <NotificationContextProvider>
        <I18nContextProvider value={publicI18nProvider}>
          <ThemeFromSettings base={themeOptions}>
            <CssBaseline />
            {children}
            <RootNotification />
          </ThemeFromSettings>
        </I18nContextProvider>
      </NotificationContextProvider>
    </StoreContextProvider>
  );
}
