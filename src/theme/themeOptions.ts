import type { ThemeOptions } from '@mui/material/styles';
import { defaultAppearance } from '../../domain/appearance';
import { readableOnWhite } from './readableColor';

/** Theme default (docs/product.md#constants-and-limits). */
export const defaultPrimaryColor = defaultAppearance.primary_color;

/**
 * What every screen shares, the auth pages and the admin app alike; the system font avoids a web-font download.
 * The breakpoints are the viewport of docs/product.md#constants-and-limits: under `sm` (768 px) is a phone, under `md` (992 px) a tablet, where
 * react-admin's sidebar becomes a drawer and folds by itself.
 */
export const themeOptions = {
  // Text on a coloured background (a status chip, a button) is black where white would not read at WCAG AA. MUI's
  // error red (#d32f2f) labels a refused field inside its filled input, where it read at 4.4:1.
  palette: { primary: { main: readableOnWhite(defaultPrimaryColor) }, error: { main: readableOnWhite('#d32f2f') }, contrastThreshold: 4.5 },
  breakpoints: { values: { xs: 0, sm: 768, md: 992, lg: 1200, xl: 1600 } },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif',
  },
} satisfies ThemeOptions;
