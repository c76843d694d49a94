import { expect, test } from 'vitest';
import { shortId } from '../../domain/ids.js';
import { newId } from '../../server/db/ids.js';

test('ids are 24 hex characters that sort by creation', () => {
  const ids = Array.from({ length: 1000 }, newId);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.slice(0, 10)).toEqual([...ids.slice(0, 10)].sort());
});

test('records created one after another have different short ids', () => {
  const shortIds = Array.from({ length: 1000 }, () => shortId(newId()));
  expect(new Set(shortIds).size).toBe(shortIds.length);
});

test('the short id is the last five characters, uppercased (docs/product.md#constants-and-limits)', () => {
  expect(shortId('6b0210ad8744ecd8b949d363')).toBe('9D363');
  expect(shortId(undefined)).toBe('');
});
