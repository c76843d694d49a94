import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { tokenCookieName } from '../../domain/session';
import { defaultLocale, i18nProvider } from '../../src/i18n/i18nProvider';

// Screens load their views as lazy chunks, and on a busy two-core machine one can take longer than the default
// second to arrive: a `findBy…` waits up to five.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = `${tokenCookieName}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  // The provider is a module singleton: a test that switched the language must not leave it switched.
  if (i18nProvider.getLocale() !== defaultLocale) await i18nProvider.changeLocale(defaultLocale);
});
