/**
 * Alert operation (webin-alaram) through real HTTP: recipients (list, create, update, delete) with Korean field
 * messages, masked phones and kept numbers, and the alert history; permissions and client scope.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { alertHistory, alertRecipients } from '../schema';
import { insertRobot } from '../rc40/testing';
import { clientIdOf, startTestApi, type TestApi } from '../../../testing/harness';

const RECIPIENTS = '/oa/v1/alert-recipients';
const HISTORY = '/oa/v1/alert-history';

const valid = {
  name: '김알림',
  phone: '010-2345-6789',
  events: ['FULL', 'OFFLINE'],
  dayType: 'WEEKDAY',
  startTime: '09:00',
  endTime: '18:00',
  clientId: null,
  enabled: true,
};

describe('alert recipients and history', () => {
  let api: TestApi;
  let editor: string;
  let viewer: string;
  let outsider: string;
  let gangnam: number;
  let seocho: number;
  /** A client admin of 강남구청 with both alert permissions. */
  let gangnamAdmin: string;

  beforeAll(async () => {
    api = await startTestApi();
    editor = (await api.userWith([P.RC_MANAGER_EDIT])).accessToken;
    viewer = (await api.userWith([P.RC_MANAGER_VIEW])).accessToken;
    outsider = (await api.userWith([P.RC_VIEW])).accessToken;
    gangnam = await clientIdOf(api, '강남구청');
    seocho = await clientIdOf(api, '서초구청');
    gangnamAdmin = (await api.userWith([P.RC_MANAGER_VIEW, P.RC_MANAGER_EDIT], { clientId: gangnam })).accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  const create = async (body: Record<string, unknown>, token = editor) =>
    api.request('POST', RECIPIENTS, { token, body });

  describe('recipients', () => {
    it('creates one (201), answers the phone masked with the client name, and stores the full number', async () => {
      const created = await create({ ...valid, phone: '01023456789', clientId: gangnam });
      expect(created.status).toBe(201);
      expect(created.body._data).toMatchObject({
        name: '김알림',
        phone: '010-****-6789',
        events: ['FULL', 'OFFLINE'],
        dayType: 'WEEKDAY',
        startTime: '09:00',
        endTime: '18:00',
        clientId: gangnam,
        clientName: '강남구청',
        enabled: true,
      });
      const [row] = await api.database.db
        .select({ phone: alertRecipients.phone })
        .from(alertRecipients)
        .where(eq(alertRecipients.id, created.body._data.id));
      expect(row?.phone).toBe('010-2345-6789');

      const list = await api.request('GET', `${RECIPIENTS}?filter=name:eq:김알림`, { token: viewer });
      expect(list.status).toBe(200);
      expect(list.body._data.items.map((item: any) => item.phone)).toEqual(['010-****-6789']);
      expect(JSON.stringify(list.body)).not.toContain('2345');
    });

    it('answers every invalid field with its own Korean message', async () => {
      const response = await create({
        name: '',
        phone: '02-123-4567',
        events: [],
        dayType: 'SOMETIMES',
        startTime: '9:00',
        endTime: '25:00',
        clientId: 999_999,
        enabled: 'yes',
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('INVALID_INPUT');
      expect(response.body.error.fields).toEqual({
        name: '이름은 1자 이상 30자 이하로 입력해 주세요.',
        phone: '휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.',
        events: '알림 받을 이벤트를 하나 이상 선택해 주세요.',
        dayType: '요일 구분(매일 또는 평일)을 선택해 주세요.',
        startTime: '시작 시각을 HH:mm 형식으로 입력해 주세요.',
        endTime: '종료 시각을 HH:mm 형식으로 입력해 주세요.',
        clientId: '없는 고객사입니다.',
        enabled: '사용 여부를 선택해 주세요.',
      });
    });

    it('checks events, the time order and the name length', async () => {
      const unknownEvent = await create({ ...valid, events: ['FULL', 'FIRE'] });
      expect(unknownEvent.body.error.fields.events).toBe(
        '이벤트는 FULL, WARNING, ERROR, OFFLINE 중에서 선택해 주세요.',
      );
      const twice = await create({ ...valid, events: ['FULL', 'FULL'] });
      expect(twice.body.error.fields.events).toBe('같은 이벤트가 두 번 선택되었습니다.');
      const order = await create({ ...valid, startTime: '18:00', endTime: '09:00' });
      expect(order.status).toBe(400);
      expect(order.body.error.fields).toEqual({ endTime: '종료 시각은 시작 시각보다 늦어야 합니다.' });
      const long = await create({ ...valid, name: '가'.repeat(31) });
      expect(long.body.error.fields).toEqual({ name: '이름은 1자 이상 30자 이하로 입력해 주세요.' });
      expect((await create({ ...valid, name: '가'.repeat(30) })).status).toBe(201);
      const missing = await api.request('POST', RECIPIENTS, { token: editor, body: { name: '누락' } });
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields.events).toBe('필수 항목입니다.');
    });

    it('updates one: an omitted or unchanged masked phone keeps the stored number, a new one replaces it', async () => {
      const created = await create({ ...valid, name: '수정대상', phone: '010-1111-2222' });
      const id = created.body._data.id as number;
      const stored = async () =>
        (
          await api.database.db
            .select({ phone: alertRecipients.phone })
            .from(alertRecipients)
            .where(eq(alertRecipients.id, id))
        )[0]?.phone;

      const { phone: _omitted, ...withoutPhone } = valid;
      const renamed = await api.request('PUT', `${RECIPIENTS}/${String(id)}`, {
        token: editor,
        body: { ...withoutPhone, name: '이름변경', events: ['ERROR'], enabled: false },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body._data).toMatchObject({
        name: '이름변경',
        events: ['ERROR'],
        enabled: false,
        phone: '010-****-2222',
      });
      expect(await stored()).toBe('010-1111-2222');

      const sentBackMasked = await api.request('PUT', `${RECIPIENTS}/${String(id)}`, {
        token: editor,
        body: { ...valid, phone: '010-****-2222' },
      });
      expect(sentBackMasked.status).toBe(200);
      expect(await stored()).toBe('010-1111-2222');

      const otherMask = await api.request('PUT', `${RECIPIENTS}/${String(id)}`, {
        token: editor,
        body: { ...valid, phone: '010-****-9999' },
      });
      expect(otherMask.status).toBe(400);
      expect(otherMask.body.error.fields.phone).toBe('휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.');

      const newNumber = await api.request('PUT', `${RECIPIENTS}/${String(id)}`, {
        token: editor,
        body: { ...valid, phone: '010 3333 4444'.replaceAll(' ', '-') },
      });
      expect(newNumber.body._data.phone).toBe('010-****-4444');
      expect(await stored()).toBe('010-3333-4444');
    });

    it('deletes one; a missing one is 404 for PUT and DELETE', async () => {
      const id = (await create({ ...valid, name: '삭제대상' })).body._data.id as number;
      const deleted = await api.request('DELETE', `${RECIPIENTS}/${String(id)}`, { token: editor });
      expect(deleted.status).toBe(200);
      expect(deleted.body._data).toEqual({ id });
      expect((await api.request('DELETE', `${RECIPIENTS}/${String(id)}`, { token: editor })).status).toBe(404);
      const put = await api.request('PUT', `${RECIPIENTS}/${String(id)}`, { token: editor, body: valid });
      expect(put.status).toBe(404);
      expect(put.body.error.message).toBe('대상을 찾을 수 없습니다.');
      expect((await api.request('DELETE', `${RECIPIENTS}/abc`, { token: editor })).status).toBe(400);
    });

    it('filters by event (any), enabled (boolean) and sorts by name', async () => {
      await create({ ...valid, name: '가필터', events: ['WARNING'], enabled: false });
      const warning = await api.request('GET', `${RECIPIENTS}?filter=event:any:WARNING&size=100`, { token: viewer });
      expect(warning.body._data.items.length).toBeGreaterThan(0);
      for (const item of warning.body._data.items) expect(item.events).toContain('WARNING');
      const disabled = await api.request('GET', `${RECIPIENTS}?filter=enabled:eq:false&size=100`, { token: viewer });
      expect(disabled.body._data.items.map((item: any) => item.name)).toContain('가필터');
      for (const item of disabled.body._data.items) expect(item.enabled).toBe(false);
      const bad = await api.request('GET', `${RECIPIENTS}?filter=enabled:eq:maybe`, { token: viewer });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe("'enabled'에는 true 또는 false를 입력해 주세요: 'maybe'");
      const byName = await api.request('GET', `${RECIPIENTS}?sort=name,ASC&size=100`, { token: viewer });
      const names = byName.body._data.items.map((item: any) => item.name as string);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('permissions: VIEW reads but cannot change; others get 403; no token 401', async () => {
      expect((await api.request('GET', RECIPIENTS, { token: viewer })).status).toBe(200);
      expect((await create(valid, viewer)).status).toBe(403);
      expect((await api.request('GET', RECIPIENTS, { token: outsider })).status).toBe(403);
      expect((await api.request('GET', RECIPIENTS)).status).toBe(401);
    });

    it("a client's admin user sees and changes only its clients' recipients", async () => {
      const mine = (await create({ ...valid, name: '강남수신', clientId: gangnam })).body._data.id as number;
      const theirs = (await create({ ...valid, name: '서초수신', clientId: seocho })).body._data.id as number;
      const everywhere = (await create({ ...valid, name: '전체수신', clientId: null })).body._data.id as number;

      const list = await api.request('GET', `${RECIPIENTS}?size=100`, { token: gangnamAdmin });
      const ids = list.body._data.items.map((item: any) => item.id);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(theirs);
      expect(ids).not.toContain(everywhere);
      for (const item of list.body._data.items) expect(item.clientId).toBe(gangnam);

      expect(
        (await api.request('PUT', `${RECIPIENTS}/${String(theirs)}`, { token: gangnamAdmin, body: valid })).status,
      ).toBe(404);
      expect((await api.request('DELETE', `${RECIPIENTS}/${String(everywhere)}`, { token: gangnamAdmin })).status).toBe(
        404,
      );
      const toOther = await create({ ...valid, clientId: seocho }, gangnamAdmin);
      expect(toOther.body.error.fields).toEqual({ clientId: '없는 고객사입니다.' });
      const toAll = await create({ ...valid, clientId: null }, gangnamAdmin);
      expect(toAll.body.error.fields).toEqual({ clientId: '고객사를 선택해 주세요.' });
      expect((await create({ ...valid, clientId: gangnam }, gangnamAdmin)).status).toBe(201);
      const own = await api.request('PUT', `${RECIPIENTS}/${String(mine)}`, {
        token: gangnamAdmin,
        body: { ...valid, clientId: gangnam, name: '강남수정' },
      });
      expect(own.status).toBe(200);
    });
  });

  describe('history', () => {
    let gangnamRobot: { id: number; machineId: string };
    let seochoRobot: { id: number; machineId: string };

    beforeAll(async () => {
      gangnamRobot = await insertRobot(api, {
        machineId: 'AH-GN-0001',
        name: '강남 로봇',
        clientId: gangnam,
        generation: 'RC_3',
      });
      seochoRobot = await insertRobot(api, { machineId: 'AH-SC-0001', name: '서초 로봇', clientId: seocho });
      const at = (iso: string) => new Date(iso);
      await api.database.db.insert(alertHistory).values([
        {
          robotId: gangnamRobot.id,
          event: 'FULL',
          message: '1번 수거함이 가득 찼습니다.',
          recipients: ['김알림'],
          at: at('2026-11-01T01:00:00Z'),
        },
        {
          robotId: gangnamRobot.id,
          event: 'OFFLINE',
          message: '연결이 끊겼습니다.',
          recipients: [],
          at: at('2026-11-02T01:00:00Z'),
        },
        {
          robotId: seochoRobot.id,
          event: 'ERROR',
          message: '문이 걸렸습니다.',
          recipients: ['박담당', '최담당'],
          at: at('2026-11-03T01:00:00Z'),
        },
      ]);
    });

    it('lists the newest first with the robot joined', async () => {
      const response = await api.request('GET', `${HISTORY}?filter=machineId:in:AH-GN-0001,AH-SC-0001`, {
        token: viewer,
      });
      expect(response.status).toBe(200);
      expect(response.body._data.total).toBe(3);
      expect(
        response.body._data.items.map((item: any) => [item.machineId, item.robotName, item.event, item.recipients]),
      ).toEqual([
        ['AH-SC-0001', '서초 로봇', 'ERROR', ['박담당', '최담당']],
        ['AH-GN-0001', '강남 로봇', 'OFFLINE', []],
        ['AH-GN-0001', '강남 로봇', 'FULL', ['김알림']],
      ]);
      expect(response.body._data.items[0].at).toBe('2026-11-03T01:00:00.000Z');
    });

    it('filters by machine id, event and time; sorts by machine id', async () => {
      const gn = await api.request('GET', `${HISTORY}?filter=machineId:eq:AH-GN-0001`, { token: viewer });
      expect(gn.body._data.total).toBe(2);
      const like = await api.request('GET', `${HISTORY}?filter=machineId:like:ah-sc`, { token: viewer });
      expect(like.body._data.items.map((item: any) => item.machineId)).toEqual(['AH-SC-0001']);
      const full = await api.request('GET', `${HISTORY}?filter=event:eq:FULL&filter=machineId:like:AH-`, {
        token: viewer,
      });
      expect(full.body._data.items.map((item: any) => item.message)).toEqual(['1번 수거함이 가득 찼습니다.']);
      const range = await api.request(
        'GET',
        `${HISTORY}?filter=at:bte:2026-11-02,2026-11-04&filter=machineId:like:AH-`,
        { token: viewer },
      );
      expect(range.body._data.total).toBe(2);
      const sorted = await api.request('GET', `${HISTORY}?sort=machineId,ASC&filter=machineId:like:AH-`, {
        token: viewer,
      });
      expect(sorted.body._data.items.map((item: any) => item.machineId)).toEqual([
        'AH-GN-0001',
        'AH-GN-0001',
        'AH-SC-0001',
      ]);
      const bad = await api.request('GET', `${HISTORY}?filter=event:eq:FIRE`, { token: viewer });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toContain("'event'의 값 'FIRE'는 허용되지 않습니다.");
    });

    it("a client's admin user sees only its robots' alerts; others 403", async () => {
      const response = await api.request('GET', `${HISTORY}?size=100`, { token: gangnamAdmin });
      expect(response.status).toBe(200);
      const machines = new Set(response.body._data.items.map((item: any) => item.machineId));
      expect(machines.has('AH-GN-0001')).toBe(true);
      expect(machines.has('AH-SC-0001')).toBe(false);
      const filtered = await api.request('GET', `${HISTORY}?filter=machineId:eq:AH-SC-0001`, { token: gangnamAdmin });
      expect(filtered.body._data).toMatchObject({ items: [], total: 0 });
      expect((await api.request('GET', HISTORY, { token: outsider })).status).toBe(403);
      expect((await api.request('GET', HISTORY)).status).toBe(401);
    });
  });
});
