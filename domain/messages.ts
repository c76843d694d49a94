/**
 * Validation messages shared by several entities (a reference to a missing record, lengths, formats), or of screens
 * that are no entity's (sign-in, profile, settings, schedule); an entity's own are in its declaration's `messages`.
 * Schemas in domain/ raise these keys; the server answers with the English text (the wording of
 * docs/product.md#validation) and the client translates the key (i18n/ reuses this English catalogue). Every
 * message, the entities' too, is in `validationMessages.ts`; this module imports no declaration, so that the sign-in
 * page carries the shared ones alone (docs/client.md#sign-in-page).
 */
export const sharedValidationMessages = {
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
  'validation.auth.username_too_long': 'A username is at most 100 characters',
  'validation.auth.username_format': 'A username is 3 to 50 letters, digits, dots, dashes or underscores',
  'validation.auth.password_required': 'Please input password',
  'validation.auth.password_too_long': 'A password is at most 128 characters',
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
  'validation.settings.contract_retention_years': 'Contracts are kept from 1 to 20 whole years',
  'validation.settings.quote_tax_rate': 'A tax rate is a percent from 0 to 100, with at most 2 decimals',
  'validation.settings.sms_sender': 'An SMS sender is a phone number of 10 to 15 digits or a name of at most 11 letters and digits',
  'validation.schedule.moment_invalid': 'The start and end of a window are moments such as 2026-11-01T00:00:00Z',
  'validation.schedule.end_before_start': 'The end of the window must come after its start',
  'validation.schedule.window_too_long': 'A window of the schedule is at most 62 days long',
  'validation.trash.customer_has_projects': 'This customer has projects: delete them first',
  'validation.trash.project_has_contracts': 'This project has contracts: delete them first',
  'validation.trash.contract_signed': 'A signed contract is a legal record: it cannot be deleted',
  'validation.trash.campaign_sent': 'This campaign has sent messages: it cannot be deleted',
  'validation.trash.team_of_open_project': 'This team works on open projects: give them to another team first',
  'validation.trash.restore_customer_first': 'Its customer is in the trash: restore the customer first',
  'validation.trash.restore_project_first': 'Its project is in the trash: restore the project first',
} as const;

export type SharedValidationMessageKey = keyof typeof sharedValidationMessages;
