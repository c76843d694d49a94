import type { ProjectRecord } from '../../dataProvider';
import { csvExporter } from '../csvExporter';

/** Raw values under field names, with the names of the customer, team and specialist beside their ids. */
const exportedColumns = [
  'id',
  'customer',
  'customer_name',
  'status',
  'property',
  'services',
  'start_date',
  'end_date',
  'team',
  'team_name',
  'specialist',
  'specialist_name',
  'discount',
  'raw_address',
  'location',
  'source',
  'referer',
  'description',
  'note',
  'creator_name',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProjectRecord)[];

export const projectExporter = csvExporter<ProjectRecord>('projects', exportedColumns);
