import { customerFileFields } from '../../../domain/customerImport';
import type { CustomerRecord } from '../../dataProvider';
import { csvExporter } from '../csvExporter';

/** Raw values under field names, so the file can be read back by a program (our import) as well as by a person. */
const exportedColumns = ['uid', ...customerFileFields, 'creator_name', 'projects', 'created_at', 'updated_at'] as const satisfies readonly (keyof CustomerRecord)[];

export const customerExporter = csvExporter<CustomerRecord>('customers', exportedColumns);
