import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

/**
 * A copy of the migrations folder as it was before the migration whose tag ends with `tagEnd` (`_consent`): its
 * journal cut there, so that a test can fill a database at that schema, then migrate it to the newest. Made inside
 * `parent`; the caller removes it.
 */
export function migrationsBefore(tagEnd: string, parent = tmpdir()): string {
  const folder = mkdtempSync(join(parent, 'migrations-before-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  if (at < 1) throw new Error(`No migration after the first ends with ${tagEnd}.`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}
