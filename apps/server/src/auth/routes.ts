/**
 * Sign-in and the session (OA and APPS, the same routes under both prefixes; the console's 410 rule refreshes on
 * the failed request's host):
 * POST /v1/auth/login, /v1/auth/register, /v1/auth/token/access (refresh token as bearer), /v1/auth/logout
 * (refresh token as bearer), /v1/auth/password (change password); GET /v1/me.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { AuditAction, AuditTarget } from '@oa/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { writeAudit } from '../audit/writeAudit';
import { clients } from '../authz/schema';
import { permissionGroups, users } from './schema';
import { bearerToken, principalOf, PUBLIC, SIGNED_IN } from '../http/access';
import { HttpError, MESSAGES } from '../http/errors';
import { envelope } from '../http/routeSchemas';
import { accountKey, ipKey, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP, type LoginLimits } from './loginLimits';
import { passwordProblem, type PasswordHasher } from './passwords';
import type { RefreshStore, TokenService } from './tokens';

export interface AuthRoutesOptions {
  db: Db;
  tokens: TokenService;
  refresh: RefreshStore;
  hasher: PasswordHasher;
  limits: LoginLimits;
}

const LoginId = Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' });
const Password = Type.String({ minLength: 1, maxLength: 128 });
const Tokens = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
const SessionUser = Type.Object({ id: Type.String(), name: Type.String(), permissions: Type.Array(Type.String()) });

/** Sign-up: PENDING until an administrator activates it (PATCH /v1/users/:id/status). */
const RegisterBody = Type.Object({
  loginId: LoginId,
  password: Password,
  name: Type.String({ minLength: 1, maxLength: 40 }),
  email: Type.String({ format: 'email', maxLength: 100 }),
  phone: Type.Optional(Type.String({ pattern: '^01[0-9]-?[0-9]{3,4}-?[0-9]{4}$' })),
});

