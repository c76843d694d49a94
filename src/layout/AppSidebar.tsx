import { Sidebar, type RaThemeOptions, type SidebarProps } from 'react-admin';
import { adminTheme } from '../admin/adminTheme';
import { ThemeFromSettings } from '../theme/ThemeFromSettings';
import { menuColors, type MenuColor } from '../theme/themeSettings';
import { useThemeSettings } from '../theme/useThemeSettings';
import { useMenuPlacement } from './useMenuPlacement';

const menuBackgrounds: Record<MenuColor, string> = { gray: '#f2f4f8', white: '#ffffff', dark: '#141b2d' };

/** The menu's own theme for each menu colour: a dark menu gets light text, icons and hover shades. */
const menuThemes = Object.fromEntries(
  menuColors.map((color): [MenuColor, RaThemeOptions] => [
    color,
    {
      ...adminTheme,
      palette: {
        ...adminTheme.palette,
        mode: color === 'dark' ? 'dark' : 'light',
        background: { default: menuBackgrounds[color], paper: menuBackgrounds[color] },
      },
    },
  ]),
) as Record<MenuColor, RaThemeOptions>;

/** react-admin's sidebar in the menu colour of the theme settings, when the menu goes on the side. */
export function AppSidebar(props: SidebarProps) {
  const { sideMenu } = useMenuPlacement();
  const { menuColor } = useThemeSettings().settings;
  if (!sideMenu) return null;
  return (
    <ThemeFromSettings base={menuThemes[menuColor]}>
      <Sidebar
        {...props}
        sx={{
          // The docked menu's column runs the page's full height, its colour with it.
          '&.MuiDrawer-docked': { height: 'auto', bgcolor: 'background.default', borderRight: 1, borderColor: 'divider' },
          '& .MuiDrawer-paperAnchorLeft': { bgcolor: 'background.default', color: 'text.primary' },
        }}
      />
    </ThemeFromSettings>
  );
}
