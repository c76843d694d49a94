import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvByteOrderMark, csvLine } from '../../domain/csvCells.js';
import type { InterfaceLocale } from '../../domain/enums.js';
import { zonedDay } from '../../domain/schedule.js';
import type { Db } from '../db/client.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

/** An exported column's field: records are `_id` in the API, and the export, like the screens, names it `id`. */
export const exportedField = (column: string) => (column === 'id' ? '_id' : column);

/**
 * Answers a CSV file (docs/decisions.md#csv-export) written as it is read: a header line of `columns`, then the
 * rows of each batch, each batch read only when the connection has taken the last one (a byte stream pulls the
 * next when its buffer drains), so a file of any length holds about one batch in memory. A client that goes away
 * stops the reading.
 */
export function sendCsv(reply: FastifyReply, fileName: string, columns: readonly string[], batches: AsyncIterable<unknown[][]>) {
  async function* text() {
    yield csvByteOrderMark + csvLine(columns, true);
    for await (const rows of batches) {
      let lines = '';
      for (const row of rows) lines += csvLine(row);
      yield lines;
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(text(), { objectMode: false }));
}

/** `<name>-<day>.csv`, the day the business's time zone (Settings) reads at `now`. */
export async function csvFileName(db: Db, name: string, now: number) {
  const { time_zone } = await readBusinessSettings(db);
  return `${name}-${zonedDay(new Date(now), time_zone)}.csv`;
}

/** The language a reader asked for (`Accept-Language`, which the app sets to its own): Chinese, else English. */
export const readerLocale = (acceptLanguage: string | undefined): InterfaceLocale => (/^\s*zh\b/i.test(acceptLanguage ?? '') ? 'zh-CN' : 'en-US');
