import { z } from 'zod';
import { customerRecordSchema, type Customer } from './customer.js';

// Duplicate customers (docs/product.md#duplicate-customers): the same person entered twice, found by a shared
// phone, e-mail or WeChat id, and merged into one.

/** What two customers may share that makes them one person. */
export const duplicateMatches = ['phone', 'email', 'wechat'] as const;
export type DuplicateMatch = (typeof duplicateMatches)[number];

/** How many possible duplicates of one customer the finder answers: a dialog's worth, never a list to page. */
export const duplicatesLimit = 20;

type ContactFields = Pick<Customer, 'phone' | 'secondary_phone' | 'email' | 'wechat'>;

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const phonesOf = (customer: Pick<Customer, 'phone' | 'secondary_phone'>) => [customer.phone, customer.secondary_phone].filter(present);

/** What a customer is recognised by: its phones, its e-mail in lower case, its WeChat id; blanks recognise nobody. */
export function contactKeys(customer: ContactFields) {
  return {
    phones: phonesOf(customer),
    email: present(customer.email) ? customer.email.trim().toLowerCase() : null,
    wechat: present(customer.wechat) ? customer.wechat.trim() : null,
  };
}

/** What `a` and `b` share: a phone in either phone field of either, an e-mail in any case, a WeChat id. */
export function duplicateMatchesOf(a: ContactFields, b: ContactFields): DuplicateMatch[] {
  const [ofA, ofB] = [contactKeys(a), contactKeys(b)];
  const shares: Record<DuplicateMatch, boolean> = {
    phone: ofA.phones.some((phone) => ofB.phones.includes(phone)),
    email: ofA.email !== null && ofA.email === ofB.email,
    wechat: ofA.wechat !== null && ofA.wechat === ofB.wechat,
  };
  return duplicateMatches.filter((match) => shares[match]);
}

/** `GET /crm/customers/{id}/duplicates`: the other customers who share a phone, an e-mail or a WeChat id, newest first. */
export const customerDuplicatesAnswerSchema = z.object({
  customers: z.array(customerRecordSchema.extend({ matches: z.array(z.enum(duplicateMatches)).describe('What it shares with the customer') })),
});
export type CustomerDuplicate = z.infer<typeof customerDuplicatesAnswerSchema>['customers'][number];

const customerId = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(64);
const readAt = z.iso.datetime({ offset: true, error: 'validation.invalid_value' }).optional();

/**
 * `POST /crm/customers/merge`: `merge` goes into `keep`. Each `…_updated_at`, when given, is the version the person
 * looked at: a customer changed since is a 409, so nobody merges what they did not see.
 */
export const customerMergeSchema = z
  .object({ keep: customerId, merge: customerId, keep_updated_at: readAt, merge_updated_at: readAt })
  .refine(({ keep, merge }) => keep !== merge, { path: ['merge'], error: 'validation.customer.merge_same' });
export type CustomerMergeInput = z.infer<typeof customerMergeSchema>;

/** The kept customer's fields that, empty, take the merged one's value. The rest are the kept one's own. */
const fillableFields = [
  'last_name',
  'organization',
  'email',
  'wechat',
  'raw_address',
  'location',
  'referer',
  'note',
  'avatar',
] as const satisfies readonly (keyof Customer)[];

/** A choice whose value says "not known": the merged customer's known one takes its place. */
const unknownChoices = { gender: 'unknown', source: 'Unknown' } as const satisfies Partial<Record<keyof Customer, string>>;

type MergedFields = Partial<Pick<Customer, (typeof fillableFields)[number] | keyof typeof unknownChoices | 'secondary_phone' | 'secondary_phone_extension' | 'wechat_added' | 'phone_extension'>>;

/**
 * What the kept customer takes from the merged one: each empty field the other's value, an unknown gender or source
 * the other's, and the other's phone, when the kept one has neither it nor a secondary phone, as its secondary phone.
 * Answers only the fields that change. The client shows it before the merge; the server writes it.
 */
export function mergedCustomerFields(keep: Omit<Customer, '_id'>, merge: Omit<Customer, '_id'>): MergedFields {
  const fields: Record<string, unknown> = {};
  for (const field of fillableFields) if (!present(keep[field]) && present(merge[field])) fields[field] = merge[field];
  for (const [field, unknown] of Object.entries(unknownChoices) as [keyof typeof unknownChoices, string][]) {
    if (keep[field] === unknown && merge[field] !== unknown) fields[field] = merge[field];
  }
  if (fields.wechat !== undefined && merge.wechat_added && !keep.wechat_added) fields.wechat_added = true;
  if (!present(keep.phone_extension) && keep.phone === merge.phone && present(merge.phone_extension)) fields.phone_extension = merge.phone_extension;
  const keptPhones = phonesOf(keep);
  const otherPhone = [merge, { phone: merge.secondary_phone, phone_extension: merge.secondary_phone_extension }].find(
    ({ phone }) => present(phone) && !keptPhones.includes(phone),
  );
  if (!present(keep.secondary_phone) && otherPhone) {
    fields.secondary_phone = otherPhone.phone;
    if (present(otherPhone.phone_extension)) fields.secondary_phone_extension = otherPhone.phone_extension;
  }
  return fields as MergedFields;
}
