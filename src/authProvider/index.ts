export { authProvider, register, type LoginCredentials, type Registration } from './authProvider';
export { loginPath, loginPathFor, redirectTarget } from './loginRedirect';
export { readSession } from './session';
