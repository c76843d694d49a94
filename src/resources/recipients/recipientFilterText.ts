import type { TranslateFunction } from 'react-admin';
import type { RecipientFilter } from '../../../domain/recipientGroup';
import { enumLabelKey, type EnumName } from '../enumLabels';

export interface FilterLine {
  label: string;
  text: string;
}

const enumFields = [
  ['locale', 'locales'],
  ['status', 'customerStatuses'],
  ['source', 'sources'],
  ['gender', 'genders'],
  ['notification_methods', 'notificationChannels'],
] as const satisfies readonly (readonly [keyof RecipientFilter, EnumName])[];

/**
 * A stored filter in words, a line per field it selects by ("Language: Chinese, English"); none for a filter
 * that selects every customer. Days are written as the language writes dates.
 */
export function recipientFilterLines(filter: RecipientFilter, translate: TranslateFunction, listText: (items: readonly string[]) => string, day: (day: string) => string): FilterLine[] {
  const label = (field: string) => translate(`resources.recipients.filter.${field}`);
  const labels = (enumName: EnumName, values: readonly string[]) => listText(values.map((value) => translate(enumLabelKey(enumName, value), { _: value })));
  const lines: FilterLine[] = [];
  for (const [field, enumName] of enumFields) {
    const values = filter[field];
    if (values?.length) lines.push({ label: label(field), text: labels(enumName, values) });
  }
  if (filter.location?.length) lines.push({ label: label('location'), text: listText(filter.location) });
  if (filter.active?.length === 1) lines.push({ label: label('active'), text: label(filter.active[0] ? 'active_only' : 'inactive_only') });
  const { gte: from, lte: to } = filter.created_at ?? {};
  if (from || to) {
    const range = from && to ? 'created_between' : from ? 'created_from' : 'created_until';
    lines.push({
      label: translate('resources.recipients.summary.created'),
      text: translate(`resources.recipients.summary.${range}`, { from: from && day(from), to: to && day(to) }),
    });
  }
  const { project } = filter;
  if (project) {
    const parts = [
      project.status?.length && translate('resources.recipients.summary.project_status', { statuses: labels('projectStatuses', project.status) }),
      project.services?.length && translate('resources.recipients.summary.project_services', { services: labels('serviceTypes', project.services) }),
    ].filter((part): part is string => Boolean(part));
    lines.push({ label: translate('resources.recipients.summary.project'), text: parts.join(translate('resources.recipients.summary.and')) });
  }
  return lines;
}
