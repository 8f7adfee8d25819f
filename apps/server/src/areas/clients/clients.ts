/**
 * Client organisations (OA): the list (with parent name and counts of robots, admin users and children), a client,
 * register / edit / delete, its children and its domain settings. A client's admin user sees its own client and
 * the clients under it; another client answers 404.
 *
 * Hierarchy: two levels (a district office and its branches), so the scope above covers everything under a client:
 * a parent must be a top-level client, and a client with children cannot be put under another. A client's admin
 * user registers clients under its own client only and cannot move a client.
 *
 * Deleting: refused while robots are assigned (409 CLIENT_HAS_ROBOTS, with how many); otherwise its children become
 * top-level clients, its admin users are LOCKED and detached (their sessions end: a detached admin user without a
 * client would otherwise see every client's data), and its domains and alert recipients go with it.
 */
import { Type } from '@fastify/type-provider-typebox';
import { CLIENT_LIST } from '@oa/contract';
import {
  ClientDeletedSchema,
  ClientDomainsInputSchema,
  ClientInputSchema,
  ClientSchema,
} from '@oa/contract/schemas/users';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { endSessions } from '../../auth/tokens';
import { writeAudit } from '../../audit/writeAudit';
import { clientScope } from '../../authz/scope';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { clients } from './schema';
import { robots } from '../robots/schema';
import { users } from '../users/schema';
import { action, anyScreen, principalOf, screen, type Principal } from '../../http/access';
import { HttpError, invalid, MESSAGES, notFound } from '../../http/errors';
import { maskPhone, validOrThrow } from '../../http/forms';
import { listSpec, runList } from '../../lists/listEngine';
import { envelope, errors, listResponse, listSchema, serialized } from '../../http/routeSchemas';
import type { AreaPlugin } from '../area';
import { guardedChange } from '../users/rules';
import { domainsOfClient, saveDomains } from './domains';
import { checkClientInput, checkDomainsInput, type ValidClientInput } from './validation';

export const clientList = listSpec(
  CLIENT_LIST,
  {
    q: { column: clients.uid, alsoColumns: [clients.name, clients.businessNumber] },
    uid: clients.uid,
    name: clients.name,
    type: clients.type,
    district: clients.district,
    parentId: clients.parentId,
    createdAt: clients.createdAt,
  },
  clients.id,
);

const UidParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 64 }) });

const parent = alias(clients, 'parent');
const child = alias(clients, 'child');

const projection = {
  id: clients.id,
  uid: clients.uid,
  name: clients.name,
  type: clients.type,
  businessNumber: clients.businessNumber,
  contactName: clients.contactName,
  contactPhone: clients.contactPhone,
  district: clients.district,
  parentId: clients.parentId,
  parentName: parent.name,
  robots: sql<number>`(select count(*)::int from ${robots} where ${robots.clientId} = ${clients.id})`,
  admins: sql<number>`(select count(*)::int from ${users} where ${users.clientId} = ${clients.id})`,
  children: sql<number>`(select count(*)::int from ${clients} as "child" where ${child.parentId} = ${clients.id})`,
  createdAt: clients.createdAt,
};

const withParent = (query: PgSelect) => query.leftJoin(parent, eq(parent.id, clients.parentId)) as unknown as PgSelect;

type ClientRow = typeof clients.$inferSelect;

const clientSnapshot = (client: Omit<ClientRow, 'id' | 'createdAt'>) => ({
  uid: client.uid,
  name: client.name,
  type: client.type,
  businessNumber: client.businessNumber,
  contactName: client.contactName,
  contactPhone: maskPhone(client.contactPhone),
  district: client.district,
  parentId: client.parentId,
});

/** The next `CL-00001`-style uid (the seed's form): one more than the highest such number. */
async function nextUid(tx: Db): Promise<string> {
  const [row] = await tx
    .select({ top: sql<number | null>`max(substring(${clients.uid} from 4)::int)` })
    .from(clients)
    .where(sql`${clients.uid} ~ '^CL-[0-9]{1,9}$'`);
  return `CL-${String((row?.top ?? 0) + 1).padStart(5, '0')}`;
}

/**
 * Deletes a client without robots (409 CLIENT_HAS_ROBOTS otherwise, with how many): its children become top-level,
 * its admin users are LOCKED and detached (their sessions end), its domains go with it; one audit record.
 */
