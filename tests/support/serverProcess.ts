import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, standard output and error together. */
  output: () => string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Where it listens; undefined when it exited before listening. */
  url?: string;
}

const running = new Set<ChildProcess>();

/**
 * The server as `npm start` runs it (`server/main.ts`), in its own process on a port of its choosing, with the
 * embedded database unless `env` names a DATABASE_URL; answers once it listens, or once it has exited.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => (running.delete(child), resolve(code))));
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (url && /Sign in/.test(output)) resolve({ child, output: () => output, exited, url });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => resolve({ child, output: () => output, exited }));
  });
}

/** Kills the server processes still running, for a test file's end. */
export async function killServerProcesses() {
  const exits = [...running].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(exits);
}
