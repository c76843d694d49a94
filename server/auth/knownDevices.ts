import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Known devices (docs/accounts.md#the-sign-in-throttle): a browser that signed in to an account gets a signed cookie
 * naming the account and the device; its later sign-ins to that account are throttled by the device's own count.
 * The cookie goes only to `/api/auth` and is never readable by the page's scripts.
 */
export const deviceCookieName = 'known_device';
const maxAgeSeconds = 365 * 24 * 60 * 60;

export interface KnownDevice {
  account: string;
  /** The device's own id, the key of its count. */
  id: string;
}

export function knownDevices(secret: string) {
  // A key of its own, so that a cookie is never a value signed for another purpose.
  const key = createHmac('sha256', secret).update('known device').digest();
  const sign = (value: string) => createHmac('sha256', key).update(value).digest('base64url');

  return {
    /** The Set-Cookie header value that makes this browser a known device of the account. */
    cookieFor(accountId: string, secure: boolean) {
      const value = `${accountId}.${randomBytes(12).toString('base64url')}`;
      return `${deviceCookieName}=${value}.${sign(value)}; Max-Age=${maxAgeSeconds}; Path=/api/auth; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
    /** The device a request's cookies name, when its signature holds. */
    deviceOf(cookieHeader: string | undefined): KnownDevice | undefined {
      const cookie = cookieHeader
        ?.split(/;\s*/)
        .find((part) => part.startsWith(`${deviceCookieName}=`))
        ?.slice(deviceCookieName.length + 1);
      const [account, nonce, signature, ...rest] = cookie?.split('.') ?? [];
      if (!account || !nonce || !signature || rest.length) return undefined;
      const expected = Buffer.from(sign(`${account}.${nonce}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return { account, id: `${account}.${nonce}` };
    },
  };
}

export type KnownDevices = ReturnType<typeof knownDevices>;
