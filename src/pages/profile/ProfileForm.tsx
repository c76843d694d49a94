import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Controller, useForm } from 'react-hook-form';
import type { TokenClaims } from '../../../domain/auth';
import { profileSchema } from '../../../domain/profile';
import { saveProfile } from '../../authProvider';
import { useNotifyFailure } from '../../http';
import { FormTextField } from '../auth/FormTextField';
import { AvatarUpload } from './AvatarUpload';
import { showFieldErrors } from './fieldErrors';

const fields = ['username', 'name', 'email', 'phone', 'avatar'] as const;

/** Name, username, e-mail, phone and picture of the signed-in account, as its token says they are. */
export function ProfileForm({ session }: { session: TokenClaims }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      username: session.username,
      name: session.name ?? '',
      email: session.email ?? '',
      phone: session.phone ?? '',
      avatar: session.avatar,
    },
  });

  const bind = (name: Exclude<(typeof fields)[number], 'avatar'>) => {
    const { ref, ...registration } = register(name);
    return { ...registration, inputRef: ref, errorMessage: errors[name]?.message, label: `app.profile.${name}` };
  };

  const save = handleSubmit(async (profile) => {
    try {
      await saveProfile(profile);
    } catch (error) {
      if (!showFieldErrors(error, fields, setError)) notifyFailure(error);
      return;
    }
    reset({ ...profile, phone: profile.phone ?? '' });
    // The top bar reads the identity from the new token.
    await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    notify('app.profile.saved', { type: 'success' });
  });

  return (
    <Box component="form" noValidate onSubmit={save}>
      <Controller
        control={control}
        name="avatar"
        render={({ field }) => (
          <AvatarUpload
            value={field.value as string | null | undefined}
            name={watch('name') || session.username}
            onChange={(url) => field.onChange(url)}
          />
        )}
      />
      <FormTextField {...bind('name')} autoComplete="name" />
      <FormTextField {...bind('username')} autoComplete="username" />
      <FormTextField {...bind('email')} type="email" autoComplete="email" />
      <FormTextField {...bind('phone')} type="tel" autoComplete="tel" helperText={translate('app.profile.phone_hint')} />
      <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty} sx={{ mt: 2 }}>
        {translate('app.profile.save')}
      </Button>
    </Box>
  );
}
