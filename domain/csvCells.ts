// How our CSV export writes cells (docs/decisions.md#csv-export): the server writes the files, the customer import
// reads them back.

/** Spreadsheets run cells starting with these as formulas; our export writes a quote before them to keep them text. */
export const formulaStart = /^[=+\-@\t\r]/;

/** A cell as our export wrote it, read back: the quote that kept a formula-like value text comes off. */
export const unguardedCell = (cell: string) => (cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell);

/** How the export joins a list's values in one cell (`email;sms`). */
export const listSeparator = ';';

/** A file starts with a byte-order mark, so that spreadsheet programs read its UTF-8 (Chinese names) right. */
export const csvByteOrderMark = '\uFEFF';

/** A value as a cell: nothing for null, a list joined, a formula-like text kept text, quoted where CSV needs it. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join(listSeparator) : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, its line break (CRLF) first unless it is the file's first line. */
export const csvLine = (cells: readonly unknown[], first = false) => `${first ? '' : '\r\n'}${cells.map(csvCell).join(',')}`;
