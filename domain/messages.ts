/**
 * Validation messages. Schemas in domain/ raise these keys; the server answers with the English
 * text (the SPEC's wording) and the client translates the key (i18n/ reuses this English catalogue).
 */
export const validationMessages = {
  'validation.customer.name_required': 'Please input customer name',
  'validation.customer.phone_required': 'Please input customer phone',
  'validation.customer.creation_failed': 'Oops, The customer creation failed!',
  'validation.staff.username_required': 'Please input username',
  'validation.staff.name_required': 'Please input staff name',
  'validation.staff.display_name_required': 'Please input staff display name',
  'validation.staff.email_required': 'Please input staff email',
  'validation.staff.creation_failed': 'Oops, The staff creation failed!',
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
  'validation.history.content_required': 'Please write the note',
  'validation.history.type': "A history note has the type 'user_record'",
  'validation.auth.username_required': 'Please input username',
  'validation.auth.username_format': 'A username is 3 to 50 letters, digits, dots, dashes or underscores',
  'validation.auth.password_required': 'Please input password',
  'validation.auth.password_length': 'A password is 8 to 128 characters',
  'validation.auth.name_required': 'Please input your name',
  'validation.auth.email_required': 'Please input your email',
  'validation.auth.password_mismatch': 'The two passwords do not match',
  'validation.support.message_required': 'Please write your message',
  'validation.profile.avatar_upload': 'Upload the picture here instead of giving its address',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** The English text of a key raised by a schema; anything else is passed through. */
export const validationText = (key: string): string =>
  (validationMessages as Record<string, string>)[key] ?? key;
