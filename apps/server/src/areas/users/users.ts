/**
 * Console users (OA): the user list, the client admin user list, a user's detail, registering (with a one-time
 * password), editing, activating / locking an account, and resetting a password. A client's admin user sees and
 * changes only its own client's users (another's answers 404) and cannot give a user another client. Every change
 * writes an audit record in its own transaction; none may remove the last active group administrator.
 */
import { randomInt } from 'node:crypto';
import { Type } from '@fastify/type-provider-typebox';
import { passwordProblem, USER_LIST } from '@oa/contract';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  ConsoleUserSchema,
  OneTimePasswordSchema,
  UserInputSchema,
  UserStatusInputSchema,
} from '@oa/contract/schemas/users';
import type { AreaPlugin } from '../area';
import { endSessions } from '../../auth/tokens';
import { writeAudit } from '../../audit/writeAudit';
import { ownClientScope } from '../../authz/scope';
import { isUniqueViolation } from '../../db/errors';
import { clients } from '../clients/schema';
import { permissionGroups, users } from './schema';
import { action, principalOf, screen, type Principal } from '../../http/access';
import { HttpError, invalid, MESSAGES, notFound } from '../../http/errors';
import { maskPhone, validOrThrow } from '../../http/forms';
import { listSpec, runList } from '../../lists/listEngine';
import { envelope, errors, IdParams, listSchema, serialized } from '../../http/routeSchemas';
import { guardedChange, USERS_MESSAGES } from './rules';
import { checkUserInput, temporaryPassword } from './validation';

export const userList = listSpec(
  USER_LIST,
  {
    q: { column: users.loginId, alsoColumns: [users.name, users.email] },
    loginId: users.loginId,
    name: users.name,
    email: users.email,
    status: users.status,
    groupId: users.groupId,
    clientId: users.clientId,
    lastLoginAt: users.lastLoginAt,
    createdAt: users.createdAt,
  },
  users.id,
);

