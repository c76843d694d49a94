import { useCallback, useMemo } from 'react';
import { useStore, useStoreContext } from 'ra-core';
import { defaultThemeSettings, validThemeSettings, type ThemeSettings } from './themeSettings';

/** The store key of the choices made in the theme drawer or the URL; kept across reloads and sign-outs. */
export const themeSettingsKey = 'themeSettings';

const noChoices: Partial<ThemeSettings> = {};

export interface ThemeSettingsState {
  settings: ThemeSettings;
  /** Keeps the given choices beside the earlier ones. */
  change: (changes: Partial<ThemeSettings>) => void;
  /** Back to SPEC §9's defaults. */
  reset: () => void;
}

/** The theme settings in force: the defaults overlaid with the person's valid choices. */
export function useThemeSettings(): ThemeSettingsState {
  const [stored] = useStore<Partial<ThemeSettings>>(themeSettingsKey, noChoices);
  const store = useStoreContext();
  const settings = useMemo(() => ({ ...defaultThemeSettings, ...validThemeSettings(stored ?? noChoices) }), [stored]);
  // Read from the store at call time, so two changes in a row both stay.
  const change = useCallback(
    (changes: Partial<ThemeSettings>) => store.setItem(themeSettingsKey, { ...store.getItem(themeSettingsKey, noChoices), ...changes }),
    [store],
  );
  const reset = useCallback(() => store.removeItem(themeSettingsKey), [store]);
  return { settings, change, reset };
}
