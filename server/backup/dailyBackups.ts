import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { backupDays } from '../db/schema.js';

/** How often a server looks whether the day's backup is written. */
export const dailyBackupCheckMs = 15 * 60_000;

const backupName = /^backup-\d{4}-\d{2}-\d{2}\.sql$/;

/**
 * The backup of the day (docs/server.md#backups): `backup-YYYY-MM-DD.sql` (UTC) in `dir`, written by the one server
 * that claims the day in `backup_days`; then the newest `keep` are kept. Answers the file written, if one was.
 */
export async function writeDailyBackup({ database, dir, keep, clock }: { database: Database; dir: string; keep: number; clock: Clock }) {
  const day = new Date(clock.now()).toISOString().slice(0, 10);
  const file = join(dir, `backup-${day}.sql`);
  if (await stat(file).catch(() => undefined)) return undefined;
  const claimed = await database.db.insert(backupDays).values({ day }).onConflictDoNothing().returning();
  if (claimed.length === 0) return undefined;
  try {
    await mkdir(dir, { recursive: true });
    await database.dump(file);
  } catch (error) {
    // Unclaimed, so that the next check, here or on another server, tries again.
    await database.db.delete(backupDays).where(eq(backupDays.day, day));
    throw error;
  }
  const backups = (await readdir(dir)).filter((name) => backupName.test(name)).sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) await rm(join(dir, old));
  return file;
}

/** Runs `writeDailyBackup` now and every `checkMs` until stopped; a failure is logged and the next check tries again. */
export function scheduleDailyBackups(options: Parameters<typeof writeDailyBackup>[0], log: (message: string) => void, checkMs = dailyBackupCheckMs) {
  let running: Promise<unknown> | undefined;
  const check = () => {
    // A backup longer than the interval is not started twice.
    running ??= writeDailyBackup(options)
      .then(
        (file) => file && log(`Backup written: ${file}`),
        (error: unknown) => log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => (running = undefined));
  };
  check();
  const timer = setInterval(check, checkMs);
  timer.unref();
  return async function stop() {
    clearInterval(timer);
    await running;
  };
}
