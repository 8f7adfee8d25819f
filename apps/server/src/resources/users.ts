/**
 * Console users (OA): the user list, the client admin user list, and activating / locking an account (how a
 * sign-up becomes usable). A client's admin user sees and changes only its own client's users.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { RefreshStore } from '../auth/tokens';
import type { Db } from '../db/database';
import { auditLog, clients, permissionGroups, USER_STATUSES, users } from '../db/schema';
import { principalOf, screen, type Principal } from '../http/access';
import { HttpError, notFound } from '../http/errors';
import { parseListQuery, runList, type ListSpec } from '../lists/listEngine';
import {
  ListQuerystring,
  listResponse,
  maskPhone,
  NullableInteger,
  NullableString,
  NullableTimestamp,
  serialized,
  StringEnum,
  Timestamp,
} from '../lists/listRoute';

export const USER_LIST: ListSpec = {
  fields: {
    loginId: { column: users.loginId, type: 'text', sortable: true },
    name: { column: users.name, type: 'text', sortable: true },
    email: { column: users.email, type: 'text' },
    status: { column: users.status, type: 'enum', values: USER_STATUSES, sortable: true },
    groupId: { column: users.groupId, type: 'integer' },
    clientId: { column: users.clientId, type: 'integer' },
    lastLoginAt: { column: users.lastLoginAt, type: 'timestamp', sortable: true },
    createdAt: { column: users.createdAt, type: 'timestamp', sortable: true },
  },
  defaultSortKey: 'createdAt',
  idColumn: users.id,
};

const UserItem = Type.Object({
  id: Type.Integer(),
  loginId: Type.String(),
  name: Type.String(),
  email: NullableString,
  /** Masked: 010-****-5678. */
  phone: NullableString,
  status: StringEnum(USER_STATUSES),
  groupId: NullableInteger,
  groupName: NullableString,
  clientId: NullableInteger,
  clientName: NullableString,
  lastLoginAt: NullableTimestamp,
  createdAt: Timestamp,
});

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

/** A client's admin user sees only its own client's users. */
export const userScope = (principal: Principal): SQL | undefined =>
  principal.clientId === null ? undefined : eq(users.clientId, principal.clientId);

export interface UserRoutesOptions {
  db: Db;
  refresh: RefreshStore;
}

export const userRoutes: FastifyPluginAsyncTypebox<UserRoutesOptions> = (app, { db, refresh }) => {
  const list = async (query: Record<string, unknown>, scope: SQL | undefined) => {
    const page = await runList<{ phone: string | null } & Record<string, unknown>>({
      db,
      from: users,
      projection,
      joins,
      spec: USER_LIST,
      parsed: parseListQuery(query, USER_LIST),
      scope,
    });
    return serialized({
      _data: { ...page, items: page.items.map((item) => ({ ...item, phone: maskPhone(item.phone) })) },
    });
  };

  app.get(
    '/v1/users',
    {
      config: { access: screen('/dashboard/user-list') },
      schema: {
        tags: ['users'],
        summary: '전체 사용자 목록',
        querystring: ListQuerystring,
        response: { 200: listResponse(UserItem) },
      },
    },
    async (request) => list(request.query, userScope(principalOf(request))),
  );

  app.get(
    '/v1/client-admin-users',
    {
      config: { access: screen('/dashboard/client-admin-user-list') },
      schema: {
        tags: ['clients'],
        summary: '고객사 관리자 사용자 목록',
        querystring: ListQuerystring,
        response: { 200: listResponse(UserItem) },
      },
    },
    async (request) => list(request.query, and(isNotNull(users.clientId), userScope(principalOf(request)))),
  );

  app.patch(
    '/v1/users/:id/status',
    {
      config: { access: screen('/dashboard/user-list') },
      schema: {
        tags: ['users'],
        summary: '계정 승인(ACTIVE) / 잠금(LOCKED), 권한 그룹 지정',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: Type.Object({
          status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('LOCKED')]),
          groupId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
        }),
        response: { 200: Type.Object({ _data: Type.Object({ id: Type.Integer(), status: Type.String() }) }) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const { status, groupId } = request.body;
      if (id === principal.userId) throw new HttpError(400, 'OWN_ACCOUNT', '자신의 계정 상태는 바꿀 수 없습니다.');
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), userScope(principal)));
      // Another client's user does not exist for this caller (404, not 403: nothing leaks).
      if (target === undefined) throw notFound();
      if (groupId !== undefined && groupId !== null) {
        const [group] = await db
          .select({ id: permissionGroups.id })
          .from(permissionGroups)
          .where(eq(permissionGroups.id, groupId));
        if (group === undefined)
          throw new HttpError(400, 'UNKNOWN_GROUP', '없는 권한 그룹입니다.', { groupId: '없는 권한 그룹입니다.' });
      }
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ status, ...(groupId === undefined ? {} : { groupId }) })
          .where(eq(users.id, id));
        await tx.insert(auditLog).values({
          actorUserId: principal.userId,
          action: 'user.status',
          target: `user:${String(id)}`,
          detail: { status, groupId: groupId ?? null },
        });
      });
      if (status === 'LOCKED') await refresh.revokeUser(id, 'locked');
      return { _data: { id, status } };
    },
  );
  return Promise.resolve();
};
