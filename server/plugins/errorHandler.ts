import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import { fieldError, type ApiErrorBody, type ApiErrorCode } from '../../domain/apiErrors.js';
import { ApiError } from '../http/apiError.js';

/** Fastify's own errors that a client causes, each with a sentence a person can read; answered under their codes. */
const clientErrors = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'The request body must be JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'The request body does not match its length.' },
  FST_ERR_BAD_URL: { status: 400, error: 'The address is not valid: it holds a malformed percent-encoding.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: 'A part of the address is too long.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, error: 'The request could not be routed.' },
  FST_PARTS_LIMIT: { status: 400, error: 'The upload holds too many parts: send one file.' },
  FST_FIELDS_LIMIT: { status: 400, error: 'The upload holds too many fields: send one file.' },
  FST_FILES_LIMIT: { status: 400, error: 'The upload holds too many files: send one.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 406, error: 'The upload must be multipart/form-data.' },
  FST_PROTO_VIOLATION: { status: 400, error: 'A field of the upload has a name that is not allowed.' },
  FST_MP_PREMATURE_CLOSE: { status: 400, error: 'The upload ended before it was complete.' },
} satisfies Partial<Record<ApiErrorCode, { status: number; error: string }>>;

const isClientError = (code: string | undefined): code is keyof typeof clientErrors => code !== undefined && Object.hasOwn(clientErrors, code);

const internalError: { error: string; code: ApiErrorCode } = { error: 'Something went wrong on the server. Please try again later.', code: 'INTERNAL' };

/** PostgreSQL refusals that a request can cause despite validation (a race with another request). */
const databaseErrors: Record<string, { status: number; error: string; code: ApiErrorCode }> = {
  '23505': { status: 409, error: 'A record with this value already exists.', code: 'DUPLICATE' },
  '23503': { status: 400, error: 'The record refers to something that does not exist.', code: 'MISSING_REFERENCE' },
};

/**
 * Any other data error (class 22: a value out of range, of the wrong form, a NUL byte) or integrity refusal
 * (class 23) is the request's value, not the server's fault. Validation stops those it knows of; this answers the rest.
 */
const refusedValue: { status: number; error: string; code: ApiErrorCode } = { status: 400, error: 'A value of the request cannot be stored or compared: check its form and range.', code: 'INVALID_VALUE' };

/** The PostgreSQL error behind `error`: drizzle wraps the driver's in a `DrizzleQueryError` whose message holds the parameters. */
const databaseErrorOf = (error: unknown): pg.DatabaseError | undefined =>
  error instanceof pg.DatabaseError ? error : error instanceof Error && error.cause instanceof pg.DatabaseError ? error.cause : undefined;

/** The statement a database error came from, without its values (drizzle keeps the text beside the parameters). */
const statementOf = (error: unknown) =>
  error instanceof Error && 'query' in error && typeof error.query === 'string' ? error.query : undefined;

/** What an error is logged as: a database error by its code and statement only, since its message and detail quote values. */
export function loggedError(error: unknown) {
  const databaseError = databaseErrorOf(error);
  if (!databaseError) return { err: error };
  const { code, constraint, table, column, routine } = databaseError;
  return { database: { code, constraint, table, column, routine, statement: statementOf(error) } };
}

export function errorReply(error: FastifyError & { code?: string }): { status: number; body: ApiErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => fieldError(issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), issue.message ?? ''));
    return { status: 400, body: { error: details[0]?.message ?? 'The request is not valid.', code: 'VALIDATION_FAILED', details } };
  }
  if (error instanceof ApiError) {
    return { status: error.statusCode, body: { error: error.message, code: error.code, details: error.details } };
  }
  if (isClientError(error.code)) {
    const { status, error: sentence } = clientErrors[error.code];
    return { status, body: { error: sentence, code: error.code } };
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, body: { error: 'The request body is not valid JSON.', code: 'INVALID_JSON' } };
  }
  const sqlState = databaseErrorOf(error)?.code;
  if (sqlState) {
    const { status, ...body } = databaseErrors[sqlState] ?? (/^2[23]/.test(sqlState) ? refusedValue : { status: 500, ...internalError });
    return { status, body };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Any other refusal by Fastify or a plugin, under the one code for the rest. Its messages read as
    // sentences; a bare reason phrase ("Bad Request") says nothing.
    const sentence = /\s/.test(error.message) ? error.message : 'The request is not valid.';
    return { status: error.statusCode, body: { error: sentence, code: 'BAD_REQUEST' } };
  }
  return { status: 500, body: internalError };
}

/** Node's HTTP parser refusals of a request's length: a body that ends early, two lengths, a length that is no number. */
const lengthErrors = new Set(['HPE_INVALID_EOF_STATE', 'HPE_INVALID_CONTENT_LENGTH', 'HPE_UNEXPECTED_CONTENT_LENGTH']);

/** What a request Node cannot parse is answered, by the code Node's parser gives. */
function unparsedRequestReply(code: string | undefined): { status: number; body: ApiErrorBody } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, body: { error: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' } };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, body: { error: 'The request\'s headers are too large.', code: 'HEADERS_TOO_LARGE' } };
  if (code && lengthErrors.has(code)) return { status: 400, body: { error: 'The request body does not match its Content-Length.', code: 'BAD_REQUEST' } };
  // A body longer than its Content-Length is read as the start of a next request, which is not HTTP.
  const error = 'The request is not valid HTTP: check its headers, and that its body is as long as its Content-Length says.';
  return { status: 400, body: { error, code: 'BAD_REQUEST' } };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses never reaches a route or the error handler,
 * and Fastify's own answer to it is a bare `{"error":"Bad Request","message":"Client Error"}`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody to answer (as Fastify's own handler).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = unparsedRequestReply(error.code);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = errorReply(error);
      if (status >= 500) request.log.error(loggedError(error), 'request failed');
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);
