import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a token `npm run backup` makes may be used: the command asks the server at once. */
export const backupTokenTtlMs = 60_000;

/**
 * Short-lived tokens with which `npm run backup` asks the running server for a backup (docs/server.md#backups):
 * an expiry and its HMAC under the data folder's secret, which only someone who can read that folder has.
 */
export function backupTokens(secret: string) {
  // A key of its own, so that a token is never a value signed for another purpose.
  const key = createHmac('sha256', secret).update('backup token').digest();
  const sign = (expires: string) => createHmac('sha256', key).update(expires).digest('hex');

  return {
    issue: (now: number) => {
      const expires = String(now + backupTokenTtlMs);
      return `${expires}.${sign(expires)}`;
    },
    valid(token: string, now: number) {
      const [expires, signature = ''] = token.split('.');
      const expected = Buffer.from(sign(expires));
      const given = Buffer.from(signature);
      const fresh = Number(expires) >= now && Number(expires) <= now + backupTokenTtlMs;
      return fresh && given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
