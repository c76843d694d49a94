/** An error the API answers as `{ error, code, details? }` with its status (DESIGN §2). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: ApiError['details']) =>
  new ApiError(400, 'VALIDATION_FAILED', message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string, code = 'CONFLICT') => new ApiError(409, code, message);
export const tooManyRequests = (message: string) => new ApiError(429, 'TOO_MANY_REQUESTS', message);
