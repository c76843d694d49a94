import type { ProfileInput } from '../../domain/profile';
import { apiRequest } from '../http';
import { startSession, type TokenAnswer } from './session';
import { unlockSession } from './sessionLock';

// The account's own calls go straight to the API rather than through the data provider: the lockscreen is a
// sign-in page, which does not load the data provider (docs/client.md#sign-in-page).

/**
 * Saves the signed-in person's profile. The answer's token carries the new name, e-mail, phone and avatar, and
 * replaces the stored one, so everything that reads the session shows them at once.
 */
export async function saveProfile(profile: ProfileInput): Promise<void> {
  startSession((await apiRequest<TokenAnswer>('/auth/account', { method: 'PUT', body: profile })).accessToken);
}

/** Changes the password: every other session ends, this one goes on with the token the server answers. */
export async function changePassword(change: { current_password: string; new_password: string }): Promise<void> {
  startSession((await apiRequest<TokenAnswer>('/auth/account/password', { method: 'PUT', body: change })).accessToken);
}

/** Unlocks the lockscreen once the server has checked the password. */
export async function unlock(password: string): Promise<void> {
  await apiRequest('/auth/unlock', { method: 'POST', body: { password } });
  unlockSession();
}
