import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { AuthPages, isAuthPath } from '../pages/auth/AuthPages';
import { useBrowserLocation } from './browserLocation';
import { LoadFailureBoundary } from './LoadFailureBoundary';
import { Redirect } from './Redirect';
import { RootProviders } from './RootProviders';
import { SettingsFromUrl } from './SettingsFromUrl';

// The admin app (react-admin, react-router and every screen behind sign-in) is a separate chunk: the sign-in
// page stays light.
const AdminApp = lazy(() => import('../admin/AdminApp'));

const PageLoading = () => (
  <Stack sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
    <CircularProgress />
  </Stack>
);

function RootRoutes({ pathname }: { pathname: string }) {
  if (pathname === '/') return <Redirect to="/dashboard" />;
  if (isAuthPath(pathname)) return <AuthPages pathname={pathname} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminApp />
    </Suspense>
  );
}

/** The whole client: the /auth pages render here with React, MUI and a form; every other path loads the admin app. */
export function AppRoot() {
  const { pathname, search } = useBrowserLocation();
  return (
    <RootProviders>
      <SettingsFromUrl pathname={pathname} search={search} />
      <LoadFailureBoundary>
        <RootRoutes pathname={pathname} />
      </LoadFailureBoundary>
    </RootProviders>
  );
}