export async function deleteClient(db: Db, principal: Principal, current: ClientRow) {
  return guardedChange(db, async (tx) => {
    const [assigned] = await tx.select({ total: count() }).from(robots).where(eq(robots.clientId, current.id));
    const robotCount = assigned?.total ?? 0;
    if (robotCount > 0) {
      throw new HttpError(
        409,
        'CLIENT_HAS_ROBOTS',
        `이 고객사에 로봇 ${String(robotCount)}대가 배정되어 있어 삭제할 수 없습니다. 로봇의 고객사를 먼저 바꿔 주세요.`,
      );
    }
    const domains = await domainsOfClient(tx, current.id);
    const children = await tx
      .update(clients)
      .set({ parentId: null })
      .where(eq(clients.parentId, current.id))
      .returning({ uid: clients.uid });
    const admins = await tx
      .update(users)
      .set({ clientId: null, status: 'LOCKED' })
      .where(eq(users.clientId, current.id))
      .returning({ id: users.id });
    await endSessions(
      tx,
      admins.map((admin) => admin.id),
      'client deleted',
    );
    await tx.delete(clients).where(eq(clients.id, current.id));
    const before = {
      ...clientSnapshot(current),
      childUids: children.map((row) => row.uid),
      adminUserIds: admins.map((row) => row.id),
      domains,
    };
    await writeAudit(tx, principal, 'client.delete', `client:${current.uid}`, before, null);
    return { detachedChildren: children.length, lockedAdmins: admins.length };
  });
}

