// Runs PGlite (WebAssembly) on its own thread and serves it on a unix socket, so the API's event loop
// never waits on the database and reaches it with the same `pg` driver as a PostgreSQL server.
// Plain JavaScript: a worker thread starts without the TypeScript loader of its parent.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { serveOneConnectionAtATime } from './embeddedSocket.js';

const { dataDir, socketPath } = workerData;

const asArrays = { rowMode: 'array' };

/** Where pg_dump's closing lines start, and where its first entry (or those lines) does. */
const dumpEnd = /^--\n-- PostgreSQL database dump complete$/m;
const firstEntry = /^--\n-- (?:Name: |PostgreSQL database dump complete$)/m;

try {
  const db = await PGlite.create(dataDir ?? undefined, {
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers sat in this process's memory for good (WebAssembly memory
    // never shrinks); the files' pages stay in the system's cache, so a smaller pool costs little.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const server = await serveOneConnectionAtATime(db, socketPath);

  parentPort.on('message', async (message) => {
    if (message.dump) {
      try {
        await pipeline(dumpText(db, message.args, message.data), createWriteStream(message.dump));
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

/**
 * pg_dump's plain SQL of the whole database, a piece at a time (docs/server.md#backups): pg_dump's own schema before
 * and after the data, and the data section (server/db/dataSection.ts) read in pages between them. pg_dump alone reads
 * the whole dump into one string, which a large database does not fit in.
 */
async function* dumpText(db, args, data) {
  const preData = await dumpSection(db, args, 'pre-data');
  yield preData.slice(0, startOf(preData, dumpEnd));
  try {
    await db.exec(data.begin);
    for (const entry of data.entries) {
      yield entry.heading;
      if (entry.setval) yield `${(await db.query(entry.setval, [], asArrays)).rows[0][0]}\n`;
      else yield* tableRows(db, entry, data);
      yield '\n\n';
    }
  } finally {
    await db.exec('ROLLBACK');
  }
  const postData = await dumpSection(db, args, 'post-data');
  yield postData.slice(startOf(postData, firstEntry));
}

/**
 * pg_dump's WebAssembly build, which runs in this session, holding this thread until it ends, changes the session's
 * settings and may leave its transaction open: both are undone after it.
 */
async function dumpSection(db, args, section) {
  try {
    return await (await pgDump({ pg: db, args: [...args, `--section=${section}`] })).text();
  } finally {
    await db.exec('ROLLBACK; RESET ALL');
  }
}

/**
 * A table's INSERTs, in the order one scan reads its rows (server/db/dataSection.ts): small rows come with theirs, and
 * large ones are read again by place in pages of about `pageBytes`, so memory stays flat whatever the rows.
 */
async function* tableRows(db, { rows, inserts }, { rowsPerFetch, pageBytes }) {
  await db.exec(`DECLARE dump_rows NO SCROLL CURSOR FOR ${rows}`);
  for (;;) {
    const { rows: fetched } = await db.query(`FETCH ${rowsPerFetch} FROM dump_rows`, [], asArrays);
    if (fetched.length === 0) break;
    for (const run of runsOf(fetched)) {
      if (run[0][2] !== null) {
        yield lines(run.map(([, , statement]) => statement));
        continue;
      }
      for (const page of pagesOf(run, pageBytes)) {
        const { rows: read } = await db.query(inserts, [page], asArrays);
        yield lines(read.map(([statement]) => statement));
      }
    }
  }
  await db.exec('CLOSE dump_rows');
}

/** Rows [place, bytes, statement] in runs of those that came with their statement and those that did not. */
function* runsOf(rows) {
  let run = [];
  for (const row of rows) {
    if (run.length > 0 && (row[2] === null) !== (run[0][2] === null)) {
      yield run;
      run = [];
    }
    run.push(row);
  }
  if (run.length > 0) yield run;
}

/** The places of rows [place, bytes] in pages of at most `pageBytes` together, or of one larger row alone. */
function* pagesOf(rows, pageBytes) {
  let page = [];
  let bytes = 0;
  for (const [place, size] of rows) {
    if (page.length > 0 && bytes + size > pageBytes) {
      yield page;
      page = [];
      bytes = 0;
    }
    page.push(place);
    bytes += size;
  }
  if (page.length > 0) yield page;
}

const lines = (statements) => `${statements.join('\n')}\n`;

/** Where `pattern` starts in a section pg_dump wrote; refused rather than cut wrongly should pg_dump write otherwise. */
function startOf(section, pattern) {
  const at = section.search(pattern);
  if (at < 0) throw new Error(`pg_dump's output has no ${pattern}`);
  return at;
}
