import { appStore } from '../root/appStore';
import { currentPath } from './loginRedirect';
import { readSession } from './session';

// The lockscreen (docs/product.md#sign-in-pages): after a while without activity the app locks, keeping where the person was. The
// lock and the last activity are kept in the browser's storage, so every tab locks together and a locked tab
// stays locked through a reload or the back button until the password is given again.

export const lockscreenPath = '/auth/lockscreen';

/** The store keys: seconds without activity before locking (0: never), the locked session, the last activity. */
export const idleLockSecondsKey = 'lockscreen.idleSeconds';
const lockedSessionKey = 'lockscreen.lockedSession';
const lastActivityKey = 'lockscreen.lastActivity';

/** 15 minutes, unless the person chose otherwise on their profile page. */
export const defaultIdleLockSeconds = 15 * 60;

export const idleLockSeconds = (): number => {
  const seconds = Number(appStore.getItem(idleLockSecondsKey, defaultIdleLockSeconds));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
};

/** The lock belongs to one session: signing in again, as anyone, starts unlocked. */
export function isSessionLocked(): boolean {
  const session = readSession();
  return !!session && appStore.getItem(lockedSessionKey) === session.jti;
}

export function lockSession(): void {
  const session = readSession();
  if (session) appStore.setItem(lockedSessionKey, session.jti);
}

export function unlockSession(): void {
  appStore.removeItem(lockedSessionKey);
  recordActivity();
}

export function recordActivity(at = Date.now()): void {
  appStore.setItem(lastActivityKey, at);
}

export const lastActivity = (): number => Number(appStore.getItem(lastActivityKey, 0)) || 0;

/** The lockscreen, carrying the page to return to once unlocked. */
export function lockscreenPathFor(wanted = currentPath()): string {
  return wanted.startsWith('/auth') ? lockscreenPath : `${lockscreenPath}?redirect=${encodeURIComponent(wanted)}`;
}
