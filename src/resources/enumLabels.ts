import * as enums from '../../domain/enums';

/** The name of an enumeration declared in domain/enums.ts (its labels live under `enums.<name>.<value>`). */
export type EnumName = { [Name in keyof typeof enums]: (typeof enums)[Name] extends readonly string[] ? Name : never }[keyof typeof enums];

/**
 * An enumeration: one of domain/enums.ts by name, or one its entity declares itself (a contractor's trades), with
 * the name its labels live under.
 */
export type EnumRef = EnumName | { name: string; values: readonly string[] };

export const enumValues = (enumRef: EnumRef): readonly string[] => (typeof enumRef === 'string' ? enums[enumRef] : enumRef.values);

/** The translation key of one value's label. */
export const enumLabelKey = (enumRef: EnumRef, value: string) => `enums.${typeof enumRef === 'string' ? enumRef : enumRef.name}.${value}`;

/** Choices for react-admin's select and checkbox inputs; they translate the names. */
export const enumChoices = (enumRef: EnumRef) => enumValues(enumRef).map((id) => ({ id, name: enumLabelKey(enumRef, id) }));
