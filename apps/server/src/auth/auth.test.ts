/** Sign-in through real HTTP: tokens, the login limits, sign-up and activation, refresh, logout, password change. */
import { decodeUser } from '@oa/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seed';
import { loginFailures } from './schema';
import { startTestApi, type TestApi } from '../testing/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const login = (loginId: string, password: string, headers?: Record<string, string>) =>
  api.request('POST', '/oa/v1/auth/login', { body: { loginId, password }, ...(headers ? { headers } : {}) });

describe('login (OA and APPS)', () => {
  it('answers tokens whose access token the console decodes into {id, name, exp, iat, permissions}', async () => {
    const response = await login('demo-robot', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    const { accessToken, refreshToken, user } = response.body._data;
    expect(typeof refreshToken).toBe('string');
    const decoded = decodeUser(accessToken);
    expect(decoded).toMatchObject({ id: 'demo-robot', name: '이로봇' });
    expect(decoded.exp - decoded.iat).toBe(300);
    expect(decoded.permissions).toContain('RC_VIEW');
    expect(decoded.permissions).not.toContain('SEOUL_CUP_REFUND_VIEW');
    expect(user).toEqual({ id: 'demo-robot', name: '이로봇', permissions: decoded.permissions });
    // APPS signs in the same people; its tokens work on every API.
    const apps = await api.request('POST', '/apps/v1/auth/login', {
      body: { loginId: 'demo-robot', password: DEMO_PASSWORD },
    });
    expect(apps.status).toBe(200);
    expect((await api.request('GET', '/oa/v1/me', { token: apps.body._data.accessToken })).status).toBe(200);
  });

  it('says the same thing for a wrong password and an unknown account (no enumeration)', async () => {
    const wrong = await login('demo-viewer', 'not-the-password-1', { 'x-forwarded-for': '10.0.0.1' });
    const unknown = await login('nobody-here', 'not-the-password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      error: { code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 올바르지 않습니다.' },
    });
  });

  it('limits failures per account (the 6th attempt in 15 minutes is 429, even with the right password), whether or not it exists', async () => {
    for (const loginId of ['demo-cup', 'no-such-account']) {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await login(loginId, 'wrong-password-1')).status).toBe(401);
      const blocked = await login(loginId, loginId === 'demo-cup' ? DEMO_PASSWORD : 'wrong-password-1');
      expect(blocked.status, loginId).toBe(429);
      expect(blocked.body.error.message).toBe('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    api.advance(15 * 60 + 1);
    expect((await login('demo-cup', DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits failures per IP address across accounts (30 per 15 minutes)', async () => {
    api.advance(15 * 60 + 1);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await login(`someone-${String(attempt)}`, 'wrong-password-1')).status).toBe(401);
    }
    expect((await login('demo-admin', DEMO_PASSWORD)).status).toBe(429);
    api.advance(15 * 60 + 1);
  });

  it('forgets windows that ended: the next failure deletes them, recent ones stay', async () => {
    const minutesAgo = (minutes: number) => new Date(api.now().getTime() - minutes * 60_000);
    await api.database.db.insert(loginFailures).values([
      { key: 'account:ended-window', count: 3, windowStart: minutesAgo(16) },
      { key: 'ip:203.0.113.9', count: 30, windowStart: minutesAgo(60 * 24) },
      { key: 'account:open-window', count: 2, windowStart: minutesAgo(14) },
    ]);
    expect((await login('prune-check', 'wrong-password-1')).status).toBe(401);
    const keys = (await api.database.db.select({ key: loginFailures.key }).from(loginFailures)).map((row) => row.key);
    expect(keys).toContain('account:open-window');
    expect(keys).toContain('account:prune-check');
    expect(keys).not.toContain('account:ended-window');
    expect(keys).not.toContain('ip:203.0.113.9');
  });
});

