/**
 * Console users through real HTTP: detail, register with a one-time password, edit, status, password reset,
 * the must-change-password flag at sign-in, object-level scope of a client's admin user, the audit records and the
 * "last group administrator" and "own account" rules. (Who may call each endpoint: authz/matrix.ts.)
 */
import { ALL_PERMISSIONS, PERMISSIONS as P } from '@oa/auth/tables';
import { passwordProblem } from '@oa/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/schema';
import { permissionGroups, users } from './schema';
import { lockOtherGroupAdmins } from '../../testing/fixtures';
import { clientIdOf, startTestApi, type TestApi } from '../../testing/harness';

let api: TestApi;
/** A staff administrator holding every permission (so it may give any group). */
let admin: { userId: number; accessToken: string };

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.userWith(ALL_PERMISSIONS);
}, 60_000);
afterAll(() => api.close());

const groupIdOf = async (name: string) => {
  const [row] = await api.database.db
    .select({ id: permissionGroups.id })
    .from(permissionGroups)
    .where(eq(permissionGroups.name, name));
  if (row === undefined) throw new Error(`no group ${name}`);
  return row.id;
};

const userRow = async (id: number) => {
  const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
  if (row === undefined) throw new Error(`no user ${String(id)}`);
  return row;
};

const auditsOf = (target: string) =>
  api.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);

const form = (overrides: Record<string, unknown> = {}) => ({
  loginId: 'kim.newbie',
  name: '김신입',
  email: 'newbie@example.com',
  phone: '010-3456-7890',
  groupId: null,
  clientId: null,
  ...overrides,
});

const create = (body: unknown, token = admin.accessToken) => api.request('POST', '/oa/v1/users', { token, body });

describe('POST /oa/v1/users', () => {
  it('registers an ACTIVE user with a one-time password that signs in once and must be changed', async () => {
    const groupId = await groupIdOf('로봇 운영');
    const created = await create(form({ groupId }));
    expect(created.status).toBe(201);
    const { userId, loginId, temporaryPassword } = created.body._data;
    expect(loginId).toBe('kim.newbie');
    expect(passwordProblem(temporaryPassword, loginId)).toBeNull();

    const row = await userRow(userId);
    expect(row).toMatchObject({ status: 'ACTIVE', mustChangePassword: true, phone: '01034567890', groupId });
    // Hashed like every password: the clear text is nowhere.
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(temporaryPassword);

    const login = await api.request('POST', '/oa/v1/auth/login', { body: { loginId, password: temporaryPassword } });
    expect(login.status).toBe(200);
    expect(login.body._data.mustChangePassword).toBe(true);
    expect(login.body._data.user.permissions).toContain(P.RC_VIEW);
    const me = await api.request('GET', '/oa/v1/me', { token: login.body._data.accessToken });
    expect(me.body._data.mustChangePassword).toBe(true);

    const changed = await api.request('POST', '/oa/v1/auth/password', {
      token: login.body._data.accessToken,
      body: { currentPassword: temporaryPassword, newPassword: 'my-own-pass-2026' },
    });
    expect(changed.status).toBe(200);
    const after = await api.request('GET', '/oa/v1/me', { token: changed.body._data.accessToken });
    expect(after.body._data.mustChangePassword).toBe(false);
    const again = await api.request('POST', '/oa/v1/auth/login', {
      body: { loginId, password: 'my-own-pass-2026' },
    });
    expect(again.body._data.mustChangePassword).toBe(false);

    const [audit] = await auditsOf(`user:${String(userId)}`);
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      action: 'user.create',
      before: null,
      after: {
        loginId: 'kim.newbie',
        name: '김신입',
        email: 'newbie@example.com',
        phone: '010-****-7890',
        status: 'ACTIVE',
        groupId,
        clientId: null,
      },
    });
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
    expect(JSON.stringify(audit)).not.toContain('scrypt');
  });

  it('two one-time passwords differ', async () => {
    const one = await create(form({ loginId: 'otp-one', email: null, phone: null }));
    const two = await create(form({ loginId: 'otp-two', email: null, phone: null }));
    expect(one.body._data.temporaryPassword).not.toBe(two.body._data.temporaryPassword);
  });

  it('answers every wrong field with its Korean message (400)', async () => {
    const response = await create({
      loginId: 'no spaces!',
      name: '',
      email: 'not-an-email',
      phone: '12345',
      groupId: -1,
      clientId: 'x',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('INVALID_INPUT');
    expect(response.body.error.fields).toEqual({
      loginId: '아이디는 영문, 숫자, 마침표(.), 밑줄(_), 하이픈(-)으로 4~40자여야 합니다.',
      name: '필수 항목입니다.',
      email: '이메일 형식이 올바르지 않습니다. 예: name@example.com',
      phone: '전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678',
      groupId: '권한 그룹을 선택해 주세요.',
      clientId: '고객사를 선택해 주세요.',
    });
    const long = await create(form({ loginId: 'long-name', name: '가'.repeat(51) }));
    expect(long.body.error.fields).toEqual({ name: '이름은(는) 50자까지 입력할 수 있습니다.' });
    const missing = await create({});
    expect(missing.body.error.fields).toMatchObject({ loginId: '필수 항목입니다.', name: '필수 항목입니다.' });
  });

  it('a group or client that does not exist: 400 on that field', async () => {
    const group = await create(form({ loginId: 'ghost-group', groupId: 999_999 }));
    expect(group.status).toBe(400);
    expect(group.body.error.fields).toEqual({ groupId: '없는 권한 그룹입니다.' });
    const client = await create(form({ loginId: 'ghost-client', clientId: 999_999 }));
    expect(client.body.error.fields).toEqual({ clientId: '없는 고객사입니다.' });
  });

  it('a login id already in use: 409 with the field message', async () => {
    const response = await create(form({ loginId: 'demo-robot' }));
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 'LOGIN_ID_TAKEN',
      message: '이미 사용 중인 아이디입니다.',
      fields: { loginId: '이미 사용 중인 아이디입니다.' },
    });
  });

  it('nobody gives a group holding a permission they lack (no escalation)', async () => {
    const userAdmin = await api.userWith([P.OA_CONSOLE_USER_EDIT]);
    const response = await create(
      form({ loginId: 'escalated', groupId: await groupIdOf('전체 관리자') }),
      userAdmin.accessToken,
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ groupId: '자신에게 없는 권한이 든 그룹은 지정할 수 없습니다.' });
  });
});

