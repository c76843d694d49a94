import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { readableOnWhite } from '../theme/readableColor';
import { themeOptions } from '../theme/themeOptions';

/** react-admin's secondary blue, which it gives white text that reads at 3.1:1 (status chips wear it). */
const raSecondaryBlue = '#2196f3';

/** react-admin's own theme with the product's colour, viewport breakpoints and font. */
export const adminTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, secondary: { main: readableOnWhite(raSecondaryBlue) }, ...themeOptions.palette },
  breakpoints: themeOptions.breakpoints,
  typography: { ...defaultLightTheme.typography, ...themeOptions.typography },
  components: {
    ...defaultLightTheme.components,
    // A checkbox named on its root (react-admin's row selection) is named on its input, where screen readers look.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string; inputProps?: object }) => ({ 'aria-label': ownerState['aria-label'], ...ownerState.inputProps }),
        },
      },
    },
    // Undo on the dark notification, in a blue that reads on it (react-admin's primary does not).
    RaNotification: { styleOverrides: { root: { '& .RaNotification-undo': { color: '#90caf9' } } } },
    // An empty list's "No … yet." in the disabled grey read at 2.6:1: the secondary text's grey reads.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
};
