import { useRef, useState, type FormEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'ra-core';
import { authProvider, endSession, loginPath, loginPathFor, readSession, redirectTarget, unlock } from '../../authProvider';
import { failureNotice, isApiError } from '../../http';
import { preloadAdminApp } from '../../root/adminAppChunk';
import { navigateTo, useBrowserLocation } from '../../root/browserLocation';
import { Redirect } from '../../root/Redirect';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from './FormTextField';

/**
 * The lockscreen: the signed-in person, shown by name and picture, gives their password again (checked by the
 * server) and returns to the page they were on. A wrong password shows the server's answer under the field.
 */
export function LockscreenPage() {
  const translate = useTranslate();
  const { search } = useBrowserLocation();
  const session = readSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);

  if (!session) return <Redirect to={loginPath} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('validation.auth.password_required');
      return;
    }
    setSubmitting(true);
    try {
      await unlock(password);
    } catch (failure) {
      setSubmitting(false);
      // The session ended meanwhile (signed out elsewhere, password changed): sign in again, then come back.
      if (isApiError(failure, 401)) {
        endSession();
        return navigateTo(loginPathFor(redirectTarget(search)), { replace: true });
      }
      setError(failureNotice(failure).message);
      setPassword('');
      passwordInput.current?.focus();
      return;
    }
    navigateTo(redirectTarget(search), { replace: true });
  };

  const name = session.name || session.username;
  return (
    <AuthLayout titleKey="app.page.lockscreen">
      <Stack spacing={1} sx={{ alignItems: 'center', my: 2 }}>
        <Avatar src={session.avatar ?? undefined} alt="" sx={{ width: 72, height: 72, fontSize: 32 }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Typography variant="h6" component="p">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {session.username}
        </Typography>
      </Stack>
      <Typography color="text.secondary">{translate('app.auth.lockscreen_text')}</Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <FormTextField
          label="app.auth.password"
          name="password"
          value={password}
          onChange={(event) => {
            preloadAdminApp();
            setPassword(event.target.value);
          }}
          errorMessage={error}
          inputRef={passwordInput}
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} startIcon={<LockIcon />} sx={{ mt: 2 }}>
          {translate('app.auth.unlock')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {translate('app.auth.not_you', { name })}{' '}
        <Link component="button" type="button" variant="body2" onClick={() => void authProvider.logout()} sx={{ verticalAlign: 'baseline' }}>
          {translate('app.auth.sign_out')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
