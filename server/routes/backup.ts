import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock.js';
import { backupTokens } from '../backup/backupToken.js';
import type { Database } from '../db/client.js';
import { unauthorized } from '../http/apiError.js';

/** Where `npm run backup` asks a running server for a backup; outside /api, as no account calls it. */
export const backupCommandPath = '/backup';

/** Dumps the database into a scratch file and streams it: the answer is never held in memory whole. */
async function sendFreshBackup(database: Database, clock: Clock, reply: FastifyReply) {
  const dir = await mkdtemp(join(tmpdir(), 'backup-'));
  const removeDir = () => void rm(dir, { recursive: true, force: true });
  const stamp = new Date(clock.now()).toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `backup-${stamp}.sql`);
  try {
    await database.dump(file);
  } catch (error) {
    removeDir();
    throw error;
  }
  // Removed once the answer is sent or abandoned; the open stream keeps reading it meanwhile.
  reply.raw.once('close', removeDir);
  return reply
    .type('application/sql; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="backup-${stamp}.sql"`)
    .header('Cache-Control', 'no-store')
    .send(createReadStream(file));
}

/**
 * Backups on demand (docs/server.md#backups): a superadmin downloads one from Settings (`GET /api/admin/backup`), and
 * `npm run backup` asks the running server for one with a token signed with the data folder's secret.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ database: Database; clock: Clock; jwtSecret: string }> = async (
  app,
  { database, clock, jwtSecret },
) => {
  const tokens = backupTokens(jwtSecret);
  app.get(`/api/admin/backup`, { schema: { tags: ['admin'] }, config: { access: { area: 'admin', action: 'read' } } }, (_request, reply) =>
    sendFreshBackup(database, clock, reply),
  );
  app.get(backupCommandPath, { schema: { hide: true } }, async (request, reply) => {
    const token = /^Backup (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !tokens.valid(token, clock.now())) throw unauthorized('A backup token signed with this data folder\'s secret is needed.');
    return sendFreshBackup(database, clock, reply);
  });
};
