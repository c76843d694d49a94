import autocannon from 'autocannon';
import { summarize, round, type LatencySummary } from './stats.js';

/** One request of a scenario: the same each time, or built per request to rotate inputs. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  /** Called for each request: answers the path and, for a POST, the JSON body. */
  next(): { path: string; body?: unknown };
  /** Headers of every request besides the token and the content type. */
  headers?: Record<string, string>;
}

export interface LoadResult {
  latency: LatencySummary;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Responses by status code, to tell a 401 from a 500 when something is off. */
  statusCodes: Record<string, number>;
}

/** Loads `origin` (loopback only) with `connections` keep-alive connections for `durationSeconds`. */
export function runLoad(options: {
  origin: string;
  token: string;
  request: LoadRequest;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  const { hostname } = new URL(options.origin);
  if (hostname !== '127.0.0.1') throw new Error(`The bench only loads 127.0.0.1, not ${hostname}.`);

  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        duration: options.durationSeconds,
        // A request that takes this long counts as a timeout error instead of stalling the run.
        timeout: 30,
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json', ...options.request.headers },
        requests: [
          {
            method: options.request.method,
            setupRequest: (request) => {
              const { path, body } = options.request.next();
              return body === undefined ? { ...request, path } : { ...request, path, body: JSON.stringify(body) };
            },
          },
        ],
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        const elapsedSeconds = result.duration || options.durationSeconds;
        resolve({
          latency: summarize(latencies),
          requestsPerSecond: round(latencies.length / elapsedSeconds, 1),
          requests: latencies.length,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCodes,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    });
  });
}
