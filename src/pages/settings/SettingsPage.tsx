import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Title, useCanAccess, usePermissions, useTranslate } from 'react-admin';
import { usePageTitle } from '../../root/usePageTitle';
import { BackupPanel } from './BackupPanel';
import { DeliveryStatusPanel } from './DeliveryStatusPanel';
import { SettingsForm } from './SettingsForm';
import { useBusinessSettings } from './settingsQueries';

function Panel({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{children}</CardContent>
    </Card>
  );
}

/** /system/settings: the business settings, whether messages can be delivered and, for superadmins, a backup. */
export default function SettingsPage() {
  const translate = useTranslate();
  usePageTitle('app.page.settings');
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'settings', action: 'edit' });
  const { data: settings, error } = useBusinessSettings();
  const { permissions } = usePermissions<{ roles: string[] }>();
  const isSuperadmin = permissions?.roles.includes('superadmin') ?? false;
  return (
    <>
      <Title title="app.page.settings" />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.page.settings')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Panel>
            {settings ? (
              // Keyed by version: a save or another read starts the form from what is stored.
              <SettingsForm key={settings.updated_at} settings={settings} canWrite={canWrite} />
            ) : error ? (
              <Typography color="error">{error.message}</Typography>
            ) : (
              <Skeleton variant="rounded" height={480} />
            )}
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Panel>
            <DeliveryStatusPanel canSendTest={canWrite} />
          </Panel>
          {isSuperadmin && (
            <Box sx={{ mt: 2 }}>
              <Panel>
                <BackupPanel />
              </Panel>
            </Box>
          )}
        </Grid>
      </Grid>
    </>
  );
}
