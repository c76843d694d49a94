/** Spreadsheets run cells starting with these as formulas; our export writes a quote before them to keep them text. */
export const formulaStart = /^[=+\-@\t\r]/;

/** A cell as our export wrote it, read back: the quote that kept a formula-like value text comes off. */
export const unguardedCell = (cell: string) => (cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell);

/** How the export joins a list's values in one cell (`email;sms`). */
export const listSeparator = ';';
