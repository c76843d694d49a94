import { localStorageStore, type Store } from 'ra-core';
import { bookmarksKey } from '../layout/bookmarks';
import { businessAppearanceKey } from '../theme/businessAppearance';
import { themeSettingsKey } from '../theme/useThemeSettings';

/**
 * Choices that belong to the people at this browser, not to a session, and the business's appearance the sign-in
 * page is drawn with: they survive sign-out.
 */
const keptOnReset = ['locale', themeSettingsKey, bookmarksKey, businessAppearanceKey];

/**
 * One store for the auth pages and the admin app, kept in localStorage. react-admin resets its store on
 * logout; the interface language, the theme settings and each person's bookmarks stay.
 */
function createAppStore(): Store {
  const store = localStorageStore('1', 'SmsDashboard');
  return {
    ...store,
    reset() {
      const kept = keptOnReset.map((key) => [key, store.getItem(key)] as const);
      store.reset();
      for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
    },
  };
}

export const appStore = createAppStore();
