import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { I18nContextProvider, NotificationContextProvider, StoreContextProvider } from 'ra-core';
import { i18nProvider } from '../i18n/i18nProvider';
import { ThemeFromSettings } from '../theme/ThemeFromSettings';
import { themeOptions } from '../theme/themeOptions';
import { appStore } from './appStore';
import { RootNotification } from './RootNotification';

/** What the auth pages and the admin app share: the store, the language, the notifications and the theme. */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <StoreContextProvider value={appStore}>
      <NotificationContextProvider>
        <I18nContextProvider value={i18nProvider}>
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
