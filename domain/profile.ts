import { z } from 'zod';
import { accountEmailSchema, accountNameSchema, passwordSchema, usernameSchema } from './auth.js';
import { optionalPhoneNumber } from './fields.js';
import { uploadedFileName, uploadedFilePath } from './upload.js';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An avatar is an image uploaded to this server (POST /storage/upload), or none. */
const avatarSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .refine((url) => url.startsWith(uploadedFilePath) && uploadedFileName.test(url.slice(uploadedFilePath.length)), {
      error: 'validation.profile.avatar_upload',
    })
    .nullish(),
);

/**
 * What the signed-in person changes of their own account at /profile. `name` is the name they are shown by
 * (the token's `name`: the account's display name).
 */
export const profileSchema = z.object({
  username: usernameSchema,
  name: accountNameSchema,
  email: accountEmailSchema,
  phone: optionalPhoneNumber(),
  avatar: avatarSchema,
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
