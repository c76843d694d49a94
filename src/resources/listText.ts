import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

const formats = new Map<string, Intl.ListFormat>();

/** Names or labels as the language writes a list: "Kitchen, Roofing" in English, "厨房、屋顶" in Chinese. */
export function listText(items: readonly string[], locale: string): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' })));
  return format.format(items);
}

/** `listText` in the interface's language. */
export function useListText(): (items: readonly string[]) => string {
  const [locale] = useLocaleState();
  return useCallback((items: readonly string[]) => listText(items, locale), [locale]);
}
