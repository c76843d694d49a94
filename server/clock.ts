import { setTimeout as wait } from 'node:timers/promises';

/** What the server reads the time from and waits by; tests give the app a clock they move themselves. */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = { now: () => Date.now(), sleep: (ms) => wait(ms) };
