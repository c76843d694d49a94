import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useNotify, useTranslate } from 'ra-core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passwordSchema } from '../../../domain/auth';
import { loginPath, resetPassword } from '../../authProvider';
import { useNotifyFailure } from '../../http';
import { navigateTo } from '../../root/browserLocation';
import { AuthAlternative, AuthSubmitButton } from './AuthFormParts';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from './FormTextField';

const newPasswordSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, { path: ['confirmation'], error: 'validation.auth.password_mismatch' });

/** The page a reset link opens: sets a new password with the link's token. Loaded on demand (zod). */
export default function ResetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmation: '' } });

  const bind = (name: 'password' | 'confirmation') => {
    const { ref, ...field } = register(name);
    return { ...field, inputRef: ref, errorMessage: errors[name]?.message };
  };

  const save = handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ token, password });
    } catch (error) {
      notifyFailure(error);
      return;
    }
    notify('app.auth.password_reset_done', { type: 'success' });
    navigateTo(loginPath);
  });

  return (
    <AuthLayout titleKey="app.page.reset_password">
      {token ? (
        <Box component="form" noValidate onSubmit={save}>
          <FormTextField
            label="app.auth.new_password"
            {...bind('password')}
            type="password"
            autoComplete="new-password"
            helperText={translate('app.auth.password_hint')}
            autoFocus
          />
          <FormTextField label="app.auth.confirm_password" {...bind('confirmation')} type="password" autoComplete="new-password" />
          <AuthSubmitButton labelKey="app.auth.set_password" disabled={isSubmitting} />
        </Box>
      ) : (
        <Alert severity="warning">{translate('validation.auth.reset_link_invalid')}</Alert>
      )}
      <AuthAlternative questionKey="app.auth.remembered_password" linkKey="app.auth.sign_in" to={loginPath} />
    </AuthLayout>
  );
}
