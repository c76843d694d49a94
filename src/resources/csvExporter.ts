import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { toCsv } from './toCsv';

/** An exporter writing `columns` of the records to `<name>-<today>.csv`. */
export const csvExporter =
  <RecordType extends RaRecord>(name: string, columns: readonly (keyof RecordType & string)[]): Exporter<RecordType> =>
  (records) =>
    downloadCSV(toCsv(records, columns), `${name}-${new Date().toISOString().slice(0, 10)}`);
