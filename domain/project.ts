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

/** The New Project drawer's form (SPEC §5 "Project form"): `POST /pm/projects`. */
export const projectCreateSchema = z.object(projectShape).refine(projectDatesInOrder, datesOutOfOrder);
export const projectUpdateSchema = z
  .object(projectShape)
  .partial()
  .extend(updateEnvelope)
  .refine(projectDatesInOrder, datesOutOfOrder);

/** The Create New Project modal (SPEC §2.5, §5): a contact-style form whose submit makes no call. */
export const projectModalSchema = z.object({
  name: requiredText('validation.project.name_required', 1, 50, 'validation.length_1_50'),
});

/** SPEC §3 form defaults (`interior_renovation` is keyed `interior-renovation`): shown by the form, applied by the server on create. */
export const projectDefaults = {
  property: 'house',
  services: ['interior-renovation'] as ServiceType[],
  discount: 0,
  status: 'pending' as ProjectStatus,
} as const;

export type ProjectInput = z.infer<typeof projectCreateSchema>;

/** A project as the API answers it: its fields plus the names of what it refers to. */
export interface Project extends Omit<ProjectInput, 'discount' | 'status'> {
  _id: string;
  discount: number;
  status: ProjectStatus;
  creator: string | null;
  creator_name: string | null;
  created_at: string;
  updated_at: string;
  /** The customer's full name, phone (with extension) and e-mail: what the list and the Project Briefing show. */
  customer_name: string | null;
  customer_phone: string | null;
  customer_phone_extension: string | null;
  customer_email: string | null;
  team_name: string | null;
  specialist_name: string | null;
}
