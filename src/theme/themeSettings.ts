import { menuColors, menuLayouts, type MenuColor, type MenuLayout } from '../../domain/appearance';
import { defaultPrimaryColor } from './themeOptions';

// Read on the sign-in page too (its colour), so plain checks rather than zod, which that page does not load.

// The menu's colours and layouts are the business settings' too: declared once, in domain/.
export { menuColors, menuLayouts, type MenuColor, type MenuLayout };

/** Named page transitions; `none` turns them off. */
export const routerAnimations = ['slide-fadein-up', 'slide-fadein-right', 'zoom-fadein', 'fadein', 'none'] as const;

/** The slider moves the left menu between 256 and 300 px; until it is touched the menu is 240 px wide (docs/product.md#constants-and-limits). */
export const leftMenuWidthRange = { min: 256, max: 300 } as const;

export type RouterAnimation = (typeof routerAnimations)[number];

/** The theme settings drawer's choices, also given in the URL query (docs/product.md#settings-from-the-url). */
export interface ThemeSettings {
  /** `#rrggbb`, lower case. */
  primaryColor: string;
  menuColor: MenuColor;
  menuLayout: MenuLayout;
  routerAnimation: RouterAnimation;
  leftMenuWidth: number;
}

/** Theme defaults (docs/product.md#constants-and-limits). */
export const defaultThemeSettings: ThemeSettings = {
  primaryColor: defaultPrimaryColor,
  menuColor: 'gray',
  menuLayout: 'left',
  routerAnimation: 'slide-fadein-up',
  leftMenuWidth: 240,
};

const oneOf =
  <Value extends string>(values: readonly Value[]) =>
  (value: unknown): Value | undefined =>
    values.find((allowed) => allowed === value);

/** Each setting's reading of a value from the URL (text) or the store: the value, or undefined when invalid. */
const settingReaders: { [Name in keyof ThemeSettings]: (value: unknown) => ThemeSettings[Name] | undefined } = {
  primaryColor: (value) => (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : undefined),
  menuColor: oneOf(menuColors),
  menuLayout: oneOf(menuLayouts),
  routerAnimation: oneOf(routerAnimations),
  leftMenuWidth: (value) => {
    const width = typeof value === 'string' ? Number(value) : value;
    return typeof width === 'number' && Number.isInteger(width) && width >= leftMenuWidthRange.min && width <= leftMenuWidthRange.max
      ? width
      : undefined;
  },
};

/**
 * The valid settings among `values` (a URL query's or the store's), each checked on its own: an invalid or
 * unknown value is left out and the rest still apply.
 */
export function validThemeSettings(values: Record<string, unknown>): Partial<ThemeSettings> {
  const valid: Partial<Record<keyof ThemeSettings, unknown>> = {};
  for (const name of Object.keys(settingReaders) as (keyof ThemeSettings)[]) {
    const value = settingReaders[name](values[name]);
    if (value !== undefined) valid[name] = value;
  }
  return valid as Partial<ThemeSettings>;
}
