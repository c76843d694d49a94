import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { dataDirHolder } from '../db/dataDirLock.js';
import { dumpPostgres } from '../db/dump.js';
import { backupCommandPath } from '../routes/backup.js';
import { backupTokens } from './backupToken.js';

/**
 * `npm run backup -- --to FILE` (docs/server.md#backups). PostgreSQL: pg_dump, beside running servers. The embedded
 * database: a running server holds its folder, so the command asks that server over HTTP, at PORT and HOST, with a
 * short-lived token signed with the folder's secret; with no server running it opens the folder itself.
 */
const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  console.error('Say where to write the backup: npm run backup -- --to FILE');
  process.exit(2);
}
const to = resolve(values.to);
const config = loadConfig();

async function askRunningServer() {
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const token = backupTokens(config.jwtSecret).issue(systemClock.now());
  const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${config.port}${backupCommandPath}`, {
    headers: { authorization: `Backup ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`The running server refused the backup: ${response.status} ${await response.text()}`);
  const partial = `${to}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body as never), createWriteStream(partial));
    await rename(partial, to);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

try {
  if (config.databaseUrl) {
    await dumpPostgres(config.databaseUrl, to);
  } else if (dataDirHolder(config.dataDir)) {
    await askRunningServer();
  } else {
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      await database.dump(to);
    } finally {
      await database.close();
    }
  }
  console.log(`Backup written: ${to}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
