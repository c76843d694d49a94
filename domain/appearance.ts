import type { InterfaceLocale } from './enums.js';

// Read by the sign-in page (its colour and language): plain declarations, no zod.

export const menuLayouts = ['left', 'top', 'none'] as const;
export const menuColors = ['gray', 'white', 'dark'] as const;

export type MenuLayout = (typeof menuLayouts)[number];
export type MenuColor = (typeof menuColors)[number];

/**
 * What the business settings give every browser until its people choose their own (docs/product.md#business-settings):
 * `GET /system/settings/appearance`, public, since the sign-in page is drawn with it.
 */
export interface BusinessAppearance {
  /** `#rrggbb`, lower case. */
  primary_color: string;
  menu_color: MenuColor;
  menu_layout: MenuLayout;
  default_language: InterfaceLocale;
}

/** The theme of docs/product.md#constants-and-limits and the first interface language: the settings of a new installation. */
export const defaultAppearance: BusinessAppearance = {
  primary_color: '#4b7cf3',
  menu_color: 'gray',
  menu_layout: 'left',
  default_language: 'en-US',
};
