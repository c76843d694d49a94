import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { I18nContextProvider, NotificationContextProvider, StoreContextProvider } from 'ra-core';
import { i18nProvider } from '../i18n/i18nProvider';
import { themeOptions } from '../theme/themeOptions';
import { appStore } from './appStore';
import { RootNotification } from './RootNotification';

const theme = createTheme(themeOptions);

/** What the auth pages and the admin app share: the store, the language, the notifications and the theme. */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <StoreContextProvider value={appStore}>
      <NotificationContextProvider>
        <I18nContextProvider value={i18nProvider}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {children}
            <RootNotification />
          </ThemeProvider>
        </I18nContextProvider>
      </NotificationContextProvider>
    </StoreContextProvider>
  );
}
