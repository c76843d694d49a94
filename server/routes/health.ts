import { readFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';

/** The moment of the newest migration this server was built with (drizzle's journal, which `migrate` records). */
const newestMigration = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url)), 'utf8')) as { entries: { when: number }[] }
).entries.at(-1)!.when;

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['reachable', 'unreachable']),
  /** `behind`: the database lacks this server's newest migration; `ahead`: a newer server migrated it further. */
  migrations: z.enum(['current', 'behind', 'ahead', 'unknown']),
});

const answerWithinMs = 2_000;

/**
 * `GET /api/health` for a load balancer (docs/server.md#several-servers): 200 while the database answers and holds
 * exactly the migrations of this server's build, 503 otherwise, with which of the two failed. Public, and it says
 * nothing more than that.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], description: 'Whether this server can serve: its database reachable, its migrations current.', response: { 200: healthSchema, 503: healthSchema } },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const applied = await Promise.race([
        db
          .execute<{ newest: string | null }>(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)
          .then(({ rows }) => Number(rows[0]?.newest ?? 0)),
        setTimeout(answerWithinMs, undefined, { ref: false }),
      ]).catch(() => undefined);
      if (applied === undefined) return reply.status(503).send({ status: 'unavailable', database: 'unreachable', migrations: 'unknown' });
      const migrations = applied === newestMigration ? 'current' : applied < newestMigration ? 'behind' : 'ahead';
      return reply.status(migrations === 'current' ? 200 : 503).send({ status: migrations === 'current' ? 'ok' : 'unavailable', database: 'reachable', migrations });
    },
  );
};
