import { memo, type ReactNode } from 'react';
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
 * The frame's parts take nothing from the layout, which react-admin draws again several times while a page opens
 * (as its resources and permissions arrive): memoized, they are drawn once (docs/performance.md#drawing-a-page).
 */
const TopBar = memo(AppTopBar);
const Menu = memo(AppMenu);
const FrameTopMenu = memo(TopMenu);
const Breadcrumbs = memo(PageBreadcrumbs);
const Footer = memo(AppFooter);
const Overlays = memo(GlobalOverlays);

// react-admin's layout grows to fit its content; held to the window, a wide table scrolls inside its list.
const layoutSx = { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } };

/** Loads the counts at start, whatever the menu shows, and again after every record created (docs/product.md#start-up). */
function StatisticsLoader() {
  useStatistics();
  useStatisticsFollowCreates();
  return null;
}

/**
 * The frame around every page (docs/product.md#layout): react-admin's layout with our top bar and menu placed as the theme
 * settings say, breadcrumbs, the page with its animation, the footer, and the global overlays mounted once.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { sideMenu, topMenu } = useMenuPlacement();
  useMenuFolding({ swipeOpens: sideMenu });
  return (
    <ThemeFromSettings base={adminTheme}>
      <Layout appBar={TopBar} sidebar={AppSidebar} menu={Menu} sx={layoutSx}>
        {topMenu && <FrameTopMenu />}
        <Breadcrumbs />
        <RouteAnimation>{children}</RouteAnimation>
        <Footer />
        <Overlays />
        {/* Its own component: the counts' loading draws it again, not the frame. */}
        <StatisticsLoader />
      </Layout>
    </ThemeFromSettings>
  );
}
