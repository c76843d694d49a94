import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { recordAuditEvent } from '../audit/auditLog.js';
import type { SignInFailureReason } from '../../domain/audit.js';
import { loginSchema, registerSchema, unlockSchema } from '../../domain/auth.js';
import { isStaff } from '../../domain/access.js';
import { fieldError } from '../../domain/apiErrors.js';
import { mailPreferencesSchema, passwordChangeSchema, profileSchema } from '../../domain/profile.js';
import {
  changePassword,
  createAccount,
  findAccountById,
  findAccountForSignIn,
  getAccount,
  readMailPreferences,
  revokeToken,
  saveMailPreferences,
  updateProfile,
} from '../auth/accounts.js';
import type { KnownDevices } from '../auth/knownDevices.js';
import {
  assertSignInAllowed,
  clearSignInFailures,
  countAddressRequest,
  recordSignInFailure,
  registrationLimit,
  throttleCounters,
  type ThrottleCounter,
} from '../auth/loginThrottle.js';
import { assertStrongPassword } from '../auth/passwordStrength.js';
import { verifyPassword } from '../auth/passwords.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { ApiError, notFound, unauthorized } from '../http/apiError.js';
import type { UploadOwners } from '../storage/uploadOwners.js';

type SignInAccount = NonNullable<Awaited<ReturnType<typeof findAccountForSignIn>>>;

const wrongPassword = (field: string) =>
  new ApiError(400, 'WRONG_PASSWORD', 'The password is not correct.', [{ path: field, message: 'The password is not correct.' }]);

/**
 * Auth: sign in, register, sign out, the lockscreen's unlock, and the signed-in account, which its owner edits
 * (docs/product.md#api, #accounts).
 */
