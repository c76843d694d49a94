import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '../../domain/auth';
import { clearAccessToken, readAccessToken, storeAccessToken } from '../http';

/** The signed-in account as the access token describes it, or null when there is no usable token. */
export function readSession(now = Date.now()): TokenClaims | null {
  const token = readAccessToken();
  if (!token) return null;
  try {
    const claims = jwtDecode<TokenClaims>(token);
    if (!claims._id || typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    return { ...claims, roles: claims.roles ?? [], permissions: claims.permissions ?? [] };
  } catch {
    return null;
  }
}

/** Keeps a token the server issued; refuses one the client could not use. */
/** What a call that starts or renews the session answers. */
export interface TokenAnswer {
  accessToken: string;
}

export function startSession(token: string): TokenClaims {
  const claims = jwtDecode<TokenClaims>(token);
  if (!claims._id || typeof claims.exp !== 'number') throw new Error('The access token carries no account.');
  storeAccessToken(token, new Date(claims.exp * 1000));
  return claims;
}

export const endSession = clearAccessToken;
