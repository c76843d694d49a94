import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordResetRequestSchema } from '../../../domain/auth';
import { loginPath, passwordResetAvailable, requestPasswordReset } from '../../authProvider';
import { isApiError, useNotifyFailure } from '../../http';
import { AuthAlternative, AuthSubmitButton } from './AuthFormParts';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from './FormTextField';

const emailOnly = passwordResetRequestSchema.pick({ email: true });

/** Asks for a reset link by e-mail; without an SMTP server, says to ask an administrator instead. Loaded on demand (zod). */
export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notifyFailure = useNotifyFailure();
  const [sentTo, setSentTo] = useState<string>();
  // Undefined until the server says whether it can send e-mail.
  const [available, setAvailable] = useState<boolean>();
  useEffect(() => {
    passwordResetAvailable().then(setAvailable, (error: unknown) => {
      setAvailable(false);
      notifyFailure(error);
    });
  }, [notifyFailure]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailOnly), defaultValues: { email: '' } });
  const { ref, ...emailField } = register('email');

  const ask = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email, locale });
      setSentTo(email);
    } catch (error) {
      // E-mail unconfigured since the page opened: said in the page's own words, which speak to someone signed out.
      if (isApiError(error) && error.body?.code === 'MAIL_NOT_CONFIGURED') setAvailable(false);
      else notifyFailure(error);
    }
  });

  const content = () => {
    if (available === undefined) return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ display: 'block', mx: 'auto', my: 3 }} />;
    if (!available) return <Alert severity="info">{translate('app.auth.reset_unavailable')}</Alert>;
    if (sentTo) return <Alert severity="success">{translate('app.auth.reset_sent', { email: sentTo })}</Alert>;
    return (
      <Box component="form" noValidate onSubmit={ask}>
        <Typography color="text.secondary">{translate('app.auth.reset_intro')}</Typography>
        <FormTextField
          label="app.auth.email"
          {...emailField}
          inputRef={ref}
          errorMessage={errors.email?.message}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <AuthSubmitButton labelKey="app.auth.send_reset_link" disabled={isSubmitting} />
      </Box>
    );
  };

  return (
    <AuthLayout titleKey="app.page.forgot_password">
      {content()}
      <AuthAlternative questionKey="app.auth.remembered_password" linkKey="app.auth.sign_in" to={loginPath} />
    </AuthLayout>
  );
}
