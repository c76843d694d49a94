import { formulaStart, listSeparator } from '../../domain/csvCells';

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join(listSeparator) : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Rows as CSV with a header line of `columns`. Starts with a byte-order mark so spreadsheet programs read the
 * UTF-8 (Chinese names) right.
 */
export function toCsv<Row extends object>(rows: readonly Row[], columns: readonly (keyof Row & string)[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `\uFEFF${lines.join('\r\n')}`;
}
