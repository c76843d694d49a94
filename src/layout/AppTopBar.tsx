import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { productName } from '../root/product';
import { SupportChatButton } from '../support/SupportChatButton';
import { AppUserMenu } from './AppUserMenu';
import { Bookmarks } from './Bookmarks';
import { CreateMenu } from './CreateMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSettingsButton } from './ThemeSettingsButton';
import { TopBarSearch } from './TopBarSearch';
import { useMenuPlacement } from './useMenuPlacement';

/** The top bar's tools, right of the title (docs/product.md#layout). */
function TopBarTools() {
  const translate = useTranslate();
  // The indicator hands props it does not know to its spinner: a progress bar needs a name for screen readers.
  const spinnerName = { 'aria-label': translate('ra.page.loading') };
  return (
    <>
      <TopBarSearch />
      <Bookmarks />
      <CreateMenu />
      <SupportChatButton />
      <LanguageSwitch />
      <ThemeSettingsButton />
      {/* The reload button: a phone's bar has no room for it, and pages reload by themselves. */}
      <LoadingIndicator sx={{ display: { xs: 'none', sm: 'block' } }} {...spinnerName} />
    </>
  );
}

/** The top bar: menu button (when the menu is on the side), product name and page title, tools, user menu. */
export function AppTopBar() {
  const { sideMenu } = useMenuPlacement();
  const isWide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  return (
    <AppBar
      color="inherit"
      elevation={1}
      toolbar={<TopBarTools />}
      userMenu={<AppUserMenu />}
      sx={{ bgcolor: 'background.paper', '& .RaAppBar-menuButton': { display: sideMenu ? undefined : 'none' }, '& .RaAppBar-toolbar': { pl: sideMenu ? 1 : 2 } }}
    >
      {isWide && (
        <Typography variant="h6" component="span" color="primary" sx={{ fontWeight: 700, whiteSpace: 'nowrap', mr: 3 }}>
          {productName}
        </Typography>
      )}
      {/* A phone's bar has room for the tools only; the breadcrumbs name the page there. */}
      <TitlePortal variant="subtitle1" sx={{ visibility: { xs: 'hidden', sm: 'visible' } }} />
    </AppBar>
  );
}
