import * as enums from '../../domain/enums';

/** The name of an enumeration declared in domain/enums.ts (its labels live under `enums.<name>.<value>`). */
export type EnumName = { [Name in keyof typeof enums]: (typeof enums)[Name] extends readonly string[] ? Name : never }[keyof typeof enums];

export const enumValues = (enumName: EnumName): readonly string[] => enums[enumName];

/** The translation key of one value's label. */
export const enumLabelKey = (enumName: EnumName, value: string) => `enums.${enumName}.${value}`;

/** Choices for react-admin's select and checkbox inputs; they translate the names. */
export const enumChoices = (enumName: EnumName) => enumValues(enumName).map((id) => ({ id, name: enumLabelKey(enumName, id) }));
