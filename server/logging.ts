import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** How the server writes its log: one readable line per event on a terminal, or JSON lines for a log collector. */
export const logFormats = ['pretty', 'json'] as const;
export type LogFormat = (typeof logFormats)[number];

// Query parameters that carry a secret (the token of an unsubscribe or download link): whoever reads the log must
// not be able to use the link.
const secretParameter = /([?&](?:token|signature)=)[^&#]*/gi;

/** A request's URL as the log may show it: its secrets replaced by `…`. */
export const loggableUrl = (url: string) => url.replace(secretParameter, '$1…');

/** One line per request, written when it is answered (`GET /api/… 200 3 ms`), instead of Fastify's two. */
export class RequestLineLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const fields = { method: request.method, url: loggableUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    const line = `${fields.method} ${fields.url} ${fields.status} ${fields.ms} ms`;
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}

/** The logger options of `buildApp`: the level, URLs without secrets, and on a terminal pino-pretty's lines. */
export function serverLogger(level: string, format: LogFormat) {
  const serializers = { req: (request: FastifyRequest) => ({ method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip }) };
  const options = { level, serializers };
  if (format === 'json') return options;
  return {
    ...options,
    // The request line says it all: its fields are not repeated below it; an error's are.
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,method,url,status,ms', singleLine: true } },
  } satisfies FastifyServerOptions['logger'];
}
