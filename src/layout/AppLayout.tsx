import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { adminTheme } from '../admin/adminTheme';
import { GlobalOverlays } from '../overlays/GlobalOverlays';
import { useStatistics, useStatisticsFollowCreates } from '../pages/useStatistics';
import { ThemeFromSettings } from '../theme/ThemeFromSettings';
import { AppFooter } from './AppFooter';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { AppTopBar } from './AppTopBar';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { RouteAnimation } from './RouteAnimation';
import { TopMenu } from './TopMenu';
import { useMenuFolding } from './useMenuFolding';
import { useMenuPlacement } from './useMenuPlacement';

/**
 * The frame around every page (docs/product.md#layout): react-admin's layout with our top bar and menu placed as the theme
 * settings say, breadcrumbs, the page with its animation, the footer, and the global overlays mounted once.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { sideMenu, topMenu } = useMenuPlacement();
  useMenuFolding({ swipeOpens: sideMenu });
  // The counts load at start, whatever the menu shows; every creation reloads them (docs/product.md#start-up).
  useStatistics();
  useStatisticsFollowCreates();
  return (
    <ThemeFromSettings base={adminTheme}>
      {/* react-admin's layout grows to fit its content; held to the window, a wide table scrolls inside its list. */}
      <Layout
        appBar={AppTopBar}
        sidebar={AppSidebar}
        menu={AppMenu}
        sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
      >
        {topMenu && <TopMenu />}
        <PageBreadcrumbs />
        <RouteAnimation>{children}</RouteAnimation>
        <AppFooter />
        <GlobalOverlays />
      </Layout>
    </ThemeFromSettings>
  );
}
