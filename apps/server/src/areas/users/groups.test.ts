/**
 * Permission groups through real HTTP: detail with members, register, edit (applies at once), delete (refuse or
 * unassign), adding and removing members, the picker's options, the audit records, the "last group administrator"
 * and "own account" rules, and a client's admin user's view of the members.
 */
import { ALL_PERMISSIONS, PERMISSIONS as P } from '@oa/auth/tables';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/schema';
import { permissionGroups, users } from './schema';
import { lockOtherGroupAdmins } from '../../testing/fixtures';
import { clientIdOf, startTestApi, type TestApi } from '../../testing/harness';
import { guardedChange } from './rules';

let api: TestApi;
let admin: { userId: number; accessToken: string };

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.userWith([P.OA_CONSOLE_USER_GROUP_EDIT, P.OA_CONSOLE_USER_EDIT]);
}, 60_000);
afterAll(() => api.close());

const GROUPS = '/oa/v1/permission-groups';
const call = (method: string, path: string, body?: unknown, token = admin.accessToken) =>
  api.request(method, path, { token, ...(body === undefined ? {} : { body }) });

const groupOf = async (userId: number) => {
  const [row] = await api.database.db.select({ groupId: users.groupId }).from(users).where(eq(users.id, userId));
  return row?.groupId ?? null;
};

const auditsOf = (target: string) =>
  api.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);

