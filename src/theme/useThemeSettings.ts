import { useCallback, useMemo } from 'react';
import { useStore, useStoreContext } from 'ra-core';
import type { BusinessAppearance } from '../../domain/appearance';
import { businessAppearanceKey, themeDefaultsOf } from './businessAppearance';
import { defaultThemeSettings, validThemeSettings, type ThemeSettings } from './themeSettings';

/** The store key of the choices made in the theme drawer or the URL; kept across reloads and sign-outs. */
export const themeSettingsKey = 'themeSettings';

const noChoices: Partial<ThemeSettings> = {};
const noAppearance: Partial<BusinessAppearance> = {};

export interface ThemeSettingsState {
  settings: ThemeSettings;
  /** Keeps the given choices beside the earlier ones. */
  change: (changes: Partial<ThemeSettings>) => void;
  /** Back to the business's defaults (the settings' theme, else those of docs/product.md#constants-and-limits). */
  reset: () => void;
}

/**
 * The theme settings in force: the defaults of docs/product.md#constants-and-limits, overlaid with the business's (the settings screen's), overlaid
 * with the person's valid choices (the theme drawer's and the URL's).
 */
export function useThemeSettings(): ThemeSettingsState {
  const [stored] = useStore<Partial<ThemeSettings>>(themeSettingsKey, noChoices);
  const [business] = useStore<Partial<BusinessAppearance>>(businessAppearanceKey, noAppearance);
  const store = useStoreContext();
  const settings = useMemo(
    () => ({ ...defaultThemeSettings, ...themeDefaultsOf(business), ...validThemeSettings(stored ?? noChoices) }),
    [business, stored],
  );
  // Read from the store at call time, so two changes in a row both stay.
  const change = useCallback(
    (changes: Partial<ThemeSettings>) => store.setItem(themeSettingsKey, { ...store.getItem(themeSettingsKey, noChoices), ...changes }),
    [store],
  );
  const reset = useCallback(() => store.removeItem(themeSettingsKey), [store]);
  return { settings, change, reset };
}
