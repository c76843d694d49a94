import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the provider received: where it was posted, its headers and its body as sent. */
export interface SmsProviderRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the provider answers a request: a status and, when given, a JSON body. */
export interface SmsProviderAnswer {
  status: number;
  body?: unknown;
}

/**
 * An SMS provider on loopback: a real HTTP server that keeps every request and answers each as `answer` says
 * (200 with no body by default), so that a test checks the requests as the provider documents them.
 */
export async function startSmsProvider(answer: (request: SmsProviderRequest) => SmsProviderAnswer = () => ({ status: 200 })) {
  const received: SmsProviderRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const sent = { path: request.url ?? '', headers: request.headers, body };
      received.push(sent);
      const { status, body: answerBody } = answer(sent);
      if (answerBody === undefined) response.writeHead(status).end();
      else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answerBody));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** The JSON bodies of the generic adapter's requests, in the order they came. */
    jsonBodies: <T = { to: string; from: string; text: string }>() => received.map((request) => JSON.parse(request.body) as T),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address where nothing listens: a provider that cannot be reached. */
export async function unreachableUrl() {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  return url;
}
