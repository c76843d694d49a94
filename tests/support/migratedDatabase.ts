import { cpSync, existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.js';
import { startEmbeddedDatabase } from '../../server/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database folder with every migration applied, made once per run by the setup below. */
    migratedDataDir: string;
    /** An embedded database folder as its initdb leaves it, no migration applied, made once per run too. */
    emptyDataDir: string;
  }
}

/** Memory-backed where the system has one with room for a few folders (containers often give it 64 MB only). */
const hasRoom = (dir: string) => {
  const { bavail, bsize } = statfsSync(dir);
  return bavail * bsize > 1024 ** 3;
};
const scratchDir = existsSync('/dev/shm') && hasRoom('/dev/shm') ? '/dev/shm' : tmpdir();

/** A new folder in `parent` holding a copy of `source`'s files. */
function copyOf(source: string, prefix: string, parent = scratchDir) {
  const copy = mkdtempSync(join(parent, prefix));
  cpSync(source, copy, { recursive: true });
  return copy;
}

/**
 * Vitest's global setup: starting the embedded database on an empty folder (its initdb, 6 to 8 s) and migrating it
 * took most of a server's start, so each is done once per run; each test's server starts on a copy of the migrated
 * folder, and each database a migration's test fills at an earlier schema on a copy of the initialized one.
 */
export default async function setup(project: TestProject) {
  const emptyDataDir = mkdtempSync(join(scratchDir, 'initialized-'));
  await (await startEmbeddedDatabase(emptyDataDir)).stop();
  const migratedDataDir = copyOf(emptyDataDir, 'migrated-');
  await (await openDatabase({ dataDir: migratedDataDir })).close();
  project.provide('emptyDataDir', emptyDataDir);
  project.provide('migratedDataDir', migratedDataDir);
  return () => {
    for (const dir of [emptyDataDir, migratedDataDir]) rmSync(dir, { recursive: true, force: true });
  };
}

/** A new embedded database folder for one server: a copy of the run's migrated one. */
export const copyMigratedDataDir = () => copyOf(inject('migratedDataDir'), 'database-');

/** A new embedded database folder with no migration applied yet, in `parent`: a copy of the run's initialized one. */
export const copyEmptyDataDir = (parent?: string) => copyOf(inject('emptyDataDir'), 'initialized-copy-', parent);
