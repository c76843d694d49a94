import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useThemeSettings } from '../theme/useThemeSettings';

export interface MenuPlacement {
  /** The menu is react-admin's sidebar: docked on the left, a drawer on a phone. */
  sideMenu: boolean;
  /** The menu is a bar above the page. */
  topMenu: boolean;
}

/** Where the menu goes, from the theme settings; on a phone a top menu would not fit and becomes the drawer. */
export function useMenuPlacement(): MenuPlacement {
  const { menuLayout } = useThemeSettings().settings;
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return { sideMenu: menuLayout === 'left' || (menuLayout === 'top' && isPhone), topMenu: menuLayout === 'top' && !isPhone };
}
