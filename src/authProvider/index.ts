export { changePassword, saveProfile, unlock } from './account';
export {
  authProvider,
  passwordResetAvailable,
  register,
  requestPasswordReset,
  resetPassword,
  type LoginCredentials,
  type Registration,
} from './authProvider';
export { currentPath, loginPath, loginPathFor, redirectTarget } from './loginRedirect';
export { endSession, readSession } from './session';
export {
  defaultIdleLockSeconds,
  idleLockSeconds,
  idleLockSecondsKey,
  isSessionLocked,
  lastActivity,
  lockscreenPath,
  lockscreenPathFor,
  lockSession,
  recordActivity,
} from './sessionLock';
