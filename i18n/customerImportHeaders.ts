import { recordedConsentKinds, type RecordedConsentKind } from '../domain/consent';
import { customerFileConsentFields, customerFileFields, type CustomerFileConsentField } from '../domain/customerImport';
import { customerStatuses, genders, locales, notificationChannels, sources } from '../domain/enums';
import enEnums from './en-US/enums';
import zhEnums from './zh-CN/enums';
import enCustomers from '../src/resources/customers/i18n.en-US';
import zhCustomers from '../src/resources/customers/i18n.zh-CN';

// What a customer file's headers and enumeration cells may say, in both languages (docs/product.md#importing-customers).
// Plain data of the catalogs, so the server reads a file's labels as the screens write them.

export type ImportedCustomerField = (typeof customerFileFields)[number];
/** A column an import reads: a customer's field, or a consent column (recorded as a consent event, not a field). */
export type ImportedColumn = ImportedCustomerField | CustomerFileConsentField;

const enumValuesOf = { gender: genders, locale: locales, notification_methods: notificationChannels, source: sources, status: customerStatuses } as const;
const enumNameOf = { gender: 'genders', locale: 'locales', notification_methods: 'notificationChannels', source: 'sources', status: 'customerStatuses' } as const;
export type ImportedEnumField = keyof typeof enumValuesOf;

/** How a header or a cell is compared: case, surrounding and doubled spaces do not count. */
export const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The field each header names: the field's name, or its label in either language. */
export const customerImportHeaders: ReadonlyMap<string, ImportedColumn> = new Map(
  [...customerFileFields, ...customerFileConsentFields].flatMap((field) =>
    [field, enCustomers.resources.customers.fields[field], zhCustomers.resources.customers.fields[field]].map((header) => [comparable(header), field] as const),
  ),
);

/** For each enumeration field, the value each of its values or labels (either language) names. */
export const customerImportEnumValues = Object.fromEntries(
  Object.entries(enumValuesOf).map(([field, values]) => {
    const name = enumNameOf[field as ImportedEnumField];
    const labels = (catalog: typeof enEnums) => catalog[name] as Record<string, string>;
    const named = values.flatMap((value) => [value, labels(enEnums)[value], labels(zhEnums)[value]].map((text) => [comparable(text), value] as const));
    return [field, new Map(named)];
  }),
) as unknown as Record<ImportedEnumField, ReadonlyMap<string, string>>;

/** The consent a consent cell records: `express` or `withdrawn`, or their labels in either language. */
export const customerImportConsentKinds: ReadonlyMap<string, RecordedConsentKind> = new Map(
  recordedConsentKinds.flatMap((kind) =>
    [kind, enCustomers.resources.customers.consent.filters[kind], zhCustomers.resources.customers.consent.filters[kind]].map((text) => [comparable(text), kind] as const),
  ),
);
