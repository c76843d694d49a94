import { parse } from 'csv-parse/sync';
import { expect, test } from 'vitest';
import { csvCell, csvLine, unguardedCell } from '../../domain/csvCells.js';

// How the export writes a cell (docs/decisions.md#csv-export), and the import reads it back.

test.each([
  [null, ''],
  [undefined, ''],
  ['', ''],
  ['Tremblay', 'Tremblay'],
  ['王芳', '王芳'],
  [42, '42'],
  [-3, "'-3"],
  [true, 'true'],
  [['email', 'sms'], 'email;sms'],
  [[], ''],
  ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ['+1 Renovations', "'+1 Renovations"],
  ['-', "'-"],
  ['@mention', "'@mention"],
  ['\tindented', "'\tindented"],
  ['\rreturn', `"'\rreturn"`],
  ['a, b', '"a, b"'],
  ['Said "call"', '"Said ""call"""'],
  ['two\nlines', '"two\nlines"'],
  ['1+1=2', '1+1=2'],
])('%j is written %j', (value, cell) => {
  expect(csvCell(value)).toBe(cell);
});

test('a line starts with CRLF but the first, and a program reads every cell back as it was', () => {
  const values = ['=1+1', 'a, "b"', 'two\nlines', '王芳', '-3', ''];
  const text = csvLine(['one', 'two', 'three', 'four', 'five', 'six'], true) + csvLine(values);
  expect(text.startsWith('one,two,')).toBe(true);
  expect(text).toContain('six\r\n');
  const [, cells] = parse(text) as string[][];
  expect(cells.map(unguardedCell)).toEqual(values);
});
