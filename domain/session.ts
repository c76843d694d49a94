// Kept apart from the schemas in auth.ts so the sign-in page can read them without loading zod.

/** The cookie the client keeps the access token in. */
export const tokenCookieName = 'renovation_access_token';

/** The header every call of the web client carries. */
export const clientTypeHeader = { name: 'X-Client-Type', value: 'web-client' } as const;

/** The page a password reset link opens; the server writes it into the e-mail. */
export const resetPasswordPath = '/auth/reset-password';

/** Where the signed-in person edits their own account: the top bar's user menu and the daily digest link here. */
export const profilePath = '/profile';
