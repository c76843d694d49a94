// The messages between the bench (run.ts) and the server under load (benchServer.ts), over the child's IPC channel.
import type { DatabaseKind, ScenarioKey } from './scenarios.js';
import type { SeedTimes } from '../server/seed/bulkLoad.js';
import type { LatencySummary } from './stats.js';

export type BenchTarget = { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; databaseUrl: string };

export interface BenchAccount {
  username: string;
  password: string;
}

export interface StartRequest {
  type: 'start';
  target: BenchTarget;
  customers: number;
  account: BenchAccount;
  /** Run VACUUM (ANALYZE) after seeding. */
  vacuum: boolean;
  /** Where the server sends e-mail (SMTP_URL), for the campaign step; no mail transport without it. */
  smtpUrl?: string;
}

/** What benchServer.ts asks of the process that seeds the database (benchSeed.ts). */
export type SeedRequest = Pick<StartRequest, 'target' | 'customers' | 'vacuum'>;

export type SeedMessage =
  | { type: 'seed-progress'; done: number; total: number }
  | { type: 'seeded'; openMs: number; seedMs: number; seedTimes: SeedTimes; vacuumMs?: number }
  | { type: 'seed-failed'; error: string };

/** Who the load signs in as; the auth check every request makes is replayed with it. */
export interface SessionContext {
  accountId: string;
  jti: string;
}

export type Request =
  | { type: 'loop-reset' }
  | { type: 'loop-read' }
  | { type: 'direct-sql'; scenario: ScenarioKey | 'auth'; session: SessionContext; runs: number; timeLimitMs: number; runTag: string }
  | { type: 'stop' };

export type RequestMessage = Request & { id: number };

export interface PoolReading {
  total: number;
  idle: number;
  /** Connections still busy 5 s after the load ended. */
  stuck: number;
}

export interface EventLoopReading {
  /** p99 / max of `monitorEventLoopDelay` since the last reset, in ms; each sample includes the timer's resolution. */
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  resolutionMs: number;
  /** CPU time of the server process over the scenario, in % of one core: all its threads, so an embedded PGlite's too. */
  cpuPercent: number;
  /** The server process's resident memory, sampled every 100 ms: the most and the last, in MB. */
  rssMaxMb: number;
  rssLastMb: number;
  /** The longest and the summed garbage-collection pauses of the server's main thread over the scenario. */
  gcMaxMs: number;
  gcTotalMs: number;
  /** The server's database pool after the load, and the distinct errors it raised from idle connections during it. */
  pool: PoolReading & { idleConnectionErrors: string[] };
}

export interface StatementTiming extends LatencySummary {
  /** `select customers`, `insert history`, `begin`… */
  label: string;
  sql: string;
  /** Statements of one step were sent together; steps one after another. */
  step: number;
  /** The connection the service held for it (a transaction), or null for any pooled one. */
  connection: number | null;
}

export interface VariantTiming extends LatencySummary {
  label: string;
}

export interface DirectSqlResult {
  /** Each run replays every statement of one API call as the service issues it (concurrently for a list). */
  total: LatencySummary;
  statements: StatementTiming[];
  /** One line per search term or other input, when the scenario rotates through several. */
  variants: VariantTiming[];
  /** EXPLAIN (ANALYZE, BUFFERS) of each statement of each explained variant, keyed `variant: statement`. */
  plans: Record<string, string>;
  stoppedByTimeLimit: boolean;
  /** Why the figures are missing, when the replay failed. */
  error?: string;
}

export type ReplyMessage =
  | { type: 'reply'; id: number; result: EventLoopReading | DirectSqlResult | null }
  | { type: 'failed'; id: number; error: string };

export type ChildMessage =
  | Extract<SeedMessage, { type: 'seed-progress' }>
  | {
      type: 'ready';
      port: number;
      kind: DatabaseKind;
      openMs: number;
      seedMs: number;
      /** Where the seeding's time went. */
      seedTimes: SeedTimes;
      /** Time VACUUM (ANALYZE) took after seeding, when asked for. */
      vacuumMs?: number;
      customers: number;
      projects: number;
      databaseVersion: string;
      sampleIds: string[];
      /** The seeded worker in the most tasks, given the bench account's password to sign in with. */
      busiestWorker: { username: string; tasks: number };
    }
  | { type: 'start-failed'; error: string }
  | ReplyMessage;
