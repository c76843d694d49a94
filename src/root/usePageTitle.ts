import { useEffect } from 'react';
import { useTranslate } from 'ra-core';
import { productName } from './product';

/** Sets the browser tab's title: 'SMS Dashboard | <page>', the page's name translated. */
export function usePageTitle(titleKey: string, options?: { smart_count?: number; [arg: string]: unknown }): void {
  const translate = useTranslate();
  const title = translate(titleKey, { _: titleKey, ...options });
  useEffect(() => {
    document.title = `${productName} | ${title}`;
  }, [title]);
}
