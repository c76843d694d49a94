import type { RaRecord } from 'ra-core';
import type { AuditEvent } from '../../domain/audit';
import type { TrashEntry } from '../../domain/trash';
import type { Campaign } from '../../domain/campaign';
import type { Contract } from '../../domain/contract';
import type { Customer, CustomerSummary } from '../../domain/customer';
import type { CustomerDuplicate } from '../../domain/customerMerge';
import type { Project } from '../../domain/project';
import type { ProjectFile } from '../../domain/projectFile';
import type { Quote } from '../../domain/quote';
import type { RecipientCustomer, RecipientGroup } from '../../domain/recipientGroup';
import type { Staff } from '../../domain/staff';
import type { RegisteredUser } from '../../domain/registeredUser';
import type { Task } from '../../domain/task';
import type { Team } from '../../domain/team';

/** A record as react-admin holds it: the API's `_id` is its `id`. */
export type ClientRecord<T extends { _id: string }> = Omit<T, '_id'> & { id: string };

export type CustomerRecord = ClientRecord<Customer>;
/** A customer as quick search answers it. */
export type CustomerSummaryRecord = ClientRecord<CustomerSummary>;
/** A possible duplicate of a customer, with what the two share. */
export type CustomerDuplicateRecord = ClientRecord<CustomerDuplicate>;
export type ProjectRecord = ClientRecord<Project>;
export type ContractRecord = ClientRecord<Contract>;
/** A project's photo or document (docs/pm.md#photos-and-documents). */
export type ProjectFileRecord = ClientRecord<ProjectFile>;
export type QuoteRecord = ClientRecord<Quote>;
export type TaskRecord = ClientRecord<Task>;
export type TeamRecord = ClientRecord<Team>;
export type StaffRecord = ClientRecord<Staff>;
export type RecipientGroupRecord = ClientRecord<RecipientGroup>;
/** A customer as a recipient filter's preview answers it. */
export type RecipientCustomerRecord = ClientRecord<RecipientCustomer>;
/** An account as /admin/users lists it. */
export type RegisteredUserRecord = ClientRecord<RegisteredUser>;
export type AuditEventRecord = ClientRecord<AuditEvent>;
/** A deleted record as the Trash screen lists it. */
export type TrashEntryRecord = ClientRecord<TrashEntry>;
export type CampaignRecord = ClientRecord<Campaign>;
/** An active staff account as the staff pickers list it. */
export type StaffMemberRecord = ClientRecord<{ _id: string; name: string }>;

export function fromApi<RecordType extends RaRecord>({ _id, ...fields }: { _id: string } & Record<string, unknown>): RecordType {
  return { ...fields, id: _id } as unknown as RecordType;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const sameValue = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || (typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : a === b);

/** The fields a form changed: an update sends only these, so two people editing different fields do not clash. */
export function changedFields(data: Record<string, unknown>, previousData: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([field, value]) => field !== 'id' && !sameValue(value, previousData[field])));
}
