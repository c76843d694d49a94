import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { GlobalOverlays } from '../overlays/GlobalOverlays';
import { AppMenu } from './AppMenu';

/** react-admin's layout with our menu, and the global overlays mounted once for every page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu}>
      {children}
      <GlobalOverlays />
    </Layout>
  );
}
