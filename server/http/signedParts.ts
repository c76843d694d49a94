import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of a public link: `count` dot-separated parts (ids, a day) and an HMAC of them under a key derived from the
 * JWT secret for one `purpose`, so that a token signed for one purpose or one record cannot be used for another.
 */
export function signedParts(jwtSecret: string, purpose: string, count: number) {
  const key = createHmac('sha256', jwtSecret).update(purpose).digest();
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign: (parts: readonly string[]) => `${parts.join('.')}.${signature(parts.join('.'))}`,
    /** The parts the token was signed with, or undefined for a token this server did not sign for this purpose. */
    read(token: string): string[] | undefined {
      const pieces = token.split('.');
      if (pieces.length !== count + 1 || pieces.some((piece) => !piece)) return undefined;
      const parts = pieces.slice(0, count);
      const expected = Buffer.from(signature(parts.join('.')));
      const given = Buffer.from(pieces[count]);
      return expected.length === given.length && timingSafeEqual(expected, given) ? parts : undefined;
    },
  };
}
