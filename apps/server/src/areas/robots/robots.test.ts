/**
 * The robot endpoints through real HTTP over a seeded database: the list (filters, search, capacity state,
 * online, sorting, scope), the detail, registering and editing (every field's Korean message, duplicates,
 * revisions, bins keeping their fill), and the client options. Expected values come from the database.
 */
import { and, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { OFFLINE_AFTER_SECONDS, type ErrorBody, type ListResponse, type Robot } from '@oa/contract';
import { auditLog } from '../../audit/schema';
import { clients } from '../clients/schema';
import { robots } from './schema';
import { robotForm } from '../../testing/fixtures';
import { clientIdOf, startTestApi, type TestApi } from '../../testing/harness';
import { ANCHOR_MACHINE_ID } from './seed';

const ROBOTS = '/oa/v1/robots';

describe('robots', () => {
  let api: TestApi;
  let viewer: string;
  let editor: string;
  let realtime: string;
  let nobody: string;
  let gangnam: number;
  let gangnamAdmin: string;
  let gangnamEditor: string;

  const list = (token: string, filters: string[] = [], params: Record<string, string> = {}) => {
    const search = new URLSearchParams(params);
    for (const filter of filters) search.append('filter', filter);
    return api.request<{ _data: ListResponse<Robot> } & ErrorBody>('GET', `${ROBOTS}?${search.toString()}`, { token });
  };

  beforeAll(async () => {
    api = await startTestApi();
    viewer = (await api.userWith([P.RC_VIEW])).accessToken;
    editor = (await api.userWith([P.RC_EDIT])).accessToken;
    realtime = (await api.userWith([P.RC_REALTIME_VIEW])).accessToken;
    nobody = (await api.userWith([P.USER])).accessToken;
    gangnam = await clientIdOf(api, '강남구청');
    gangnamAdmin = (await api.userWith([P.RC_VIEW], { clientId: gangnam })).accessToken;
    gangnamEditor = (await api.userWith([P.RC_VIEW, P.RC_EDIT], { clientId: gangnam })).accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  describe('GET /robots', () => {
    it('pages the robots, newest first, with the client name and online', async () => {
      const response = await list(viewer, [], { size: '100' });
      expect(response.status).toBe(200);
      const [{ total }] = (await api.database.db.select({ total: count() }).from(robots)) as [{ total: number }];
      expect(response.body._data.total).toBe(total);
      const items = response.body._data.items;
      expect(items.length).toBe(Math.min(100, total));
      const times = items.map((item) => item.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const anchor = (await list(viewer, [`machineId:eq:${ANCHOR_MACHINE_ID}`])).body._data.items[0];
      expect(anchor).toMatchObject({ machineId: ANCHOR_MACHINE_ID, clientName: '강남구청', online: true });
      expect(anchor?.bins.length).toBeGreaterThan(0);
      expect(anchor?.schedule.openTime).toMatch(/^\d{2}:\d{2}$/);
    });

    it('q finds a robot by machine id, name or address (case-insensitive, contains)', async () => {
      const [row] = await api.database.db.select().from(robots).limit(1);
      if (row === undefined) throw new Error('no robot');
      for (const q of [
        row.machineId.toLowerCase().slice(-7),
        row.name.split(' ')[1] ?? row.name,
        row.address.slice(-6),
      ]) {
        const response = await list(viewer, [`q:like:${q}`], { size: '100' });
        expect(response.status).toBe(200);
        expect(response.body._data.total).toBeGreaterThan(0);
        for (const item of response.body._data.items) {
          const hay = `${item.machineId} ${item.name} ${item.address}`.toLowerCase();
          expect(hay).toContain(q.toLowerCase());
        }
      }
      expect((await list(viewer, ['q:like:존재하지않는로봇'])).body._data.total).toBe(0);
      // q only searches: no other operator.
      expect((await list(viewer, ['q:eq:x'])).status).toBe(400);
    });

    it('capacityState:any finds robots with some bin in that state', async () => {
      const response = await list(viewer, ['capacityState:any:FULL'], { size: '100' });
      expect(response.status).toBe(200);
      const [{ total }] = (await api.database.db
        .select({ total: count() })
        .from(robots)
        .where(sql`${robots.bins} @> '[{"capacityState":"FULL"}]'`)) as [{ total: number }];
      expect(total).toBeGreaterThan(0);
      expect(response.body._data.total).toBe(total);
      for (const item of response.body._data.items) {
        expect(item.bins.some((bin) => bin.capacityState === 'FULL')).toBe(true);
      }
      const bad = await list(viewer, ['capacityState:any:EMPTY']);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toContain('ON, OFF, FULL, WARNING');
    });

    it('online:eq:true|false splits the robots by their last heartbeat', async () => {
      const on = await list(viewer, ['online:eq:true'], { size: '100' });
      const off = await list(viewer, ['online:eq:false'], { size: '100' });
      const all = await list(viewer);
      expect(on.body._data.total + off.body._data.total).toBe(all.body._data.total);
      expect(on.body._data.total).toBeGreaterThan(0);
      expect(off.body._data.total).toBeGreaterThan(0);
      expect(on.body._data.items.every((item) => item.online)).toBe(true);
      expect(off.body._data.items.every((item) => !item.online)).toBe(true);
      const since = new Date(api.now().getTime() - OFFLINE_AFTER_SECONDS * 1000);
      const [{ total }] = (await api.database.db
        .select({ total: count() })
        .from(robots)
        .where(or(isNull(robots.lastHeartbeatAt), lt(robots.lastHeartbeatAt, since)))) as [{ total: number }];
      expect(off.body._data.total).toBe(total);
      expect((await list(viewer, ['online:eq:yes'])).status).toBe(400);
      expect((await list(viewer, ['online:ne:true'])).body._data.total).toBe(off.body._data.total);
      expect((await list(viewer, ['online:gt:true'])).status).toBe(400);
    });

    it('filters by client, district, generation, operation state and install date together', async () => {
      const filters = [
        `clientId:eq:${String(gangnam)}`,
        'district:eq:강남구',
        'generation:eq:RC_4_0',
        'operationState:in:OPERATION,WAIT',
        'installedAt:gte:2020-01-01',
      ];
      const response = await list(viewer, filters, { size: '100' });
      expect(response.status).toBe(200);
      const [{ total }] = (await api.database.db
        .select({ total: count() })
        .from(robots)
        .where(
          and(
            eq(robots.clientId, gangnam),
            eq(robots.district, '강남구'),
            eq(robots.generation, 'RC_4_0'),
            inArray(robots.operationState, ['OPERATION', 'WAIT']),
            gte(robots.installedAt, '2020-01-01'),
          ),
        )) as [{ total: number }];
      expect(total).toBeGreaterThan(0);
      expect(response.body._data.total).toBe(total);
      for (const item of response.body._data.items) {
        expect(item).toMatchObject({ clientId: gangnam, district: '강남구', generation: 'RC_4_0' });
      }
      expect((await list(viewer, ['installedAt:gte:2020-02-30'])).status).toBe(400);
      expect((await list(viewer, ['district:eq:부산진구'])).status).toBe(400);
    });

    it('sorts by the contract fields and refuses others', async () => {
      const response = await list(viewer, [], { sort: 'machineId,ASC', size: '50' });
      const ids = response.body._data.items.map((item) => item.machineId);
      expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect((await list(viewer, [], { sort: 'lastHeartbeatAt,DESC' })).status).toBe(200);
      const bad = await list(viewer, [], { sort: 'memo,ASC' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toContain('정렬');
      // Not filterable, only sortable.
      expect((await list(viewer, ['lastHeartbeatAt:gte:2026-01-01'])).status).toBe(400);
    });

    it("a client's admin user sees only its client's and child clients' robots", async () => {
      const response = await list(gangnamAdmin, [], { size: '100' });
      expect(response.status).toBe(200);
      const visible = await api.database.db
        .select({ id: clients.id })
        .from(clients)
        .where(or(eq(clients.id, gangnam), eq(clients.parentId, gangnam)));
      const ids = visible.map((row) => row.id);
      const [{ total }] = (await api.database.db
        .select({ total: count() })
        .from(robots)
        .where(inArray(robots.clientId, ids))) as [{ total: number }];
      expect(total).toBeGreaterThan(0);
      expect(response.body._data.total).toBe(total);
      expect(response.body._data.items.every((item) => item.clientId !== null && ids.includes(item.clientId))).toBe(
        true,
      );
      // Even asking for another client's robots finds nothing.
      const seocho = await clientIdOf(api, '서초구청');
      expect((await list(gangnamAdmin, [`clientId:eq:${String(seocho)}`])).body._data.total).toBe(0);
    });

    it('401 without a token, 403 without RC_VIEW', async () => {
      expect((await api.request('GET', ROBOTS)).status).toBe(401);
      const denied = await list(nobody);
      expect(denied.status).toBe(403);
      expect(denied.body.error.message).toBe('이 작업을 할 권한이 없습니다.');
    });
  });

  describe('GET /robots/:machineId', () => {
    it('answers the robot to RC_VIEW, RC_EDIT or RC_REALTIME_VIEW', async () => {
      for (const token of [viewer, editor, realtime]) {
        const response = await api.request<{ _data: Robot }>('GET', `${ROBOTS}/${ANCHOR_MACHINE_ID}`, { token });
        expect(response.status).toBe(200);
        expect(response.body._data.machineId).toBe(ANCHOR_MACHINE_ID);
      }
      expect((await api.request('GET', `${ROBOTS}/${ANCHOR_MACHINE_ID}`, { token: nobody })).status).toBe(403);
      expect((await api.request('GET', `${ROBOTS}/${ANCHOR_MACHINE_ID}`)).status).toBe(401);
    });

    it("404 in Korean for an unknown robot and for another client's robot", async () => {
      const missing = await api.request<ErrorBody>('GET', `${ROBOTS}/NO-SUCH-ROBOT`, { token: viewer });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND', message: '대상을 찾을 수 없습니다.' });
      const [other] = await api.database.db
        .select({ machineId: robots.machineId })
        .from(robots)
        .where(eq(robots.clientId, await clientIdOf(api, '서초구청')))
        .limit(1);
      if (other === undefined) throw new Error('no 서초구 robot');
      expect((await api.request('GET', `${ROBOTS}/${other.machineId}`, { token: gangnamAdmin })).status).toBe(404);
      expect((await api.request('GET', `${ROBOTS}/${other.machineId}`, { token: viewer })).status).toBe(200);
    });
  });

  describe('POST /robots', () => {
    it('registers a robot (201), empty bins, revision 1, and writes an audit record', async () => {
      const response = await api.request<{ _data: Robot }>('POST', ROBOTS, {
        token: editor,
        body: { ...robotForm('TEST-NEW-0001'), clientId: gangnam },
      });
      expect(response.status).toBe(201);
      expect(response.body._data).toMatchObject({
        machineId: 'TEST-NEW-0001',
        clientId: gangnam,
        clientName: '강남구청',
        revision: 1,
        online: false,
        lastHeartbeatAt: null,
        schedule: { dayType: 'WEEKDAY', openTime: '09:00', closeTime: '18:00' },
      });
      expect(response.body._data.bins).toEqual([
        { slot: 1, material: 'PET', capacityLiters: 120, fillPercent: 0, capacityState: 'ON' },
        { slot: 2, material: 'CAN', capacityLiters: 240, fillPercent: 0, capacityState: 'ON' },
      ]);
      const audits = await api.database.db.select().from(auditLog).where(eq(auditLog.target, 'robot:TEST-NEW-0001'));
      expect(audits.map((row) => row.action)).toEqual(['robot.create']);
      // It is in the list at once, first by creation time.
      const first = (await list(viewer)).body._data.items[0];
      expect(first?.machineId).toBe('TEST-NEW-0001');
    });

    it('409 with the field message for a machine id already registered, and nothing is added', async () => {
      const [{ total: before }] = (await api.database.db.select({ total: count() }).from(robots)) as [
        { total: number },
      ];
      const response = await api.request<ErrorBody>('POST', ROBOTS, {
        token: editor,
        body: robotForm(ANCHOR_MACHINE_ID),
      });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('MACHINE_ID_TAKEN');
      expect(response.body.error.fields).toEqual({ machineId: '이미 등록된 기기 ID입니다.' });
      const [{ total: after }] = (await api.database.db.select({ total: count() }).from(robots)) as [{ total: number }];
      expect(after).toBe(before);
    });

    it('saving twice at once creates one robot', async () => {
      const body = robotForm('TEST-TWICE-0001');
      const answers = await Promise.all([1, 2].map(() => api.request('POST', ROBOTS, { token: editor, body })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const rows = await api.database.db.select().from(robots).where(eq(robots.machineId, 'TEST-TWICE-0001'));
      expect(rows).toHaveLength(1);
    });

    it('400 with a Korean message for every wrong field', async () => {
      const response = await api.request<ErrorBody>('POST', ROBOTS, {
        token: editor,
        body: {
          machineId: 'bad id!',
          name: ' ',
          generation: 'RC_9',
          clientId: 999_999,
          address: '',
          district: '해운대구',
          lat: 35.16,
          lng: 129.16,
          installedAt: '2999-01-01',
          operationState: 'RUNNING',
          bins: [
            { slot: 1, material: 'GLASS', capacityLiters: 0 },
            { slot: 1, material: 'PET', capacityLiters: 120 },
          ],
          schedule: { dayType: 'SOMETIMES', openTime: '25:00', closeTime: '18:00' },
          memo: 'x'.repeat(1001),
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('INVALID_INPUT');
      const fields = response.body.error.fields ?? {};
      for (const field of [
        'machineId',
        'name',
        'generation',
        'address',
        'district',
        'lat',
        'installedAt',
        'operationState',
        'bins.0.material',
        'bins.0.capacityLiters',
        'bins.1.slot',
        'schedule.dayType',
        'schedule.openTime',
        'memo',
      ]) {
        expect(fields[field], field).toMatch(/[가-힣]/);
      }
      expect(fields['bins.1.slot']).toBe('수거함 번호가 중복되었습니다.');
      expect(fields.installedAt).toBe('설치일은 오늘 이후일 수 없습니다.');
      expect(fields.lat).toBe('서울시 안의 위치를 지도에서 선택해 주세요.');
    });

    it('checks the point against the district, the schedule order, bin counts and the client', async () => {
      const post = (body: unknown) => api.request<ErrorBody>('POST', ROBOTS, { token: editor, body });
      // 역삼역 is in 강남구, not 은평구.
      const wrongDistrict = await post({ ...robotForm('TEST-BAD-0001'), district: '은평구' });
      expect(wrongDistrict.status).toBe(400);
      expect(wrongDistrict.body.error.fields?.lat).toContain('은평구');
      const order = await post({
        ...robotForm('TEST-BAD-0002'),
        schedule: { dayType: 'EVERYDAY', openTime: '18:00', closeTime: '09:00' },
      });
      expect(order.body.error.fields?.['schedule.closeTime']).toBe('운영 종료 시간은 시작 시간보다 늦어야 합니다.');
      const tooMany = await post({
        ...robotForm('TEST-BAD-0003'),
        bins: [1, 2, 3, 4, 5].map((slot) => ({ slot, material: 'PET', capacityLiters: 100 })),
      });
      expect(tooMany.body.error.fields?.bins).toBe('수거함은 1개부터 4개까지 등록할 수 있습니다.');
      const noBins = await post({ ...robotForm('TEST-BAD-0004'), bins: [] });
      expect(noBins.status).toBe(400);
      const unknownClient = await post({ ...robotForm('TEST-BAD-0005'), clientId: 999_999 });
      expect(unknownClient.body.error.fields?.clientId).toBe('없는 고객사입니다.');
      const badDate = await post({ ...robotForm('TEST-BAD-0006'), installedAt: '2025-02-30' });
      expect(badDate.body.error.fields?.installedAt).toContain('YYYY-MM-DD');
      const missing = await post({ machineId: 'TEST-BAD-0007' });
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields?.name).toBe('필수 항목입니다.');
      expect(missing.body.error.fields?.clientId).toContain('필수');
      const rows = await api.database.db
        .select()
        .from(robots)
        .where(sql`${robots.machineId} like 'TEST-BAD-%'`);
      expect(rows).toEqual([]);
    });

    it("a client's user registers only for its own clients, never without a client", async () => {
      const seocho = await clientIdOf(api, '서초구청');
      const other = await api.request<ErrorBody>('POST', ROBOTS, {
        token: gangnamEditor,
        body: { ...robotForm('TEST-CLIENT-0001'), clientId: seocho },
      });
      expect(other.status).toBe(400);
      expect(other.body.error.fields?.clientId).toBe('없는 고객사입니다.');
      const none = await api.request<ErrorBody>('POST', ROBOTS, {
        token: gangnamEditor,
        body: robotForm('TEST-CLIENT-0002'),
      });
      expect(none.body.error.fields?.clientId).toBe('고객사를 선택해 주세요.');
      const own = await api.request('POST', ROBOTS, {
        token: gangnamEditor,
        body: { ...robotForm('TEST-CLIENT-0003'), clientId: gangnam },
      });
      expect(own.status).toBe(201);
    });

    it('401 without a token, 403 without RC_EDIT (before the body is read)', async () => {
      expect((await api.request('POST', ROBOTS, { body: robotForm('TEST-AUTH-0001') })).status).toBe(401);
      for (const token of [viewer, realtime, nobody]) {
        const response = await api.request<ErrorBody>('POST', ROBOTS, { token, body: { nonsense: true } });
        expect(response.status).toBe(403);
      }
      expect(await api.database.db.select().from(robots).where(eq(robots.machineId, 'TEST-AUTH-0001'))).toEqual([]);
    });
  });

  describe('PUT /robots/:machineId', () => {
    const put = (machineId: string, body: unknown, token = editor) =>
      api.request<{ _data: Robot } & ErrorBody>('PUT', `${ROBOTS}/${machineId}`, { token, body });

    it('updates with the current revision; bins keep their fill unless their material or capacity changes', async () => {
      const created = await api.request<{ _data: Robot }>('POST', ROBOTS, {
        token: editor,
        body: robotForm('TEST-EDIT-0001'),
      });
      expect(created.status).toBe(201);
      // The robot fills its bins meanwhile (as the simulator would).
      const [row] = await api.database.db.select().from(robots).where(eq(robots.machineId, 'TEST-EDIT-0001'));
      await api.database.db
        .update(robots)
        .set({
          bins: (row?.bins ?? []).map((bin) => ({ ...bin, fillPercent: 85, capacityState: 'WARNING' as const })),
          capacityStates: ['WARNING'],
        })
        .where(eq(robots.machineId, 'TEST-EDIT-0001'));
      const { machineId: _omit, ...rest } = robotForm('TEST-EDIT-0001');
      const response = await put('TEST-EDIT-0001', {
        ...rest,
        name: '이름을 바꾼 로봇',
        bins: [
          { slot: 1, material: 'PET', capacityLiters: 120 },
          { slot: 2, material: 'PAPER', capacityLiters: 240 },
          { slot: 3, material: 'CAN', capacityLiters: 120 },
        ],
        revision: 1,
      });
      expect(response.status).toBe(200);
      expect(response.body._data).toMatchObject({ name: '이름을 바꾼 로봇', revision: 2 });
      expect(response.body._data.bins).toEqual([
        { slot: 1, material: 'PET', capacityLiters: 120, fillPercent: 85, capacityState: 'WARNING' },
        { slot: 2, material: 'PAPER', capacityLiters: 240, fillPercent: 0, capacityState: 'ON' },
        { slot: 3, material: 'CAN', capacityLiters: 120, fillPercent: 0, capacityState: 'ON' },
      ]);
      const list = await api.request<{ _data: ListResponse<Robot> }>(
        'GET',
        `${ROBOTS}?filter=capacityState:any:WARNING&filter=machineId:eq:TEST-EDIT-0001`,
        { token: viewer },
      );
      expect(list.body._data.total).toBe(1);
      const audits = await api.database.db.select().from(auditLog).where(eq(auditLog.target, 'robot:TEST-EDIT-0001'));
      expect(audits.map((audit) => audit.action).sort()).toEqual(['robot.create', 'robot.update']);
    });

    it('409 in Korean for a stale revision, and the robot is unchanged', async () => {
      const { machineId: _omit, ...rest } = robotForm('TEST-EDIT-0001');
      const response = await put('TEST-EDIT-0001', { ...rest, name: '늦은 수정', revision: 1 });
      expect(response.status).toBe(409);
      expect(response.body.error).toMatchObject({
        code: 'REVISION_CONFLICT',
        message: '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 저장해 주세요.',
      });
      const [row] = await api.database.db.select().from(robots).where(eq(robots.machineId, 'TEST-EDIT-0001'));
      expect(row?.name).toBe('이름을 바꾼 로봇');
      // Two saves of the same revision at once: one wins.
      const both = await Promise.all(
        ['A', 'B'].map((tag) => put('TEST-EDIT-0001', { ...rest, name: `동시 ${tag}`, revision: 2 })),
      );
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });

    it('the machine id cannot change; a revision is required; 404 for unknown or foreign robots', async () => {
      const { machineId: _omit, ...rest } = robotForm('TEST-EDIT-0001');
      const renamed = await put('TEST-EDIT-0001', { ...rest, machineId: 'TEST-EDIT-9999', revision: 3 });
      expect(renamed.status).toBe(400);
      expect(renamed.body.error.fields?.machineId).toBe('기기 ID는 바꿀 수 없습니다.');
      const noRevision = await put('TEST-EDIT-0001', rest);
      expect(noRevision.body.error.fields?.revision).toMatch(/[가-힣]/);
      expect((await put('NO-SUCH-ROBOT', { ...rest, revision: 1 })).status).toBe(404);
      const [foreign] = await api.database.db
        .select({ machineId: robots.machineId })
        .from(robots)
        .where(eq(robots.clientId, await clientIdOf(api, '서초구청')))
        .limit(1);
      expect((await put(foreign?.machineId ?? '', { ...rest, revision: 1 }, gangnamEditor)).status).toBe(404);
      expect((await put('TEST-EDIT-0001', { ...rest, revision: 3 }, viewer)).status).toBe(403);
      expect((await api.request('PUT', `${ROBOTS}/TEST-EDIT-0001`, { body: rest })).status).toBe(401);
    });
  });

  describe('GET /client-options', () => {
    it('lists every client for staff, by name; only its own for a client user; any signed-in user', async () => {
      const all = await api.request<{ _data: { id: number; name: string }[] }>('GET', '/oa/v1/client-options', {
        token: nobody,
      });
      expect(all.status).toBe(200);
      const [{ total }] = (await api.database.db.select({ total: count() }).from(clients)) as [{ total: number }];
      expect(all.body._data).toHaveLength(total);
      const names = all.body._data.map((option) => option.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const own = await api.request<{ _data: { id: number; name: string }[] }>('GET', '/oa/v1/client-options', {
        token: gangnamAdmin,
      });
      expect(own.body._data.map((option) => option.id)).toContain(gangnam);
      const children = await api.database.db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.parentId, gangnam));
      expect(own.body._data).toHaveLength(children.length + 1);
      expect((await api.request('GET', '/oa/v1/client-options')).status).toBe(401);
    });
  });
});
