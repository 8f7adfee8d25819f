/**
 * Permission groups (OA): the list, a group with its members, register / edit / delete, adding users to a group
 * and taking one out ("delete group user"), and the picker's options. A change applies at once: permissions are
 * read from the database at every request. No change may remove the last active holder of
 * OA_CONSOLE_USER_GROUP_EDIT (409 LAST_GROUP_ADMIN), and nobody changes their own group. A client's admin user
 * sees (and moves) only its own client's members.
 */
import { Type } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { GROUP_LIST } from '@oa/contract';
import { OptionSchema } from '@oa/contract/schemas/common';
import {
  GroupDeletedSchema,
  GroupDeleteQuerySchema,
  GroupMembersInputSchema,
  PermissionGroupDetailSchema,
  PermissionGroupInputSchema,
  PermissionGroupSchema,
} from '@oa/contract/schemas/users';
import { writeAudit } from '../../audit/writeAudit';
import { ownClientScope } from '../../authz/scope';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { clients } from '../clients/schema';
import { permissionGroups, users } from './schema';
import { action, anyScreen, principalOf, screen, type Principal } from '../../http/access';
import { HttpError, invalid, notFound } from '../../http/errors';
import { validOrThrow } from '../../http/forms';
import { listSpec, runList } from '../../lists/listEngine';
import { envelope, errors, IdParams, listSchema, serialized } from '../../http/routeSchemas';
import type { AreaPlugin } from '../area';
import { guardedChange, USERS_MESSAGES } from './rules';
import { checkGroupInput, type ValidGroupInput } from './validation';

const groupList = listSpec(
  GROUP_LIST,
  { name: permissionGroups.name, permissions: permissionGroups.permissions, createdAt: permissionGroups.createdAt },
  permissionGroups.id,
);

const DetailResponse = envelope(PermissionGroupDetailSchema);

/** Members the principal sees (a client's admin user: its own client's). */
const memberCount = (principal: Principal) =>
  sql<number>`(select count(*)::int from ${users} where ${and(eq(users.groupId, permissionGroups.id), ownClientScope(principal, users.clientId))})`;

const groupSnapshot = (group: ValidGroupInput) => ({
  name: group.name,
  description: group.description,
  permissions: group.permissions,
});

