import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** The embedded database's folder, and where uploads and the generated JWT secret are kept. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Embedded database in memory, nothing on disk: for tests. */
  inMemory?: boolean;
  jwtSecret: string;
  tokenTtlSeconds: number;
  adminUsername: string;
  adminPassword?: string;
  /** The built client; not served when absent. */
  clientDir?: string;
  logLevel: string;
  bodyLimitBytes: number;
}

const readSecret = (dataDir: string) => {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not '${env.PORT}'.`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || readSecret(dataDir),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    clientDir: resolve(env.CLIENT_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: 1024 * 1024,
  };
}
