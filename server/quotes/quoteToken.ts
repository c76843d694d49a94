import { signedParts } from '../http/signedParts.js';

// The token of a quote's public link (docs/quotes.md#the-customers-page): the version's id and its valid-until day,
// signed, so that it cannot be made for another version or given a later day. The page refuses it after that day
// in the business time zone, whatever the database says.

/** What a quote token names: one version, and the last day it may be used (`YYYY-MM-DD`). */
export interface QuoteLink {
  quote: string;
  validUntil: string;
}

export function quoteTokens(jwtSecret: string) {
  const tokens = signedParts(jwtSecret, 'quote link', 2);
  return {
    sign: ({ quote, validUntil }: QuoteLink) => tokens.sign([quote, validUntil]),
    /** The version and day the token was signed for, or undefined for a token this server did not sign. */
    read(token: string): QuoteLink | undefined {
      const [quote, validUntil] = tokens.read(token) ?? [];
      return quote && validUntil ? { quote, validUntil } : undefined;
    },
  };
}
export type QuoteTokens = ReturnType<typeof quoteTokens>;
