import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The port number is only a name here: pg finds a unix socket as `<dir>/.s.PGSQL.<port>`. */
const socketPort = 5432;

export interface EmbeddedDatabase {
  /** `pg` connection settings that reach it. */
  connection: { host: string; port: number; user: string; database: string };
  stop(): Promise<void>;
}

/**
 * Starts PGlite in a worker thread, on `dataDir` or in memory when it is undefined.
 * PGlite serves one statement at a time; `maxConnections` is how many pooled clients may queue on it.
 */
export async function startEmbeddedDatabase(dataDir: string | undefined, maxConnections: number): Promise<EmbeddedDatabase> {
  // A short path of our own: unix socket paths are limited to about 100 characters.
  const socketDir = mkdtempSync(join(tmpdir(), 'pglite-'));
  const worker = new Worker(new URL('./embeddedWorker.js', import.meta.url), {
    workerData: { dataDir, socketPath: join(socketDir, `.s.PGSQL.${socketPort}`), maxConnections },
  });
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready?: boolean; error?: string }) =>
      message.ready ? resolve() : reject(new Error(`The embedded database did not start: ${message.error}`)),
    );
    worker.once('error', reject);
  }).catch((error: unknown) => {
    removeSocketDir();
    void worker.terminate();
    throw error;
  });

  return {
    connection: { host: socketDir, port: socketPort, user: 'postgres', database: 'postgres' },
    async stop() {
      const stopped = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
      removeSocketDir();
    },
  };
}
