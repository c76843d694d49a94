import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../support/serverProcess.js';

// The server as `npm start` runs it, in its own process on a real data folder and port, with the embedded database:
// the run on PostgreSQL (TEST_DATABASE_URL) would repeat `npm test`'s run of it, so it is skipped there.
describe.skipIf(process.env.TEST_DATABASE_URL)('the server process on the embedded database', () => {
  let dataDir: string;
  const startServer = (env: Record<string, string> = {}) => startServerProcess({ DATA_DIR: dataDir, ...env });

  const signIn = async (url: string, password: string) => {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    return { status: response.status, token: ((await response.json()) as { accessToken?: string }).accessToken };
  };

  let first: ServerProcess;
  let adminPassword: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'server-process-'));
    first = await startServer({ ADMIN_PASSWORD: '' });
  }, 60_000);

  afterAll(async () => {
    await killServerProcesses();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the first start creates the data folder and a superadmin with a password printed once', async () => {
    expect(first.url).toBeDefined();
    const printed = /Sign in as 'admin' with the password (\S+)/.exec(first.output());
    expect(printed).not.toBeNull();
    adminPassword = printed![1];
    const { status } = await signIn(first.url!, adminPassword);
    expect(status).toBe(200);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
  });

  test('a second server on the same data folder refuses to start, with a clear message', async () => {
    const second = await startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another server \(pid \d+\) is using the data folder .+\. Stop it first, or start this one with another DATA_DIR\./);
  }, 30_000);

  test('a setting it cannot use stops the start with a sentence naming the variable', async () => {
    const misconfigured = await startServer({ TOKEN_TTL_SECONDS: 'abc' });
    expect(await misconfigured.exited).toBe(1);
    expect(misconfigured.output()).toContain("TOKEN_TTL_SECONDS must be a whole number of seconds above 0, not 'abc'.");
  }, 30_000);

  test('kill -9 loses no write the API had acknowledged, and the next start takes the folder over', async () => {
    const { token } = await signIn(first.url!, adminPassword);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const acknowledged: string[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await fetch(`${first.url}/api/crm/customers`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Durable ${i}`, phone: '4165550000' }),
      });
      if (response.status === 201) acknowledged.push(((await response.json()) as { _id: string })._id);
    }
    expect(acknowledged).toHaveLength(25);
    first.child.kill('SIGKILL');
    await first.exited;

    const restarted = await startServer();
    expect(restarted.url, restarted.output()).toBeDefined();
    expect(restarted.output()).toContain('Sign in with your account.');
    const query = await fetch(`${restarted.url}/api/crm/customers/query`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ q: 'durable', pagination: { current: 1, pageSize: 100 } }),
    });
    const { customers } = (await query.json()) as { customers: { _id: string }[] };
    expect(customers.map((c) => c._id).sort()).toEqual(acknowledged.sort());
    first = restarted;
  }, 60_000);

  test('SIGTERM shuts down cleanly and releases the data folder', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 30_000);
});
