import type { CustomerRecord } from '../../dataProvider';
import { csvExporter } from '../csvExporter';

/** Raw values under field names, so the file can be read back by a program as well as by a person. */
const exportedColumns = [
  'uid',
  'name',
  'last_name',
  'organization',
  'gender',
  'email',
  'phone',
  'phone_extension',
  'secondary_phone',
  'secondary_phone_extension',
  'wechat',
  'wechat_added',
  'raw_address',
  'location',
  'locale',
  'notification_methods',
  'source',
  'referer',
  'note',
  'active',
  'status',
  'creator_name',
  'projects',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof CustomerRecord)[];

export const customerExporter = csvExporter<CustomerRecord>('customers', exportedColumns);
