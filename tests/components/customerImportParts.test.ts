import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { customerImportChunkRows } from '../../domain/customerImport';
import { csvRecords, decodeCsv, importParts } from '../../src/resources/customers/customerImportParts';

/** jsdom's Blob has no text(): its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const bytesOf = (buffer: Buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

describe('sending a customer file in parts', () => {
  it('ends a record at a line break outside quotes only, as a spreadsheet counts rows', () => {
    expect(csvRecords('name,note\r\nMei,"two\r\nlines, ""quoted"""\r\n\r\nBo,x')).toEqual(['name,note', 'Mei,"two\r\nlines, ""quoted"""', '', 'Bo,x']);
  });

  it('reads UTF-8, and GB18030 bytes that are not UTF-8, as the server does', () => {
    expect(decodeCsv(bytesOf(Buffer.from('名,电话\n芳,0416555012', 'utf8')))).toBe('名,电话\n芳,0416555012');
    expect(decodeCsv(bytesOf(iconv.encode('名,电话\n芳,0416555012', 'gb18030')))).toBe('名,电话\n芳,0416555012');
  });

  it('cuts the rows into parts under the header, each knowing its first spreadsheet row', async () => {
    const rows = Array.from({ length: customerImportChunkRows + 3 }, (_, at) => `P${at},41655${String(at).padStart(5, '0')}`);
    const parts = importParts(bytesOf(Buffer.from(['name,phone', ...rows].join('\n'))));
    expect(parts.map(({ firstRow, rows: count }) => [firstRow, count])).toEqual([
      [2, customerImportChunkRows],
      [customerImportChunkRows + 2, 3],
    ]);
    expect(await textOf(parts[1].file)).toBe(['name,phone', ...rows.slice(customerImportChunkRows)].join('\r\n'));
  });
});
