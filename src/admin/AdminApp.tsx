import { memo, useEffect, type ReactNode } from 'react';
import { AccessDenied, Admin, CanAccess, CustomRoutes, Resource, type RaRecord } from 'react-admin';
// The same module name react-admin imports: one copy of the router everywhere, tests included (where Node
// would load react-router-dom's CommonJS build beside react-router's ES module).
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { auditLog, campaignMessageList, resources, trashList } from '../../domain/resources';
import { dataProvider } from '../dataProvider';
import { adminAuthProvider } from './adminAuthProvider';
import { adminI18nProvider } from './adminI18nProvider';
import { AppLayout } from '../layout/AppLayout';
import { quickSearchPath } from '../layout/menuGroups';
import { auditLogPath } from '../pages/audit/auditLogPath';
import { campaignMessagesPath } from '../pages/campaignMessages/campaignMessagesPath';
import { notFoundPath } from '../pages/auth/notFoundPath';
import { AwaitingAccess } from '../pages/dashboard/AwaitingAccess';
import { Dashboard } from '../pages/dashboard/Dashboard';
import { QuickSearch } from '../pages/QuickSearch';
import { profilePath } from '../../domain/session';
import { schedulePath } from '../pages/schedule/schedulePath';
import { settingsPath } from '../pages/settings/settingsPath';
import { trashPath } from '../pages/trash/trashPath';
import { resourceRoutes } from '../resources/resourceModule';
import { resourceModules } from '../resources/resourceModules';
import { appStore } from '../root/appStore';
import { announceLocationChange } from '../root/browserLocation';
import { IdleLock } from '../root/IdleLock';
import { lazyChunk } from '../root/lazyChunk';
import { adminTheme } from './adminTheme';

const NotFound = () => <Navigate to={notFoundPath} replace />;

const ProfilePage = lazyChunk(() => import('../pages/profile/ProfilePage'));
const SettingsPage = lazyChunk(() => import('../pages/settings/SettingsPage'));
const AuditLogPage = lazyChunk(() => import('../pages/audit/AuditLogPage'));
const CampaignMessagesPage = lazyChunk(() => import('../pages/campaignMessages/CampaignMessagesPage'));
const TrashPage = lazyChunk(() => import('../pages/trash/TrashPage'));
// The calendar library loads with this page only.
const SchedulePage = lazyChunk(() => import('../pages/schedule/SchedulePage'));

/** Custom routes are not guarded by react-admin as resource views are; this says who may open them. */
const Guarded = ({
  resource,
  action = 'list',
  children,
  denied = <AccessDenied />,
}: {
  resource: string;
  action?: string;
  children: ReactNode;
  denied?: ReactNode;
}) => (
  <CanAccess resource={resource} action={action} accessDenied={denied}>
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
      authProvider={adminAuthProvider}
      dataProvider={dataProvider}
      i18nProvider={adminI18nProvider}
      store={appStore}
      theme={adminTheme}
      layout={AppLayout}
      loginPage={false}
      catchAll={NotFound}
      requireAuth
      disableTelemetry
    >
      {resourceModules.map(({ name, icon, recordRepresentation }) => (
        // A resource's screens are custom routes under their area (/crm/customers); the resource's own path
        // (/customers) would otherwise match here and show an empty page instead of the 404 page.
        <Resource key={name} name={name} icon={icon} recordRepresentation={(record: RaRecord) => recordRepresentation(record, adminI18nProvider.translate)}>
          <Route path="*" element={<NotFound />} />
        </Resource>
      ))}
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
          path={quickSearchPath}
          element={
            <Guarded resource={resources.customers.name}>
              <QuickSearch />
            </Guarded>
          }
        />
        <Route
          path={settingsPath}
          element={
            <Guarded resource="settings">
              <SettingsPage />
            </Guarded>
          }
        />
        <Route
          path={auditLogPath}
          element={
            <Guarded resource={auditLog.name}>
              <AuditLogPage />
            </Guarded>
          }
        />
        <Route
          path={trashPath}
          element={
            // The trash is the admins' (those who may change the System area), as the server says.
            <Guarded resource={trashList.name} action="edit">
              <TrashPage />
            </Guarded>
          }
        />
        <Route
          path={campaignMessagesPath}
          element={
            <Guarded resource={campaignMessageList.name}>
              <CampaignMessagesPage />
            </Guarded>
          }
        />
        <Route
          path={schedulePath}
          element={
            <Guarded resource="schedule">
              <SchedulePage />
            </Guarded>
          }
        />
        {/* Every signed-in account edits its own profile, visitors included. */}
        <Route path={profilePath} element={<ProfilePage />} />
        {resourceModules.flatMap(resourceRoutes)}
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
