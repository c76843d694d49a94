// Runs PGlite (WebAssembly) on its own thread and serves it on a unix socket, so the API's event loop
// never waits on the database and reaches it with the same `pg` driver as a PostgreSQL server.
// Plain JavaScript: a worker thread starts without the TypeScript loader of its parent.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { Buffer } from 'node:buffer';
import { writeFile } from 'node:fs/promises';

const { dataDir, socketPath } = workerData;

try {
  const db = await PGlite.create(dataDir ?? undefined, {
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers sat in this process's memory for good (WebAssembly memory
    // never shrinks); the files' pages stay in the system's cache, so a smaller pool costs little.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();

  parentPort.on('message', async (message) => {
    if (message.dump) {
      // pg_dump's WebAssembly build runs in this session, holding this thread until it ends, and changes the
      // session's settings and may leave its transaction open: both are undone after it.
      try {
        const dump = await pgDump({ pg: db, args: message.args });
        await db.exec('ROLLBACK; RESET ALL');
        await writeFile(message.dump, Buffer.from(await dump.arrayBuffer()));
        parentPort.postMessage({ dumped: message.dump });
      } catch (error) {
        parentPort.postMessage({ dumped: message.dump, error: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ stopped: true });
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
