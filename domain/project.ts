import { z } from 'zod';
import { projectStatuses, propertyTypes, serviceTypes, sources, type ProjectStatus, type ServiceType } from './enums.js';
import {
  atLeastOne,
  oneOf,
  optionalIsoDate,
  optionalRecordId,
  optionalText,
  recordId,
  requiredChoice,
  requiredText,
  updateEnvelope,
} from './fields.js';
import { optionalDay, recordFields } from './recordFields.js';

const projectShape = {
  customer: recordId('validation.project.customer_required'),
  property: requiredChoice(propertyTypes, 'validation.project.property_required'),
  services: atLeastOne(oneOf(serviceTypes), 'validation.project.services_required', serviceTypes.length),
  start_date: optionalIsoDate(),
  end_date: optionalIsoDate(),
  team: optionalRecordId(),
  specialist: optionalRecordId(),
  discount: z
    .number({ error: 'validation.project.discount_range' })
    .min(0, { error: 'validation.project.discount_range' })
    .max(100, { error: 'validation.project.discount_range' })
    .optional(),
  raw_address: optionalText(200),
  location: optionalText(100),
  note: optionalText(2000),
  source: oneOf(sources).nullish(),
  referer: optionalText(100),
  description: requiredText('validation.project.description_required', 1, 5000, 'validation.too_long'),
  status: oneOf(projectStatuses).optional(),
};

/** The end date, when both are known, is not before the start date (checked again on the stored record by the server). */
export const projectDatesInOrder = (project: { start_date?: string | null; end_date?: string | null }) =>
  !project.start_date || !project.end_date || project.end_date >= project.start_date;

const datesOutOfOrder = { error: 'validation.project.end_before_start', path: ['end_date'] };

/** The New Project drawer's form (docs/product.md#validation): `POST /pm/projects`. */
export const projectCreateSchema = z.object(projectShape).refine(projectDatesInOrder, datesOutOfOrder);
export const projectUpdateSchema = z
  .object(projectShape)
  .partial()
  .extend(updateEnvelope)
  .refine(projectDatesInOrder, datesOutOfOrder);

/** The Create New Project modal (docs/product.md#overlays, #validation): a contact-style form whose submit makes no call. */
export const projectModalSchema = z.object({
  name: requiredText('validation.project.name_required', 1, 50, 'validation.length_1_50'),
});

/** Form defaults (`interior_renovation` is keyed `interior-renovation`; docs/product.md#form-defaults): shown by the form, applied by the server on create. */
export const projectDefaults = {
  property: 'house',
  services: ['interior-renovation'] as ServiceType[],
  discount: 0,
  status: 'pending' as ProjectStatus,
} as const;

export type ProjectInput = z.infer<typeof projectCreateSchema>;

/**
 * A project as the API answers it: its fields plus the names of what it refers to. The customer's name, phone
 * and e-mail travel with it: the list and the Project Briefing show them to staff who cannot read customers.
 */
export const projectRecordSchema = z.object({
  ...recordFields,
  customer: z.string(),
  property: z.enum(propertyTypes),
  services: z.array(z.enum(serviceTypes)),
  start_date: optionalDay,
  end_date: optionalDay,
  team: z.string().nullable(),
  specialist: z.string().nullable(),
  discount: z.number().describe('Percent, 0 to 100'),
  raw_address: z.string().nullable(),
  location: z.string().nullable(),
  note: z.string().nullable(),
  source: z.string().nullable(),
  referer: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(projectStatuses),
  customer_name: z.string().nullable().describe("The customer's full name"),
  customer_phone: z.string().nullable(),
  customer_phone_extension: z.string().nullable(),
  customer_email: z.string().nullable(),
  team_name: z.string().nullable(),
  specialist_name: z.string().nullable(),
});

export type Project = z.infer<typeof projectRecordSchema>;

/** The statuses of a project that is over: its team is free (docs/product.md#deleting-and-restoring). */
export const closedProjectStatuses = ['completed', 'incomplete', 'abandoned', 'cancelled'] as const satisfies readonly ProjectStatus[];
