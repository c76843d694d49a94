import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchAccount, BenchTarget, ChildMessage, DirectSqlResult, EventLoopReading, Request, StartRequest } from './protocol.js';

type Ready = Extract<ChildMessage, { type: 'ready' }>;

const serverScript = fileURLToPath(new URL('./benchServer.ts', import.meta.url));

/** The heap settings `npm start` gives the server (package.json), so that the bench's server uses the same memory. */
const startScript = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }).scripts.start;
const serverHeapFlags = startScript.match(/--max-old-space-size=\d+/g) ?? [];

/** Rejects once `ms` have passed: no wait on the child is unbounded. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The bench server (benchServer.ts) as a child process, asked over IPC. */
export class BenchServerProcess {
  private readonly child: ChildProcess;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly exited: Promise<number | null>;

  private constructor(onSeedProgress: (done: number, total: number) => void, cpuProfileDir: string | undefined) {
    this.child = fork(serverScript, [], {
      // --cpu-prof is refused in NODE_OPTIONS, so a profile of the server is asked for here.
      execArgv: ['--import', 'tsx', ...serverHeapFlags, ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [])],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    // A send to a child that has died fails here; the pending question is rejected when the exit is seen.
    this.child.on('error', (error) => console.error(`Bench server process: ${error.message}`));
    this.child.on('message', (message: ChildMessage) => {
      if (message.type === 'seed-progress') onSeedProgress(message.done, message.total);
      if (message.type !== 'reply' && message.type !== 'failed') return;
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.type === 'reply') waiting?.resolve(message.result);
      else waiting?.reject(new Error(`The bench server failed: ${message.error}`));
    });
    void this.exited.then((code) => {
      for (const waiting of this.pending.values()) waiting.reject(new Error(`The bench server stopped (exit code ${code}).`));
      this.pending.clear();
    });
  }

  /** Starts the child, which opens and seeds the database; resolves when it listens. */
  static async start(
    options: { target: BenchTarget; customers: number; account: BenchAccount; vacuum: boolean; smtpUrl?: string; timeoutMs: number; cpuProfileDir?: string },
    onSeedProgress: (done: number, total: number) => void,
  ): Promise<{ server: BenchServerProcess; ready: Ready }> {
    const server = new BenchServerProcess(onSeedProgress, options.cpuProfileDir);
    const ready = new Promise<Ready>((resolve, reject) => {
      server.child.on('message', (message: ChildMessage) => {
        if (message.type === 'ready') resolve(message);
        if (message.type === 'start-failed') reject(new Error(`The bench server did not start: ${message.error}`));
      });
      void server.exited.then((code) => reject(new Error(`The bench server stopped while starting (exit code ${code}).`)));
    });
    const { timeoutMs: _timeoutMs, cpuProfileDir: _cpuProfileDir, ...startOptions } = options;
    const start: StartRequest = { type: 'start', ...startOptions };
    server.child.send(start);
    try {
      return { server, ready: await withTimeout(ready, options.timeoutMs, 'Starting and seeding the bench server') };
    } catch (error) {
      await server.stop();
      throw error;
    }
  }

  private ask<T>(request: Request, timeoutMs: number): Promise<T> {
    if (!this.child.connected) return Promise.reject(new Error(`The bench server has stopped (exit code ${this.child.exitCode}).`));
    const id = this.nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.child.send({ ...request, id }, (error) => error && reject(error));
    });
    return withTimeout(answer, timeoutMs, `The bench server's '${request.type}'`).finally(() => this.pending.delete(id));
  }

  resetEventLoopDelay() {
    return this.ask<null>({ type: 'loop-reset' }, 10_000);
  }

  readEventLoopDelay() {
    return this.ask<EventLoopReading>({ type: 'loop-read' }, 10_000);
  }

  measureDirectSql(request: Omit<Extract<Request, { type: 'direct-sql' }>, 'type'>) {
    // The replay stops itself at its time limit; the explains after it get a minute more.
    return this.ask<DirectSqlResult>({ type: 'direct-sql', ...request }, request.timeLimitMs + 60_000);
  }

  /** Closes the server and its database; kills the child (by its pid) if it does not exit within 30 s. */
  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    if (this.child.connected) {
      await this.ask({ type: 'stop' }, 30_000).catch(() => {});
    }
    const exited = await withTimeout(this.exited, 30_000, 'Stopping the bench server').catch(() => undefined);
    if (exited === undefined && this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}
