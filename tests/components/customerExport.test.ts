import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/resources/toCsv';

describe('the CSV export', () => {
  it('writes a header and one line per record, readable by spreadsheets', () => {
    const csv = toCsv(
      [
        { name: 'Mei', note: 'Said "call after 6", maybe', notification_methods: ['email', 'sms'], active: true },
        { name: '陈', note: null, notification_methods: [], active: false },
      ],
      ['name', 'note', 'notification_methods', 'active'],
    );
    expect(csv).toBe('\uFEFFname,note,notification_methods,active\r\nMei,"Said ""call after 6"", maybe",email;sms,true\r\n陈,,,false');
  });

  it('keeps a cell that looks like a formula as text', () => {
    expect(toCsv([{ note: '=HYPERLINK("x")' }], ['note'])).toBe('\uFEFFnote\r\n"\'=HYPERLINK(""x"")"');
  });
});
