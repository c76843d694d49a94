import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of the running server holding the data folder, if one does. */
export function dataDirHolder(dataDir: string): number | undefined {
  const lockFile = join(dataDir, 'server.lock');
  const holder = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8')) : 0;
  return holder && isRunning(holder) ? holder : undefined;
}

/**
 * PGlite has no lock on its folder, and two processes writing one folder lose rows silently, so a server
 * holds `server.lock` (its pid) while it runs. A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `Another server (pid ${holder}) is using the data folder ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
          { cause: error },
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
