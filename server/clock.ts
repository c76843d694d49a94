import { setTimeout as wait } from 'node:timers/promises';

/** What the server reads the time from and waits by; tests give the app a clock they move themselves. */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = { now: () => Date.now(), sleep: (ms) => wait(ms) };

/**
 * Runs `work` now and every `everyMs` until the returned function stops it (and waits for the run under way); a
 * failure is logged and the next run tries again. The timers do not keep the process alive.
 */
export function repeatInBackground(work: () => Promise<unknown>, everyMs: number, log: (error: unknown) => void) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => void (running = work().catch(log));
  const first = setTimeout(run, 0);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
