/**
 * The users area's rules that its routes and the clients area share: the Korean messages of the account rules,
 * and the "last group administrator" guard around every change that could lock everybody out of the user screens.
 */
import { PERMISSIONS } from '@oa/auth/tables';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { permissionGroups, users } from './schema';

export const USERS_MESSAGES = {
  ownAccount: '자신의 계정 상태와 권한 그룹은 바꿀 수 없습니다.',
  ownPasswordReset: '자신의 비밀번호는 비밀번호 변경 화면에서 바꿔 주세요.',
  lastGroupAdmin:
    '권한 그룹 관리 권한을 가진 활성 사용자가 한 명은 남아 있어야 합니다. 다른 사용자에게 먼저 이 권한을 주세요.',
  unknownGroup: '없는 권한 그룹입니다.',
  groupBeyondOwn: '자신에게 없는 권한이 든 그룹은 지정할 수 없습니다.',
  otherClient: '자신의 고객사 사용자만 등록하고 수정할 수 있습니다.',
  groupNameTaken: '이미 있는 그룹 이름입니다.',
} as const;

/** Any constant the processes share: changes that could remove the last group administrator run one at a time. */
const GROUP_ADMIN_LOCK = 7_120_331;

/** Active users whose group holds OA_CONSOLE_USER_GROUP_EDIT. */
async function activeGroupAdmins(tx: Db): Promise<number> {
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
    if (before > 0 && (await activeGroupAdmins(tx)) === 0) {
      throw new HttpError(409, 'LAST_GROUP_ADMIN', USERS_MESSAGES.lastGroupAdmin);
    }
    return result;
  });
}
