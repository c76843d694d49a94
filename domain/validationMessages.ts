import { sharedValidationMessages, type SharedValidationMessageKey } from './messages.js';
import { resources, type ResourceName } from './resources.js';

/** The keys an entity's declaration brings (`messages` in `domain/resources.ts`); their Chinese is in its own catalog. */
type EntityMessageKey = { [Name in ResourceName]: (typeof resources)[Name] extends { messages: infer Own } ? keyof Own : never }[ResourceName];

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
