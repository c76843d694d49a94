// The sign-in form's limits, in a module of their own: the sign-in page checks them without loading zod.

/** The longest username and password a sign-in takes (no account has a longer one). */
export const credentialLimits = { username: 100, password: 128 } as const;
