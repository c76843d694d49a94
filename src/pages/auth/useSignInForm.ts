import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { credentialLimits } from '../../../domain/credentials';
import { authProvider, type LoginCredentials } from '../../authProvider';
import { preloadAdminApp } from '../../root/adminAppChunk';

type CredentialErrors = Partial<Record<keyof LoginCredentials, string>>;

// The sign-in page does not load zod (it must stay light), so loginSchema's checks are made here;
// the messages are its keys.
function credentialErrors({ username, password }: LoginCredentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!username.trim()) errors.username = 'validation.auth.username_required';
  else if (username.trim().length > credentialLimits.username) errors.username = 'validation.auth.username_too_long';
  if (!password) errors.password = 'validation.auth.password_required';
  else if (password.length > credentialLimits.password) errors.password = 'validation.auth.password_too_long';
  return errors;
}

/**
 * A username/password form that signs in on submit. As docs/product.md#error-catalogue says, a failed login shows no message (the auth
 * provider clears the token and logs the error); the password is emptied for another try.
 */
export function useSignInForm(username: string, onSignedIn: () => void) {
  const [credentials, setCredentials] = useState<LoginCredentials>({ username, password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);

  const field = (name: keyof LoginCredentials) => ({
    name,
    value: credentials[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      preloadAdminApp();
      setCredentials((current) => ({ ...current, [name]: event.target.value }));
    },
    errorMessage: errors[name],
    inputRef: name === 'password' ? passwordInput : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = credentialErrors(credentials);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await authProvider.login({ ...credentials, username: credentials.username.trim() });
    } catch {
      setCredentials((current) => ({ ...current, password: '' }));
      passwordInput.current?.focus();
      return;
    } finally {
      setSubmitting(false);
    }
    onSignedIn();
  };

  return { field, submit, isSubmitting };
}
