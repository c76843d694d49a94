import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { InterfaceLocale } from '../../domain/enums';
import publicMessages from '../../i18n/en-US/public';
import { mergeMessages } from '../../i18n/mergeMessages';

export const defaultLocale: InterfaceLocale = 'en-US';

/** Each language named in itself, as language menus do. */
export const availableLocales: { locale: InterfaceLocale; name: string }[] = [
  { locale: 'en-US', name: publicMessages.enums.interfaceLocales['en-US'] },
  { locale: 'zh-CN', name: publicMessages.enums.interfaceLocales['zh-CN'] },
];

/**
 * A provider of `english`, which ships with the code that imports it; Chinese is fetched when chosen and laid over
 * English, so a missing key falls back.
 */
export const i18nProviderOf = (english: TranslationMessages) =>
  polyglotI18nProvider(
    (locale) => (locale === 'zh-CN' ? import('../../i18n/zh-CN').then(({ default: zhCN }) => mergeMessages(english, zhCN)) : english),
    defaultLocale,
    availableLocales,
  );

/**
 * The root's, for the public pages: only their messages (i18n/en-US/public.ts). The admin app has its own, of the
 * whole catalog (src/admin/adminI18nProvider.ts); both follow the locale in the store.
 */
export const publicI18nProvider = i18nProviderOf(publicMessages);

export const isInterfaceLocale = (value: unknown): value is InterfaceLocale =>
  availableLocales.some(({ locale }) => locale === value);

/**
 * Puts `provider` in `locale` before anything is drawn with it. Switched after, react-admin draws everything again
 * from nothing once the Chinese messages arrive: the page showed English first, and what was typed or autofilled
 * meanwhile was lost.
 */
export async function startIn(provider: I18nProvider, locale: unknown): Promise<void> {
  if (isInterfaceLocale(locale) && locale !== provider.getLocale()) await provider.changeLocale(locale);
}