export const clientRoutes: AreaPlugin = (app, { db }) => {
  const masked = <T extends { contactPhone: string | null }>(item: T) => ({
    ...item,
    contactPhone: maskPhone(item.contactPhone),
  });

  const list = async (query: Record<string, unknown>, scope: SQL | undefined) => {
    const page = await runList<{ contactPhone: string | null } & Record<string, unknown>>({
      db,
      from: clients,
      projection,
      joins: withParent,
      spec: clientList,
      query: query,
      scope,
    });
    return serialized({ _data: { ...page, items: page.items.map(masked) } });
  };

  /** The stored row of a client the principal sees, or 404. */
  const findClient = async (uid: string, principal: Principal) => {
    const [row] = await db
      .select()
      .from(clients)
      .where(and(eq(clients.uid, uid), clientScope(principal, clients.id)));
    if (row === undefined) throw notFound();
    return row;
  };

  const readClient = async (uid: string, principal: Principal) => {
    const [row] = await withParent(db.select(projection).from(clients).$dynamic()).where(
      and(eq(clients.uid, uid), clientScope(principal, clients.id)),
    );
    if (row === undefined) throw notFound();
    return serialized(masked(row as typeof row & { contactPhone: string | null }));
  };

  /** The parent rules (header comment); `current` is the client being edited. */
  const checkParent = async (principal: Principal, input: ValidClientInput, current?: ClientRow) => {
    if (principal.clientId !== null) {
      if (current === undefined && input.parentId !== principal.clientId) {
        throw invalid({ parentId: '자신의 고객사 아래에만 등록할 수 있습니다.' });
      }
      if (current !== undefined && input.parentId !== current.parentId) {
        throw invalid({ parentId: '상위 고객사는 바꿀 수 없습니다.' });
      }
    }
    if (input.parentId === null) return;
    if (input.parentId === current?.id) {
      throw invalid({ parentId: '자기 자신을 상위 고객사로 지정할 수 없습니다.' });
    }
    const [row] = await db
      .select({ id: clients.id, parentId: clients.parentId })
      .from(clients)
      .where(and(eq(clients.id, input.parentId), clientScope(principal, clients.id)));
    if (row === undefined) throw invalid({ parentId: MESSAGES.unknownClient });
    if (row.parentId !== null) throw invalid({ parentId: '상위 고객사는 최상위 고객사만 지정할 수 있습니다.' });
    if (current !== undefined && current.parentId !== input.parentId) {
      const [children] = await db.select({ total: count() }).from(clients).where(eq(clients.parentId, current.id));
      if ((children?.total ?? 0) > 0) {
        throw invalid({ parentId: '하위 고객사가 있는 고객사는 다른 고객사 아래에 둘 수 없습니다.' });
      }
    }
  };

  const domainsOf = (clientId: number, tx: Db = db) => domainsOfClient(tx, clientId);

  app.get(
    '/v1/clients',
    {
      config: { access: screen('/dashboard/client-list') },
      schema: listSchema(CLIENT_LIST, ClientSchema, {
        tags: ['clients'],
        summary: '고객사 목록',
        description: 'q: UID·이름·사업자등록번호 포함.',
      }),
    },
    async (request) => list(request.query, clientScope(principalOf(request), clients.id)),
  );

  app.get(
    '/v1/clients/:uid',
    {
      config: { access: anyScreen('/dashboard/client-list', '/dashboard/client-edit/:uid') },
      schema: {
        tags: ['clients'],
        summary: '고객사 상세',
        params: UidParams,
        response: { 200: envelope(ClientSchema), ...errors(404) },
      },
    },
    async (request) => ({ _data: await readClient(request.params.uid, principalOf(request)) }),
  );

  app.get(
    '/v1/clients/:uid/children',
    {
      config: { access: anyScreen('/dashboard/client-list', '/dashboard/client-edit/:uid') },
      schema: {
        ...listSchema(CLIENT_LIST, ClientSchema, { tags: ['clients'], summary: '하위 고객사 목록', params: UidParams }),
        response: { 200: listResponse(ClientSchema), ...errors(404) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const client = await findClient(request.params.uid, principal);
      return list(request.query, and(clientScope(principal, clients.id), eq(clients.parentId, client.id)));
    },
  );

  app.post(
    '/v1/clients',
    {
      config: { access: action('registerClient') },
      attachValidation: true,
      schema: {
        tags: ['clients'],
        summary: '고객사 등록 (UID는 서버가 정함)',
        body: ClientInputSchema,
        response: { 201: envelope(ClientSchema), ...errors(400) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkClientInput(request.body));
      await checkParent(principal, input);
      // Two registrations at once may pick the same uid: the unique index decides, the loser takes the next one.
      for (let attempt = 1; ; attempt += 1) {
        try {
          const uid = await db.transaction(async (tx) => {
            const next = await nextUid(tx);
            const [row] = await tx
              .insert(clients)
              .values({ ...input, uid: next })
              .returning();
            if (row === undefined) throw new Error('client not inserted');
            await writeAudit(tx, principal, 'client.create', `client:${next}`, null, clientSnapshot(row));
            return next;
          });
          return await reply.code(201).send({ _data: await readClient(uid, principal) });
        } catch (error) {
          if (attempt >= 5 || !isUniqueViolation(error)) throw error;
        }
      }
    },
  );

  app.put(
    '/v1/clients/:uid',
    {
      config: { access: action('editClient') },
      attachValidation: true,
      schema: {
        tags: ['clients'],
        summary: '고객사 수정',
        params: UidParams,
        body: ClientInputSchema,
        response: { 200: envelope(ClientSchema), ...errors(400, 404) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const current = await findClient(request.params.uid, principal);
      const input = validOrThrow(checkClientInput(request.body, current.contactPhone));
      await checkParent(principal, input, current);
      await db.transaction(async (tx) => {
        const [row] = await tx.update(clients).set(input).where(eq(clients.id, current.id)).returning();
        if (row === undefined) throw notFound();
        await writeAudit(
          tx,
          principal,
          'client.update',
          `client:${current.uid}`,
          clientSnapshot(current),
          clientSnapshot(row),
        );
      });
      return { _data: await readClient(current.uid, principal) };
    },
  );

  app.delete(
    '/v1/clients/:uid',
    {
      config: { access: action('deleteClient') },
      schema: {
        tags: ['clients'],
        summary: '고객사 삭제',
        description:
          '로봇이 배정되어 있으면 409 CLIENT_HAS_ROBOTS. 하위 고객사는 최상위가 되고, 관리자 사용자는 잠기고 고객사 없음이 됨',
        params: UidParams,
        response: {
          200: envelope(ClientDeletedSchema),
          ...errors(400, 404, 409),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const current = await findClient(request.params.uid, principal);
      if (principal.clientId === current.id) {
        throw new HttpError(400, 'OWN_CLIENT', '자신이 속한 고객사는 삭제할 수 없습니다.');
      }
      const outcome = await deleteClient(db, principal, current);
      return { _data: { uid: current.uid, ...outcome } };
    },
  );

  app.get(
    '/v1/clients/:uid/domains',
    {
      config: { access: anyScreen('/dashboard/client-list', '/dashboard/client-edit/:uid') },
      schema: {
        tags: ['clients'],
        summary: '고객사 도메인 설정',
        params: UidParams,
        response: { 200: envelope(ClientDomainsInputSchema), ...errors(404) },
      },
    },
    async (request) => {
      const client = await findClient(request.params.uid, principalOf(request));
      return { _data: { domains: await domainsOf(client.id) } };
    },
  );

  app.put(
    '/v1/clients/:uid/domains',
    {
      config: { access: action('editClientDomains') },
      attachValidation: true,
      schema: {
        tags: ['clients'],
        summary: '고객사 도메인 설정 저장 (목록 전체를 바꿈)',
        description: '최대 10개, 있으면 대표 도메인 정확히 하나, 다른 고객사가 쓰는 도메인은 409 DOMAIN_TAKEN',
        params: UidParams,
        body: ClientDomainsInputSchema,
        response: {
          200: envelope(ClientDomainsInputSchema),
          ...errors(400, 404, 409),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const client = await findClient(request.params.uid, principal);
      const result = checkDomainsInput(request.body);
      if (result.fields !== null) throw invalid(result.fields);
      await saveDomains(db, principal, client, result.value);
      return { _data: { domains: await domainsOf(client.id) } };
    },
  );
  return Promise.resolve();
};
