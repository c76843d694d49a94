import type { FastifyReply } from 'fastify';

/**
 * Sends an answer whose `recordsKey` holds records the database wrote as JSON text, put in as they are, beside
 * the rest of the answer written as usual: `{"customers": [...], "meta": {...}}`.
 */
export function sendRecords(reply: FastifyReply, recordsKey: string, records: readonly string[], rest: Record<string, unknown>) {
  const restJson = JSON.stringify(rest);
  const after = restJson === '{}' ? '}' : `,${restJson.slice(1)}`;
  // A string with a JSON content type is sent without serializing it again.
  return reply.type('application/json; charset=utf-8').send(`{${JSON.stringify(recordsKey)}:[${records.join(',')}]${after}`);
}
