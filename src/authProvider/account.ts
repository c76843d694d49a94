import type { ProfileInput } from '../../domain/profile';
import { dataProvider } from '../dataProvider';
import { startSession } from './session';
import { unlockSession } from './sessionLock';

/**
 * Saves the signed-in person's profile. The answer's token carries the new name, e-mail, phone and avatar, and
 * replaces the stored one, so everything that reads the session shows them at once.
 */
export async function saveProfile(profile: ProfileInput): Promise<void> {
  startSession((await dataProvider.saveProfile(profile)).accessToken);
}

/** Changes the password: every other session ends, this one goes on with the token the server answers. */
export async function changePassword(change: { current_password: string; new_password: string }): Promise<void> {
  startSession((await dataProvider.changePassword(change)).accessToken);
}

/** Unlocks the lockscreen once the server has checked the password. */
export async function unlock(password: string): Promise<void> {
  await dataProvider.unlock(password);
  unlockSession();
}
