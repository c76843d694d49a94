import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'ra-core';
import { useForm } from 'react-hook-form';
import { registerSchema } from '../../../domain/auth';
import { loginPath, register as registerAccount, type Registration } from '../../authProvider';
import { useNotifyFailure } from '../../http';
import { navigateTo } from '../../root/browserLocation';
import { showFieldErrors } from '../profile/fieldErrors';
import { TitledNotice } from '../../root/TitledNotice';
import { AuthLayout } from './AuthLayout';
import { AuthAlternative, AuthSubmitButton } from './AuthFormParts';
import { FormTextField } from './FormTextField';

/** Loaded on demand: it validates with zod, which the sign-in page does without. */
export default function RegisterPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', username: '', email: '', password: '' },
  });
  const fields = ['name', 'username', 'email', 'password'] as const;

  const bind = (name: keyof Registration) => {
    const { ref, ...registration } = register(name);
    return { ...registration, inputRef: ref, errorMessage: errors[name]?.message };
  };

  const signUp = handleSubmit(async (registration) => {
    try {
      await registerAccount(registration);
    } catch (error) {
      // A name taken or a weak password is said under its field; anything else in a notification.
      if (!showFieldErrors(error, fields, setError)) notifyFailure(error);
      return;
    }
    notify(<TitledNotice severity="success" title="app.auth.registered_title" text="app.auth.registered_text" />, {
      type: 'success',
    });
    navigateTo(loginPath);
  });

  return (
    <AuthLayout titleKey="app.auth.sign_up_title">
      <Box component="form" noValidate onSubmit={signUp}>
        <FormTextField label="app.auth.name" {...bind('name')} autoComplete="name" autoFocus />
        <FormTextField label="app.auth.username" {...bind('username')} autoComplete="username" helperText={translate('app.auth.username_hint')} />
        <FormTextField
          label="app.auth.email"
          {...bind('email')}
          type="email"
          autoComplete="email"
        />
        <FormTextField
          label="app.auth.password"
          {...bind('password')}
          type="password"
          autoComplete="new-password"
          helperText={translate('app.auth.password_hint')}
        />
        <AuthSubmitButton labelKey="app.auth.sign_up" disabled={isSubmitting} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('app.auth.register_access_note')}
      </Typography>
      <AuthAlternative questionKey="app.auth.have_account" linkKey="app.auth.sign_in" to={loginPath} />
    </AuthLayout>
  );
}