describe('GET /oa/v1/users/:id and the list', () => {
  it('answers one user, phone masked; an unknown id is 404', async () => {
    const demo = await api.request('GET', '/oa/v1/users?filter=loginId:eq:demo-client', { token: admin.accessToken });
    const id = demo.body._data.items[0].id as number;
    const response = await api.request('GET', `/oa/v1/users/${String(id)}`, { token: admin.accessToken });
    expect(response.status).toBe(200);
    expect(response.body._data).toMatchObject({
      id,
      loginId: 'demo-client',
      name: '정고객',
      phone: '010-****-0005',
      status: 'ACTIVE',
      groupName: '고객사 관리자',
      clientName: '강남구청',
    });
    expect((await api.request('GET', '/oa/v1/users/99999999', { token: admin.accessToken })).status).toBe(404);
  });

  it('q searches login id, name and email at once', async () => {
    const byEmail = await api.request('GET', '/oa/v1/users?filter=q:like:demo-cup@exa', { token: admin.accessToken });
    expect(byEmail.body._data.items.map((user: { loginId: string }) => user.loginId)).toEqual(['demo-cup']);
    const byName = await api.request('GET', `/oa/v1/users?filter=${encodeURIComponent('q:like:최조회')}`, {
      token: admin.accessToken,
    });
    expect(byName.body._data.items.map((user: { loginId: string }) => user.loginId)).toEqual(['demo-viewer']);
    const bad = await api.request('GET', '/oa/v1/users?filter=q:eq:x', { token: admin.accessToken });
    expect(bad.status).toBe(400);
  });
});

