import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { tokenCookieName } from '../../domain/session';
import { adminI18nProvider } from '../../src/admin/adminI18nProvider';
import { defaultLocale, publicI18nProvider } from '../../src/i18n/i18nProvider';

// Screens load their views as lazy chunks, and on a busy two-core machine one can take longer than the default
// second to arrive: a `findBy…` or `waitFor` waits up to twenty. Ten were not enough for the profile page with two
// test files at once beside the browser tests and the PostgreSQL suite (bench/ci.md); a test that passes waits no
// longer for it.
configure({ asyncUtilTimeout: 20_000 });

// MUI's growing text boxes (every multiline field) measure their text area's computed padding, border and width on
// each render. jsdom lays nothing out, so the sizes mean nothing here, and each read matched the element against
// every style rule of the page: over a thousand after a few screens, most of a form test's time (bench/ci.md). A text
// area's computed style is its own inline style here; every other element's is still jsdom's.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element, pseudoElement) => (element instanceof HTMLTextAreaElement && !pseudoElement ? element.style : computedStyle(element, pseudoElement));

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
