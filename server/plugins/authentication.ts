import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canAccessArea, isStaff, type Area } from '../../domain/access.js';
import type { TokenClaims } from '../../domain/auth.js';
import { recordAuditEvent } from '../audit/auditLog.js';
import { checkedSessionState, followSessionChanges } from '../auth/accounts.js';
import type { Clock } from '../clock.js';
import type { ChangeNotices } from '../db/changeNotices.js';
import type { Db } from '../db/client.js';
import { forbidden, unauthorized } from '../http/apiError.js';
import { loggableUrl } from '../logging.js';

/**
 * Who may call a route. Every route under /api declares one, or it fails to register:
 * `public` anyone; `account` any signed-in account; `staff` any staff role;
 * `{area, action}` staff whose roles and permission tags allow that action in that area (docs/product.md#roles-and-permissions).
 */
export type RouteAccess = 'public' | 'account' | 'staff' | { area: Area; action: 'read' | 'write' };

export interface SignedInAccount {
  _id: string;
  username: string;
  roles: string[];
  permissions: string[];
}

export interface GuardedRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it: what the access-matrix test walks. */
    guardedRoutes: GuardedRoute[];
  }
  interface FastifyRequest {
    /** The signed-in account; set on every route but `public` ones. */
    account: SignedInAccount;
    tokenClaims: TokenClaims;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<TokenClaims, 'iat' | 'exp'> & { sv: number };
    user: TokenClaims & { sv: number };
  }
}

const describeAccess = (access: RouteAccess) => (typeof access === 'string' ? access : `${access.action} ${access.area}`);

async function authenticate(db: Db, notices: ChangeNotices, clock: Clock, request: FastifyRequest): Promise<SignedInAccount> {
  let claims: TokenClaims & { sv: number };
  try {
    claims = await request.jwtVerify();
  } catch {
    throw unauthorized();
  }
  const state = await checkedSessionState(db, claims._id, claims.jti, clock.now(), notices.listening);
  if (!state || !state.active || state.revoked || state.session_version !== claims.sv) {
    throw unauthorized('Your session has ended. Please sign in again.');
  }
  request.tokenClaims = claims;
  return { _id: state._id, username: state.username, roles: state.roles, permissions: state.permissions };
}

function isAllowed(account: SignedInAccount, access: Exclude<RouteAccess, 'public'>) {
  if (access === 'account') return true;
  if (access === 'staff') return isStaff(account.roles);
  return canAccessArea(account.roles, account.permissions, access.area, access.action);
}

export const authenticationPlugin = fp<{ db: Db; notices: ChangeNotices; clock: Clock; jwtSecret: string; tokenTtlSeconds: number }>(
  async (app: FastifyInstance, { db, notices, clock, jwtSecret, tokenTtlSeconds }) => {
    // Session checks are kept a second; what other servers change reaches them as notices (docs/server.md#several-servers).
    await followSessionChanges(db, notices);
    await app.register(fastifyJwt, {
      secret: jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: tokenTtlSeconds },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('account', null as unknown as SignedInAccount);
    app.decorateRequest('tokenClaims', null as unknown as TokenClaims);

    app.decorate('guardedRoutes', [] as GuardedRoute[]);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`${route.method} ${route.url} does not declare who may call it (config.access).`);
      for (const method of [route.method].flat()) if (method !== 'HEAD') app.guardedRoutes.push({ method, url: route.url, access });
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      request.account = await authenticate(db, notices, clock, request);
      if (!isAllowed(request.account, access)) {
        const needs = describeAccess(access);
        request.log.warn({ account: request.account.username, roles: request.account.roles, needs, url: loggableUrl(request.url) }, 'authorization refused');
        await recordAuditEvent(db, request, {
          action: 'access_refused',
          actor: request.account._id,
          detail: { method: request.method, url: request.routeOptions.url, needs },
        });
        throw forbidden();
      }
    });
  },
  { name: 'authentication' },
);