export const groupRoutes: AreaPlugin = (app, { db }) => {
  const readGroup = async (id: number, principal: Principal, tx: Db = db) => {
    const [group] = await tx.select().from(permissionGroups).where(eq(permissionGroups.id, id));
    if (group === undefined) throw notFound();
    const memberList = await tx
      .select({
        id: users.id,
        loginId: users.loginId,
        name: users.name,
        status: users.status,
        clientName: clients.name,
      })
      .from(users)
      .leftJoin(clients, eq(clients.id, users.clientId))
      .where(and(eq(users.groupId, id), ownClientScope(principal, users.clientId)))
      .orderBy(asc(users.name), asc(users.id));
    return serialized({ ...group, members: memberList.length, memberList });
  };

  const nameTaken = () =>
    new HttpError(409, 'GROUP_NAME_TAKEN', USERS_MESSAGES.groupNameTaken, { name: USERS_MESSAGES.groupNameTaken });

  /** Whether another group (not `exceptId`) has this name. */
  const hasName = async (name: string, exceptId?: number) => {
    const [row] = await db
      .select({ id: permissionGroups.id })
      .from(permissionGroups)
      .where(
        and(eq(permissionGroups.name, name), exceptId === undefined ? undefined : ne(permissionGroups.id, exceptId)),
      );
    return row !== undefined;
  };

  /** The group of the principal itself (nobody changes their own group). */
  const ownGroupId = async (principal: Principal) => {
    const [row] = await db.select({ groupId: users.groupId }).from(users).where(eq(users.id, principal.userId));
    return row?.groupId ?? null;
  };

  app.get(
    '/v1/permission-groups',
    {
      config: { access: screen('/dashboard/user-list-group') },
      schema: listSchema(GROUP_LIST, PermissionGroupSchema, { tags: ['users'], summary: '권한 그룹 목록' }),
    },
    async (request) =>
      serialized({
        _data: await runList({
          db,
          from: permissionGroups,
          projection: {
            id: permissionGroups.id,
            name: permissionGroups.name,
            description: permissionGroups.description,
            permissions: permissionGroups.permissions,
            members: memberCount(principalOf(request)),
            createdAt: permissionGroups.createdAt,
          },
          spec: groupList,
          query: request.query,
        }),
      }),
  );

  app.get(
    '/v1/permission-group-options',
    {
      // The user form's group picker (user list) and the group screens.
      config: { access: anyScreen('/dashboard/user-list', '/dashboard/user-list-group') },
      schema: {
        tags: ['users'],
        summary: '권한 그룹 선택지 (이름순)',
        response: { 200: envelope(Type.Array(OptionSchema)) },
      },
    },
    async () => ({
      _data: await db
        .select({ id: permissionGroups.id, name: permissionGroups.name })
        .from(permissionGroups)
        .orderBy(asc(permissionGroups.name), asc(permissionGroups.id)),
    }),
  );

  app.get(
    '/v1/permission-groups/:id',
    {
      config: { access: screen('/dashboard/user-list-group') },
      schema: {
        tags: ['users'],
        summary: '권한 그룹 상세 (구성원 포함)',
        params: IdParams,
        response: { 200: DetailResponse, ...errors(404) },
      },
    },
    async (request) => ({ _data: await readGroup(request.params.id, principalOf(request)) }),
  );

  app.post(
    '/v1/permission-groups',
    {
      config: { access: action('registerPermissionGroup') },
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: '권한 그룹 등록',
        body: PermissionGroupInputSchema,
        response: { 201: DetailResponse, ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkGroupInput(request.body));
      if (await hasName(input.name)) throw nameTaken();
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx.insert(permissionGroups).values(input).returning({ id: permissionGroups.id });
          if (row === undefined) throw new Error('group not inserted');
          await writeAudit(tx, principal, 'group.create', `group:${String(row.id)}`, null, groupSnapshot(input));
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error) || (await hasName(input.name))) throw nameTaken();
        throw error;
      }
      return reply.code(201).send({ _data: await readGroup(id, principal) });
    },
  );

  app.put(
    '/v1/permission-groups/:id',
    {
      config: { access: action('editPermissionGroup') },
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: '권한 그룹 수정 (바로 적용)',
        params: IdParams,
        body: PermissionGroupInputSchema,
        response: { 200: DetailResponse, ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const [current] = await db.select().from(permissionGroups).where(eq(permissionGroups.id, id));
      if (current === undefined) throw notFound();
      const input = validOrThrow(checkGroupInput(request.body));
      if (await hasName(input.name, id)) throw nameTaken();
      try {
        await guardedChange(db, async (tx) => {
          await tx.update(permissionGroups).set(input).where(eq(permissionGroups.id, id));
          await writeAudit(
            tx,
            principal,
            'group.update',
            `group:${String(id)}`,
            groupSnapshot(current),
            groupSnapshot(input),
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return { _data: await readGroup(id, principal) };
    },
  );

  app.delete(
    '/v1/permission-groups/:id',
    {
      config: { access: action('deletePermissionGroup') },
      schema: {
        tags: ['users'],
        summary: '권한 그룹 삭제',
        description:
          'members=refuse(기본): 구성원이 있으면 409 GROUP_HAS_MEMBERS; members=unassign: 구성원은 그룹 없음이 됨',
        params: IdParams,
        querystring: GroupDeleteQuerySchema,
        response: {
          200: envelope(GroupDeletedSchema),
          ...errors(400, 404, 409),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const mode = request.query.members ?? 'refuse';
      const [current] = await db.select().from(permissionGroups).where(eq(permissionGroups.id, id));
      if (current === undefined) throw notFound();
      if ((await ownGroupId(principal)) === id) {
        throw new HttpError(400, 'OWN_ACCOUNT', '자신이 속한 권한 그룹은 삭제할 수 없습니다.');
      }
      const unassigned = await guardedChange(db, async (tx) => {
        // Every member counts here, a client's admin user's view or not: deleting would move them all.
        const [members] = await tx.select({ total: count() }).from(users).where(eq(users.groupId, id));
        const total = members?.total ?? 0;
        if (total > 0 && mode === 'refuse') {
          throw new HttpError(
            409,
            'GROUP_HAS_MEMBERS',
            `이 그룹에 사용자 ${String(total)}명이 있어 삭제할 수 없습니다. 사용자를 다른 그룹으로 옮긴 뒤 삭제하거나, 사용자를 그룹 없음으로 두고 삭제해 주세요.`,
          );
        }
        const moved = await tx
          .update(users)
          .set({ groupId: null })
          .where(eq(users.groupId, id))
          .returning({ id: users.id });
        await tx.delete(permissionGroups).where(eq(permissionGroups.id, id));
        await writeAudit(
          tx,
          principal,
          'group.delete',
          `group:${String(id)}`,
          { ...groupSnapshot(current), memberIds: moved.map((row) => row.id) },
          null,
        );
        return moved.length;
      });
      return { _data: { id, unassigned } };
    },
  );

  app.post(
    '/v1/permission-groups/:id/members',
    {
      config: { access: action('editPermissionGroup') },
      schema: {
        tags: ['users'],
        summary: '그룹에 사용자 추가 (다른 그룹에서 옮겨 옴)',
        params: IdParams,
        body: GroupMembersInputSchema,
        response: { 200: DetailResponse, ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const userIds = [...new Set(request.body.userIds)];
      const [group] = await db
        .select({ id: permissionGroups.id })
        .from(permissionGroups)
        .where(eq(permissionGroups.id, id));
      if (group === undefined) throw notFound();
      if (userIds.includes(principal.userId)) throw new HttpError(400, 'OWN_ACCOUNT', USERS_MESSAGES.ownAccount);
      const found = await db
        .select({ id: users.id, groupId: users.groupId })
        .from(users)
        .where(and(inArray(users.id, userIds), ownClientScope(principal, users.clientId)));
      const missing = userIds.filter((userId) => !found.some((row) => row.id === userId));
      if (missing.length > 0) throw invalid({ userIds: `없는 사용자입니다: ${missing.slice(0, 10).join(', ')}` });
      await guardedChange(db, async (tx) => {
        await tx.update(users).set({ groupId: id }).where(inArray(users.id, userIds));
        await writeAudit(
          tx,
          principal,
          'group.member-add',
          `group:${String(id)}`,
          { members: found.map((row) => ({ userId: row.id, groupId: row.groupId })) },
          { members: userIds.map((userId) => ({ userId, groupId: id })) },
        );
      });
      return { _data: await readGroup(id, principal) };
    },
  );

  app.delete(
    '/v1/permission-groups/:id/members/:userId',
    {
      config: { access: action('deleteGroupUser') },
      schema: {
        tags: ['users'],
        summary: '그룹 사용자 삭제 (사용자는 그룹 없음이 됨)',
        params: Type.Object({ ...IdParams.properties, userId: IdParams.properties.id }),
        response: { 200: DetailResponse, ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id, userId } = request.params;
      if (userId === principal.userId) throw new HttpError(400, 'OWN_ACCOUNT', USERS_MESSAGES.ownAccount);
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.groupId, id), ownClientScope(principal, users.clientId)));
      if (member === undefined) throw notFound();
      await guardedChange(db, async (tx) => {
        await tx
          .update(users)
          .set({ groupId: null })
          .where(and(eq(users.id, userId), eq(users.groupId, id)));
        await writeAudit(
          tx,
          principal,
          'group.member-remove',
          `group:${String(id)}`,
          { userId, groupId: id },
          { userId, groupId: null },
        );
      });
      return { _data: await readGroup(id, principal) };
    },
  );
  return Promise.resolve();
};
