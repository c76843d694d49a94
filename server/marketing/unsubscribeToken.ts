import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of a campaign e-mail's unsubscribe link: the customer and campaign ids and an HMAC of both under a key
// derived from the JWT secret, so that it cannot be made for, or changed to, another customer.

const keyOf = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('campaign unsubscribe').digest();
const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function unsubscribeTokens(jwtSecret: string) {
  const key = keyOf(jwtSecret);
  return {
    sign: (customer: string, campaign: string) => `${customer}.${campaign}.${signature(key, `${customer}.${campaign}`)}`,
    /** The ids the token was signed for, or undefined for a token this server did not sign. */
    read(token: string): { customer: string; campaign: string } | undefined {
      const [customer, campaign, signed, ...rest] = token.split('.');
      if (!customer || !campaign || !signed || rest.length) return undefined;
      const expected = Buffer.from(signature(key, `${customer}.${campaign}`));
      const given = Buffer.from(signed);
      return expected.length === given.length && timingSafeEqual(expected, given) ? { customer, campaign } : undefined;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
