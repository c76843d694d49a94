import { Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { isSessionLocked, lockscreenPathFor } from '../authProvider';
import { AuthPages, isAuthPath } from '../pages/auth/AuthPages';
import { loadAdminApp } from './adminAppChunk';
import { useBrowserLocation } from './browserLocation';
import { lazyChunk } from './lazyChunk';
import { LoadFailureBoundary } from './LoadFailureBoundary';
import { Redirect } from './Redirect';
import { RootProviders } from './RootProviders';
import { SettingsFromUrl } from './SettingsFromUrl';
import { BusinessAppearanceLoader } from '../theme/businessAppearance';

// The admin app (react-admin, react-router and every screen behind sign-in) is a separate chunk: the sign-in
// page stays light.
const AdminApp = lazyChunk(loadAdminApp);

const PageLoading = () => (
  <Stack sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
    <CircularProgress />
  </Stack>
);

function RootRoutes({ pathname, search }: { pathname: string; search: string }) {
  if (pathname === '/') return <Redirect to="/dashboard" />;
  if (isAuthPath(pathname)) return <AuthPages pathname={pathname} />;
  // A locked session reaches nothing behind sign-in, by the back button or an address typed in.
  if (isSessionLocked()) return <Redirect to={lockscreenPathFor(`${pathname}${search}`)} />;
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
      <BusinessAppearanceLoader />
      <SettingsFromUrl pathname={pathname} search={search} />
      <LoadFailureBoundary>
        <RootRoutes pathname={pathname} search={search} />
      </LoadFailureBoundary>
    </RootProviders>
  );
}
