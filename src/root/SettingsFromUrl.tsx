import { useEffect } from 'react';
import { useLocaleState } from 'ra-core';
import { isInterfaceLocale } from '../i18n/i18nProvider';
import { validThemeSettings } from '../theme/themeSettings';
import { useThemeSettings } from '../theme/useThemeSettings';

/**
 * Settings given in the URL query (docs/product.md#settings-from-the-url): `?locale=`, `?primaryColor=`, `?menuColor=`,
 * `?menuLayout=`, `?routerAnimation=`, `?leftMenuWidth=`, applied on every route change and kept like a choice
 * made in the menus; invalid values are ignored. The page's `lang` follows the language, for screen readers
 * and the right Chinese glyphs.
 */
export function SettingsFromUrl({ pathname, search }: { pathname: string; search: string }) {
  const [locale, setLocale] = useLocaleState();
  const { change } = useThemeSettings();
  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(search));
    if (isInterfaceLocale(query.locale)) setLocale(query.locale);
    const settings = validThemeSettings(query);
    if (Object.keys(settings).length > 0) change(settings);
  }, [pathname, search, setLocale, change]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
