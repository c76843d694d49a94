import { SmsDeliveryError } from './smsTransport.js';

/** What a failed hand-over means: try again later, give up on this message, or stop: the server cannot be reached. */
export type DeliveryFailure = 'transient' | 'permanent' | 'unreachable';

/** Reads an SMTP or SMS provider's refusal: a 5xx reply is final, a 4xx one is for now, no connection is unreachable. */
export function deliveryFailureOf(error: unknown): DeliveryFailure {
  if (error instanceof SmsDeliveryError) return error.failure;
  const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string };
  if (typeof responseCode === 'number') return responseCode >= 500 ? 'permanent' : 'transient';
  if (/ECONNREFUSED|ECONNECTION|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN/.test(`${code} ${message}`)) return 'unreachable';
  return 'transient';
}
