/**
 * The audit log (OA): who did what to what, with the values before and after, newest first. Read by the user,
 * group and client screens; a client's admin user sees only what its own client's users did.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_LIST } from '@oa/contract';
import { AuditEntrySchema } from '@oa/contract/schemas/audit';
import { eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { auditLog } from './schema';
import { users } from '../auth/schema';
import { ownClientScope } from '../authz/scope';
import { anyScreen, principalOf } from '../http/access';
import { listSpec, runList } from '../lists/listEngine';
import { listSchema, serialized } from '../http/routeSchemas';

const auditList = listSpec(
  AUDIT_LIST,
  { action: auditLog.action, target: auditLog.target, actorUserId: auditLog.actorUserId, at: auditLog.at },
  auditLog.id,
);

const actor = alias(users, 'actor');

export const auditRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = (app, { db }) => {
  app.get(
    '/v1/audit-log',
    {
      config: { access: anyScreen('/dashboard/user-list', '/dashboard/user-list-group', '/dashboard/client-list') },
      schema: listSchema(AUDIT_LIST, AuditEntrySchema, { tags: ['users'], summary: '감사 기록 (최신순)' }),
    },
    async (request) =>
      serialized({
        _data: await runList({
          db,
          from: auditLog,
          projection: {
            id: auditLog.id,
            at: auditLog.at,
            actorUserId: auditLog.actorUserId,
            actorLoginId: actor.loginId,
            actorName: actor.name,
            action: auditLog.action,
            target: auditLog.target,
            before: auditLog.before,
            // Records written before writeAudit took before/after carry `detail` only: what they changed to.
            after: sql<unknown>`coalesce(${auditLog.after}, ${auditLog.detail})`,
          },
          filterJoins: (query: PgSelect) =>
            query.leftJoin(actor, eq(actor.id, auditLog.actorUserId)) as unknown as PgSelect,
          spec: auditList,
          query: request.query,
          // A client's admin user: only entries whose actor is one of its own client's users.
          scope: ownClientScope(principalOf(request), actor.clientId),
        }),
      }),
  );
  return Promise.resolve();
};
