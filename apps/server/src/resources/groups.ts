/** Permission groups (OA): the list (the group management screens; editing them is the users issue). */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { permissionGroups, users } from '../db/schema';
import { screen } from '../http/access';
import { parseListQuery, runList, type ListSpec } from '../lists/listEngine';
import { ListQuerystring, listResponse, serialized, Timestamp } from '../lists/listRoute';

export const GROUP_LIST: ListSpec = {
  fields: {
    name: { column: permissionGroups.name, type: 'text', sortable: true },
    permissions: { column: permissionGroups.permissions, type: 'textArray' },
    createdAt: { column: permissionGroups.createdAt, type: 'timestamp', sortable: true },
  },
  defaultSortKey: 'createdAt',
  idColumn: permissionGroups.id,
};

const GroupItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  permissions: Type.Array(Type.String()),
  members: Type.Integer(),
  createdAt: Timestamp,
});

export const groupRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = (app, { db }) => {
  app.get(
    '/v1/permission-groups',
    {
      config: { access: screen('/dashboard/user-list-group') },
      schema: {
        tags: ['users'],
        summary: '권한 그룹 목록',
        querystring: ListQuerystring,
        response: { 200: listResponse(GroupItem) },
      },
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
            members: sql<number>`(select count(*)::int from ${users} where ${eq(users.groupId, permissionGroups.id)})`,
            createdAt: permissionGroups.createdAt,
          },
          spec: GROUP_LIST,
          parsed: parseListQuery(request.query, GROUP_LIST),
        }),
      }),
  );
  return Promise.resolve();
};
