import { customerImportChunkRows, customerImportLimits } from '../../../domain/customerImport';

// The screen sends a file in parts of rows, each imported in one request, so that its progress bar says how many
// rows are in (docs/decisions.md#importing-customers).

/** The file's text as the server reads it: UTF-8 when its bytes are valid UTF-8, else GB18030 (GBK). */
export function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** The text of each record (a spreadsheet row): a line break inside a quoted cell does not end one. */
export function csvRecords(text: string): string[] {
  const records: string[] = [];
  let quoted = false;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const character = text[at];
    if (character === '"') quoted = !quoted;
    else if (character === '\n' && !quoted) {
      records.push(text.slice(start, at).replace(/\r$/, ''));
      start = at + 1;
    }
  }
  if (start < text.length) records.push(text.slice(start).replace(/\r$/, ''));
  return records;
}

export interface ImportPart {
  /** The header and the part's rows, as a CSV file of its own. */
  file: Blob;
  /** The spreadsheet row of its first data row. */
  firstRow: number;
  rows: number;
}

/** The file as parts of at most `customerImportChunkRows` rows, each under the file's own header. */
export function importParts(bytes: ArrayBuffer): ImportPart[] {
  const [header = '', ...rows] = csvRecords(decodeCsv(bytes));
  const parts: ImportPart[] = [];
  for (let at = 0; at < rows.length; at += customerImportChunkRows) {
    const some = rows.slice(at, at + customerImportChunkRows);
    parts.push({ file: new Blob([[header, ...some].join('\r\n')], { type: 'text/csv' }), firstRow: at + 2, rows: some.length });
  }
  return parts;
}

/** The limit a file passes, checked before it is sent (the server checks the same): its size; its rows are the server's to count. */
export const fileTooLarge = (file: Blob) => file.size > customerImportLimits.maxBytes;
