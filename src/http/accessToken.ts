import { tokenCookieName } from '../../domain/session';

/** The access token lives in a cookie (docs/product.md#sessions) so every tab of the browser shares one session. */
export function readAccessToken(): string | null {
  const prefix = `${tokenCookieName}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

/** Kept until `expiresAt` (the token's own `exp`), so a stale cookie never outlives its token. */
export function storeAccessToken(token: string, expiresAt: Date): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${tokenCookieName}=${encodeURIComponent(token)}; Path=/; Expires=${expiresAt.toUTCString()}; SameSite=Strict${secure}`;
}

export function clearAccessToken(): void {
  document.cookie = `${tokenCookieName}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}
