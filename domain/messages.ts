import { resources, type ResourceName } from './resources.js';

/**
 * Validation messages shared by several entities, or of the entities declared before they held their own.
 * Schemas in domain/ raise these keys; the server answers with the English text (the wording of docs/product.md#validation) and the
 * client translates the key (i18n/ reuses this English catalogue).
 */
export const sharedValidationMessages = {
  'validation.customer.name_required': 'Please input customer name',
  'validation.customer.phone_required': 'Please input customer phone',
  'validation.customer.creation_failed': 'Oops, The customer creation failed!',
  'validation.staff.username_required': 'Please input username',
  'validation.staff.name_required': 'Please input staff name',
  'validation.staff.display_name_required': 'Please input staff display name',
  'validation.staff.email_required': 'Please input staff email',
  'validation.staff.creation_failed': 'Oops, The staff creation failed!',
  'validation.staff.username_characters': 'A username holds letters, digits, dots, dashes or underscores only',
  'validation.staff.roles_required': 'Please select at least one role',
  'validation.project.name_required': 'Please input project name',
  'validation.project.customer_required': 'Please select the customer',
  'validation.project.property_required': 'Please select property',
  'validation.project.services_required': 'Please select services',
  'validation.project.description_required': 'Please write project description',
  'validation.project.discount_range': 'Discount should be 0 to 100 %',
  'validation.project.end_before_start': 'The end date cannot be before the start date',
  'validation.contract.number_required': 'Please input contract number',
  'validation.contract.number_taken': 'Another contract already has this number',
  'validation.task.project_required': 'Please select the project',
  'validation.task.name_required': 'Please input task name',
  'validation.task.participants_required': 'Please select at least one participant',
  'validation.task.deadline_required': 'Please pick a deadline',
  'validation.task.types_required': 'Please select at least one task type',
  'validation.task.description_required': 'Please input task description',
  'validation.team.name_required': 'Please input team name',
  'validation.team.leader_not_member': 'The team leader must be one of its members',
  'validation.missing.customer': 'This customer does not exist',
  'validation.missing.project': 'This project does not exist',
  'validation.missing.team': 'This team does not exist',
  'validation.missing.staff': 'This staff member does not exist',
  'validation.length_1_50': 'Length should be 1 to 50',
  'validation.length_3_50': 'Length should be 3 to 50',
  'validation.length_3_30': 'Length should be 3 to 30',
  'validation.length_10_11': 'Length should be 10 to 11',
  'validation.too_long': 'This text is too long',
  'validation.email_invalid': 'Please input a valid email address',
  'validation.phone_digits': 'A phone number holds digits only',
  'validation.choose_from_list': 'Please choose a value from the list',
  'validation.invalid_value': 'This value is not valid',
  'validation.required': 'This field is required',
  'validation.too_many': 'Too many items are selected',
  'validation.date_invalid': 'Please pick a valid date',
  'validation.amount_range': 'An amount is between 0 and 10 000 000 000',
  'validation.history.content_required': 'Please write the note',
  'validation.history.type': "A history note has the type 'user_record'",
  'validation.auth.username_required': 'Please input username',
  'validation.auth.username_format': 'A username is 3 to 50 letters, digits, dots, dashes or underscores',
  'validation.auth.password_required': 'Please input password',
  'validation.auth.password_length': 'A password is 8 to 128 characters',
  'validation.auth.name_required': 'Please input your name',
  'validation.auth.email_required': 'Please input your email',
  'validation.auth.password_mismatch': 'The two passwords do not match',
  'validation.auth.reset_link_invalid': 'This reset link is not valid or has expired. Ask for a new one.',
  'validation.support.message_required': 'Please write your message',
  'validation.profile.avatar_upload': 'Upload the picture here instead of giving its address',
  'validation.profile.avatar_not_own': 'This picture was uploaded by someone else: upload your own',
  'validation.settings.time_zone': 'Please choose a time zone from the list',
  'validation.settings.color_format': 'A colour is # followed by six hexadecimal digits (#rrggbb)',
  'validation.settings.sms_sender': 'An SMS sender is a phone number of 10 to 15 digits or a name of at most 11 letters and digits',
  'validation.schedule.moment_invalid': 'The start and end of a window are moments such as 2026-11-01T00:00:00Z',
  'validation.schedule.end_before_start': 'The end of the window must come after its start',
  'validation.schedule.window_too_long': 'A window of the schedule is at most 62 days long',
} as const;

/** The keys an entity's declaration brings (`messages` in `domain/resources.ts`); their Chinese is in its own catalog. */
type EntityMessageKey = { [Name in ResourceName]: (typeof resources)[Name] extends { messages: infer Own } ? keyof Own : never }[ResourceName];

export type SharedValidationMessageKey = keyof typeof sharedValidationMessages;
export type ValidationMessageKey = SharedValidationMessageKey | EntityMessageKey;

/** Every validation message: the shared ones and each entity's own. */
export const validationMessages = Object.assign(
  {},
  sharedValidationMessages,
  ...Object.values(resources).map((declaration) => ('messages' in declaration ? declaration.messages : {})),
) as Record<ValidationMessageKey, string>;

/** The English text of a key raised by a schema; anything else is passed through. */
export const validationText = (key: string): string =>
  (validationMessages as Record<string, string>)[key] ?? key;
