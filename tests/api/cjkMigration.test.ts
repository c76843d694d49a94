import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// Migration 0045 finds a text's CJK characters another way (docs/performance.md#seeding): the same characters for
// every text, so stored rows keep their search_cjk and rows written after it get what they would have before.

const fillBefore = previousSchema('cjk');

// Both ends of each range, characters just outside them (kana, hangul, an ideograph past U+FFFF), repeats, nothing.
const texts = ['王伟 王 李', '㐀 䶵 一 鿿 豈 﫿', 'ぁ 한 𠀀 〿 ꀀ', 'Wang Wei 123', '', '多伦多华人商会 Markham,ON 多'];
const characters = (pool: pg.Pool) => pool.query('SELECT cjk_characters(t) AS c FROM unnest($1::text[]) WITH ORDINALITY AS x(t, n) ORDER BY n', [texts]).then((r) => r.rows);
const searchColumns = (pool: pg.Pool) =>
  pool.query(`SELECT _id, search_cjk FROM customers UNION ALL SELECT _id, search_cjk FROM projects ORDER BY _id`).then((r) => r.rows);

test('every text gives the CJK characters it gave before, and stored customers and projects keep theirs', async () => {
  const { database, filled: before } = await fillBefore('_cjk_characters_by_matches', async (pool) => {
    await pool.query(`INSERT INTO customers (_id, name, last_name, phone, raw_address) SELECT 'c' || n, t, '陈', '4165550000', t FROM unnest($1::text[]) WITH ORDINALITY AS x(t, n)`, [texts]);
    await pool.query(`INSERT INTO projects (_id, customer, description) SELECT 'p' || n, 'c' || n, t FROM unnest($1::text[]) WITH ORDINALITY AS x(t, n)`, [texts]);
    return { characters: await characters(pool), stored: await searchColumns(pool) };
  });
  expect(before.characters.map((row) => (row as { c: string[] }).c.length)).toEqual([3, 6, 0, 0, 0, 6]);

  expect(await searchColumns(database.pool)).toEqual(before.stored);
  expect(await characters(database.pool)).toEqual(before.characters);
  // Written again, each row's generated column is computed by the new function.
  await database.pool.query(`UPDATE customers SET name = name || ''`);
  await database.pool.query(`UPDATE projects SET description = description || ''`);
  expect(await searchColumns(database.pool)).toEqual(before.stored);
}, 120_000);
