import { memo, useEffect, type ReactNode } from 'react';
import { AccessDenied, Admin, CanAccess, CustomRoutes, Resource } from 'react-admin';
// The same module name react-admin imports: one copy of the router everywhere, tests included (where Node
// would load react-router-dom's CommonJS build beside react-router's ES module).
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { AppLayout } from '../layout/AppLayout';
import { notFoundPath } from '../pages/auth/notFoundPath';
import { AwaitingAccess } from '../pages/dashboard/AwaitingAccess';
import { Dashboard } from '../pages/dashboard/Dashboard';
import { QuickSearch } from '../pages/QuickSearch';
import contracts from '../resources/contracts';
import { profilePath } from '../pages/profile/profilePath';
import customers from '../resources/customers';
import projects from '../resources/projects';
import { resourceRoutes } from '../resources/resourceModule';
import tasks from '../resources/tasks';
import teams from '../resources/teams';
import { appStore } from '../root/appStore';
import { announceLocationChange } from '../root/browserLocation';
import { IdleLock } from '../root/IdleLock';
import { lazyChunk } from '../root/lazyChunk';
import { adminTheme } from './adminTheme';

const NotFound = () => <Navigate to={notFoundPath} replace />;

const ProfilePage = lazyChunk(() => import('../pages/profile/ProfilePage'));

/** Custom routes are not guarded by react-admin as resource views are; this says who may open them. */
const Guarded = ({ resource, children, denied = <AccessDenied /> }: { resource: string; children: ReactNode; denied?: ReactNode }) => (
  <CanAccess resource={resource} action="list" accessDenied={denied}>
    {children}
  </CanAccess>
);

/** Keeps the root informed of react-router's navigations: it shows the auth pages when one leads to /auth. */
function LocationAnnouncer() {
  const location = useLocation();
  useEffect(announceLocationChange, [location]);
  return null;
}

function BackOffice() {
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={appStore}
      theme={adminTheme}
      layout={AppLayout}
      loginPage={false}
      catchAll={NotFound}
      requireAuth
      disableTelemetry
    >
      <Resource name={customers.name} icon={customers.icon} recordRepresentation={customers.recordRepresentation} />
      <Resource name={projects.name} icon={projects.icon} recordRepresentation={projects.recordRepresentation} />
      <Resource name={contracts.name} icon={contracts.icon} recordRepresentation={contracts.recordRepresentation} />
      <Resource name={tasks.name} icon={tasks.icon} recordRepresentation={tasks.recordRepresentation} />
      <Resource name={teams.name} icon={teams.icon} recordRepresentation={teams.recordRepresentation} />
      <CustomRoutes>
        <Route
          path="/dashboard"
          element={
            <Guarded resource="dashboard" denied={<AwaitingAccess />}>
              <Dashboard />
            </Guarded>
          }
        />
        <Route
          path="/crm/quick-search"
          element={
            <Guarded resource={customers.name}>
              <QuickSearch />
            </Guarded>
          }
        />
        {/* Every signed-in account edits its own profile, visitors included. */}
        <Route path={profilePath} element={<ProfilePage />} />
        {resourceRoutes(customers)}
        {resourceRoutes(projects)}
        {resourceRoutes(contracts)}
        {resourceRoutes(tasks)}
        {resourceRoutes(teams)}
        {/* SPEC §2.1 names /pm/contract, /pm/task and /pm/team without an id: each leads to its list. */}
        <Route path="/pm/contract" element={<Navigate to={contracts.paths.list} replace />} />
        <Route path="/pm/task" element={<Navigate to={tasks.paths.list} replace />} />
        <Route path="/pm/team" element={<Navigate to={teams.paths.list} replace />} />
      </CustomRoutes>
    </Admin>
  );
}

/**
 * Everything behind sign-in, loaded lazily by the root. Signing in happens on /auth/login, outside this app,
 * so react-admin has no login page: a signed-out visit is sent there with the wanted path, and the root takes
 * over from any /auth path.
 */
function AdminApp() {
  return (
    <BrowserRouter>
      <LocationAnnouncer />
      <IdleLock />
      <Routes>
        <Route path="/auth/*" element={null} />
        <Route path="*" element={<BackOffice />} />
      </Routes>
    </BrowserRouter>
  );
}

// The root re-renders on every address change it is told of; the admin app follows the address by itself.
export default memo(AdminApp);
