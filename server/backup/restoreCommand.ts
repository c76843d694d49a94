import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { restoreEmbedded, restorePostgres } from '../db/restore.js';

/**
 * `npm run restore -- --from FILE` (docs/server.md#backups): fills the empty database DATABASE_URL names, or else
 * the empty DATA_DIR, from a backup of either kind; refuses one that holds data.
 */
const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from || !existsSync(values.from)) {
  console.error('Name an existing backup file: npm run restore -- --from FILE');
  process.exit(2);
}
const from = resolve(values.from);
const config = loadConfig();
try {
  if (config.databaseUrl) await restorePostgres(from, config.databaseUrl);
  else await restoreEmbedded(from, config.dataDir);
  console.log(`Restored ${from} into ${config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir}. Start the server with the same settings.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
