/** One SMS: to a phone number, from the sender's name or number, the text. */
export interface SmsMessage {
  to: string;
  from: string;
  text: string;
}

/** Where campaign SMS go: a provider reached over HTTP. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

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
 * The generic SMS adapter (SMS_URL, SMS_TOKEN): each message is a JSON `POST {to, from, text}` to the provider's
 * address, with `Authorization: Bearer <SMS_TOKEN>` when a token is set; any 2xx answer means accepted.
 */
export function httpSmsTransport(url: string, token?: string, timeoutMs = 15_000): SmsTransport {
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        throw new SmsDeliveryError(`The SMS provider could not be reached (${cause?.code ?? (error as Error).message}).`, 'unreachable');
      }
      if (response.ok) return;
      const answer = (await response.text()).slice(0, 200);
      const transient = response.status === 429 || response.status >= 500;
      throw new SmsDeliveryError(`The SMS provider answered ${response.status}${answer ? `: ${answer}` : ''}`, transient ? 'transient' : 'permanent');
    },
  };
}
