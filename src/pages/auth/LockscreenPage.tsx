import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { loginPath, readSession, redirectTarget } from '../../authProvider';
import { navigateTo, useBrowserLocation } from '../../root/browserLocation';
import { Redirect } from '../../root/Redirect';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLink';
import { FormTextField } from './FormTextField';
import { useSignInForm } from './useSignInForm';

/** Asks the signed-in person for their password again before going on. */
export function LockscreenPage() {
  const translate = useTranslate();
  const { search } = useBrowserLocation();
  const session = readSession();
  const { field, submit, isSubmitting } = useSignInForm(session?.username ?? '', () => navigateTo(redirectTarget(search), { replace: true }));

  if (!session) return <Redirect to={loginPath} />;

  return (
    <AuthLayout titleKey="app.page.lockscreen">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
        <Avatar src={session.avatar ?? undefined} alt="" />
        <Typography fontWeight={600}>{session.name || session.username}</Typography>
      </Box>
      <Typography color="text.secondary">{translate('app.auth.lockscreen_text')}</Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <FormTextField
          label="app.auth.password"
          {...field('password')}
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
          {translate('app.auth.unlock')}
        </Button>
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <AuthLink to={loginPath} variant="body2">
          {translate('app.auth.back_to_login')}
        </AuthLink>
      </Box>
    </AuthLayout>
  );
}
