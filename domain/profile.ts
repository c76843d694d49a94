import { z } from 'zod';
import { accountEmailSchema, accountNameSchema, passwordSchema, usernameSchema } from './auth.js';
import { interfaceLocales } from './enums.js';
import { optionalPhoneNumber, uploadedImage } from './fields.js';

/**
 * What the signed-in person changes of their own account at /profile. `name` is the name they are shown by
 * (the token's `name`: the account's display name).
 */
export const profileSchema = z.object({
  username: usernameSchema,
  name: accountNameSchema,
  email: accountEmailSchema,
  phone: optionalPhoneNumber(),
  avatar: uploadedImage(),
});

export type ProfileInput = z.input<typeof profileSchema>;

export const passwordChangeSchema = z.object({
  current_password: z
    .string({ error: 'validation.auth.password_required' })
    .min(1, { error: 'validation.auth.password_required' })
    .max(128),
  new_password: passwordSchema,
});

/** The form asks for the new password twice; the server needs it once. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirm_password: z.string() })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    error: 'validation.auth.password_mismatch',
  });

/**
 * What the back office e-mails the signed-in person (docs/pm.md#reminders-and-the-daily-digest): in which language
 * (none: the business's, from Settings), and whether the morning digest of their overdue tasks comes.
 */
export const mailPreferencesSchema = z.object({
  locale: z.enum(interfaceLocales, { error: 'validation.choose_from_list' }).nullable(),
  overdue_digest: z.boolean({ error: 'validation.invalid_value' }),
});

export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
