import { useMemo, type ReactNode } from 'react';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import { readableOnWhite } from './readableColor';
import type { ThemeSettings } from './themeSettings';
import { useThemeSettings } from './useThemeSettings';

/** `base` with the primary colour and the left menu's width chosen in the theme settings. */
export function withThemeSettings<Options extends ThemeOptions>(base: Options, settings: ThemeSettings): Options {
  return {
    ...base,
    palette: { ...base.palette, primary: { main: readableOnWhite(settings.primaryColor) } },
    // react-admin's sidebar reads its width here.
    sidebar: { ...base.sidebar, width: settings.leftMenuWidth },
  };
}

/** Provides `base` as the MUI theme, with the settings applied (docs/product.md#start-up); follows every change of them. */
export function ThemeFromSettings({ base, children }: { base: ThemeOptions; children: ReactNode }) {
  const { settings } = useThemeSettings();
  const theme = useMemo(() => createTheme(withThemeSettings(base, settings)), [base, settings]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
