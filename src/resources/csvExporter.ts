import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { toCsv } from './toCsv';

/** An exporter writing `columns` of the records, as `shown` presents each, to `<name>-<today>.csv`. */
export const csvExporter =
  <RecordType extends RaRecord>(
    name: string,
    columns: readonly (keyof RecordType & string)[],
    shown: (record: RecordType) => RecordType = (record) => record,
  ): Exporter<RecordType> =>
  (records) =>
    downloadCSV(toCsv(records.map(shown), columns), `${name}-${new Date().toISOString().slice(0, 10)}`);