export const authRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; uploadOwners: UploadOwners; devices: KnownDevices }> = async (
  app,
  { db, clock, uploadOwners, devices },
) => {
  /** A token for the account as it is now; `expiresIn` (seconds) keeps a session's end when its token is renewed. */
  const signToken = (account: SignInAccount, expiresIn?: number) =>
    app.jwt.sign(
      {
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
      },
      expiresIn === undefined ? undefined : { expiresIn },
    );

  /**
   * Holds a password check to the sign-in throttle (docs/accounts.md#the-sign-in-throttle): refuses with 429 by the
   * counts known before the account is looked up (the name and address's, or the known device's), then by the
   * account's when the browser is not known to it. Answers the account (if the name is one) and the counters a
   * failure counts on and a success clears.
   */
  async function throttledLookUp<Account extends { _id: string }>(request: FastifyRequest, typed: string, lookUp: () => Promise<Account | undefined>) {
    const device = devices.deviceOf(request.headers.cookie);
    const untrusted = [throttleCounters.pair(typed, request.ip), throttleCounters.address(request.ip)];
    await assertSignInAllowed(db, device ? [throttleCounters.device(device.id)] : untrusted, clock);
    const account = await lookUp();
    if (device && account?._id === device.account) return { account, counters: [throttleCounters.device(device.id)] };
    const counters: ThrottleCounter[] = [...untrusted, throttleCounters.account(account, typed)];
    // Another account's device: its name and address were not checked yet.
    await assertSignInAllowed(db, device ? counters : counters.slice(untrusted.length), clock);
    return { account, counters };
  }

  /**
   * The signed-in account, once `password` is proven to be its password. Failures count towards the sign-in
   * throttle, so a token left in an open browser cannot be used to guess the password.
   */
  async function proveOwnPassword(request: FastifyRequest, password: string, field: string) {
    const { account, counters } = await throttledLookUp(request, request.account.username, () => findAccountById(db, request.account._id));
    if (!account || !(await verifyPassword(account.password_hash, password))) {
      request.log.warn({ username: request.account.username, ip: request.ip }, 'password check refused');
      await clock.sleep(await recordSignInFailure(db, counters, clock));
      throw wrongPassword(field);
    }
    await clearSignInFailures(db, counters);
    return account;
  }

  /**
   * A visitor's picture is a file they uploaded (or the one they have): one visitor cannot show another's upload
   * as theirs. Staff may use any file of our storage, as they do for customers' pictures.
   */
  async function assertOwnPicture(request: FastifyRequest, avatar: string | null | undefined) {
    const { _id, roles } = request.account;
    if (!avatar || isStaff(roles) || uploadOwners.uploadedBy(avatar, _id)) return;
    if ((await findAccountById(db, _id))?.avatar === avatar) return;
    const refusal = fieldError('avatar', 'validation.profile.avatar_not_own');
    throw new ApiError(400, 'VALIDATION_FAILED', refusal.message, [refusal]);
  }

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const { username, password } = request.body;
      let account: SignInAccount | undefined;
      // Every attempt is audited with its address and browser; a failure with what was typed as the username.
      const auditFailure = (reason: SignInFailureReason) =>
        recordAuditEvent(db, request, { action: 'sign_in_failed', subject: account?._id, login: username, detail: { reason } });
      let counters: ThrottleCounter[];
      try {
        ({ account, counters } = await throttledLookUp(request, username, () => findAccountForSignIn(db, username)));
      } catch (error) {
        await auditFailure('throttled');
        throw error;
      }
      const passwordMatches = await verifyPassword(account?.password_hash, password);
      if (!account || !passwordMatches || !account.active) {
        request.log.warn({ username, ip: request.ip }, 'sign-in refused');
        await auditFailure(!account ? 'unknown_account' : !passwordMatches ? 'wrong_password' : 'inactive');
        await clock.sleep(await recordSignInFailure(db, counters, clock));
        // The same answer whether the account is unknown, the password wrong or the account deactivated.
        throw unauthorized('Incorrect username or password.');
      }
      await clearSignInFailures(db, counters);
      await recordAuditEvent(db, request, { action: 'sign_in', actor: account._id, subject: account._id });
      request.log.info({ username: account.username }, 'signed in');
      reply.header('set-cookie', devices.cookieFor(account._id, request.protocol === 'https'));
      return { accessToken: signToken(account) };
    },
  );

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: registerSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const { name, username, email, password } = request.body;
      await countAddressRequest(db, registrationLimit, request.ip, clock);
      assertStrongPassword(password, { name, username, email }, 'password');
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

  app.put('/auth/account', { schema: { tags: ['auth'], body: profileSchema }, config: { access: 'account' } }, async (request) => {
    const { username, name, email, phone, avatar } = request.body;
    await assertOwnPicture(request, avatar);
    await updateProfile(db, request.account._id, { username, name, email, phone: phone ?? null, avatar: avatar ?? null });
    request.log.info({ account: request.account._id }, 'profile changed');
    // The token carries the name, e-mail, phone and avatar the top bar shows: a new one, ending when the old one does.
    const remainingSeconds = Math.max(1, request.tokenClaims.exp - Math.floor(Date.now() / 1000));
    const account = (await findAccountById(db, request.account._id))!;
    return { accessToken: signToken(account, remainingSeconds), account: await getAccount(db, account._id) };
  });

  const mailPreferences = { description: 'What the back office e-mails the signed-in person: in which language (null: the business’s), and the daily digest of overdue tasks.' };

  app.get(
    '/auth/account/mail',
    { schema: { tags: ['auth'], ...mailPreferences, response: { 200: mailPreferencesSchema } }, config: { access: 'account' } },
    (request) => readMailPreferences(db, request.account._id),
  );

  app.put(
    '/auth/account/mail',
    { schema: { tags: ['auth'], ...mailPreferences, body: mailPreferencesSchema, response: { 200: mailPreferencesSchema } }, config: { access: 'account' } },
    (request) => saveMailPreferences(db, request.account._id, request.body),
  );

  app.put(
    '/auth/account/password',
    { schema: { tags: ['auth'], body: passwordChangeSchema }, config: { access: 'account' } },
    async (request) => {
      const account = await proveOwnPassword(request, request.body.current_password, 'current_password');
      assertStrongPassword(request.body.new_password, account, 'new_password');
      await changePassword(db, request.account._id, request.body.new_password);
      await recordAuditEvent(db, request, { action: 'password_changed', actor: request.account._id, subject: request.account._id });
      request.log.info({ account: request.account._id }, 'password changed; other sessions ended');
      // Every token issued before is refused from now on; this session goes on with a token of the new version.
      return { accessToken: signToken((await findAccountById(db, request.account._id))!) };
    },
  );

  app.post('/auth/unlock', { schema: { tags: ['auth'], body: unlockSchema }, config: { access: 'account' } }, async (request) => {
    await proveOwnPassword(request, request.body.password, 'password');
    return { ok: true };
  });
};
