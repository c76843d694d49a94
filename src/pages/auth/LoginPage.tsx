import Box from '@mui/material/Box';
import { useNotify, useTranslate } from 'ra-core';
import { readSession, redirectTarget } from '../../authProvider';
import { navigateTo, useBrowserLocation } from '../../root/browserLocation';
import { productName } from '../../root/product';
import { Redirect } from '../../root/Redirect';
import { TitledNotice } from '../../root/TitledNotice';
import { AuthAlternative, AuthSubmitButton } from './AuthFormParts';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLink';
import { FormTextField } from './FormTextField';
import { useSignInForm } from './useSignInForm';

export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { search } = useBrowserLocation();
  const { field, submit, isSubmitting } = useSignInForm('', () => {
    notify(
      <TitledNotice severity="success" title="app.auth.logged_in_title" text="app.auth.logged_in_text" textArgs={{ product: productName }} />,
      { type: 'success' },
    );
    navigateTo(redirectTarget(search), { replace: true });
  });

  // A signed-in person opening the login page goes where `redirect` says, or home (docs/product.md#sign-in-pages).
  if (readSession()) return <Redirect to={redirectTarget(search)} />;

  return (
    <AuthLayout titleKey="app.auth.sign_in_title">
      <Box component="form" noValidate onSubmit={submit}>
        <FormTextField label="app.auth.username" {...field('username')} autoComplete="username" autoFocus />
        <FormTextField label="app.auth.password" {...field('password')} type="password" autoComplete="current-password" />
        <Box sx={{ textAlign: 'right', mt: 1 }}>
          <AuthLink to="/auth/forgot-password" variant="body2">
            {translate('app.auth.forgot_password')}
          </AuthLink>
        </Box>
        <AuthSubmitButton labelKey="app.auth.sign_in" disabled={isSubmitting} />
      </Box>
      <AuthAlternative questionKey="app.auth.no_account" linkKey="app.auth.sign_up" to="/auth/register" />
    </AuthLayout>
  );
}
