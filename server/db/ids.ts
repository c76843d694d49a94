import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);
const processPart = randomBytes(5).toString('hex');

/**
 * A 24-character hex id: creation second, a per-process random part, a counter. Ids sort by creation
 * time, and the last five characters (the short id staff read out) differ between consecutive records.
 */
export function newId(): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  return seconds + processPart + counter.toString(16).padStart(6, '0');
}
