import { clientTypeHeader } from '../../domain/session';
import { readAccessToken } from './accessToken';
import { ApiError, RequestTimeoutError, type ApiErrorBody } from './errors';

/** Same origin by default: the server serves the app and the API on one port. */
const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? '/api';

export const requestTimeoutMs = 60_000;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData (a file upload) is sent as multipart, a Blob as its bytes under its own type. */
  body?: unknown;
}

/**
 * The one way the client calls the API: JSON in and out (or a multipart upload, or a file's bytes), the client-type header, the bearer token from the
 * cookie, a 60 s timeout. Resolves with the answer's body; rejects with `ApiError` when the server answered
 * with an error status, `RequestTimeoutError` when it did not answer in time, or the fetch error otherwise.
 */
export async function apiRequest<T>(path: string, { method = 'GET', body }: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [clientTypeHeader.name]: clientTypeHeader.value };
  const raw = body instanceof FormData || body instanceof Blob;
  // The browser writes a multipart body's Content-Type itself, with its boundary, and a Blob's from its type.
  if (body !== undefined && !raw) headers['Content-Type'] = 'application/json';
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  try {
    const response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    const payload = await readJson(response);
    if (!response.ok) throw new ApiError(response.status, payload as ApiErrorBody | undefined);
    return payload as T;
  } catch (error) {
    throw controller.signal.aborted ? new RequestTimeoutError() : error;
  } finally {
    clearTimeout(timer);
  }
}

/** A proxy or a crash may answer with HTML or nothing; only JSON is a body we can read. */
async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('Content-Type')?.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