const projection = {
  id: users.id,
  loginId: users.loginId,
  name: users.name,
  email: users.email,
  phone: users.phone,
  status: users.status,
  groupId: users.groupId,
  groupName: permissionGroups.name,
  clientId: users.clientId,
  clientName: clients.name,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

const joins = (query: PgSelect) =>
  query
    .leftJoin(permissionGroups, eq(permissionGroups.id, users.groupId))
    .leftJoin(clients, eq(clients.id, users.clientId)) as unknown as PgSelect;

/** What an audit record keeps of a user (the phone masked; never the password). */
export const userSnapshot = (user: {
  loginId: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: string;
  groupId: number | null;
  clientId: number | null;
}) => ({
  loginId: user.loginId,
  name: user.name,
  email: user.email,
  phone: maskPhone(user.phone),
  status: user.status,
  groupId: user.groupId,
  clientId: user.clientId,
});

const ownAccount = () => new HttpError(400, 'OWN_ACCOUNT', USERS_MESSAGES.ownAccount);

export const userRoutes: AreaPlugin = (app, { db, hasher }) => {
  const list = async (query: Record<string, unknown>, scope: SQL | undefined) => {
    const page = await runList<{ phone: string | null } & Record<string, unknown>>({
      db,
      from: users,
      projection,
      joins,
      spec: userList,
      query: query,
      scope,
    });
    return serialized({
      _data: { ...page, items: page.items.map((item) => ({ ...item, phone: maskPhone(item.phone) })) },
    });
  };

  /** The stored row of a user the principal sees, or 404 (another client's user does not exist for it). */
  const findUser = async (id: number, principal: Principal) => {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), ownClientScope(principal, users.clientId)));
    if (row === undefined) throw notFound();
    return row;
  };

  const readUser = async (id: number, principal: Principal) => {
    const [row] = await joins(db.select(projection).from(users).$dynamic()).where(
      and(eq(users.id, id), ownClientScope(principal, users.clientId)),
    );
    if (row === undefined) throw notFound();
    const user = row as typeof row & { phone: string | null };
    return serialized({ ...user, phone: maskPhone(user.phone) });
  };

  /**
   * A group the principal may give: it exists, and (when it changes) holds nothing the principal lacks, so nobody
   * hands out more than they have (a client's admin user cannot make anyone a group administrator).
   */
  const checkGroup = async (principal: Principal, groupId: number | null) => {
    if (groupId === null) return;
    const [group] = await db
      .select({ permissions: permissionGroups.permissions })
      .from(permissionGroups)
      .where(eq(permissionGroups.id, groupId));
    if (group === undefined) throw invalid({ groupId: USERS_MESSAGES.unknownGroup });
    if (!group.permissions.every((permission) => principal.permissions.includes(permission))) {
      throw invalid({ groupId: USERS_MESSAGES.groupBeyondOwn });
    }
  };

  /** A client's admin user keeps users in its own client; staff may pick any existing client or none. */
  const checkClient = async (principal: Principal, clientId: number | null) => {
    if (principal.clientId !== null) {
      if (clientId !== principal.clientId) throw invalid({ clientId: USERS_MESSAGES.otherClient });
      return;
    }
    if (clientId === null) return;
    const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (client === undefined) throw invalid({ clientId: MESSAGES.unknownClient });
  };

  const loginIdTaken = () =>
    new HttpError(409, 'LOGIN_ID_TAKEN', MESSAGES.loginIdTaken, { loginId: MESSAGES.loginIdTaken });

  const newPassword = (loginId: string) => temporaryPassword(loginId, (max) => randomInt(max), passwordProblem);

  app.get(
    '/v1/users',
    {
      config: { access: screen('/dashboard/user-list') },
      schema: listSchema(USER_LIST, ConsoleUserSchema, {
        tags: ['users'],
        summary: '전체 사용자 목록',
        description: 'q: 아이디·이름·이메일 포함.',
      }),
    },
    async (request) => list(request.query, ownClientScope(principalOf(request), users.clientId)),
  );

  app.get(
    '/v1/client-admin-users',
    {
      config: { access: screen('/dashboard/client-admin-user-list') },
      schema: listSchema(USER_LIST, ConsoleUserSchema, { tags: ['clients'], summary: '고객사 관리자 사용자 목록' }),
    },
    async (request) =>
      list(request.query, and(isNotNull(users.clientId), ownClientScope(principalOf(request), users.clientId))),
  );

  app.get(
    '/v1/users/:id',
    {
      config: { access: screen('/dashboard/user-list') },
      schema: {
        tags: ['users'],
        summary: '사용자 상세',
        params: IdParams,
        response: { 200: envelope(ConsoleUserSchema), ...errors(404) },
      },
    },
    async (request) => ({ _data: await readUser(request.params.id, principalOf(request)) }),
  );

  app.post(
    '/v1/users',
    {
      config: { access: action('createUser') },
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: '사용자 등록 (임시 비밀번호 발급, 상태 ACTIVE)',
        body: UserInputSchema,
        response: { 201: envelope(OneTimePasswordSchema), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkUserInput(request.body, { kind: 'create' }));
      await checkGroup(principal, input.groupId);
      await checkClient(principal, input.clientId);
      const taken = async () => {
        const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, input.loginId));
        return row !== undefined;
      };
      if (await taken()) throw loginIdTaken();
      const temporary = newPassword(input.loginId);
      const passwordHash = await hasher.hash(temporary);
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({ ...input, passwordHash, status: 'ACTIVE', mustChangePassword: true })
            .returning();
          if (row === undefined) throw new Error('user not inserted');
          await writeAudit(tx, principal, 'user.create', `user:${String(row.id)}`, null, userSnapshot(row));
          return row.id;
        });
      } catch (error) {
        // Two saves at once: the unique index decides, the second is told the id is taken.
        if (isUniqueViolation(error) || (await taken())) throw loginIdTaken();
        throw error;
      }
      return reply.code(201).send({ _data: { userId, loginId: input.loginId, temporaryPassword: temporary } });
    },
  );

  app.put(
    '/v1/users/:id',
    {
      config: { access: action('editUser') },
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: '사용자 수정 (아이디는 바꿀 수 없음)',
        params: IdParams,
        body: UserInputSchema,
        response: {
          200: envelope(ConsoleUserSchema),
          ...errors(400, 404, 409),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const current = await findUser(id, principal);
      const input = validOrThrow(
        checkUserInput(request.body, { kind: 'update', loginId: current.loginId, storedPhone: current.phone }),
      );
      // Nobody changes their own group or client (nor locks themselves out of the user screens).
      if (id === principal.userId && (input.groupId !== current.groupId || input.clientId !== current.clientId)) {
        throw ownAccount();
      }
      if (input.groupId !== current.groupId) await checkGroup(principal, input.groupId);
      await checkClient(principal, input.clientId);
      await guardedChange(db, async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            name: input.name,
            email: input.email,
            phone: input.phone,
            groupId: input.groupId,
            clientId: input.clientId,
          })
          .where(eq(users.id, id))
          .returning();
        if (row === undefined) throw notFound();
        await writeAudit(tx, principal, 'user.update', `user:${String(id)}`, userSnapshot(current), userSnapshot(row));
      });
      return { _data: await readUser(id, principal) };
    },
  );

  app.patch(
    '/v1/users/:id/status',
    {
      config: { access: action('changeUserStatus') },
      schema: {
        tags: ['users'],
        summary: '계정 승인(ACTIVE) / 잠금(LOCKED), 권한 그룹 지정',
        params: IdParams,
        body: UserStatusInputSchema,
        response: {
          200: envelope(Type.Object({ id: Type.Integer(), status: Type.String() })),
          ...errors(400, 404, 409),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const { status, groupId } = request.body;
      if (id === principal.userId) throw ownAccount();
      // Another client's user does not exist for this caller (404, not 403: nothing leaks).
      const current = await findUser(id, principal);
      if (groupId !== undefined && groupId !== current.groupId) await checkGroup(principal, groupId);
      await guardedChange(db, async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ status, ...(groupId === undefined ? {} : { groupId }) })
          .where(eq(users.id, id))
          .returning();
        if (row === undefined) throw notFound();
        await writeAudit(
          tx,
          principal,
          'user.status',
          `user:${String(id)}`,
          { status: current.status, groupId: current.groupId },
          { status: row.status, groupId: row.groupId },
        );
        // A locked user's sessions end with the change: its next request answers 498.
        if (status === 'LOCKED') await endSessions(tx, [id], 'locked');
      });
      return { _data: { id, status } };
    },
  );

  app.post(
    '/v1/users/:id/password-reset',
    {
      config: { access: action('resetUserPassword') },
      schema: {
        tags: ['users'],
        summary: '비밀번호 초기화 (임시 비밀번호 발급, 모든 로그인 종료)',
        params: IdParams,
        response: { 200: envelope(OneTimePasswordSchema), ...errors(400, 404) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      if (id === principal.userId) throw new HttpError(400, 'OWN_ACCOUNT', USERS_MESSAGES.ownPasswordReset);
      const current = await findUser(id, principal);
      const temporary = newPassword(current.loginId);
      const passwordHash = await hasher.hash(temporary);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: true, passwordChangedAt: new Date() })
          .where(eq(users.id, id));
        await endSessions(tx, [id], 'password reset');
        await writeAudit(
          tx,
          principal,
          'user.password-reset',
          `user:${String(id)}`,
          { mustChangePassword: current.mustChangePassword },
          { mustChangePassword: true, sessionsEnded: true },
        );
      });
      return { _data: { userId: id, loginId: current.loginId, temporaryPassword: temporary } };
    },
  );
  return Promise.resolve();
};
