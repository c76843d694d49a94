import { useEffect } from 'react';
import { useLocaleState } from 'ra-core';
import { isInterfaceLocale } from '../i18n/i18nProvider';

/**
 * `?locale=zh-CN` or `?locale=en-US` switches the language on any route and is kept like a choice from the
 * menu; the page's `lang` follows, for screen readers and the right Chinese glyphs.
 */
export function LocaleFromUrl({ search }: { search: string }) {
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    const wanted = new URLSearchParams(search).get('locale');
    if (isInterfaceLocale(wanted)) setLocale(wanted);
  }, [search, setLocale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
