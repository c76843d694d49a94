import { z } from 'zod';
import { uploadedFileName, uploadedFilePath } from './upload.js';

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

/**
 * An image uploaded to this server (POST /storage/upload), or none: staff browsers load it, so never a
 * `javascript:` address or a server of someone else's choosing.
 */
export const uploadedImage = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .refine((url) => url.startsWith(uploadedFilePath) && uploadedFileName.test(url.slice(uploadedFilePath.length)), {
        error: 'validation.profile.avatar_upload',
      })
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

/** The `_id` of another record: required, or blank-as-null when optional. */
export const recordId = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(64, { error: 'validation.invalid_value' });

export const optionalRecordId = () => z.preprocess(blankToNull, z.string().trim().max(64, { error: 'validation.invalid_value' }).nullish());

/** One value of `values`: missing or blank raises `requiredKey`, anything else off the list 'choose from the list'. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T, requiredKey: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredKey : 'validation.choose_from_list') });

/** At least one item: missing or empty raises `requiredKey`. */
export const atLeastOne = <T extends z.ZodType>(item: T, requiredKey: string, max: number) =>
  z.array(item, { error: requiredKey }).min(1, { error: requiredKey }).max(max, { error: 'validation.too_many' });

/** A calendar day, `YYYY-MM-DD`, from year 1: PostgreSQL has no year 0. */
export const isoDate = (requiredKey = 'validation.date_invalid') =>
  z.iso
    .date({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredKey : 'validation.date_invalid') })
    .refine((day) => !day.startsWith('0000'), { error: 'validation.date_invalid' });

export const optionalIsoDate = () => z.preprocess(blankToNull, isoDate().nullish());

/** An amount of money in dollars and cents, never negative. */
export const money = () =>
  z.number({ error: 'validation.invalid_value' }).min(0, { error: 'validation.amount_range' }).max(1e10, { error: 'validation.amount_range' });

/**
 * Zones already found known. Building a formatter to ask took a third of a millisecond, on every dashboard
 * request; bounded, since Intl takes any casing of a name and a client could send endless variants.
 */
const knownTimeZones = new Set<string>();
const knownTimeZonesKept = 1000;

/** A time zone the platform's Intl knows (`America/Toronto`, `Asia/Shanghai`, `UTC`). */
export const isKnownTimeZone = (zone: string) => {
  if (knownTimeZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownTimeZones.size < knownTimeZonesKept) knownTimeZones.add(zone);
  return true;
};
