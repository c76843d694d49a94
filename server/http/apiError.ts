import type { ApiErrorCode, FieldError } from '../../domain/apiErrors.js';

/** An error the API answers as `{ error, code, details? }` (`domain/apiErrors.ts`) with its status (docs/product.md#error-answers). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: ApiError['details']) =>
  new ApiError(400, 'VALIDATION_FAILED', message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string, code: ApiErrorCode) => new ApiError(409, code, message);
export const tooManyRequests = (message: string) => new ApiError(429, 'TOO_MANY_REQUESTS', message);
