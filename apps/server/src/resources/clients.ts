/** Client organisations (OA): the list. A client's admin user sees its own client and the clients under it. */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { eq, or, type SQL } from 'drizzle-orm';
import { SEOUL_DISTRICT_NAMES } from '@oa/contract';
import type { Db } from '../db/database';
import { CLIENT_TYPES, clients } from '../db/schema';
import { principalOf, screen, type Principal } from '../http/access';
import { parseListQuery, runList, type ListSpec } from '../lists/listEngine';
import {
  ListQuerystring,
  listResponse,
  maskPhone,
  NullableInteger,
  NullableString,
  serialized,
  StringEnum,
  Timestamp,
} from '../lists/listRoute';

export const CLIENT_LIST: ListSpec = {
  fields: {
    uid: { column: clients.uid, type: 'text', sortable: true },
    name: { column: clients.name, type: 'text', sortable: true },
    type: { column: clients.type, type: 'enum', values: CLIENT_TYPES, sortable: true },
    district: { column: clients.district, type: 'enum', values: SEOUL_DISTRICT_NAMES, sortable: true },
    parentId: { column: clients.parentId, type: 'integer' },
    createdAt: { column: clients.createdAt, type: 'timestamp', sortable: true },
  },
  defaultSortKey: 'createdAt',
  idColumn: clients.id,
};

const ClientItem = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  name: Type.String(),
  type: StringEnum(CLIENT_TYPES),
  businessNumber: NullableString,
  contactName: NullableString,
  contactPhone: NullableString,
  district: NullableString,
  parentId: NullableInteger,
  createdAt: Timestamp,
});

export const clientScope = (principal: Principal): SQL | undefined =>
  principal.clientId === null
    ? undefined
    : or(eq(clients.id, principal.clientId), eq(clients.parentId, principal.clientId));

export const clientRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = (app, { db }) => {
  app.get(
    '/v1/clients',
    {
      config: { access: screen('/dashboard/client-list') },
      schema: {
        tags: ['clients'],
        summary: '고객사 목록',
        querystring: ListQuerystring,
        response: { 200: listResponse(ClientItem) },
      },
    },
    async (request) => {
      const page = await runList<{ contactPhone: string | null } & Record<string, unknown>>({
        db,
        from: clients,
        projection: {
          id: clients.id,
          uid: clients.uid,
          name: clients.name,
          type: clients.type,
          businessNumber: clients.businessNumber,
          contactName: clients.contactName,
          contactPhone: clients.contactPhone,
          district: clients.district,
          parentId: clients.parentId,
          createdAt: clients.createdAt,
        },
        spec: CLIENT_LIST,
        parsed: parseListQuery(request.query, CLIENT_LIST),
        scope: clientScope(principalOf(request)),
      });
      return serialized({
        _data: { ...page, items: page.items.map((item) => ({ ...item, contactPhone: maskPhone(item.contactPhone) })) },
      });
    },
  );
  return Promise.resolve();
};
