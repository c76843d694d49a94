import { getTableName, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema } from '../../domain/dashboard.js';
import { statisticsKeys, type Statistics } from '../../domain/resources.js';
import { isStaffAccount } from '../auth/accounts.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { rowCounts, users } from '../db/schema.js';
import { resourceDefinitions } from '../resources/registry.js';
import { dashboardStatistics } from '../statistics/dashboardStatistics.js';

/** The table counted for each menu badge: each resource's (`users` every account); items with no table yet count 0. */
const countedTables: Partial<Record<string, string>> = Object.fromEntries(
  Object.entries(resourceDefinitions).map(([name, definition]) => [name, getTableName(definition.table)]),
);

async function statistics(db: Db): Promise<Statistics> {
  const [counts, [staff]] = await Promise.all([
    db
      .select({ table_name: rowCounts.table_name, row_count: sql<number>`sum(${rowCounts.row_count})::int` })
      .from(rowCounts)
      .groupBy(rowCounts.table_name),
    db.select({ count: sql<number>`count(*)::int` }).from(users).where(isStaffAccount),
  ]);
  const rowsOf = new Map(counts.map((row) => [row.table_name, row.row_count]));
  const result = Object.fromEntries(statisticsKeys.map((key) => [key, rowsOf.get(countedTables[key] ?? '') ?? 0])) as Statistics;
  result.staffs = staff.count;
  return result;
}

/**
 * Admin (Internal); the statistics are read by every staff member, for the menu badges (docs/product.md#roles-and-permissions) and the
 * dashboard's charts.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get('/admin/statistics/all', { schema: { tags: ['admin'] }, config: { access: 'staff' } }, () => statistics(db));
  app.get(
    '/admin/statistics/dashboard',
    { schema: { tags: ['admin'], querystring: dashboardQuerySchema }, config: { access: 'staff' } },
    (request) => dashboardStatistics(db, clock.now(), request.query.tz),
  );
};
