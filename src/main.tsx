import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { publicI18nProvider, startIn } from './i18n/i18nProvider';
import { AppRoot } from './root/AppRoot';
import { appStore } from './root/appStore';

// The language asked for in the address, else the one this browser was left in: its messages arrive before the
// first drawing. If they cannot, the page starts in English and switches when they do.
const locale = new URLSearchParams(window.location.search).get('locale') ?? appStore.getItem('locale');
startIn(publicI18nProvider, locale)
  .catch((error: unknown) => console.warn('The messages of the language chosen could not be read', error))
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppRoot />
      </StrictMode>,
    ),
  );
