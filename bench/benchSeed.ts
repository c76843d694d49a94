// Seeds the bench database in a process of its own, started by benchServer.ts, which exits once done: the server
// under load then opens a database it did not fill, as `npm start` after `npm run seed` would. Seeded in the
// server's own process, what seeding left there (a V8 heap grown to its size, memory the allocator keeps after
// the first database worker ended) added about 200 MB to the server's resident memory at 100 000 customers.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/client.js';
import { seedCustomers } from '../server/seed/seedDatabase.js';
import type { SeedMessage, SeedRequest } from './protocol.js';

const send = (message: SeedMessage) => process.send?.(message);

async function seed({ target, customers, vacuum }: SeedRequest) {
  const opening = performance.now();
  const database = await openDatabase(target.kind === 'embedded' ? { dataDir: target.dataDir } : { databaseUrl: target.databaseUrl });
  const openMs = performance.now() - opening;
  try {
    const seeding = performance.now();
    const seedTimes = await seedCustomers(database.db, customers, (done) => send({ type: 'seed-progress', done, total: customers }));
    const seedMs = performance.now() - seeding;
    let vacuumMs: number | undefined;
    if (vacuum) {
      const vacuuming = performance.now();
      await database.pool.query('VACUUM (ANALYZE)');
      vacuumMs = performance.now() - vacuuming;
    }
    return { openMs, seedMs, seedTimes, vacuumMs };
  } finally {
    await database.close();
  }
}

process.once('message', (request: SeedRequest) => {
  seed(request).then(
    (timing) => send({ type: 'seeded', ...timing }),
    (error: unknown) => {
      send({ type: 'seed-failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exitCode = 1;
    },
  ).finally(() => process.disconnect?.());
});
// Done, or the server that asked went away (the bench stopped): the bench removes the database either way.
process.once('disconnect', () => process.exit());
