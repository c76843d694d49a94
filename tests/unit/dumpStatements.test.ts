import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { dumpStatements } from '../../server/db/dumpStatements.js';

const scratch = mkdtempSync(join(tmpdir(), 'dump-statements-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What a restore runs of `sql`, in pieces of at least `pieceChars`. */
async function pieces(sql: string, pieceChars?: number) {
  const file = join(scratch, 'dump.sql');
  writeFileSync(file, sql);
  const read: string[] = [];
  for await (const piece of dumpStatements(file, pieceChars)) read.push(piece);
  return read;
}

// Semicolons and lines that read as statements or psql's commands where they are not: in strings (standard and with
// backslash escapes), quoted names, dollar-quoted bodies and nested comments; and a carriage return in a value.
const header = String.raw`--
-- PostgreSQL database dump
--

\restrict abc
SET transaction_timeout = 0;
SET statement_timeout = 0;
`;
const body = String.raw`CREATE FUNCTION public.f() RETURNS text LANGUAGE plpgsql AS $_$
BEGIN
  RETURN 'a;'; -- a ; in a body
END $_$;
CREATE TABLE public."a;b" (x text /* a ; comment /* nested ; */ still ; */);
INSERT INTO public."a;b" VALUES ('it''s;
SET transaction_timeout = 0;
\restrict inside');
INSERT INTO public."a;b" VALUES (E'it\'s;
still \\ inside'), (E'\\'), ($$dollar;
$$), ('a line ending in a carriage return<CR>
and the next');
`.replace('<CR>', '\r');
const footer = String.raw`
\unrestrict abc
`;

describe('a dump read for a restore', () => {
  test('comes in pieces of whole statements, without the lines an older server or PGlite cannot run between them', async () => {
    const read = await pieces(header + body + footer, 1);
    expect(read.join('')).toBe(header.replace('\\restrict abc\nSET transaction_timeout = 0;\n', '') + body + '\n');
    expect(read).toEqual([
      '--\n',
      '-- PostgreSQL database dump\n',
      '--\n',
      '\n',
      'SET statement_timeout = 0;\n',
      "CREATE FUNCTION public.f() RETURNS text LANGUAGE plpgsql AS $_$\nBEGIN\n  RETURN 'a;'; -- a ; in a body\nEND $_$;\n",
      'CREATE TABLE public."a;b" (x text /* a ; comment /* nested ; */ still ; */);\n',
      "INSERT INTO public.\"a;b\" VALUES ('it''s;\nSET transaction_timeout = 0;\n\\restrict inside');\n",
      body.slice(body.indexOf("INSERT INTO public.\"a;b\" VALUES (E'")),
      '\n',
    ]);
  });

  test('gathers statements into pieces of about the size asked', async () => {
    const statements = Array.from({ length: 1000 }, (_, n) => `INSERT INTO t VALUES (${n}, 'x;\ny');\n`).join('');
    const read = await pieces(statements, 1000);
    expect(read.join('')).toBe(statements);
    expect(read.length).toBeGreaterThan(10);
    for (const piece of read) expect(piece).toMatch(/^INSERT[\s\S]*'\);\n$/);
    expect(await pieces(statements)).toEqual([statements]);
  });
});
