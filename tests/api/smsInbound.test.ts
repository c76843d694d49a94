import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { twilioSignature } from '../../server/routes/smsInbound.js';
import { pmFixtures } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// STOP replies forwarded by the SMS provider withdraw SMS consent (docs/marketing.md#stop-by-sms), through a real
// HTTP request on loopback, signed as Twilio signs.
const authToken = 'twilio-auth-token-0123456789abcdef';
const publicUrl = 'https://office.example.com';
let twilio: TestServer;
let generic: TestServer;
let address: string;

beforeAll(async () => {
  twilio = await startTestServer({
    publicUrl,
    smsProvider: { provider: 'twilio', url: 'http://127.0.0.1:9', accountSid: `AC${'0'.repeat(32)}`, authToken, countryCode: '1' },
  });
  address = await twilio.app.listen({ port: 0, host: '127.0.0.1' });
  generic = await startTestServer({ smsProvider: { provider: 'http', url: 'http://127.0.0.1:9', token: 'generic-token' } });
});
afterAll(async () => {
  await twilio?.close();
  await generic?.close();
});

const smsEvents = async (server: TestServer, customer: string) =>
  (
    await server.database.pool.query<{ kind: string; method: string }>(
      "SELECT kind, method FROM consent_events WHERE customer = $1 AND channel = 'sms'",
      [customer],
    )
  ).rows;

/** Posts Twilio's form to the running server over loopback, signed for the public URL unless told otherwise. */
function twilioPost(params: Record<string, string>, signature = twilioSignature(authToken, `${publicUrl}/api/public/sms/inbound`, params)) {
  return fetch(`${address}/api/public/sms/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
}

describe('STOP through Twilio', () => {
  test("the signature is Twilio's documented example's", () => {
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  test('a signed STOP from an E.164 number withdraws SMS consent of every customer with that number, once; TwiML answers', async () => {
    const api = pmFixtures(twilio, (await twilio.signIn(['employee'])).headers);
    const first = await api.createCustomer({ phone: '4165550142' });
    const second = await api.createCustomer({ phone: '14165550142' });
    const other = await api.createCustomer({ phone: '4165550143' });
    const params = { From: '+14165550142', To: '+16475550000', Body: '  Stop ', MessageSid: `SM${'1'.repeat(32)}`, AccountSid: `AC${'0'.repeat(32)}` };
    const answer = await twilioPost(params);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/xml');
    expect(await answer.text()).toContain('<Response></Response>');
    for (const customer of [first, second]) expect(await smsEvents(twilio, customer._id)).toEqual([{ kind: 'withdrawn', method: 'sms_reply' }]);
    expect(await smsEvents(twilio, other._id)).toEqual([]);
    const consent = await twilio.database.pool.query('SELECT sms_consent, email_consent FROM customers WHERE _id = $1', [first._id]);
    expect(consent.rows[0]).toEqual({ sms_consent: 'withdrawn', email_consent: 'implied' });

    expect((await twilioPost({ ...params, Body: '退订' })).status).toBe(200);
    expect(await smsEvents(twilio, first._id)).toHaveLength(1);
  });

  test('a bad signature is a 403 and changes nothing; other text is ignored', async () => {
    const api = pmFixtures(twilio, (await twilio.signIn(['employee'])).headers);
    const person = await api.createCustomer({ phone: '4165550150' });
    const params = { From: '+14165550150', Body: 'STOP' };
    expect((await twilioPost(params, twilioSignature('another-token', `${publicUrl}/api/public/sms/inbound`, params))).status).toBe(403);
    expect((await twilioPost(params, twilioSignature(authToken, 'https://elsewhere.example.com/api/public/sms/inbound', params))).status).toBe(403);
    expect((await twilioPost({ ...params, Body: 'Stop by on Tuesday?' })).status).toBe(200);
    expect(await smsEvents(twilio, person._id)).toEqual([]);
  });
});

describe('STOP through the generic provider', () => {
  test('JSON {from, text} with the SMS token withdraws; without it, 403', async () => {
    const api = pmFixtures(generic, (await generic.signIn(['employee'])).headers);
    const person = await api.createCustomer({ phone: '6475550199' });
    const post = (authorization: string | undefined) =>
      generic.app.inject({
        method: 'POST',
        url: '/api/public/sms/inbound',
        headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
        payload: { from: '6475550199', text: 'unsubscribe' },
      });
    expect((await post(undefined)).statusCode).toBe(403);
    expect((await post('Bearer wrong')).statusCode).toBe(403);
    expect(await smsEvents(generic, person._id)).toEqual([]);
    expect((await post('Bearer generic-token')).statusCode).toBe(200);
    expect(await smsEvents(generic, person._id)).toEqual([{ kind: 'withdrawn', method: 'sms_reply' }]);
  });
});
