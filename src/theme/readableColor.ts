import { darken, getContrastRatio } from '@mui/material/styles';

/** WCAG 2 AA's contrast for text of normal size. */
const textContrast = 4.5;

/**
 * The darkest light background the primary colour is written on: a focused form field's label and caret on a filled
 * field (MUI's 6 % black) over react-admin's page background #fafafb (not imported: the sign-in pages share this
 * theme without loading react-admin).
 */
const darkestLightBackground = '#ebebec';

/**
 * `color`, darkened as little as needed for white text on it, and it as text on white, the page or a form field, to read at
 * WCAG AA: the theme colour is chosen for its hue (the blue of docs/product.md#constants-and-limits reads at 3.8:1 on white).
 */
export function readableOnWhite(color: string): string {
  for (let step = 0; step < 20; step++) {
    const candidate = darken(color, step / 20);
    if (getContrastRatio(candidate, darkestLightBackground) >= textContrast) return candidate;
  }
  return '#000';
}
