import { z } from 'zod';
import { contractorTypes } from './enums.js';
import { optionalEmail, optionalIsoDate, optionalText, phoneNumber, requiredChoice, requiredText, updateEnvelope } from './fields.js';
import { optionalDay, recordFields } from './recordFields.js';

export const contractorRating = { min: 1, max: 5 } as const;

const rating = z
  .number({ error: 'validation.contractor.rating_range' })
  .int({ error: 'validation.contractor.rating_range' })
  .min(contractorRating.min, { error: 'validation.contractor.rating_range' })
  .max(contractorRating.max, { error: 'validation.contractor.rating_range' });

const contractorShape = {
  name: requiredText('validation.contractor.name_required', 1, 50, 'validation.length_1_50'),
  company: optionalText(100),
  type: requiredChoice(contractorTypes, 'validation.contractor.type_required'),
  phone: phoneNumber('validation.contractor.phone_required'),
  email: optionalEmail(),
  location: optionalText(100),
  address: optionalText(200),
  license_number: optionalText(50),
  insurance_expiry: optionalIsoDate(),
  rating: rating.nullish(),
  note: optionalText(2000),
  active: z.boolean({ error: 'validation.invalid_value' }).optional(),
};

/** `POST /admin/contractors`; `PUT /admin/contractors` names the contractor and the version it was read at. */
export const contractorCreateSchema = z.object(contractorShape);
export const contractorUpdateSchema = z.object(contractorShape).partial().extend(updateEnvelope);

export const contractorDefaults = { active: true } as const;

/** A contractor as the API answers it. */
export const contractorRecordSchema = z.object({
  ...recordFields,
  name: z.string(),
  company: z.string().nullable(),
  type: z.enum(contractorTypes),
  phone: z.string(),
  email: z.string().nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  license_number: z.string().nullable(),
  insurance_expiry: optionalDay.describe('The day the insurance ends, YYYY-MM-DD'),
  rating: z.number().int().nullable().describe('1 to 5'),
  note: z.string().nullable(),
  active: z.boolean(),
});

export type Contractor = z.infer<typeof contractorRecordSchema>;

