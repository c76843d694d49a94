import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { GlobalOverlays } from '../overlays/GlobalOverlays';
import { AppMenu } from './AppMenu';

/** react-admin's layout with our menu, and the global overlays mounted once for every page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    // react-admin's layout grows to fit its content; held to the window, a wide table scrolls inside its list.
    <Layout menu={AppMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}>
      {children}
      <GlobalOverlays />
    </Layout>
  );
}
