/**
 * Client organisations through real HTTP: the list's extra columns and search, detail, register, edit, delete,
 * children, domain settings, a client's admin user's scope, and the audit log endpoint.
 */
import { PERMISSIONS as P } from '@oa/auth/tables';
import { MAX_CLIENT_DOMAINS } from '@oa/contract';
import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/schema';
import { clientDomains, clients } from './schema';
import { users } from '../users/schema';
import { robots } from '../robots/schema';
import { lockOtherGroupAdmins } from '../../testing/fixtures';
import { clientIdOf, startTestApi, type TestApi } from '../../testing/harness';

let api: TestApi;
let admin: { userId: number; accessToken: string };

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.userWith([P.OA_CONSOLE_CLIENT_EDIT, P.OA_CONSOLE_USER_EDIT]);
}, 60_000);
afterAll(() => api.close());

const CLIENTS = '/oa/v1/clients';
const call = (method: string, path: string, body?: unknown, token = admin.accessToken) =>
  api.request(method, path, { token, ...(body === undefined ? {} : { body }) });

const clientRow = async (where: { uid?: string; name?: string }) => {
  const [row] = await api.database.db
    .select()
    .from(clients)
    .where(where.uid !== undefined ? eq(clients.uid, where.uid) : eq(clients.name, where.name ?? ''));
  if (row === undefined) throw new Error(`no client ${JSON.stringify(where)}`);
  return row;
};

const form = (overrides: Record<string, unknown> = {}) => ({
  name: '그린테크 본사',
  type: 'COMPANY',
  businessNumber: '2208162517',
  contactName: '홍길동',
  contactPhone: '010-9876-5432',
  district: '강남구',
  parentId: null,
  ...overrides,
});

const auditsOf = (target: string) =>
  api.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);

describe('list and detail', () => {
  it('each client carries its parent name and its counts of robots, admin users and children', async () => {
    const gangnam = await clientRow({ name: '강남구청' });
    const db = api.database.db;
    const [robotCount] = await db.select({ n: count() }).from(robots).where(eq(robots.clientId, gangnam.id));
    const [adminCount] = await db.select({ n: count() }).from(users).where(eq(users.clientId, gangnam.id));
    const [childCount] = await db.select({ n: count() }).from(clients).where(eq(clients.parentId, gangnam.id));
    const detail = await call('GET', `${CLIENTS}/${gangnam.uid}`);
    expect(detail.status).toBe(200);
    expect(detail.body._data).toMatchObject({
      uid: gangnam.uid,
      name: '강남구청',
      type: 'DISTRICT_OFFICE',
      parentId: null,
      parentName: null,
      robots: robotCount?.n,
      admins: adminCount?.n,
      children: childCount?.n,
    });
    expect(robotCount?.n).toBeGreaterThan(0);
    expect(detail.body._data.contactPhone).toMatch(/^010-\*{4}-\d{4}$/);

    const [child] = await db.select().from(clients).where(isNotNull(clients.parentId)).limit(1);
    if (child === undefined) throw new Error('the seed has no child client');
    const [parent] = await db
      .select()
      .from(clients)
      .where(eq(clients.id, child.parentId ?? 0));
    const childDetail = await call('GET', `${CLIENTS}/${child.uid}`);
    expect(childDetail.body._data).toMatchObject({ parentId: parent?.id, parentName: parent?.name });
    expect(parent?.name).toMatch(/구청$/);

    const page = await call('GET', `${CLIENTS}?size=100`);
    const item = (page.body._data.items as { uid: string; robots: number }[]).find((row) => row.uid === gangnam.uid);
    expect(item?.robots).toBe(robotCount?.n);
    expect((await call('GET', `${CLIENTS}/CL-99999`)).status).toBe(404);
  });

  it('q searches uid, name and business number at once', async () => {
    const gangnam = await clientRow({ name: '강남구청' });
    const byNumber = await call('GET', `${CLIENTS}?filter=q:like:${gangnam.businessNumber ?? ''}`);
    expect((byNumber.body._data.items as { uid: string }[]).map((row) => row.uid)).toContain(gangnam.uid);
    const byUid = await call('GET', `${CLIENTS}?filter=q:like:${gangnam.uid}`);
    expect(byUid.body._data.items).toHaveLength(1);
    const byName = await call('GET', `${CLIENTS}?filter=${encodeURIComponent('q:like:강남구청')}`);
    expect((byName.body._data.items as { name: string }[]).map((row) => row.name)).toEqual(['강남구청']);
  });

  it('children: the clients under one, on the list contract', async () => {
    const office = await clientRow({ name: '종로구청' });
    const created = await call('POST', CLIENTS, form({ name: '종로 지점', parentId: office.id }));
    expect(created.status).toBe(201);
    const children = await call('GET', `${CLIENTS}/${office.uid}/children?size=100&sort=name,ASC`);
    expect(children.status).toBe(200);
    const items = children.body._data.items as { name: string; parentId: number; parentName: string }[];
    expect(items.map((item) => item.name)).toContain('종로 지점');
    expect(items.every((item) => item.parentId === office.id && item.parentName === '종로구청')).toBe(true);
    expect(children.body._data.total).toBe(items.length);
    expect((await call('GET', `${CLIENTS}/CL-99999/children`)).status).toBe(404);
    expect((await call('GET', `${CLIENTS}/${office.uid}/children?filter=nope:eq:1`)).status).toBe(400);
  });
});

