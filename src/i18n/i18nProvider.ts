import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { InterfaceLocale } from '../../domain/enums';
import enUS from '../../i18n/en-US';
import { mergeMessages } from '../../i18n/mergeMessages';

export const defaultLocale: InterfaceLocale = 'en-US';

/** Each language named in itself, as language menus do. */
export const availableLocales: { locale: InterfaceLocale; name: string }[] = [
  { locale: 'en-US', name: enUS.enums.interfaceLocales['en-US'] },
  { locale: 'zh-CN', name: enUS.enums.interfaceLocales['zh-CN'] },
];

/** English ships with the page; Chinese is fetched when chosen and laid over English, so a missing key falls back. */
const loadMessages = (locale: string) =>
  locale === 'zh-CN' ? import('../../i18n/zh-CN').then(({ default: zhCN }) => mergeMessages(enUS, zhCN)) : enUS;

export const i18nProvider = polyglotI18nProvider(loadMessages, defaultLocale, availableLocales);

export const isInterfaceLocale = (value: unknown): value is InterfaceLocale =>
  availableLocales.some(({ locale }) => locale === value);
