import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorCode } from '../../../domain/apiErrors';
import { isApiError } from '../../http';

/**
 * The server's refusals that belong to one field, with the translated message shown under it: the field of
 * that name the form has (sign-up asks for a `password`, the password change for a `new_password`).
 */
const fieldOfCode: Partial<Record<ApiErrorCode, { fields: readonly string[]; message: string }>> = {
  USERNAME_TAKEN: { fields: ['username'], message: 'app.errors.username_taken' },
  EMAIL_TAKEN: { fields: ['email'], message: 'app.errors.email_taken' },
  WRONG_PASSWORD: { fields: ['current_password'], message: 'app.errors.wrong_password' },
  PASSWORD_TOO_WEAK: { fields: ['new_password', 'password'], message: 'app.errors.password_too_weak' },
  PASSWORD_PERSONAL: { fields: ['new_password', 'password'], message: 'app.errors.password_personal' },
};

/**
 * Shows a refusal of the server under the fields it concerns; answers false when it concerns none of the
 * form's fields, for the caller to notify instead.
 */
export function showFieldErrors<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): boolean {
  if (!isApiError(error)) return false;
  const byCode = error.body?.code && fieldOfCode[error.body.code];
  // A detail's key is the domain's message key, shown in the reader's language; its message is the English text.
  const found = byCode
    ? byCode.fields.map((path) => ({ path, message: byCode.message }))
    : (error.body?.details ?? []).map(({ path, message, key }) => ({ path, message: key ?? message }));
  const shown = found.filter(({ path }) => fields.includes(path));
  for (const { path, message } of shown) setError(path as Path<T>, { type: 'server', message });
  return shown.length > 0;
}
