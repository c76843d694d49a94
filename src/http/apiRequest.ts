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
export function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return sendRequest(path, options, { accept: 'application/json', timed: true, read: (response) => readJson(response) as Promise<T> });
}

/** A file the API answered, named as its `Content-Disposition` names it. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/**
 * Downloads a file from the API as `apiRequest` calls it (the token, the client-type header, errors and their
 * bodies alike), without its timeout: a backup dumps the whole database before it answers, and a long export keeps
 * arriving for minutes. `language` asks for its words in the reader's language (`Accept-Language`).
 */
export function apiDownload(path: string, { language, ...options }: ApiRequestOptions & { language?: string } = {}): Promise<DownloadedFile> {
  return sendRequest(path, options, {
    accept: '*/*',
    language,
    timed: false,
    read: async (response) => {
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'download';
      return { blob: await response.blob(), name };
    },
  });
}

/** How an answer is asked for and read; `timed`: whether it is given up after `requestTimeoutMs`. */
interface Reading<T> {
  accept: string;
  language?: string;
  timed: boolean;
  read: (response: Response) => Promise<T>;
}

async function sendRequest<T>(path: string, { method = 'GET', body }: ApiRequestOptions, { accept, language, timed, read }: Reading<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: accept, [clientTypeHeader.name]: clientTypeHeader.value };
  if (language) headers['Accept-Language'] = language;
  const raw = body instanceof FormData || body instanceof Blob;
  // The browser writes a multipart body's Content-Type itself, with its boundary, and a Blob's from its type.
  if (body !== undefined && !raw) headers['Content-Type'] = 'application/json';
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = timed ? setTimeout(() => controller.abort(), requestTimeoutMs) : undefined;
  try {
    const response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) throw new ApiError(response.status, (await readJson(response)) as ApiErrorBody | undefined);
    return await read(response);
  } catch (error) {
    throw controller.signal.aborted ? new RequestTimeoutError() : error;
  } finally {
    clearTimeout(timer);
  }
}

/** Hands a file to the browser's downloads under `name`. */
export function saveFile({ blob, name }: DownloadedFile) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
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
