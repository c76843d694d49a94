import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldError, type ApiErrorBody, type ApiErrorCode } from '../../domain/apiErrors.js';
import { ApiError } from '../http/apiError.js';

/** Fastify's own errors that a client causes, each with a sentence a person can read; answered under their codes. */
const clientErrors = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'The request body must be JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'The request body does not match its length.' },
} satisfies Partial<Record<ApiErrorCode, { status: number; error: string }>>;

const isClientError = (code: string | undefined): code is keyof typeof clientErrors => code !== undefined && Object.hasOwn(clientErrors, code);

/** PostgreSQL refusals that a request can cause despite validation (a race with another request). */
const databaseErrors: Record<string, { status: number; error: string; code: ApiErrorCode }> = {
  '23505': { status: 409, error: 'A record with this value already exists.', code: 'DUPLICATE' },
  '23503': { status: 400, error: 'The record refers to something that does not exist.', code: 'MISSING_REFERENCE' },
};

function errorReply(error: FastifyError & { code?: string }): { status: number; body: ApiErrorBody } {
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
  const databaseError = error.code ? databaseErrors[error.code] : undefined;
  if (databaseError) return { status: databaseError.status, body: { error: databaseError.error, code: databaseError.code } };
  // Any other refusal by Fastify or a plugin: its status and sentence, under the one code for the rest.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { error: error.message, code: 'BAD_REQUEST' } };
  }
  return { status: 500, body: { error: 'Something went wrong on the server. Please try again later.', code: 'INTERNAL' } };
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = errorReply(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);
