import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { round } from './stats.js';

// Machines of one kind here have measured three times apart on different days, so every run records how fast
// its machine was: figures from two runs compare only after scaling by their machine speeds.

/** Customer-sized records, as a list page answers them. */
const records = Array.from({ length: 25 }, (_, i) => ({
  _id: `66a1f0c2e4b0${String(i).padStart(12, '0')}`,
  name: 'Emily',
  last_name: 'Tremblay',
  email: `emily.tremblay${i}@gmail.com`,
  phone: '4165550123',
  raw_address: '100 Queen St W, Toronto, ON M5H 2N2',
  location: 'Toronto,ON',
  notification_methods: ['email', 'sms'],
  created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  projects: i % 3,
}));

/** One round of the server's kind of work: serialize a page, parse it back, hash it. */
function workRound() {
  const text = JSON.stringify({ customers: records, meta: { total: 100_000, current: 1, pageSize: 25 } });
  return createHash('sha1').update(JSON.stringify(JSON.parse(text))).digest('hex');
}

/**
 * The median of five timings of a fixed single-threaded task (2 000 rounds), in ms: lower is faster, and a
 * machine twice as slow shows about twice the figure.
 */
export function measureMachineSpeed(): number {
  const timings: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    for (let i = 0; i < 2_000; i++) workRound();
    timings.push(performance.now() - started);
  }
  return round(timings.sort((a, b) => a - b)[2]);
}
