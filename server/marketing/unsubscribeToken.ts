import { signedParts } from '../http/signedParts.js';

// The token of a campaign e-mail's unsubscribe link: the customer and campaign ids and an HMAC of both under a key
// derived from the JWT secret, so that it cannot be made for, or changed to, another customer.

export function unsubscribeTokens(jwtSecret: string) {
  const tokens = signedParts(jwtSecret, 'campaign unsubscribe', 2);
  return {
    sign: (customer: string, campaign: string) => tokens.sign([customer, campaign]),
    /** The ids the token was signed for, or undefined for a token this server did not sign. */
    read(token: string): { customer: string; campaign: string } | undefined {
      const [customer, campaign] = tokens.read(token) ?? [];
      return customer && campaign ? { customer, campaign } : undefined;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
