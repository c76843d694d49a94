import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, registerSchema } from '../../domain/auth.js';
import { createAccount, findAccountForSignIn, getAccount, revokeToken } from '../auth/accounts.js';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure, throttleKey } from '../auth/loginThrottle.js';
import { verifyPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { notFound, unauthorized } from '../http/apiError.js';

type SignInAccount = NonNullable<Awaited<ReturnType<typeof findAccountForSignIn>>>;

/** Auth: sign in, register, sign out and the signed-in account (SPEC §7, DESIGN §3). */
export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const signToken = (account: SignInAccount) =>
    app.jwt.sign({
      _id: account._id,
      username: account.username,
      name: account.display_name ?? account.name,
      email: account.email,
      phone: account.phone,
      avatar: account.avatar,
      roles: account.roles,
      permissions: account.permissions,
      jti: randomUUID(),
      sv: account.session_version,
    });

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginSchema }, config: { access: 'public' } },
    async (request) => {
      const { username, password } = request.body;
      const key = throttleKey(username, request.ip);
      await assertSignInAllowed(db, key);
      const account = await findAccountForSignIn(db, username);
      const passwordMatches = await verifyPassword(account?.password_hash, password);
      if (!account || !passwordMatches || !account.active) {
        request.log.warn({ username, ip: request.ip }, 'sign-in refused');
        await sleep(await recordSignInFailure(db, key));
        // The same answer whether the account is unknown, the password wrong or the account deactivated.
        throw unauthorized('Incorrect username or password.');
      }
      await clearSignInFailures(db, key);
      request.log.info({ username: account.username }, 'signed in');
      return { accessToken: signToken(account) };
    },
  );

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: registerSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const { name, username, email, password } = request.body;
      await createAccount(db, { name, username, email, password, roles: ['visitor'] });
      const account = (await findAccountForSignIn(db, username))!;
      request.log.info({ username }, 'registered');
      return reply.status(201).send({ accessToken: signToken(account) });
    },
  );

  app.get('/auth/logout', { schema: { tags: ['auth'] }, config: { access: 'account' } }, async (request) => {
    await revokeToken(db, request.tokenClaims.jti, new Date(request.tokenClaims.exp * 1000));
    return { ok: true };
  });

  app.get('/auth/account', { schema: { tags: ['auth'] }, config: { access: 'account' } }, async (request) => {
    const account = await getAccount(db, request.account._id);
    if (!account) throw notFound('The account');
    return account;
  });
};
