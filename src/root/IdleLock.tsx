import { useEffect } from 'react';
import { useStore } from 'ra-core';
import {
  defaultIdleLockSeconds,
  idleLockSecondsKey,
  isSessionLocked,
  lastActivity,
  lockscreenPathFor,
  lockSession,
  readSession,
  recordActivity,
} from '../authProvider';
import { navigateTo } from './browserLocation';

/** What counts as the person being there. */
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Locks the app after the chosen time without activity in any tab (docs/product.md#sign-in-pages), and follows a lock
 * made in another tab. Mounted by the admin app: the auth pages have nothing to hide.
 */
export function IdleLock() {
  const [idleSeconds] = useStore<number>(idleLockSecondsKey, defaultIdleLockSeconds);

  useEffect(() => {
    const limitMs = Number(idleSeconds) * 1000;
    if (!(limitMs > 0)) return;
    // Activity is shared through the browser's storage, written at most this often.
    const writeEveryMs = Math.min(5000, limitMs / 4);
    let written = Date.now();
    recordActivity(written);
    const onActivity = () => {
      const now = Date.now();
      if (now - written < writeEveryMs) return;
      written = now;
      recordActivity(now);
    };
    for (const event of activityEvents) window.addEventListener(event, onActivity, { passive: true, capture: true });
    const check = setInterval(() => {
      if (!readSession()) return;
      if (!isSessionLocked() && Date.now() - Math.max(lastActivity(), written) < limitMs) return;
      lockSession();
      navigateTo(lockscreenPathFor(), { replace: true });
    }, Math.min(1000, writeEveryMs));
    return () => {
      clearInterval(check);
      for (const event of activityEvents) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [idleSeconds]);

  return null;
}