describe('sign-up, then an administrator activates it', () => {
  it('a sign-up is PENDING and cannot be used until activated; then it signs in with the given group', async () => {
    const body = { loginId: 'new-operator', password: 'Seoul-cup-2026', name: '한신규', email: 'new@example.com' };
    const created = await api.request('POST', '/oa/v1/auth/register', { body });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ _data: { id: 'new-operator', status: 'PENDING' } });
    expect((await api.request('POST', '/oa/v1/auth/register', { body })).body.error.message).toBe(
      '이미 사용 중인 아이디입니다.',
    );

    const pending = await login('new-operator', 'Seoul-cup-2026');
    expect(pending.status).toBe(403);
    expect(pending.body.error.message).toBe('관리자의 승인을 기다리는 계정입니다.');

    const admin = await api.login('demo-admin');
    const list = await api.request('GET', '/oa/v1/users?filter=loginId:eq:new-operator', {
      token: admin.accessToken,
    });
    const user = list.body._data.items[0];
    expect(user).toMatchObject({ status: 'PENDING', groupId: null });
    const groups = await api.request('GET', '/oa/v1/permission-groups?filter=name:eq:조회 전용', {
      token: admin.accessToken,
    });
    const viewerGroup = groups.body._data.items[0].id as number;
    const activated = await api.request('PATCH', `/oa/v1/users/${String(user.id)}/status`, {
      token: admin.accessToken,
      body: { status: 'ACTIVE', groupId: viewerGroup },
    });
    expect(activated.status).toBe(200);
    const signedIn = await login('new-operator', 'Seoul-cup-2026');
    expect(signedIn.status).toBe(200);
    expect(decodeUser(signedIn.body._data.accessToken).permissions).toContain('RC_VIEW');
  });

  it('rejects weak passwords and bad fields with Korean messages per field', async () => {
    const weak = await api.request('POST', '/oa/v1/auth/register', {
      body: { loginId: 'weakling', password: 'short1', name: '약함', email: 'weak@example.com' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toBe('비밀번호는 10자 이상 64자 이하로 입력해 주세요.');
    const bad = await api.request('POST', '/oa/v1/auth/register', {
      body: { loginId: '한글아이디', password: 'x', email: 'not-mail' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('입력값을 확인해 주세요.');
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'loginId', 'name']);
  });
});

describe('refresh, logout, change password', () => {
  it('POST /v1/auth/token/access with the refresh token as bearer: a new access token and a rotated refresh token', async () => {
    const first = await api.login('demo-viewer');
    const refreshed = await api.request('POST', '/oa/v1/auth/token/access', { token: first.refreshToken });
    expect(refreshed.status).toBe(200);
    const { accessToken, refreshToken } = refreshed.body._data;
    expect(refreshToken).not.toBe(first.refreshToken);
    expect(decodeUser(accessToken).id).toBe('demo-viewer');
    expect((await api.request('GET', '/oa/v1/me', { token: accessToken })).status).toBe(200);
    // APPS refreshes too (the console refreshes on the failed request's host).
    expect((await api.request('POST', '/apps/v1/auth/token/access', { token: refreshToken })).status).toBe(200);
    // No token at all is also the end of the session for the console.
    expect((await api.request('POST', '/oa/v1/auth/token/access')).status).toBe(498);
  });

  it('logout ends the session: its refresh token and its access tokens answer 498; other sessions go on', async () => {
    const session = await api.login('demo-viewer');
    const other = await api.login('demo-viewer');
    expect((await api.request('POST', '/oa/v1/auth/logout', { token: session.refreshToken })).status).toBe(200);
    expect((await api.request('POST', '/oa/v1/auth/token/access', { token: session.refreshToken })).status).toBe(498);
    expect((await api.request('GET', '/oa/v1/me', { token: session.accessToken })).status).toBe(498);
    expect((await api.request('GET', '/oa/v1/me', { token: other.accessToken })).status).toBe(200);
    // Idempotent.
    expect((await api.request('POST', '/oa/v1/auth/logout', { token: session.refreshToken })).status).toBe(200);
  });

  it('change password: checks the current one and the rule, ends every other session, and continues this one', async () => {
    await api.request('POST', '/oa/v1/auth/register', {
      body: { loginId: 'changer', password: 'First-pass-2026', name: '변경자', email: 'changer@example.com' },
    });
    const admin = await api.login('demo-admin');
    const found = await api.request('GET', '/oa/v1/users?filter=loginId:eq:changer', { token: admin.accessToken });
    await api.request('PATCH', `/oa/v1/users/${String(found.body._data.items[0].id)}/status`, {
      token: admin.accessToken,
      body: { status: 'ACTIVE' },
    });
    const here = await api.login('changer', 'First-pass-2026');
    const elsewhere = await api.login('changer', 'First-pass-2026');

    const wrong = await api.request('POST', '/oa/v1/auth/password', {
      token: here.accessToken,
      body: { currentPassword: 'not-it-2026', newPassword: 'Second-pass-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: '현재 비밀번호가 올바르지 않습니다.' });
    const weak = await api.request('POST', '/oa/v1/auth/password', {
      token: here.accessToken,
      body: { currentPassword: 'First-pass-2026', newPassword: 'onlyletters' },
    });
    expect(weak.body.error.fields).toEqual({ newPassword: '비밀번호에 문자와 숫자를 모두 넣어 주세요.' });

    const changed = await api.request('POST', '/oa/v1/auth/password', {
      token: here.accessToken,
      body: { currentPassword: 'First-pass-2026', newPassword: 'Second-pass-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await api.request('GET', '/oa/v1/me', { token: changed.body._data.accessToken })).status).toBe(200);
    expect((await api.request('GET', '/oa/v1/me', { token: elsewhere.accessToken })).status).toBe(498);
    expect((await api.request('POST', '/oa/v1/auth/token/access', { token: elsewhere.refreshToken })).status).toBe(498);
    expect((await login('changer', 'First-pass-2026')).status).toBe(401);
    expect((await login('changer', 'Second-pass-2026')).status).toBe(200);
  });

  it('GET /v1/me: who is signed in, with group and client', async () => {
    const { accessToken } = await api.login('demo-client');
    const me = await api.request('GET', '/oa/v1/me', { token: accessToken });
    expect(me.body._data).toMatchObject({
      id: 'demo-client',
      name: '정고객',
      group: '고객사 관리자',
      client: { name: '강남구청' },
    });
  });
});
