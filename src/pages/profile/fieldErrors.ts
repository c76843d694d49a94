import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorCode } from '../../../domain/apiErrors';
import { isApiError } from '../../http';

/** The server's refusals that belong to one field, with the translated message shown under it. */
const fieldOfCode: Partial<Record<ApiErrorCode, { field: string; message: string }>> = {
  USERNAME_TAKEN: { field: 'username', message: 'app.errors.username_taken' },
  EMAIL_TAKEN: { field: 'email', message: 'app.errors.email_taken' },
  WRONG_PASSWORD: { field: 'current_password', message: 'app.errors.wrong_password' },
  PASSWORD_TOO_WEAK: { field: 'new_password', message: 'app.errors.password_too_weak' },
  PASSWORD_PERSONAL: { field: 'new_password', message: 'app.errors.password_personal' },
};

/**
 * Shows a refusal of the server under the fields it concerns; answers false when it concerns none of the
 * form's fields, for the caller to notify instead.
 */
export function showFieldErrors<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): boolean {
  if (!isApiError(error)) return false;
  const byCode = error.body?.code && fieldOfCode[error.body.code];
  const found = byCode ? [{ path: byCode.field, message: byCode.message }] : (error.body?.details ?? []);
  const shown = found.filter(({ path }) => fields.includes(path));
  for (const { path, message } of shown) setError(path as Path<T>, { type: 'server', message });
  return shown.length > 0;
}
