import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { themeOptions } from '../theme/themeOptions';

/** react-admin's own theme with the product's colour, viewport breakpoints and font. */
export const adminTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...themeOptions.palette },
  breakpoints: themeOptions.breakpoints,
  typography: { ...defaultLightTheme.typography, ...themeOptions.typography },
};