const sessionEnded = () => new HttpError(498, 'SESSION_ENDED', MESSAGES.sessionEnded);

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = (
  app,
  { db, tokens, refresh, hasher, limits },
) => {
  /** Access + refresh tokens for a user of `sessionId`, signed with the permissions the database holds now. */
  const tokensFor = async (userId: number, sessionId: string, refreshToken: string) => {
    const [user] = await db
      .select({
        loginId: users.loginId,
        name: users.name,
        status: users.status,
        mustChangePassword: users.mustChangePassword,
        permissions: permissionGroups.permissions,
      })
      .from(users)
      .leftJoin(permissionGroups, eq(permissionGroups.id, users.groupId))
      .where(eq(users.id, userId));
    if (user?.status !== 'ACTIVE') throw sessionEnded();
    const permissions = user.permissions ?? [];
    const accessToken = await tokens.signAccess(userId, sessionId, { id: user.loginId, name: user.name, permissions });
    return {
      accessToken,
      refreshToken,
      user: { id: user.loginId, name: user.name, permissions },
      mustChangePassword: user.mustChangePassword,
    };
  };

  /** 429 with Retry-After while any of the keys is over its limit. */
  const refuseWhileLimited = async (reply: FastifyReply, keys: readonly { key: string; max: number }[]) => {
    const wait = await limits.retryAfter(keys);
    if (wait > 0) {
      void reply.header('retry-after', String(wait));
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', MESSAGES.tooManyAttempts);
    }
  };

  /** A sign-in event's audit record: what happened, from which address. */
  const audit = (
    actorUserId: number | null,
    action: AuditAction,
    request: FastifyRequest,
    target: AuditTarget | null = null,
  ) => writeAudit(db, actorUserId === null ? null : { userId: actorUserId }, action, target, null, { ip: request.ip });

  app.post(
    '/v1/auth/login',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: '로그인',
        body: Type.Object({ loginId: Type.String({ minLength: 1, maxLength: 100 }), password: Password }),
        response: {
          200: Type.Object({
            _data: Type.Intersect([
              Tokens,
              // mustChangePassword: an administrator gave this password (a new user, a reset); ask for a new one.
              Type.Object({ user: SessionUser, mustChangePassword: Type.Boolean() }),
            ]),
          }),
        },
      },
    },
    async (request, reply) => {
      const { loginId, password } = request.body;
      const account = accountKey(loginId);
      const ip = ipKey(request.ip);
      await refuseWhileLimited(reply, [
        { key: account, max: MAX_FAILURES_PER_ACCOUNT },
        { key: ip, max: MAX_FAILURES_PER_IP },
      ]);
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
        .from(users)
        .where(eq(users.loginId, loginId.trim()));
      // The same work and the same answer whether the account exists or not (no enumeration).
      const matches =
        user === undefined ? (await hasher.burn(password), false) : await hasher.verify(password, user.passwordHash);
      if (user === undefined || !matches) {
        await limits.fail([account, ip]);
        throw new HttpError(401, 'LOGIN_FAILED', MESSAGES.loginFailed);
      }
      await limits.clear(account);
      // Only the right password learns the account's state.
      if (user.status === 'PENDING') throw new HttpError(403, 'ACCOUNT_PENDING', MESSAGES.accountPending);
      if (user.status === 'LOCKED') throw new HttpError(403, 'ACCOUNT_LOCKED', MESSAGES.accountLocked);
      const session = await refresh.start(user.id);
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      await audit(user.id, 'auth.login', request);
      return { _data: await tokensFor(user.id, session.sessionId, session.refreshToken) };
    },
  );

  app.post(
    '/v1/auth/register',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: '회원가입 (관리자 승인 후 사용)',
        body: RegisterBody,
        response: { 201: envelope(Type.Object({ id: Type.String(), status: Type.Literal('PENDING') })) },
      },
    },
    async (request, reply) => {
      const { loginId, password, name, email, phone } = request.body;
      const problem = passwordProblem(password, loginId);
      if (problem !== null) throw new HttpError(400, 'WEAK_PASSWORD', problem, { password: problem });
      const ip = ipKey(request.ip);
      await refuseWhileLimited(reply, [{ key: `register:${ip}`, max: 10 }]);
      await limits.fail([`register:${ip}`]);
      const passwordHash = await hasher.hash(password);
      const inserted = await db
        .insert(users)
        .values({ loginId, passwordHash, name, email, phone: phone ?? null, status: 'PENDING' })
        .onConflictDoNothing({ target: users.loginId })
        .returning({ id: users.id });
      if (inserted.length === 0)
        throw new HttpError(409, 'LOGIN_ID_TAKEN', MESSAGES.loginIdTaken, { loginId: MESSAGES.loginIdTaken });
      const userId = inserted[0]?.id ?? null;
      await audit(userId, 'auth.register', request, userId === null ? null : `user:${String(userId)}`);
      return reply.code(201).send({ _data: { id: loginId, status: 'PENDING' as const } });
    },
  );

  const refreshTokenOf = (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === null) throw sessionEnded();
    return token;
  };

  app.post(
    '/v1/auth/token/access',
    {
      // Authenticated by the refresh token itself, below (an access token here is not a refresh token: 498).
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: '액세스 토큰 재발급 (리프레시 토큰을 Bearer로)',
        response: { 200: envelope(Tokens) },
      },
    },
    async (request) => {
      const outcome = await refresh.rotate(refreshTokenOf(request));
      if (!outcome.ok) {
        if (outcome.reason === 'reused') await audit(null, 'auth.refresh_reuse', request);
        throw sessionEnded();
      }
      const { accessToken, refreshToken } = await tokensFor(outcome.userId, outcome.sessionId, outcome.refreshToken);
      return { _data: { accessToken, refreshToken } };
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: '로그아웃 (리프레시 토큰 계열 폐기)',
        response: { 200: envelope(Type.Null()) },
      },
    },
    async (request) => {
      // Idempotent: an unknown or already revoked token is fine; the client is logging out anyway.
      const token = bearerToken(request);
      const sessionId = token === null ? null : await refresh.sessionOf(token);
      if (sessionId !== null) await refresh.revokeSession(sessionId, 'logout');
      return { _data: null };
    },
  );

  app.post(
    '/v1/auth/password',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: '비밀번호 변경 (다른 기기의 로그인은 종료)',
        body: Type.Object({ currentPassword: Password, newPassword: Password }),
        response: { 200: envelope(Tokens) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { currentPassword, newPassword } = request.body;
      const account = accountKey(principal.loginId);
      await refuseWhileLimited(reply, [{ key: account, max: MAX_FAILURES_PER_ACCOUNT }]);
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, principal.userId));
      if (user === undefined || !(await hasher.verify(currentPassword, user.passwordHash))) {
        await limits.fail([account]);
        throw new HttpError(400, 'WRONG_PASSWORD', MESSAGES.wrongCurrentPassword, {
          currentPassword: MESSAGES.wrongCurrentPassword,
        });
      }
      const problem = passwordProblem(newPassword, principal.loginId);
      if (problem !== null) throw new HttpError(400, 'WEAK_PASSWORD', problem, { newPassword: problem });
      if (newPassword === currentPassword) {
        throw new HttpError(400, 'SAME_PASSWORD', MESSAGES.samePassword, { newPassword: MESSAGES.samePassword });
      }
      await db
        .update(users)
        .set({ passwordHash: await hasher.hash(newPassword), passwordChangedAt: new Date(), mustChangePassword: false })
        .where(eq(users.id, principal.userId));
      // Every other session ends; this one continues with new tokens.
      await refresh.revokeUser(principal.userId, 'password changed');
      await audit(principal.userId, 'auth.password_changed', request);
      const session = await refresh.start(principal.userId);
      const { accessToken, refreshToken } = await tokensFor(principal.userId, session.sessionId, session.refreshToken);
      return { _data: { accessToken, refreshToken } };
    },
  );

  app.get(
    '/v1/me',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: '내 정보',
        response: {
          200: Type.Object({
            _data: Type.Object({
              id: Type.String(),
              name: Type.String(),
              email: Type.Union([Type.String(), Type.Null()]),
              permissions: Type.Array(Type.String()),
              group: Type.Union([Type.String(), Type.Null()]),
              client: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
              mustChangePassword: Type.Boolean(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const [row] = await db
        .select({
          email: users.email,
          mustChangePassword: users.mustChangePassword,
          group: permissionGroups.name,
          clientId: clients.id,
          clientName: clients.name,
        })
        .from(users)
        .leftJoin(permissionGroups, eq(permissionGroups.id, users.groupId))
        .leftJoin(clients, eq(clients.id, users.clientId))
        .where(eq(users.id, principal.userId));
      return {
        _data: {
          id: principal.loginId,
          name: principal.name,
          email: row?.email ?? null,
          permissions: [...principal.permissions],
          group: row?.group ?? null,
          client: row?.clientId == null || row.clientName == null ? null : { id: row.clientId, name: row.clientName },
          mustChangePassword: row?.mustChangePassword ?? false,
        },
      };
    },
  );
  return Promise.resolve();
};
