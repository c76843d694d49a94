import { vi } from 'vitest';
import { defaultAppearance, type BusinessAppearance } from '../../../domain/appearance';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the root reads at start-up on every page, signed in or not. */
export const businessAppearancePath = '/system/settings/appearance';

/**
 * Replaces `fetch` with `respond`, recording every call the client makes. The business appearance the root reads
 * at start-up is answered here, with the installation's defaults or `appearance`, and not recorded: tests count
 * and inspect the calls of what they test.
 */
export function stubFetch(respond: Responder, { appearance = defaultAppearance }: { appearance?: BusinessAppearance } = {}) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input).endsWith(businessAppearancePath)) return json(200, appearance);
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
