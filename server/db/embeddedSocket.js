// Serves the embedded database on a unix socket to one connection at a time (docs/server.md, its paragraph on the database).
// Plain JavaScript: it runs in the database's worker thread, which starts without the TypeScript loader.
import { createServer } from 'node:net';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

/** A Sync message: ends whatever extended-protocol exchange a lost connection left half done. */
const sync = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * What a PGLiteSocketHandler hands its messages to, for connections that take turns: each message runs alone in
 * PGlite, in the order it came, and a connection that goes leaves no transaction behind for the next one.
 */
class TakingTurns {
  #db;
  /** Handlers gone whose messages may still wait for their turn: they are dropped, not run. */
  #gone = new Set();

  constructor(db) {
    this.#db = db;
  }

  enqueue(handlerId, message, onData) {
    return this.#db.runExclusive(async () => {
      if (this.#gone.has(handlerId)) throw new Error('Handler disconnected');
      let bytes = 0;
      await this.#db.execProtocolRawStream(message, {
        onRawData: (data) => {
          bytes += data.length;
          onData(data);
        },
      });
      return bytes;
    });
  }

  clearQueueForHandler(handlerId) {
    this.#gone.add(handlerId);
  }

  async clearTransactionIfNeeded(handlerId) {
    // Behind every message already waiting, the handler's own included (dropped above).
    await this.#db.runExclusive(() => this.#db.execProtocolRawStream(sync, { onRawData: () => {} }));
    this.#gone.delete(handlerId);
    if (this.#db.isInTransaction()) await this.#db.exec('ROLLBACK');
  }
}

/**
 * Listens on `path` and serves one connection at a time; one made meanwhile waits, unread, until the one before has
 * gone and its transaction is rolled back. PGLiteSocketServer (0.2.17) instead refuses it, and then never closes the
 * refused socket: Node counted it against `maxConnections` for good and refused every later connection, so a
 * connection lost while its successor was already knocking left the database unreachable
 * (tests/api/database.test.ts). Answers `stop()`, which ends every connection and stops listening.
 */
export async function serveOneConnectionAtATime(db, path) {
  const turns = new TakingTurns(db);
  const waiting = [];
  let serving;

  const serveNext = () => {
    while (!serving && waiting.length > 0) {
      const socket = waiting.shift();
      if (socket.destroyed) continue;
      const handler = new PGLiteSocketHandler({ queryQueue: turns, closeOnDetach: true });
      serving = handler;
      // The handler detaches itself on either event without being awaited; detaching again waits for its rollback.
      const gone = async () => {
        if (serving !== handler) return;
        await handler.detach(true);
        serving = undefined;
        serveNext();
      };
      handler.addEventListener('close', gone);
      handler.addEventListener('error', gone);
      void handler.attach(socket);
    }
  };

  const server = createServer((socket) => {
    // Node reads a new socket at once: a client gone while waiting is an error event, unheard it would end this
    // thread. It leaves the socket destroyed, which its turn then skips.
    socket.on('error', () => {});
    waiting.push(socket);
    serveNext();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });

  return {
    async stop() {
      for (const socket of waiting.splice(0)) socket.destroy();
      const closed = new Promise((resolve) => server.close(resolve));
      const handler = serving;
      serving = undefined;
      await handler?.detach(true);
      await closed;
    },
  };
}