describe('PUT /oa/v1/users/:id', () => {
  it('edits name, email, phone, group and client; the login id cannot change; audited before and after', async () => {
    const created = await create(form({ loginId: 'edit-me' }));
    const id = created.body._data.userId as number;
    const gangnam = await clientIdOf(api, '강남구청');
    const groupId = await groupIdOf('조회 전용');
    const path = `/oa/v1/users/${String(id)}`;

    const renamed = await api.request('PUT', path, {
      token: admin.accessToken,
      body: form({ loginId: 'edit-me', name: '이수정', phone: '02-123-4567', groupId: null, clientId: gangnam }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body._data).toMatchObject({ loginId: 'edit-me', name: '이수정', clientName: '강남구청' });
    expect((await userRow(id)).phone).toBe('021234567');

    // The masked number sent back as answered keeps the stored one; the login id may be left out.
    const withoutLoginId: Record<string, unknown> = form();
    delete withoutLoginId.loginId;
    const kept = await api.request('PUT', path, {
      token: admin.accessToken,
      body: { ...withoutLoginId, name: '이수정', phone: renamed.body._data.phone, groupId, clientId: gangnam },
    });
    expect(kept.status).toBe(200);
    expect((await userRow(id)).phone).toBe('021234567');
    expect(kept.body._data.groupName).toBe('조회 전용');

    const rename = await api.request('PUT', path, { token: admin.accessToken, body: form({ loginId: 'other-id' }) });
    expect(rename.status).toBe(400);
    expect(rename.body.error.fields).toEqual({ loginId: '아이디는 바꿀 수 없습니다.' });

    const audits = await auditsOf(`user:${String(id)}`);
    expect(audits.map((audit) => audit.action)).toEqual(['user.create', 'user.update', 'user.update']);
    expect(audits[1]).toMatchObject({
      before: { name: '김신입', phone: '010-****-7890', clientId: null },
      after: { name: '이수정', phone: '021-****-4567', clientId: gangnam },
    });
    expect(audits[2]).toMatchObject({ before: { groupId: null }, after: { groupId } });
  });

  it('an unknown user is 404; a bad body 400', async () => {
    expect((await api.request('PUT', '/oa/v1/users/99999999', { token: admin.accessToken, body: form() })).status).toBe(
      404,
    );
    const created = await create(form({ loginId: 'bad-edit' }));
    const response = await api.request('PUT', `/oa/v1/users/${String(created.body._data.userId)}`, {
      token: admin.accessToken,
      body: form({ loginId: undefined, email: 'a@b', name: ' ' }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields as object).sort()).toEqual(['email', 'name']);
  });

  it('nobody changes their own group or client (400 OWN_ACCOUNT), but may edit their own name', async () => {
    const self = await api.userWith([P.OA_CONSOLE_USER_EDIT, P.USER]);
    const path = `/oa/v1/users/${String(self.userId)}`;
    const current = (await api.request('GET', path, { token: self.accessToken })).body._data;
    const body = { name: '새 이름', email: null, phone: null, groupId: current.groupId, clientId: null };
    expect((await api.request('PUT', path, { token: self.accessToken, body })).status).toBe(200);
    const own = await api.request('PUT', path, { token: self.accessToken, body: { ...body, groupId: null } });
    expect(own.status).toBe(400);
    expect(own.body.error.code).toBe('OWN_ACCOUNT');
    expect((await userRow(self.userId)).groupId).toBe(current.groupId);
  });

  it('a group change applies at once: the same access token gets what the new group allows', async () => {
    const member = await api.userWith([P.USER]);
    const list = () => api.request('GET', '/oa/v1/robots?size=1', { token: member.accessToken });
    expect((await list()).status).toBe(403);
    const path = `/oa/v1/users/${String(member.userId)}`;
    const body = { name: '테스트', email: null, phone: null, groupId: await groupIdOf('로봇 운영'), clientId: null };
    expect((await api.request('PUT', path, { token: admin.accessToken, body })).status).toBe(200);
    expect((await list()).status).toBe(200);
    // And back: taken away at once too.
    const none = { ...body, groupId: null };
    expect((await api.request('PUT', path, { token: admin.accessToken, body: none })).status).toBe(200);
    expect((await list()).status).toBe(403);
  });
});

describe('PATCH /oa/v1/users/:id/status and POST .../password-reset', () => {
  it('locking ends the sessions at once (498) and is audited; unlocking lets the user sign in again', async () => {
    const created = await create(form({ loginId: 'lock-me' }));
    const { userId, temporaryPassword } = created.body._data;
    const session = await api.login('lock-me', temporaryPassword);
    const path = `/oa/v1/users/${String(userId)}/status`;
    expect((await api.request('PATCH', path, { token: admin.accessToken, body: { status: 'LOCKED' } })).status).toBe(
      200,
    );
    expect((await api.request('GET', '/oa/v1/me', { token: session.accessToken })).status).toBe(498);
    expect((await api.request('POST', '/oa/v1/auth/token/access', { token: session.refreshToken })).status).toBe(498);
    expect((await api.request('PATCH', path, { token: admin.accessToken, body: { status: 'ACTIVE' } })).status).toBe(
      200,
    );
    expect(
      (await api.request('POST', '/oa/v1/auth/login', { body: { loginId: 'lock-me', password: temporaryPassword } }))
        .status,
    ).toBe(200);
    const audits = (await auditsOf(`user:${String(userId)}`)).filter((audit) => audit.action === 'user.status');
    expect(audits.map((audit) => [audit.before, audit.after])).toEqual([
      [
        { status: 'ACTIVE', groupId: null },
        { status: 'LOCKED', groupId: null },
      ],
      [
        { status: 'LOCKED', groupId: null },
        { status: 'ACTIVE', groupId: null },
      ],
    ]);
  });

  it('nobody changes their own status (400 OWN_ACCOUNT)', async () => {
    const response = await api.request('PATCH', `/oa/v1/users/${String(admin.userId)}/status`, {
      token: admin.accessToken,
      body: { status: 'LOCKED' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'OWN_ACCOUNT',
      message: '자신의 계정 상태와 권한 그룹은 바꿀 수 없습니다.',
    });
    expect((await userRow(admin.userId)).status).toBe('ACTIVE');
  });

  it('a reset gives a new one-time password, ends every session and sets must-change; the old password stops working', async () => {
    const created = await create(form({ loginId: 'reset-me' }));
    const { userId, temporaryPassword: first } = created.body._data;
    const session = await api.login('reset-me', first);
    const changed = await api.request('POST', '/oa/v1/auth/password', {
      token: session.accessToken,
      body: { currentPassword: first, newPassword: 'chosen-pass-2026' },
    });
    expect((await userRow(userId)).mustChangePassword).toBe(false);

    const reset = await api.request('POST', `/oa/v1/users/${String(userId)}/password-reset`, {
      token: admin.accessToken,
    });
    expect(reset.status).toBe(200);
    expect(reset.body._data).toMatchObject({ userId, loginId: 'reset-me' });
    const second = reset.body._data.temporaryPassword as string;
    expect(passwordProblem(second, 'reset-me')).toBeNull();
    expect((await userRow(userId)).mustChangePassword).toBe(true);
    expect((await api.request('GET', '/oa/v1/me', { token: changed.body._data.accessToken })).status).toBe(498);
    expect(
      (await api.request('POST', '/oa/v1/auth/token/access', { token: changed.body._data.refreshToken })).status,
    ).toBe(498);
    const old = await api.request('POST', '/oa/v1/auth/login', {
      body: { loginId: 'reset-me', password: 'chosen-pass-2026' },
    });
    expect(old.status).toBe(401);
    const fresh = await api.request('POST', '/oa/v1/auth/login', { body: { loginId: 'reset-me', password: second } });
    expect(fresh.body._data.mustChangePassword).toBe(true);

    const audits = (await auditsOf(`user:${String(userId)}`)).filter((a) => a.action === 'user.password-reset');
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(second);
    expect(
      (await api.request('POST', '/oa/v1/users/99999999/password-reset', { token: admin.accessToken })).status,
    ).toBe(404);
    const own = await api.request('POST', `/oa/v1/users/${String(admin.userId)}/password-reset`, {
      token: admin.accessToken,
    });
    expect(own.status).toBe(400);
  });
});

describe("a client's admin user", () => {
  let gangnam: number;
  let seocho: number;
  let clientAdmin: { userId: number; accessToken: string };
  let outsider: { userId: number };

  beforeAll(async () => {
    gangnam = await clientIdOf(api, '강남구청');
    seocho = await clientIdOf(api, '서초구청');
    clientAdmin = await api.userWith([P.USER, P.OA_CONSOLE_USER_EDIT], { clientId: gangnam });
    outsider = await api.userWith([P.USER], { clientId: seocho });
  });

  it("sees and changes only its own client's users: another's is 404 and unchanged", async () => {
    const token = clientAdmin.accessToken;
    const path = `/oa/v1/users/${String(outsider.userId)}`;
    expect((await api.request('GET', path, { token })).status).toBe(404);
    const body = { name: '바꿈', email: null, phone: null, groupId: null, clientId: gangnam };
    expect((await api.request('PUT', path, { token, body })).status).toBe(404);
    expect((await api.request('POST', `${path}/password-reset`, { token })).status).toBe(404);
    const row = await userRow(outsider.userId);
    expect(row).toMatchObject({ name: '테스트', clientId: seocho, mustChangePassword: false });
    const list = await api.request('GET', '/oa/v1/users?size=100', { token });
    expect(list.body._data.items.every((user: { clientId: number }) => user.clientId === gangnam)).toBe(true);
  });

  it('registers users in its own client only', async () => {
    const token = clientAdmin.accessToken;
    const other = await create(form({ loginId: 'gn-other', clientId: seocho }), token);
    expect(other.status).toBe(400);
    expect(other.body.error.fields).toEqual({ clientId: '자신의 고객사 사용자만 등록하고 수정할 수 있습니다.' });
    const none = await create(form({ loginId: 'gn-none', clientId: null }), token);
    expect(none.status).toBe(400);
    const own = await create(form({ loginId: 'gn-own', clientId: gangnam }), token);
    expect(own.status).toBe(201);
    const created = await api.request('GET', `/oa/v1/users/${String(own.body._data.userId)}`, { token });
    expect(created.body._data.clientName).toBe('강남구청');
    // Nor moves its own users to another client.
    const moved = await api.request('PUT', `/oa/v1/users/${String(own.body._data.userId)}`, {
      token,
      body: form({ loginId: 'gn-own', clientId: seocho }),
    });
    expect(moved.status).toBe(400);
  });
});

describe('the last group administrator', () => {
  it('nobody locks, regroups or moves away the last active holder of OA_CONSOLE_USER_GROUP_EDIT (409)', async () => {
    const local = await startTestApi();
    try {
      const db = local.database.db;
      const last = await local.userWith([P.OA_CONSOLE_USER_GROUP_EDIT]);
      const userAdmin = await local.userWith([P.OA_CONSOLE_USER_EDIT, P.USER]);
      // Every other holder (the seeded administrators) locked: `last` is the only one.
      await lockOtherGroupAdmins(local, last.userId);
      const token = userAdmin.accessToken;
      const path = `/oa/v1/users/${String(last.userId)}`;
      const expectRefused = (response: { status: number; body: { error: { code: string; message: string } } }) => {
        expect(response.status).toBe(409);
        expect(response.body.error).toEqual({
          code: 'LAST_GROUP_ADMIN',
          message:
            '권한 그룹 관리 권한을 가진 활성 사용자가 한 명은 남아 있어야 합니다. 다른 사용자에게 먼저 이 권한을 주세요.',
        });
      };
      expectRefused(await local.request('PATCH', `${path}/status`, { token, body: { status: 'LOCKED' } }));
      expectRefused(
        await local.request('PATCH', `${path}/status`, { token, body: { status: 'ACTIVE', groupId: null } }),
      );
      expectRefused(
        await local.request('PUT', path, {
          token,
          body: { name: '마지막', email: null, phone: null, groupId: null, clientId: null },
        }),
      );
      const row = (await db.select().from(users).where(eq(users.id, last.userId)))[0];
      expect(row).toMatchObject({ status: 'ACTIVE' });
      expect(row?.groupId).not.toBeNull();
      expect((await local.request('GET', '/oa/v1/me', { token: last.accessToken })).status).toBe(200);
      // Nothing was written for the refused changes.
      expect(
        await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.target, `user:${String(last.userId)}`)),
      ).toEqual([]);

      // With a second holder the same lock passes.
      const second = await local.userWith([P.OA_CONSOLE_USER_GROUP_EDIT]);
      expect(second.userId).toBeGreaterThan(0);
      expect((await local.request('PATCH', `${path}/status`, { token, body: { status: 'LOCKED' } })).status).toBe(200);
    } finally {
      await local.close();
    }
  }, 60_000);
});
