import { useEffect } from 'react';
import { useStoreContext, type Store } from 'ra-core';
import type { BusinessAppearance } from '../../domain/appearance';
import { apiRequest } from '../http';
import { isInterfaceLocale } from '../i18n/i18nProvider';
import { validThemeSettings, type ThemeSettings } from './themeSettings';

/** The store key of the business's appearance (the settings' theme defaults and language), as last read. */
export const businessAppearanceKey = 'businessAppearance';

/** The theme settings the business gives; invalid or missing ones are left to the defaults of docs/product.md#constants-and-limits. */
export const themeDefaultsOf = (appearance: Partial<BusinessAppearance> | undefined): Partial<ThemeSettings> =>
  validThemeSettings({ primaryColor: appearance?.primary_color, menuColor: appearance?.menu_color, menuLayout: appearance?.menu_layout });

/**
 * Keeps the business's appearance for this browser. The language follows the business's default unless the
 * person chose another one: a language equal to the default last applied counts as not chosen.
 */
export function applyBusinessAppearance(store: Store, appearance: BusinessAppearance) {
  const previous = store.getItem<Partial<BusinessAppearance>>(businessAppearanceKey);
  const locale = store.getItem<string>('locale');
  if (isInterfaceLocale(appearance.default_language) && (locale === undefined || locale === previous?.default_language)) {
    store.setItem('locale', appearance.default_language);
  }
  store.setItem(businessAppearanceKey, appearance);
}

/**
 * Reads the business's appearance at start-up (docs/product.md#start-up: the theme from settings is applied), signed in or not:
 * the sign-in page is drawn with it too. Until it answers, or if it fails, the last one read stands.
 */
export function BusinessAppearanceLoader() {
  const store = useStoreContext();
  useEffect(() => {
    apiRequest<BusinessAppearance>('/system/settings/appearance')
      .then((appearance) => applyBusinessAppearance(store, appearance))
      .catch((error: unknown) => console.warn('The business settings could not be read', error));
  }, [store]);
  return null;
}
