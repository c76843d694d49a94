import { cpSync, existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database folder with every migration applied, made once per run by the setup below. */
    migratedDataDir: string;
  }
}

/** Memory-backed where the system has one with room for a few folders (containers often give it 64 MB only). */
const hasRoom = (dir: string) => {
  const { bavail, bsize } = statfsSync(dir);
  return bavail * bsize > 1024 ** 3;
};
const scratchDir = existsSync('/dev/shm') && hasRoom('/dev/shm') ? '/dev/shm' : tmpdir();

/**
 * Vitest's global setup: starting the embedded database on an empty folder (its initdb) and migrating it took most of
 * a server's start, so it is done once per run; each test's server starts on a copy of that folder.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(scratchDir, 'migrated-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide('migratedDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

/** A new embedded database folder for one server: a copy of the run's migrated one. */
export function copyMigratedDataDir() {
  const dataDir = mkdtempSync(join(scratchDir, 'database-'));
  cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
  return dataDir;
}
