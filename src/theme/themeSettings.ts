import { z } from 'zod';
import { defaultPrimaryColor } from './themeOptions';

export const menuLayouts = ['left', 'top', 'none'] as const;
export const menuColors = ['gray', 'white', 'dark'] as const;
/** Named page transitions; `none` turns them off. */
export const routerAnimations = ['slide-fadein-up', 'slide-fadein-right', 'zoom-fadein', 'fadein', 'none'] as const;

/** SPEC §9: the slider moves the left menu between 256 and 300 px; until it is touched the menu is 240 px wide. */
export const leftMenuWidthRange = { min: 256, max: 300 } as const;

/** The theme settings drawer's choices, also given in the URL query (DESIGN §3 "Settings from the URL"). */
const themeSettingsSchema = z.object({
  primaryColor: z.string().regex(/^#[0-9a-f]{6}$/i).transform((color) => color.toLowerCase()),
  menuColor: z.enum(menuColors),
  menuLayout: z.enum(menuLayouts),
  routerAnimation: z.enum(routerAnimations),
  leftMenuWidth: z.coerce.number().int().min(leftMenuWidthRange.min).max(leftMenuWidthRange.max),
});

export type ThemeSettings = z.output<typeof themeSettingsSchema>;
export type ThemeSettingName = keyof ThemeSettings;
export type MenuLayout = ThemeSettings['menuLayout'];
export type MenuColor = ThemeSettings['menuColor'];
export type RouterAnimation = ThemeSettings['routerAnimation'];

/** SPEC §9 theme defaults. */
export const defaultThemeSettings: ThemeSettings = {
  primaryColor: defaultPrimaryColor,
  menuColor: 'gray',
  menuLayout: 'left',
  routerAnimation: 'slide-fadein-up',
  leftMenuWidth: 240,
};

const settingNames = Object.keys(themeSettingsSchema.shape) as ThemeSettingName[];

/**
 * The valid settings among `values` (a URL query's or the store's), each checked on its own: an invalid or
 * unknown value is left out and the rest still apply.
 */
export function validThemeSettings(values: Record<string, unknown>): Partial<ThemeSettings> {
  const valid: Record<string, unknown> = {};
  for (const name of settingNames) {
    if (values[name] === undefined) continue;
    const parsed = themeSettingsSchema.shape[name].safeParse(values[name]);
    if (parsed.success) valid[name] = parsed.data;
  }
  return valid as Partial<ThemeSettings>;
}
