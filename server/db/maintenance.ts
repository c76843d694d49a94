import type pg from 'pg';

/**
 * PGlite has no autovacuum. Without it the dead rows of every update pile up, the visibility map that lets an
 * index-only scan skip the table is never set, and the planner's statistics stay those of the day the folder was
 * created. So the embedded server does autovacuum's work itself, with autovacuum's default thresholds.
 */
export const maintenanceIntervalMs = 5 * 60_000;

interface TableActivity {
  table: string;
  /** The planner's row count, as autovacuum scales its thresholds by it. */
  rows: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

export interface MaintenanceAction {
  table: string;
  action: 'vacuum' | 'analyze';
}

// autovacuum_vacuum_threshold/scale_factor, the insert ones (PostgreSQL 13+) and autovacuum_analyze_*.
const needsVacuum = ({ rows, dead, insertedSinceVacuum }: TableActivity) =>
  dead > 50 + 0.2 * rows || insertedSinceVacuum > 1000 + 0.2 * rows;
const needsAnalyze = ({ rows, modifiedSinceAnalyze }: TableActivity) => modifiedSinceAnalyze > 50 + 0.1 * rows;

/** Vacuums and analyzes the tables that autovacuum would have; answers what it did. */
export async function maintainTables(pool: pg.Pool): Promise<MaintenanceAction[]> {
  // The statistics a session gathers reach the shared counters when it goes idle; PGlite's one session rarely does.
  await pool.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await pool.query<TableActivity>(`
    SELECT s.relname AS "table", greatest(c.reltuples, 0)::float8 AS rows, s.n_dead_tup::float8 AS dead,
           s.n_ins_since_vacuum::float8 AS "insertedSinceVacuum", s.n_mod_since_analyze::float8 AS "modifiedSinceAnalyze"
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'`);
  const actions: MaintenanceAction[] = [];
  for (const activity of rows) {
    const action = needsVacuum(activity) ? 'vacuum' : needsAnalyze(activity) ? 'analyze' : undefined;
    if (!action) continue;
    const table = `"${activity.table.replaceAll('"', '""')}"`;
    await pool.query(action === 'vacuum' ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
    actions.push({ table: activity.table, action });
  }
  return actions;
}

/** Runs `maintainTables` every `intervalMs` until stopped; a failure is logged and the next round tries again. */
export function scheduleMaintenance(pool: pg.Pool, log: (message: string) => void, intervalMs = maintenanceIntervalMs) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = maintainTables(pool).then(
      (actions) => actions.length > 0 && log(`Database maintenance: ${actions.map(({ table, action }) => `${action} ${table}`).join(', ')}`),
      (error: unknown) => log(`Database maintenance failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, intervalMs);
  timer.unref();
  return async function stop() {
    clearInterval(timer);
    await running;
  };
}
