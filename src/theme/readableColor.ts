import { darken, getContrastRatio } from '@mui/material/styles';

/** WCAG 2 AA's contrast for text of normal size. */
const textContrast = 4.5;

/**
 * react-admin's light page background, behind the lists' toolbars, a shade darker than the cards (not imported:
 * the sign-in pages share this theme without loading react-admin).
 */
const pageBackground = '#fafafb';

/**
 * `color`, darkened as little as needed for white text on it, and it as text on white or on the page, to read at
 * WCAG AA: the theme colour is chosen for its hue (SPEC §9's blue reads at 3.8:1 on white).
 */
export function readableOnWhite(color: string): string {
  for (let step = 0; step < 20; step++) {
    const candidate = darken(color, step / 20);
    if (getContrastRatio(candidate, pageBackground) >= textContrast) return candidate;
  }
  return '#000';
}
