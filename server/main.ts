import { join } from 'node:path';
import { buildApp } from './app.js';
import { scheduleDailyBackups } from './backup/dailyBackups.js';
import { ensureFirstSuperadmin } from './auth/firstSuperadmin.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { serverLogger } from './logging.js';
import { openDatabase } from './db/client.js';
import { smtpMailTransport } from './messaging/mailTransport.js';
import { smsTransportOf } from './messaging/smsTransport.js';
import { scheduleMaintenance } from './db/maintenance.js';
import { seedDemoData } from './seed/demo.js';
import { moveUploadFolderIn } from './storage/uploadStore.js';

/** Starts the server: database (migrated), first superadmin, API and app on one port; stops cleanly on SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mail = config.smtpUrl ? smtpMailTransport(config.smtpUrl) : undefined;
  const sms = config.smsProvider && smsTransportOf(config.smsProvider);
  const app = await buildApp({ ...config, database, mail, sms, logger: serverLogger(config.logLevel, config.logFormat) });
  // PostgreSQL has autovacuum; the embedded database is looked after by the server.
  const stopMaintenance = database.kind === 'embedded' ? scheduleMaintenance(database.pool, (message) => app.log.info(message)) : undefined;
  // Files uploaded before uploads were kept in the database (docs/server.md#uploads).
  const moved = await moveUploadFolderIn(database.db, join(config.dataDir, 'uploads'));
  if (moved > 0) app.log.info(`${moved} uploaded files moved from the data folder into the database`);
  const stopBackups = scheduleDailyBackups({ database, dir: config.backupDir, keep: config.backupKeep, clock: systemClock }, (message) => app.log.info(message));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing open requests and closing the database`);
    await app.close();
    mail?.close();
    await stopMaintenance?.();
    await stopBackups();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const admin = await ensureFirstSuperadmin(database.db, config.adminUsername, config.adminPassword);
  if (config.demo) await seedDemoData(database.db, app.log, systemClock.now());

  const address = await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL';
  console.log(`\nRenovation back office: ${address}  (${where})`);
  if (admin?.generated) {
    console.log(`Sign in as '${admin.username}' with the password ${admin.password}  (shown only this once)`);
  } else if (admin) {
    console.log(`Sign in as '${admin.username}' with the password from ADMIN_PASSWORD.`);
  } else {
    console.log('Sign in with your account.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
