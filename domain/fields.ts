import { z } from 'zod';

/** Empty strings from cleared form inputs are stored as null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A required text: missing or blank raises `requiredKey`, out of [min, max] raises `lengthKey`. */
export const requiredText = (requiredKey: string, min: number, max: number, lengthKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    // A blank value reports only that it is required.
    .min(1, { error: requiredKey, abort: true })
    .min(min, { error: lengthKey })
    .max(max, { error: lengthKey });

/** An optional text of at most `max` characters; blank becomes null. */
export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, { error: 'validation.too_long' }).nullish());

export const optionalEmail = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .min(3, { error: 'validation.length_3_50' })
      .max(50, { error: 'validation.length_3_50' })
      .pipe(z.email({ error: 'validation.email_invalid' }))
      .nullish(),
  );

export const phoneNumber = (requiredKey: string) =>
  requiredText(requiredKey, 10, 11, 'validation.length_10_11').regex(/^\d+$/, { error: 'validation.phone_digits' });

export const optionalPhoneNumber = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .min(10, { error: 'validation.length_10_11' })
      .max(11, { error: 'validation.length_10_11' })
      .regex(/^\d+$/, { error: 'validation.phone_digits' })
      .nullish(),
  );

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'validation.choose_from_list' });

export const someOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(oneOf(values)).max(values.length);

/** An update names its record and, to catch concurrent edits, the version it was read at. */
export const updateEnvelope = {
  _id: z.string({ error: 'validation.required' }).min(1).max(64),
  updated_at: z.iso.datetime({ offset: true, error: 'validation.invalid_value' }).nullish(),
};