describe('register, read and edit', () => {
  it('registers a group: permissions deduplicated and in the table order; the detail lists members', async () => {
    const created = await call('POST', GROUPS, {
      name: '  야간 운영  ',
      description: '야간 근무자',
      permissions: [P.RC_REALTIME_VIEW, P.USER, P.RC_VIEW, P.USER],
    });
    expect(created.status).toBe(201);
    expect(created.body._data).toMatchObject({
      name: '야간 운영',
      description: '야간 근무자',
      permissions: [P.USER, P.RC_VIEW, P.RC_REALTIME_VIEW],
      members: 0,
      memberList: [],
    });
    const id = created.body._data.id as number;
    const detail = await call('GET', `${GROUPS}/${String(id)}`);
    expect(detail.body._data).toEqual(created.body._data);
    const [audit] = await auditsOf(`group:${String(id)}`);
    expect(audit).toMatchObject({
      action: 'group.create',
      actorUserId: admin.userId,
      before: null,
      after: { name: '야간 운영', description: '야간 근무자', permissions: [P.USER, P.RC_VIEW, P.RC_REALTIME_VIEW] },
    });
  });

  it('the detail of a seeded group lists its members by name', async () => {
    const list = await call('GET', `${GROUPS}?filter=${encodeURIComponent('name:eq:고객사 관리자')}`);
    const group = list.body._data.items[0];
    const detail = await call('GET', `${GROUPS}/${String(group.id)}`);
    expect(detail.status).toBe(200);
    expect(detail.body._data.members).toBe(group.members);
    expect(detail.body._data.memberList).toHaveLength(group.members);
    expect(detail.body._data.memberList).toContainEqual(
      expect.objectContaining({ loginId: 'demo-client', name: '정고객', status: 'ACTIVE', clientName: '강남구청' }),
    );
    const names = (detail.body._data.memberList as { name: string }[]).map((member) => member.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await call('GET', `${GROUPS}/99999999`)).status).toBe(404);
  });

  it('a bad form: 400 with a Korean message per field', async () => {
    const response = await call('POST', GROUPS, {
      name: '',
      description: '가'.repeat(201),
      permissions: [P.USER, 'NOT_A_PERMISSION'],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      name: '필수 항목입니다.',
      description: '설명은(는) 200자까지 입력할 수 있습니다.',
      'permissions.1': '알 수 없는 권한입니다: NOT_A_PERMISSION',
    });
    const long = await call('POST', GROUPS, { name: '가'.repeat(51), description: '', permissions: [] });
    expect(long.body.error.fields).toEqual({ name: '그룹 이름은(는) 50자까지 입력할 수 있습니다.' });
  });

  it('a name in use: 409 GROUP_NAME_TAKEN on the name field (register and edit)', async () => {
    const taken = await call('POST', GROUPS, { name: '전체 관리자', description: '', permissions: [] });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'GROUP_NAME_TAKEN',
      message: '이미 있는 그룹 이름입니다.',
      fields: { name: '이미 있는 그룹 이름입니다.' },
    });
    const mine = await call('POST', GROUPS, { name: '이름 바꿀 그룹', description: '', permissions: [] });
    const path = `${GROUPS}/${String(mine.body._data.id)}`;
    expect((await call('PUT', path, { name: '로봇 운영', description: '', permissions: [] })).status).toBe(409);
    // Its own name again is fine.
    expect((await call('PUT', path, { name: '이름 바꿀 그룹', description: '새 설명', permissions: [] })).status).toBe(
      200,
    );
  });

  it('an edit applies at once to its members (permissions are read per request) and is audited', async () => {
    const member = await api.userWith([P.USER]);
    const groupId = (await groupOf(member.userId)) ?? 0;
    const robots = () => api.request('GET', '/oa/v1/robots?size=1', { token: member.accessToken });
    expect((await robots()).status).toBe(403);
    const path = `${GROUPS}/${String(groupId)}`;
    const current = (await call('GET', path)).body._data;
    const edited = await call('PUT', path, {
      name: current.name,
      description: '로봇 조회 추가',
      permissions: [P.USER, P.RC_VIEW],
    });
    expect(edited.status).toBe(200);
    expect(edited.body._data.permissions).toEqual([P.USER, P.RC_VIEW]);
    expect((await robots()).status).toBe(200);
    const audits = await auditsOf(`group:${String(groupId)}`);
    expect(audits.at(-1)).toMatchObject({
      action: 'group.update',
      before: { permissions: [P.USER], description: '' },
      after: { permissions: [P.USER, P.RC_VIEW], description: '로봇 조회 추가' },
    });
    expect((await call('PUT', `${GROUPS}/99999999`, { name: 'x', description: '', permissions: [] })).status).toBe(404);
  });

  it('options: every group as {id, name}, by name', async () => {
    const response = await call('GET', '/oa/v1/permission-group-options');
    expect(response.status).toBe(200);
    const options = response.body._data as { id: number; name: string }[];
    expect(options.map((option) => option.name)).toContain('전체 관리자');
    expect(Object.keys(options[0] ?? {}).sort()).toEqual(['id', 'name']);
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('members', () => {
  it('adds users to a group (moving them from theirs) and removes one ("delete group user"), each audited', async () => {
    const group = (await call('POST', GROUPS, { name: '구성원 테스트', description: '', permissions: [P.USER] })).body
      ._data;
    const path = `${GROUPS}/${String(group.id)}`;
    const one = await api.userWith([P.RC_VIEW]);
    const two = await api.userWith([]);
    const oneGroup = await groupOf(one.userId);
    const added = await call('POST', `${path}/members`, { userIds: [one.userId, two.userId, one.userId] });
    expect(added.status).toBe(200);
    expect(added.body._data.members).toBe(2);
    expect((added.body._data.memberList as { id: number }[]).map((member) => member.id).sort()).toEqual(
      [one.userId, two.userId].sort(),
    );
    // At once: the moved user lost RC_VIEW.
    expect((await api.request('GET', '/oa/v1/robots?size=1', { token: one.accessToken })).status).toBe(403);

    const removed = await call('DELETE', `${path}/members/${String(one.userId)}`);
    expect(removed.status).toBe(200);
    expect(removed.body._data.memberList).toHaveLength(1);
    expect(await groupOf(one.userId)).toBeNull();
    // Not (or no longer) a member: 404.
    expect((await call('DELETE', `${path}/members/${String(one.userId)}`)).status).toBe(404);

    const audits = await auditsOf(`group:${String(group.id)}`);
    expect(audits.map((audit) => audit.action)).toEqual(['group.create', 'group.member-add', 'group.member-remove']);
    expect(audits[1]?.before).toEqual({
      members: expect.arrayContaining([{ userId: one.userId, groupId: oneGroup }]),
    });
    expect(audits[2]).toMatchObject({
      before: { userId: one.userId, groupId: group.id },
      after: { userId: one.userId, groupId: null },
    });
  });

  it('unknown users: 400 naming them; an unknown group: 404; a bad body: 400', async () => {
    const group = (await call('POST', GROUPS, { name: '빈 그룹', description: '', permissions: [] })).body._data;
    const missing = await call('POST', `${GROUPS}/${String(group.id)}/members`, { userIds: [99999998] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ userIds: '없는 사용자입니다: 99999998' });
    expect((await call('POST', `${GROUPS}/99999999/members`, { userIds: [1] })).status).toBe(404);
    expect((await call('POST', `${GROUPS}/${String(group.id)}/members`, { userIds: [] })).status).toBe(400);
  });

  it('nobody adds or removes themselves (400 OWN_ACCOUNT)', async () => {
    const groupId = (await groupOf(admin.userId)) ?? 0;
    const other = (await call('POST', GROUPS, { name: '자기 이동', description: '', permissions: [] })).body._data;
    const add = await call('POST', `${GROUPS}/${String(other.id)}/members`, { userIds: [admin.userId] });
    expect(add.status).toBe(400);
    expect(add.body.error.code).toBe('OWN_ACCOUNT');
    const remove = await call('DELETE', `${GROUPS}/${String(groupId)}/members/${String(admin.userId)}`);
    expect(remove.status).toBe(400);
    expect(await groupOf(admin.userId)).toBe(groupId);
  });
});

describe('delete', () => {
  it('refuses a group with members by default (409 with the count), unassigns them when asked', async () => {
    const group = (await call('POST', GROUPS, { name: '삭제할 그룹', description: '', permissions: [P.USER] })).body
      ._data;
    const path = `${GROUPS}/${String(group.id)}`;
    const members = [await api.userWith([]), await api.userWith([])];
    await call('POST', `${path}/members`, { userIds: members.map((member) => member.userId) });

    const refused = await call('DELETE', path);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('GROUP_HAS_MEMBERS');
    expect(refused.body.error.message).toContain('사용자 2명이 있어 삭제할 수 없습니다');
    expect((await call('DELETE', `${path}?members=refuse`)).status).toBe(409);
    expect((await call('GET', path)).status).toBe(200);
    expect((await call('DELETE', `${path}?members=everyone`)).status).toBe(400);

    const deleted = await call('DELETE', `${path}?members=unassign`);
    expect(deleted.status).toBe(200);
    expect(deleted.body._data).toEqual({ id: group.id, unassigned: 2 });
    for (const member of members) expect(await groupOf(member.userId)).toBeNull();
    expect((await call('GET', path)).status).toBe(404);
    expect((await call('DELETE', path)).status).toBe(404);
    const audits = await auditsOf(`group:${String(group.id)}`);
    expect(audits.at(-1)).toMatchObject({
      action: 'group.delete',
      before: { name: '삭제할 그룹', permissions: [P.USER] },
      after: null,
    });
    expect((audits.at(-1)?.before as { memberIds: number[] }).memberIds.sort()).toEqual(
      members.map((member) => member.userId).sort(),
    );
  });

  it('an empty group is deleted at once; nobody deletes their own group (400 OWN_ACCOUNT)', async () => {
    const group = (await call('POST', GROUPS, { name: '빈 채로 삭제', description: '', permissions: [] })).body._data;
    expect((await call('DELETE', `${GROUPS}/${String(group.id)}`)).body._data).toEqual({ id: group.id, unassigned: 0 });
    const own = await call('DELETE', `${GROUPS}/${String(await groupOf(admin.userId))}?members=unassign`);
    expect(own.status).toBe(400);
    expect(own.body.error.code).toBe('OWN_ACCOUNT');
  });
});

describe("a client's admin user with the group permission", () => {
  it("sees (and counts) only its own client's members, and cannot move another client's user", async () => {
    const gangnam = await clientIdOf(api, '강남구청');
    const seocho = await clientIdOf(api, '서초구청');
    const clientAdmin = await api.userWith([P.OA_CONSOLE_USER_GROUP_EDIT], { clientId: gangnam });
    const outsider = await api.userWith([], { clientId: seocho });
    const insider = await api.userWith([], { clientId: gangnam });
    const group = (await call('POST', GROUPS, { name: '혼합 그룹', description: '', permissions: [] })).body._data;
    const path = `${GROUPS}/${String(group.id)}`;
    await call('POST', `${path}/members`, { userIds: [outsider.userId, insider.userId] });

    const token = clientAdmin.accessToken;
    const detail = await call('GET', path, undefined, token);
    expect((detail.body._data.memberList as { id: number }[]).map((member) => member.id)).toEqual([insider.userId]);
    expect(detail.body._data.members).toBe(1);
    const list = await call('GET', `${GROUPS}?filter=${encodeURIComponent('name:eq:혼합 그룹')}`, undefined, token);
    expect(list.body._data.items[0].members).toBe(1);
    expect((await call('DELETE', `${path}/members/${String(outsider.userId)}`, undefined, token)).status).toBe(404);
    expect(await groupOf(outsider.userId)).toBe(group.id);
    const other = (await call('POST', GROUPS, { name: '옮길 곳', description: '', permissions: [] })).body._data;
    const move = await call('POST', `${GROUPS}/${String(other.id)}/members`, { userIds: [outsider.userId] }, token);
    expect(move.status).toBe(400);
    expect(await groupOf(outsider.userId)).toBe(group.id);
  });
});

describe('the last group administrator', () => {
  it('an edit that drops OA_CONSOLE_USER_GROUP_EDIT from the last holder is refused (409), one leaving another holder passes', async () => {
    const local = await startTestApi();
    try {
      const db = local.database.db;
      const last = await local.userWith([P.OA_CONSOLE_USER_GROUP_EDIT, P.USER]);
      await lockOtherGroupAdmins(local, last.userId);
      const [own] = await db.select({ groupId: users.groupId }).from(users).where(eq(users.id, last.userId));
      const path = `${GROUPS}/${String(own?.groupId)}`;
      const current = (await local.request('GET', path, { token: last.accessToken })).body._data;
      const drop = await local.request('PUT', path, {
        token: last.accessToken,
        body: { name: current.name, description: '', permissions: [P.USER] },
      });
      expect(drop.status).toBe(409);
      expect(drop.body.error.code).toBe('LAST_GROUP_ADMIN');
      expect(drop.body.error.message).toBe(
        '권한 그룹 관리 권한을 가진 활성 사용자가 한 명은 남아 있어야 합니다. 다른 사용자에게 먼저 이 권한을 주세요.',
      );
      const [after] = await db
        .select()
        .from(permissionGroups)
        .where(eq(permissionGroups.id, own?.groupId ?? 0));
      expect(after?.permissions).toContain(P.OA_CONSOLE_USER_GROUP_EDIT);
      expect((await local.request('GET', path, { token: last.accessToken })).status).toBe(200);

      // Group delete and member removal can only reach the last holder through the caller itself, which the own
      // account rule refuses first; the guard under them is the same and refuses what would leave nobody.
      const holders = (
        await db
          .select()
          .from(users)
          .where(eq(users.groupId, own?.groupId ?? 0))
      ).map((u) => u.id);
      await expect(
        guardedChange(db, async (tx) => {
          await tx.update(users).set({ groupId: null }).where(inArray(users.id, holders));
          await tx.delete(permissionGroups).where(eq(permissionGroups.id, own?.groupId ?? 0));
        }),
      ).rejects.toMatchObject({ status: 409, code: 'LAST_GROUP_ADMIN' });
      expect(
        await db
          .select()
          .from(permissionGroups)
          .where(eq(permissionGroups.id, own?.groupId ?? 0)),
      ).toHaveLength(1);

      // Another holder in another group: the same edit passes.
      await local.userWith(ALL_PERMISSIONS);
      const passes = await local.request('PUT', path, {
        token: last.accessToken,
        body: { name: current.name, description: '', permissions: [P.USER] },
      });
      expect(passes.status).toBe(200);
      // And applies at once: the editor itself no longer manages groups.
      expect((await local.request('GET', path, { token: last.accessToken })).status).toBe(403);
    } finally {
      await local.close();
    }
  }, 60_000);
});
