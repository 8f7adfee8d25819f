/**
 * What the users, groups and clients routes share: the audit record written in the change's own transaction, the
 * "last group administrator" rule, ending a user's sessions inside a transaction, and the error shapes.
 */
import { Type } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '@oa/auth/tables';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog } from '../../audit/schema';
import { permissionGroups, users } from './schema';
import { tokenFamilies } from '../../auth/schema';
import type { Principal } from '../../http/access';
import { HttpError, MESSAGES } from '../../http/errors';

export const ErrorSchema = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
});

export const invalid = (fields: Record<string, string>) =>
  new HttpError(400, 'INVALID_INPUT', MESSAGES.invalidInput, fields);

export const USERS_MESSAGES = {
  ownAccount: '자신의 계정 상태와 권한 그룹은 바꿀 수 없습니다.',
  ownPasswordReset: '자신의 비밀번호는 비밀번호 변경 화면에서 바꿔 주세요.',
  lastGroupAdmin:
    '권한 그룹 관리 권한을 가진 활성 사용자가 한 명은 남아 있어야 합니다. 다른 사용자에게 먼저 이 권한을 주세요.',
  unknownGroup: '없는 권한 그룹입니다.',
  unknownClient: '없는 고객사입니다.',
  groupBeyondOwn: '자신에게 없는 권한이 든 그룹은 지정할 수 없습니다.',
  otherClient: '자신의 고객사 사용자만 등록하고 수정할 수 있습니다.',
  loginIdFixed: '아이디는 바꿀 수 없습니다.',
  groupNameTaken: '이미 있는 그룹 이름입니다.',
  domainTaken: '이미 다른 고객사가 쓰는 도메인입니다.',
} as const;

/** One audit record in the change's transaction. `before`/`after` never hold a password or a hash. */
export async function writeAudit(
  tx: Db,
  principal: Principal,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(auditLog).values({ actorUserId: principal.userId, action, target, before, after });
}

/** Ends every live session of these users (locked, password reset): their next request answers 498. */
export async function endSessions(tx: Db, userIds: readonly number[], reason: string): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(tokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(inArray(tokenFamilies.userId, [...userIds]), isNull(tokenFamilies.revokedAt)));
}

/** Any constant the processes share: changes that could remove the last group administrator run one at a time. */
const GROUP_ADMIN_LOCK = 7_120_331;

/** Active users whose group holds OA_CONSOLE_USER_GROUP_EDIT. */
export async function activeGroupAdmins(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(users)
    .innerJoin(permissionGroups, eq(permissionGroups.id, users.groupId))
    .where(
      and(
        eq(users.status, 'ACTIVE'),
        sql`${permissionGroups.permissions} @> ARRAY[${PERMISSIONS.OA_CONSOLE_USER_GROUP_EDIT}]::text[]`,
      ),
    );
  return row?.total ?? 0;
}

export const lastGroupAdmin = () => new HttpError(409, 'LAST_GROUP_ADMIN', USERS_MESSAGES.lastGroupAdmin);

/**
 * Runs `change` in one transaction that nobody may use to remove the last active holder of
 * OA_CONSOLE_USER_GROUP_EDIT (a group edit dropping it, a group deleted, a member removed or moved, a user's group
 * changed, a user locked): counted before and after, under an advisory lock so two such changes never both pass
 * on the same last holder; when there was one and none is left, the change is rolled back (409 LAST_GROUP_ADMIN).
 */
export async function guardedChange<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GROUP_ADMIN_LOCK})`);
    const before = await activeGroupAdmins(tx);
    const result = await change(tx);
    if (before > 0 && (await activeGroupAdmins(tx)) === 0) throw lastGroupAdmin();
    return result;
  });
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** PostgreSQL's unique violation (the unique index decided a race). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
