import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { passwordChangeFormSchema } from '../../../domain/profile';
import { changePassword } from '../../authProvider';
import { useNotifyFailure } from '../../http';
import { FormTextField } from '../auth/FormTextField';
import { showFieldErrors } from './fieldErrors';

const fields = ['current_password', 'new_password', 'confirm_password'] as const;
const autoComplete = { current_password: 'current-password', new_password: 'new-password', confirm_password: 'new-password' };

/** A new password, given twice, with the current one (docs/product.md#sessions: every other session ends). */
export function PasswordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    try {
      await changePassword({ current_password, new_password });
    } catch (error) {
      if (!showFieldErrors(error, fields, setError)) notifyFailure(error);
      return;
    }
    reset();
    notify('app.profile.password_changed', { type: 'success' });
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.profile.password_hint')}
      </Typography>
      {fields.map((name) => {
        const { ref, ...registration } = register(name);
        return (
          <FormTextField
            key={name}
            {...registration}
            inputRef={ref}
            label={`app.profile.${name}`}
            errorMessage={errors[name]?.message}
            type="password"
            autoComplete={autoComplete[name]}
          />
        );
      })}
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
        {translate('app.profile.change_password')}
      </Button>
    </Box>
  );
}
