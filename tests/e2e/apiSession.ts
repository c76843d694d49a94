import type { BrowserContext } from 'playwright-core';
import { clientTypeHeader, tokenCookieName } from '../../domain/session.js';
import { adminCredentials } from './harness.js';

/** Calls the API the way the web client does. */
export async function callApi<Answer>(
  serverUrl: string,
  path: string,
  { token, body, method = body === undefined ? 'GET' : 'POST' }: { token?: string; body?: unknown; method?: 'GET' | 'POST' | 'PUT' } = {},
): Promise<Answer> {
  const response = await fetch(`${serverUrl}/api${path}`, {
    method,
    headers: {
      [clientTypeHeader.name]: clientTypeHeader.value,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as Answer;
}

/** Signs the browser in as the first superadmin without the sign-in form; answers the token for API calls. */
export async function signInByApi(context: BrowserContext, serverUrl: string, credentials = adminCredentials): Promise<string> {
  const { accessToken } = await callApi<{ accessToken: string }>(serverUrl, '/auth/login', { body: credentials });
  await context.addCookies([{ name: tokenCookieName, value: accessToken, url: serverUrl }]);
  return accessToken;
}

/** Puts a mailing address in Settings: e-mail campaigns are refused without one (docs/marketing.md#sender-identification). */
export async function setMailingAddress(serverUrl: string, token: string, address = '12 King St W, Toronto, ON M5H 1A1') {
  const settings = await callApi<object>(serverUrl, '/system/settings', { token });
  await callApi(serverUrl, '/system/settings', { token, method: 'PUT', body: { ...settings, company_address: address } });
}
