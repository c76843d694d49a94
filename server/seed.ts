import { parseArgs } from 'node:util';
import { ensureFirstSuperadmin } from './auth/firstSuperadmin.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { describeSeedTimes } from './seed/bulkLoad.js';
import { seedCustomers } from './seed/seedDatabase.js';

/** `npm run seed -- --customers N`: adds N sample customers (with projects, contracts and tasks) to DATA_DIR or DATABASE_URL. */
const { values } = parseArgs({ options: { customers: { type: 'string', default: '1000' } } });
const count = Number(values.customers);
if (!Number.isInteger(count) || count < 1) {
  console.error(`--customers takes a whole number above 0, not '${values.customers}'.`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const admin = await ensureFirstSuperadmin(database.db, config.adminUsername, config.adminPassword);
if (admin?.generated) console.log(`Created '${admin.username}' with the password ${admin.password} (shown only this once).`);

const started = Date.now();
const times = await seedCustomers(database.db, count, (done) => process.stdout.write(`\rAdded ${done} of ${count} customers`));
const seconds = (Date.now() - started) / 1000;
console.log(`\nDone in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} customers a second): ${describeSeedTimes(times)}.`);
await database.close();
