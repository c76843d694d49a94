import type { TokenClaims } from '../../../domain/auth';
import { tokenCookieName } from '../../../domain/session';

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token shaped like the server's; the client only decodes it, so the signature is a placeholder. */
export function makeToken(claims: Partial<TokenClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload: Partial<TokenClaims> = {
    _id: 'staff-0001',
    username: 'alice',
    name: 'Alice Wong',
    email: 'alice@example.com',
    phone: null,
    avatar: null,
    roles: ['employee'],
    permissions: [],
    jti: 'jti-1',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

export function signInAs(claims: Partial<TokenClaims> = {}): string {
  const token = makeToken(claims);
  document.cookie = `${tokenCookieName}=${encodeURIComponent(token)}; Path=/`;
  return token;
}

export const cookieToken = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${tokenCookieName}=`))
    ?.slice(tokenCookieName.length + 1) || null;
