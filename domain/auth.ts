import { z } from 'zod';
import { interfaceLocales } from './enums.js';
import { credentialLimits } from './credentials.js';
import { requiredText } from './fields.js';

export const loginSchema = z.object({
  username: z
    .string({ error: 'validation.auth.username_required' })
    .trim()
    .min(1, { error: 'validation.auth.username_required' })
    .max(credentialLimits.username, { error: 'validation.auth.username_too_long' }),
  password: z
    .string({ error: 'validation.auth.password_required' })
    .min(1, { error: 'validation.auth.password_required' })
    .max(credentialLimits.password, { error: 'validation.auth.password_too_long' }),
});

/** The lockscreen asks for the signed-in account's password again. */
export const unlockSchema = loginSchema.pick({ password: true });

export const passwordSchema = z
  .string({ error: 'validation.auth.password_required' })
  .min(1, { error: 'validation.auth.password_required', abort: true })
  .min(8, { error: 'validation.auth.password_length' })
  .max(128, { error: 'validation.auth.password_length' });

export const usernameSchema = z
  .string({ error: 'validation.auth.username_required' })
  .trim()
  .min(1, { error: 'validation.auth.username_required', abort: true })
  .regex(/^[A-Za-z0-9_.-]{3,50}$/, { error: 'validation.auth.username_format' });

export const accountNameSchema = requiredText('validation.auth.name_required', 1, 50, 'validation.length_1_50');

export const accountEmailSchema = z
  .string({ error: 'validation.auth.email_required' })
  .trim()
  .min(1, { error: 'validation.auth.email_required', abort: true })
  .min(3, { error: 'validation.length_3_50' })
  .max(50, { error: 'validation.length_3_50' })
  .pipe(z.email({ error: 'validation.email_invalid' }));

export const registerSchema = z.object({
  name: accountNameSchema,
  username: usernameSchema,
  email: accountEmailSchema,
  password: passwordSchema,
});

/** What the access token carries (docs/product.md#sessions); the client decodes it with jwt-decode. */
export interface TokenClaims {
  _id: string;
  username: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  roles: string[];
  permissions: string[];
  jti: string;
  exp: number;
  iat: number;
}

/** Forgot password: the e-mail of the account, and the language the e-mail is written in. */
export const passwordResetRequestSchema = z.object({
  email: accountEmailSchema,
  locale: z.enum(interfaceLocales).default('en-US'),
});

/** The reset link's page: its token and the new password. */
export const passwordResetSchema = z.object({
  token: z.string({ error: 'validation.auth.reset_link_invalid' }).min(1, { error: 'validation.auth.reset_link_invalid' }).max(100),
  password: passwordSchema,
});
