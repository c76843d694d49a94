/** One SMS: to a phone number, from the sender's name or number, the text. */
export interface SmsMessage {
  to: string;
  from: string;
  text: string;
}

/** Where campaign SMS go: a provider reached over HTTP. */
export interface SmsTransport {
  /** The provider's host name, for the settings screen (never the address's credentials or path). */
  host: string;
  send(message: SmsMessage): Promise<void>;
}

/** Which provider SMS go through and how it is reached, as SMS_PROVIDER and the SMS_* variables say. */
export type SmsProviderConfig =
  | { provider: 'http'; url: string; token?: string }
  | {
      provider: 'twilio';
      /** Twilio's API root (https://api.twilio.com); tests point it at a local server. */
      url: string;
      accountSid: string;
      authToken: string;
      /** A Messaging Service (MG…) to send from instead of the campaign's sender. */
      messagingServiceSid?: string;
      /** Prefixed to the stored 10- or 11-digit numbers to make them E.164, as Twilio requires. */
      countryCode: string;
    };

/**
 * A provider's refusal: `transient` (429, 5xx) is tried again later, otherwise the message failed; `unreachable`
 * when no answer came at all (the campaign is interrupted, as for an SMTP server that is down).
 */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly failure: 'transient' | 'permanent' | 'unreachable',
  ) {
    super(message);
  }
}

/**
 * Posts one SMS to a provider, the same way for every provider: no answer is unreachable; 2xx is accepted; 429 and
 * 5xx are tried again; any other answer fails the message with what `refusal` reads from the provider's answer.
 */
async function postToProvider(url: string, init: RequestInit, refusal: (answer: string) => string, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new SmsDeliveryError(`The SMS provider could not be reached (${cause?.code ?? (error as Error).message}).`, 'unreachable');
  }
  if (response.ok) return;
  const reason = refusal(await response.text());
  const transient = response.status === 429 || response.status >= 500;
  throw new SmsDeliveryError(`The SMS provider answered ${response.status}${reason ? `: ${reason}` : ''}`, transient ? 'transient' : 'permanent');
}

/**
 * The generic SMS adapter (SMS_URL, SMS_TOKEN): each message is a JSON `POST {to, from, text}` to the provider's
 * address, with `Authorization: Bearer <SMS_TOKEN>` when a token is set; any 2xx answer means accepted.
 */
export function httpSmsTransport(url: string, token?: string, timeoutMs = 15_000): SmsTransport {
  return {
    host: new URL(url).hostname,
    send: (message) =>
      postToProvider(
        url,
        { headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(message) },
        (answer) => answer.slice(0, 200),
        timeoutMs,
      ),
  };
}

/** A stored phone number (10 or 11 digits, no country code unless it already starts with it) in E.164: `+<country><number>`. */
export function e164(phone: string, countryCode: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length > 10 && digits.startsWith(countryCode) ? digits : countryCode + digits}`;
}

/** Twilio's error answer: `{code, message, more_info, status}`; its message, or the answer itself when it is not that. */
function twilioRefusal(answer: string): string {
  try {
    const { code, message } = JSON.parse(answer) as { code?: number; message?: string };
    if (message) return code ? `${message} (Twilio error ${code})` : message;
  } catch {
    // Not JSON (a proxy's page): shown as it came.
  }
  return answer.slice(0, 200);
}

/**
 * Twilio's Messages API: a form-encoded `POST {url}/2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic
 * auth (AccountSid:AuthToken) and `To` (E.164), `From` or `MessagingServiceSid`, `Body`; Twilio answers 201.
 */
export function twilioSmsTransport(
  { url, accountSid, authToken, messagingServiceSid, countryCode }: Extract<SmsProviderConfig, { provider: 'twilio' }>,
  timeoutMs = 15_000,
): SmsTransport {
  const endpoint = `${url.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    host: new URL(url).hostname,
    send: ({ to, from, text }) => {
      // A sender made of digits is a phone number, E.164 too; otherwise an alphanumeric sender ID, as it is.
      const sender = messagingServiceSid ? ['MessagingServiceSid', messagingServiceSid] : ['From', /^\d+$/.test(from) ? e164(from, countryCode) : from];
      const body = new URLSearchParams([['To', e164(to, countryCode)], sender, ['Body', text]]);
      return postToProvider(endpoint, { headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' }, body }, twilioRefusal, timeoutMs);
    },
  };
}

/** The transport SMS_PROVIDER names. */
export const smsTransportOf = (config: SmsProviderConfig): SmsTransport =>
  config.provider === 'twilio' ? twilioSmsTransport(config) : httpSmsTransport(config.url, config.token);
