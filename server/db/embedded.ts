import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import type { Db } from './client.js';
import type { DataSection } from './dataSection.js';

/** The port number is only a name here: pg finds a unix socket as `<dir>/.s.PGSQL.<port>`. */
const socketPort = 5432;

/**
 * Marks the pools of embedded databases, whose one thread does some work slower than the API does. A property of
 * the pool, so that a handle made on a wrapped pool (the bench's recording one) still tells.
 */
const embeddedPool = Symbol('embedded database');
export const markEmbedded = (pool: pg.Pool) => Object.assign(pool, { [embeddedPool]: true });
export const isEmbedded = (db: Db) => (db.$client as pg.Pool & { [embeddedPool]?: true })[embeddedPool] === true;

export interface EmbeddedDatabase {
  /** `pg` connection settings that reach it. */
  connection: { host: string; port: number; user: string; database: string };
  /**
   * Writes pg_dump's plain SQL of the whole database to `file` as it is read: pg_dump's schema, with `args` added,
   * around the rows `data` reads.
   */
  dump(file: string, args: string[], data: DataSection): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts PGlite in a worker thread, on `dataDir` or in memory when it is undefined. It takes one connection:
 * with several, pglite-socket 0.2.17 let a transaction's messages slip between another connection's Parse and
 * Bind and answered queries wrongly; PGlite runs one statement at a time anyway.
 */
export async function startEmbeddedDatabase(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  // A short path of our own: unix socket paths are limited to about 100 characters.
  const socketDir = mkdtempSync(join(tmpdir(), 'pglite-'));
  const worker = new Worker(new URL('./embeddedWorker.js', import.meta.url), {
    workerData: { dataDir, socketPath: join(socketDir, `.s.PGSQL.${socketPort}`) },
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
    async dump(file, args, data) {
      const dumped = new Promise<void>((resolve, reject) => {
        const answer = (message: { dumped?: string; error?: string }) => {
          if (message.dumped !== file) return;
          worker.off('message', answer);
          if (message.error) reject(new Error(`The backup failed: ${message.error}`));
          else resolve();
        };
        worker.on('message', answer);
      });
      worker.postMessage({ dump: file, args, data });
      await dumped;
    },
    async stop() {
      const stopped = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
      removeSocketDir();
    },
  };
}
