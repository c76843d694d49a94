import type { StaffRecord } from '../../dataProvider';
import { csvExporter } from '../csvExporter';

/** Raw values under field names, as the customers' export writes them. */
const exportedColumns = [
  'username',
  'name',
  'lastname',
  'display_name',
  'email',
  'phone',
  'extension',
  'department',
  'job_title',
  'location',
  'address',
  'roles',
  'permissions',
  'active',
  'note',
  'creator_name',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof StaffRecord)[];

export const staffExporter = csvExporter<StaffRecord>('staffs', exportedColumns);
