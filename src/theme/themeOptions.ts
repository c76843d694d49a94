import type { ThemeOptions } from '@mui/material/styles';

/** SPEC §9 theme default. */
export const defaultPrimaryColor = '#4b7cf3';

/** What every screen shares, the auth pages and the admin app alike; the system font avoids a web-font download. */
export const themeOptions = {
  palette: { primary: { main: defaultPrimaryColor } },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif',
  },
} satisfies ThemeOptions;
