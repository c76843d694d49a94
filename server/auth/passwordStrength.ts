import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonPasswords from '@zxcvbn-ts/language-common';
import type { ApiErrorCode } from '../../domain/apiErrors.js';
import { ApiError } from '../http/apiError.js';

// On the server only: the dictionaries weigh about 1 MB, which the sign-in page's JS would carry. The client
// shows the server's refusal, translated by its code.
const strength = new ZxcvbnFactory({ graphs: commonPasswords.adjacencyGraphs, dictionary: { ...commonPasswords.dictionary } });

/**
 * zxcvbn's score from 0 to 4; 2 is over 10⁸ guesses, out of reach of guessing online past the sign-in throttle,
 * while a common password (`12345678`, `password1`) or the account's own name scores 0 or 1.
 */
export const minimumPasswordScore = 2;

/** What of an account its password must not be made of. */
export interface PersonalDetails {
  username: string;
  name?: string | null;
  display_name?: string | null;
  email?: string | null;
}

/** Refuses a password guessed easily, saying why, under `field`: a common one, or one made of the account's details. */
export function assertStrongPassword(password: string, { username, name, display_name, email }: PersonalDetails, field: string) {
  const personal = [username, name, display_name, email].filter((word): word is string => Boolean(word));
  const { score, feedback } = strength.check(password, personal);
  if (score >= minimumPasswordScore) return;
  const refusal: { code: ApiErrorCode; message: string } =
    feedback.warning === 'userInputs'
      ? { code: 'PASSWORD_PERSONAL', message: 'A password must not be made of your username, name or e-mail.' }
      : { code: 'PASSWORD_TOO_WEAK', message: 'This password is too easy to guess (a common password, a sequence or a repeat): use a few unrelated words.' };
  throw new ApiError(400, refusal.code, refusal.message, [{ path: field, message: refusal.message }]);
}
