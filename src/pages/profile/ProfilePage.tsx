import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { isStaff } from '../../../domain/access';
import { readSession } from '../../authProvider';
import { usePageTitle } from '../../root/usePageTitle';
import { LockSetting } from './LockSetting';
import { MailSettings } from './MailSettings';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

function Section({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(titleKey)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /profile: the signed-in person's own account (the top bar's user menu links here). */
export default function ProfilePage() {
  const translate = useTranslate();
  usePageTitle('app.page.profile');
  const session = readSession();
  // Behind sign-in; a session that expired on this page is sent to sign-in by the next call.
  if (!session) return null;
  return (
    <>
      <Title title="app.page.profile" />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.page.profile')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section titleKey="app.profile.details">
            <ProfileForm session={session} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Section titleKey="app.profile.password">
              <PasswordForm />
            </Section>
            <Section titleKey="app.profile.lockscreen">
              <LockSetting />
            </Section>
            {/* Only staff are e-mailed about tasks. */}
            {isStaff(session.roles) && (
              <Section titleKey="app.profile.mail">
                <MailSettings />
              </Section>
            )}
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
