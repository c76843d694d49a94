// How our CSV export writes cells (docs/decisions.md#csv-export): the server writes the files, the customer import
// reads them back.

/** Spreadsheets run cells starting with one of these as formulas; our export writes a quote before them to keep them text. */
const formulaStarts = '=+-@\t\r';

const startsLikeFormula = (text: string) => text.length > 0 && formulaStarts.includes(text[0]);

/** A cell as our export wrote it, read back: the quote that kept a formula-like value text comes off. */
export const unguardedCell = (cell: string) => (cell.startsWith("'") && startsLikeFormula(cell.slice(1)) ? cell.slice(1) : cell);

/** How the export joins a list's values in one cell (`email;sms`). */
export const listSeparator = ';';

/** A file starts with a byte-order mark, so that spreadsheet programs read its UTF-8 (Chinese names) right. */
export const csvByteOrderMark = '\uFEFF';

// Made once: an export tests every cell of a million rows with them.
const needsQuotes = /[",\n\r]/;
const quote = /"/g;

/** A value as a cell: nothing for null, a list joined, a formula-like text kept text, quoted where CSV needs it. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(listSeparator) : String(value);
  const safe = startsLikeFormula(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replace(quote, '""')}"` : safe;
}

/** One line of cells, its line break (CRLF) first unless it is the file's first line. */
export function csvLine(cells: readonly unknown[], first = false): string {
  let line = first ? '' : '\r\n';
  for (let index = 0; index < cells.length; index++) line += index === 0 ? csvCell(cells[index]) : `,${csvCell(cells[index])}`;
  return line;
}
