import type { ProjectRecord } from '../../dataProvider';
import { enumLabelKey } from '../enumLabels';
import { customerNameText } from '../customerName';
import { listText } from '../listText';
import { projectEnumFields } from './projectFields';

export interface BriefingLine {
  /** The translation key of the line's label. */
  labelKey: string;
  value: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A calendar day (`YYYY-MM-DD`) in the reader's language, read as that day wherever the reader is. */
const calendarDay = (day: string | null | undefined, locale: string) =>
  day ? new Date(`${day}T00:00:00`).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' }) : '';

/** Project Briefing (docs/product.md#overlays): the lines, in the documented order, that a crew reads before calling the customer. */
export function projectBriefingLines(project: ProjectRecord, translate: Translate, locale: string): BriefingLine[] {
  const label = (field: string) => `resources.projects.briefing.${field}`;
  const phone = [project.customer_phone, project.customer_phone_extension && translate('resources.projects.briefing.extension', { extension: project.customer_phone_extension })]
    .filter(Boolean)
    .join(' ');
  return [
    { labelKey: label('order_number'), value: project.id },
    { labelKey: label('name'), value: customerNameText(project.customer_name, translate) ?? '' },
    { labelKey: label('phone'), value: phone },
    { labelKey: label('email'), value: project.customer_email ?? '' },
    { labelKey: label('start_date'), value: calendarDay(project.start_date, locale) },
    { labelKey: label('property'), value: translate(enumLabelKey(projectEnumFields.property, project.property)) },
    { labelKey: label('services'), value: listText(project.services.map((service) => translate(enumLabelKey(projectEnumFields.services, service))), locale) },
    { labelKey: label('location'), value: project.location ?? '' },
    { labelKey: label('address'), value: project.raw_address ?? '' },
    { labelKey: label('description'), value: project.description ?? '' },
  ];
}

/** The briefing as plain text to paste into a message: one "Label: value" line each, then the closing note. */
export const projectBriefingText = (lines: BriefingLine[], translate: Translate) =>
  [
    ...lines.map(({ labelKey, value }) => translate('resources.projects.briefing.line', { label: translate(labelKey), value })),
    '',
    translate('resources.projects.briefing.closing'),
  ].join('\n');
