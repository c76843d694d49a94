import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { tokenCookieName } from '../../domain/session';
import { adminI18nProvider } from '../../src/admin/adminI18nProvider';
import { defaultLocale, publicI18nProvider } from '../../src/i18n/i18nProvider';

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
  // The providers are module singletons: a test that switched the language must not leave them switched.
  for (const provider of [publicI18nProvider, adminI18nProvider]) {
    if (provider.getLocale() !== defaultLocale) await provider.changeLocale(defaultLocale);
  }
});