describe('register and edit', () => {
  it('registers a client with the next CL- uid, the business number formatted, the phone stored as digits', async () => {
    const created = await call('POST', CLIENTS, form());
    expect(created.status).toBe(201);
    const client = created.body._data;
    expect(client).toMatchObject({
      name: '그린테크 본사',
      type: 'COMPANY',
      businessNumber: '220-81-62517',
      contactName: '홍길동',
      contactPhone: '010-****-5432',
      district: '강남구',
      parentId: null,
      robots: 0,
      admins: 0,
      children: 0,
    });
    expect(client.uid).toMatch(/^CL-\d{5}$/);
    const next = await call('POST', CLIENTS, form({ name: '그린테크 2호' }));
    expect(Number(next.body._data.uid.slice(3))).toBe(Number(client.uid.slice(3)) + 1);
    expect((await clientRow({ uid: client.uid })).contactPhone).toBe('01098765432');
    const [audit] = await auditsOf(`client:${String(client.uid)}`);
    expect(audit).toMatchObject({
      action: 'client.create',
      actorUserId: admin.userId,
      before: null,
      after: { name: '그린테크 본사', businessNumber: '220-81-62517', contactPhone: '010-****-5432' },
    });
  });

  it('answers every wrong field with its Korean message (400)', async () => {
    const response = await call('POST', CLIENTS, {
      name: ' ',
      type: 'SHOP',
      businessNumber: '12-345',
      contactName: '가'.repeat(51),
      contactPhone: '1234',
      district: '부산진구',
      parentId: -3,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      name: '필수 항목입니다.',
      type: '고객사 유형을 선택해 주세요.',
      businessNumber: '사업자등록번호는 000-00-00000 형식으로 입력해 주세요.',
      contactName: '담당자 이름은(는) 50자까지 입력할 수 있습니다.',
      contactPhone: '전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678',
      district: '서울시의 구를 선택해 주세요.',
      parentId: '상위 고객사를 선택해 주세요.',
    });
  });

  it('two levels only: a parent must be top-level, a client with children stays top-level, never its own parent', async () => {
    const office = await clientRow({ name: '중구청' });
    const branch = (await call('POST', CLIENTS, form({ name: '중구 지점', parentId: office.id }))).body._data;
    const grandchild = await call('POST', CLIENTS, form({ name: '손자', parentId: branch.id }));
    expect(grandchild.status).toBe(400);
    expect(grandchild.body.error.fields).toEqual({ parentId: '상위 고객사는 최상위 고객사만 지정할 수 있습니다.' });
    const other = await clientRow({ name: '용산구청' });
    const moveOffice = await call('PUT', `${CLIENTS}/${office.uid}`, form({ name: '중구청', parentId: other.id }));
    expect(moveOffice.status).toBe(400);
    expect(moveOffice.body.error.fields).toEqual({
      parentId: '하위 고객사가 있는 고객사는 다른 고객사 아래에 둘 수 없습니다.',
    });
    const self = await call('PUT', `${CLIENTS}/${office.uid}`, form({ name: '중구청', parentId: office.id }));
    expect(self.body.error.fields).toEqual({ parentId: '자기 자신을 상위 고객사로 지정할 수 없습니다.' });
    const ghost = await call('POST', CLIENTS, form({ parentId: 99_999_999 }));
    expect(ghost.body.error.fields).toEqual({ parentId: '없는 고객사입니다.' });
  });

  it('edits a client; the masked phone sent back keeps the stored number; audited before and after', async () => {
    const created = (await call('POST', CLIENTS, form({ name: '수정 전' }))).body._data;
    const path = `${CLIENTS}/${String(created.uid)}`;
    const edited = await call(
      'PUT',
      path,
      form({ name: '수정 후', type: 'CAMPUS', contactPhone: created.contactPhone, district: null }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body._data).toMatchObject({ uid: created.uid, name: '수정 후', type: 'CAMPUS', district: null });
    expect((await clientRow({ uid: created.uid })).contactPhone).toBe('01098765432');
    const audits = await auditsOf(`client:${String(created.uid)}`);
    expect(audits.at(-1)).toMatchObject({
      action: 'client.update',
      before: { name: '수정 전', type: 'COMPANY', district: '강남구' },
      after: { name: '수정 후', type: 'CAMPUS', district: null },
    });
    expect((await call('PUT', `${CLIENTS}/CL-99999`, form())).status).toBe(404);
  });
});

describe('delete', () => {
  it('refuses a client with robots (409 naming how many), and changes nothing', async () => {
    const gangnam = await clientRow({ name: '강남구청' });
    const [robotCount] = await api.database.db
      .select({ n: count() })
      .from(robots)
      .where(eq(robots.clientId, gangnam.id));
    const response = await call('DELETE', `${CLIENTS}/${gangnam.uid}`);
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 'CLIENT_HAS_ROBOTS',
      message: `이 고객사에 로봇 ${String(robotCount?.n)}대가 배정되어 있어 삭제할 수 없습니다. 로봇의 고객사를 먼저 바꿔 주세요.`,
    });
    expect((await call('GET', `${CLIENTS}/${gangnam.uid}`)).status).toBe(200);
  });

  it('deletes one without robots: children become top-level, admin users locked and detached (sessions end), domains gone', async () => {
    const office = (await call('POST', CLIENTS, form({ name: '삭제할 본사' }))).body._data;
    const branch = (await call('POST', CLIENTS, form({ name: '남을 지점', parentId: office.id }))).body._data;
    await call('PUT', `${CLIENTS}/${String(office.uid)}/domains`, {
      domains: [{ hostname: 'delete-me.oa-console.kr', primary: true }],
    });
    const adminUser = await api.userWith([P.USER], { clientId: office.id });
    expect((await api.request('GET', '/oa/v1/me', { token: adminUser.accessToken })).status).toBe(200);

    const deleted = await call('DELETE', `${CLIENTS}/${String(office.uid)}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body._data).toEqual({ uid: office.uid, detachedChildren: 1, lockedAdmins: 1 });
    expect((await call('GET', `${CLIENTS}/${String(office.uid)}`)).status).toBe(404);
    expect((await call('GET', `${CLIENTS}/${String(branch.uid)}`)).body._data).toMatchObject({
      parentId: null,
      parentName: null,
    });
    const [user] = await api.database.db.select().from(users).where(eq(users.id, adminUser.userId));
    expect(user).toMatchObject({ status: 'LOCKED', clientId: null });
    expect((await api.request('GET', '/oa/v1/me', { token: adminUser.accessToken })).status).toBe(498);
    expect(
      await api.database.db.select().from(clientDomains).where(eq(clientDomains.hostname, 'delete-me.oa-console.kr')),
    ).toEqual([]);
    const audits = await auditsOf(`client:${String(office.uid)}`);
    expect(audits.at(-1)).toMatchObject({
      action: 'client.delete',
      before: {
        name: '삭제할 본사',
        childUids: [branch.uid],
        adminUserIds: [adminUser.userId],
        domains: [{ hostname: 'delete-me.oa-console.kr', primary: true }],
      },
      after: null,
    });
    expect((await call('DELETE', `${CLIENTS}/${String(office.uid)}`)).status).toBe(404);
  });
});

describe('domains', () => {
  it('answers the seeded domains, primary first', async () => {
    const gangnam = await clientRow({ name: '강남구청' });
    const response = await call('GET', `${CLIENTS}/${gangnam.uid}/domains`);
    expect(response.status).toBe(200);
    expect(response.body._data).toEqual({
      domains: [
        { hostname: 'gangnam.oa-console.kr', primary: true },
        { hostname: 'recycle.gangnam.oa-console.kr', primary: false },
      ],
    });
  });

  it('replaces the list (trimmed, lower-cased); audited; an empty list clears it', async () => {
    const client = (await call('POST', CLIENTS, form({ name: '도메인 고객사' }))).body._data;
    const path = `${CLIENTS}/${String(client.uid)}/domains`;
    const saved = await call('PUT', path, {
      domains: [
        { hostname: ' Www.Green.oa-console.kr ', primary: false },
        { hostname: 'green.oa-console.kr', primary: true },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body._data.domains).toEqual([
      { hostname: 'green.oa-console.kr', primary: true },
      { hostname: 'www.green.oa-console.kr', primary: false },
    ]);
    expect((await call('GET', path)).body._data).toEqual(saved.body._data);
    const cleared = await call('PUT', path, { domains: [] });
    expect(cleared.body._data).toEqual({ domains: [] });
    const audits = await auditsOf(`client:${String(client.uid)}`);
    expect(
      audits.filter((audit) => audit.action === 'client.domains').map((audit) => [audit.before, audit.after]),
    ).toEqual([
      [
        { domains: [] },
        {
          domains: [
            { hostname: 'www.green.oa-console.kr', primary: false },
            { hostname: 'green.oa-console.kr', primary: true },
          ],
        },
      ],
      [{ domains: saved.body._data.domains }, { domains: [] }],
    ]);
  });

  it('400 per field: bad host names, duplicates, no or two primaries, too many', async () => {
    const client = (await call('POST', CLIENTS, form({ name: '잘못된 도메인' }))).body._data;
    const path = `${CLIENTS}/${String(client.uid)}/domains`;
    const bad = await call('PUT', path, {
      domains: [
        { hostname: 'no_underscores.kr', primary: true },
        { hostname: 'nodot', primary: false },
        { hostname: 'ok.example.kr', primary: false },
        { hostname: 'OK.example.kr', primary: false },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      'domains.0.hostname': '도메인 형식이 올바르지 않습니다. 예: gangnam.oa-console.kr',
      'domains.1.hostname': '도메인 형식이 올바르지 않습니다. 예: gangnam.oa-console.kr',
      'domains.3.hostname': '같은 도메인이 두 번 들어 있습니다.',
    });
    const none = await call('PUT', path, { domains: [{ hostname: 'a.example.kr', primary: false }] });
    expect(none.body.error.fields).toEqual({ domains: '대표 도메인을 하나 지정해 주세요.' });
    const two = await call('PUT', path, {
      domains: [
        { hostname: 'a.example.kr', primary: true },
        { hostname: 'b.example.kr', primary: true },
      ],
    });
    expect(two.body.error.fields).toEqual({ domains: '대표 도메인을 하나 지정해 주세요.' });
    const many = await call('PUT', path, {
      domains: Array.from({ length: MAX_CLIENT_DOMAINS + 1 }, (_, index) => ({
        hostname: `d${String(index)}.example.kr`,
        primary: index === 0,
      })),
    });
    expect(many.body.error.fields).toEqual({ domains: '도메인은 10개까지 등록할 수 있습니다.' });
    expect((await call('PUT', `${CLIENTS}/CL-99999/domains`, { domains: [] })).status).toBe(404);
  });

  it('a host name of another client: 409 DOMAIN_TAKEN without naming that client', async () => {
    const client = (await call('POST', CLIENTS, form({ name: '도메인 충돌' }))).body._data;
    const response = await call('PUT', `${CLIENTS}/${String(client.uid)}/domains`, {
      domains: [
        { hostname: 'mine.oa-console.kr', primary: true },
        { hostname: 'gangnam.oa-console.kr', primary: false },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 'DOMAIN_TAKEN',
      message: '이미 다른 고객사가 쓰는 도메인입니다.',
      fields: { 'domains.1.hostname': '이미 다른 고객사가 쓰는 도메인입니다.' },
    });
    expect(JSON.stringify(response.body)).not.toContain('강남');
    expect((await call('GET', `${CLIENTS}/${String(client.uid)}/domains`)).body._data).toEqual({ domains: [] });
  });
});

describe("a client's admin user with the client permission", () => {
  let gangnam: Awaited<ReturnType<typeof clientRow>>;
  let seocho: Awaited<ReturnType<typeof clientRow>>;
  let token: string;

  beforeAll(async () => {
    gangnam = await clientRow({ name: '강남구청' });
    seocho = await clientRow({ name: '서초구청' });
    token = (await api.userWith([P.OA_CONSOLE_CLIENT_EDIT], { clientId: gangnam.id })).accessToken;
  });

  it('sees its client and the clients under it only; another is 404 for every call and unchanged', async () => {
    const list = await call('GET', `${CLIENTS}?size=100`, undefined, token);
    const items = list.body._data.items as { id: number; parentId: number | null }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.id === gangnam.id || item.parentId === gangnam.id)).toBe(true);
    const other = `${CLIENTS}/${seocho.uid}`;
    expect((await call('GET', other, undefined, token)).status).toBe(404);
    expect((await call('GET', `${other}/children`, undefined, token)).status).toBe(404);
    expect((await call('GET', `${other}/domains`, undefined, token)).status).toBe(404);
    expect((await call('PUT', other, form({ name: '탈취' }), token)).status).toBe(404);
    expect((await call('PUT', `${other}/domains`, { domains: [] }, token)).status).toBe(404);
    expect((await call('DELETE', other, undefined, token)).status).toBe(404);
    expect((await clientRow({ uid: seocho.uid })).name).toBe('서초구청');
    expect((await call('GET', `${other}/domains`)).body._data.domains).toHaveLength(1);
  });

  it('registers clients under its own client only, cannot move one, nor delete its own', async () => {
    const outside = await call('POST', CLIENTS, form({ name: '밖에', parentId: seocho.id }), token);
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields).toEqual({ parentId: '자신의 고객사 아래에만 등록할 수 있습니다.' });
    expect((await call('POST', CLIENTS, form({ name: '최상위' }), token)).status).toBe(400);
    const inside = await call('POST', CLIENTS, form({ name: '강남 새 지점', parentId: gangnam.id }), token);
    expect(inside.status).toBe(201);
    const moved = await call(
      'PUT',
      `${CLIENTS}/${String(inside.body._data.uid)}`,
      form({ name: '강남 새 지점' }),
      token,
    );
    expect(moved.body.error.fields).toEqual({ parentId: '상위 고객사는 바꿀 수 없습니다.' });
    const own = await call('DELETE', `${CLIENTS}/${gangnam.uid}`, undefined, token);
    expect(own.status).toBe(400);
    expect(own.body.error.code).toBe('OWN_CLIENT');
  });
});

describe('GET /oa/v1/audit-log', () => {
  it('lists records newest first with the actor, filters by action, target and actor; a bad filter is 400', async () => {
    const created = (await call('POST', CLIENTS, form({ name: '감사 대상' }))).body._data;
    await call('PUT', `${CLIENTS}/${String(created.uid)}`, form({ name: '감사 대상 (수정)' }));
    const target = `client:${String(created.uid)}`;
    const response = await call('GET', `/oa/v1/audit-log?filter=target:eq:${target}`);
    expect(response.status).toBe(200);
    const items = response.body._data.items as { action: string; actorUserId: number; actorLoginId: string }[];
    expect(items.map((item) => item.action)).toEqual(['client.update', 'client.create']);
    expect(items[0]).toMatchObject({
      actorUserId: admin.userId,
      actorName: '테스트',
      before: { name: '감사 대상' },
      after: { name: '감사 대상 (수정)' },
    });
    expect(items[0]?.actorLoginId).toMatch(/^t-/);
    const byAction = await call('GET', '/oa/v1/audit-log?size=100&filter=action:eq:client.create');
    expect((byAction.body._data.items as { action: string }[]).every((item) => item.action === 'client.create')).toBe(
      true,
    );
    const byActor = await call('GET', `/oa/v1/audit-log?size=100&filter=actorUserId:eq:${String(admin.userId)}`);
    expect(byActor.body._data.total).toBeGreaterThanOrEqual(2);
    const today = await call('GET', `/oa/v1/audit-log?filter=at:gte:2020-01-01&filter=action:like:client.`);
    expect(today.body._data.total).toBeGreaterThan(0);
    expect((await call('GET', '/oa/v1/audit-log?filter=detail:eq:x')).status).toBe(400);
    // A sign-in's record carries the address as `after`.
    await api.login('demo-viewer');
    const login = await call('GET', '/oa/v1/audit-log?filter=action:eq:auth.login&size=1');
    expect(login.body._data.items[0]).toMatchObject({ before: null, after: { ip: expect.any(String) } });
    // A record written before writeAudit took before/after (`detail` only) reads it as its `after`.
    await api.database.db
      .insert(auditLog)
      .values({ action: 'robot.update', target: 'robot:LEGACY-0001', detail: { revision: 2 } });
    const legacy = await call('GET', '/oa/v1/audit-log?filter=target:eq:robot:LEGACY-0001');
    expect(legacy.body._data.items[0]).toMatchObject({ before: null, after: { revision: 2 } });
  });

  it("a client's admin user sees only what its own client's users did", async () => {
    const gangnam = await clientIdOf(api, '강남구청');
    const gnAdmin = await api.userWith([P.OA_CONSOLE_CLIENT_EDIT, P.OA_CONSOLE_USER_EDIT], { clientId: gangnam });
    const created = await call(
      'POST',
      CLIENTS,
      form({ name: '강남 감사 지점', parentId: gangnam }),
      gnAdmin.accessToken,
    );
    expect(created.status).toBe(201);
    const response = await call('GET', '/oa/v1/audit-log?size=100', undefined, gnAdmin.accessToken);
    const items = response.body._data.items as { actorUserId: number; target: string }[];
    expect(items.map((item) => item.target)).toContain(`client:${String(created.body._data.uid)}`);
    const actors = [...new Set(items.map((item) => item.actorUserId))];
    const rows = await api.database.db.select().from(users).where(inArray(users.id, actors));
    expect(rows.every((row) => row.clientId === gangnam)).toBe(true);
    // Staff see the staff's records too.
    const all = await call('GET', `/oa/v1/audit-log?size=1&filter=actorUserId:eq:${String(admin.userId)}`);
    expect(all.body._data.total).toBeGreaterThan(0);
    const hidden = await call(
      'GET',
      `/oa/v1/audit-log?size=1&filter=actorUserId:eq:${String(admin.userId)}`,
      undefined,
      gnAdmin.accessToken,
    );
    expect(hidden.body._data.total).toBe(0);
  });

  it('no audit record holds a password or a hash', async () => {
    const rows = await api.database.db.select().from(auditLog);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toMatch(/password"\s*:\s*"/i);
  });
});

describe('the last group administrator', () => {
  it('deleting the client of the last holder (which would lock it) is refused (409)', async () => {
    const local = await startTestApi();
    try {
      const db = local.database.db;
      const client = (
        await db.insert(clients).values({ uid: 'CL-LAST', name: '마지막 관리자 고객사', type: 'COMPANY' }).returning()
      )[0];
      const last = await local.userWith([P.OA_CONSOLE_USER_GROUP_EDIT], { clientId: client?.id ?? null });
      await lockOtherGroupAdmins(local, last.userId);
      const clientAdmin = await local.userWith([P.OA_CONSOLE_CLIENT_EDIT]);
      const response = await local.request('DELETE', '/oa/v1/clients/CL-LAST', { token: clientAdmin.accessToken });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('LAST_GROUP_ADMIN');
      expect(await db.select().from(clients).where(eq(clients.uid, 'CL-LAST'))).toHaveLength(1);
      expect((await local.request('GET', '/oa/v1/me', { token: last.accessToken })).status).toBe(200);
    } finally {
      await local.close();
    }
  }, 60_000);
});
