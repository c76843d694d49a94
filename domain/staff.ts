import { z } from 'zod';
import { passwordSchema } from './auth.js';
import { departments, jobTitles, permissionTags, staffRoles } from './enums.js';
import { oneOf, optionalPhoneNumber, optionalText, requiredText, updateEnvelope, uploadedImage } from './fields.js';
import { recordFields } from './recordFields.js';

/** The roles a staff record holds: any but visitor, which makes an account a registered user rather than staff. */
export const staffAccountRoles = staffRoles.filter((role) => role !== 'visitor') as ['superadmin', 'admin', 'manager', 'employee', 'Worker'];

const withoutRepeats = (values: readonly string[]) => new Set(values).size === values.length;

/**
 * What an account may do, as every form over the accounts edits it (the staff's, the registered users' with
 * visitor among `roles`): at least one of `roles`, permission tags, the active flag; no value twice.
 */
export const accessShape = <const Roles extends readonly [string, ...string[]]>(roles: Roles) => ({
  roles: z
    .array(oneOf(roles), { error: 'validation.staff.roles_required' })
    .min(1, { error: 'validation.staff.roles_required' })
    .max(roles.length)
    .refine(withoutRepeats, { error: 'validation.invalid_value' }),
  permissions: z.array(oneOf(permissionTags)).max(permissionTags.length).refine(withoutRepeats, { error: 'validation.invalid_value' }),
  active: z.boolean({ error: 'validation.invalid_value' }),
});

const staffEmail = z
  .string({ error: 'validation.staff.email_required' })
  .trim()
  .min(1, { error: 'validation.staff.email_required', abort: true })
  .min(3, { error: 'validation.length_3_50' })
  .max(50, { error: 'validation.length_3_50' })
  .pipe(z.email({ error: 'validation.email_invalid' }));

const staffShape = {
  // 1 to 50; also one word of the characters sign-in accepts, since it is typed to sign in (docs/product.md#validation).
  username: requiredText('validation.staff.username_required', 1, 50, 'validation.length_1_50').regex(/^[A-Za-z0-9_.-]+$/, {
    error: 'validation.staff.username_characters',
  }),
  name: requiredText('validation.staff.name_required', 1, 50, 'validation.length_1_50'),
  lastname: optionalText(50),
  display_name: requiredText('validation.staff.display_name_required', 1, 50, 'validation.length_1_50'),
  email: staffEmail,
  phone: optionalPhoneNumber(),
  extension: optionalText(10),
  department: oneOf(departments).nullish(),
  job_title: oneOf(jobTitles).nullish(),
  location: optionalText(100),
  address: optionalText(200),
  bio: optionalText(2000),
  note: optionalText(2000),
  avatar: uploadedImage(),
  ...accessShape(staffAccountRoles),
};

/**
 * `POST /system/staffs` (docs/product.md#validation): the creator sets the first password, checked for strength by the
 * server and stored as an argon2id hash; no answer ever carries it.
 */
export const staffCreateSchema = z.object({
  ...staffShape,
  roles: staffShape.roles.optional(),
  permissions: staffShape.permissions.optional(),
  active: staffShape.active.optional(),
  password: passwordSchema,
});

/** `PUT /system/staffs`: the fields sent change; a password sent is a new one set by an administrator. */
export const staffUpdateSchema = z
  .object({ ...staffShape, password: passwordSchema })
  .partial()
  .extend(updateEnvelope);

export type StaffInput = z.input<typeof staffCreateSchema>;

/** Form defaults (docs/product.md#form-defaults): active, role employee; the role's usual areas. */
export const staffDefaults = { active: true, roles: ['employee'], permissions: ['default'] } as const satisfies Partial<StaffInput>;

/** A staff account as the API answers it: never its password or its hash. */
export const staffRecordSchema = z.object({
  ...recordFields,
  username: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  lastname: z.string().nullable(),
  display_name: z.string().nullable(),
  phone: z.string().nullable(),
  extension: z.string().nullable(),
  department: z.enum(departments).nullable(),
  job_title: z.enum(jobTitles).nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  note: z.string().nullable(),
  avatar: z.string().nullable(),
  roles: z.array(z.enum(staffRoles)),
  permissions: z.array(z.enum(permissionTags)),
  active: z.boolean(),
});

export type Staff = z.infer<typeof staffRecordSchema>;

/** What the staff pickers list (`GET /system/staffs`): each active staff member by the name staff see. */
export const staffPickerSchema = z.object({ staff: z.array(z.object({ _id: z.string(), name: z.string() })) });

/** The edit page's form: the rules of a create, but a blank password keeps the current one. */
export const staffEditFormSchema = staffCreateSchema.extend({
  password: z.preprocess((value) => (value === '' || value === null ? undefined : value), passwordSchema.optional()),
});
