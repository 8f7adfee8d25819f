/**
 * A cup's life through real HTTP against the seeded database: IDs registered once in ranges that never overlap,
 * packing by scan (20 at once all land; a duplicate and an unknown ID refused), shipping and delivering (twice:
 * once), loading by a manual refill and the cup's history holding every step; manual changes of up to 1,000 cups
 * previewed, refused all together with each ID's reason, applied once per request id and audited, and refused to a
 * caller without the edit permission; a discarded cup never back in service; boxes' manual changes and retirement;
 * the washing site's counts.
 */
import {
  BOX_CAPACITY,
  type Box,
  type CupHistory,
  type IdRange,
  type Shipment,
  type StateChangeResult,
} from '@oa/contract';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { cupBoxes, cupEvents, cups } from './schema';

const API = '/seoul-cup/v1';
interface Answer<T> {
  _data: T;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

describe("a cup's life", () => {
  let api: TestApi;
  let ids: string;
  let boxer: string;
  let statusViewer: string;
  let statusEditor: string;
  let historian: string;
  let crew: string;

  beforeAll(async () => {
    api = await startTestApi();
    ids = (await api.userWith([P.LALALOOP_ID_EDIT])).accessToken;
    boxer = (await api.userWith([P.LALALOOP_ID_BOX_EDIT, P.LALALOOP_ID_BOX_VIEW])).accessToken;
    statusViewer = (await api.userWith([P.SEOUL_CUP_STATUS_VIEW])).accessToken;
    statusEditor = (await api.userWith([P.SEOUL_CUP_STATUS_VIEW, P.SEOUL_CUP_MANUAL_STATUS_EDIT])).accessToken;
    historian = (await api.userWith([P.LALALOOP_ID_DATA_VIEW])).accessToken;
    crew = (await api.userWith([P.SEOUL_CUP_MANUAL_REFILL])).accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  const post = <T>(path: string, token: string, body?: unknown) =>
    api.request<Answer<T>>('POST', `${API}${path}`, { token, ...(body === undefined ? {} : { body }) });
  const get = <T>(path: string, token: string) => api.request<Answer<T>>('GET', `${API}${path}`, { token });
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const answer: unknown = await api.database.db.execute(query);
    return (answer as { rows: T[] }).rows;
  };
  const cleanCups = async (n: number) =>
    (
      await rows<{ cuid: string }>(
        sql`select cuid from cups where state = 'CLEAN' and box_id is null order by random() limit ${n}`,
      )
    ).map((row) => row.cuid);
  const emptyBox = async () => {
    const [box] = await rows<{ box_number: string }>(
      sql`select box_number from cup_boxes b where state = 'EMPTY' and retired_at is null and not exists (select 1 from cups c where c.box_id = b.id) order by random() limit 1`,
    );
    if (box === undefined) throw new Error('no empty box');
    return box.box_number;
  };

  it('registers 100 cup IDs once, never overlapping a range, and only with the cup IDs permission', async () => {
    const body = { kind: 'CUP', first: 'SC80000001', last: 'SC80000100', requestId: 'life-range-0001' };
    const first = await post<IdRange>('/id-ranges/cups', ids, body);
    expect(first.status).toBe(200);
    expect(first.body._data).toMatchObject({ first: 'SC80000001', last: 'SC80000100', count: 100 });
    // The same request again: the same range, no second registration.
    const again = await post<IdRange>('/id-ranges/cups', ids, body);
    expect(again.body._data.id).toBe(first.body._data.id);
    const [made] = await api.database.db
      .select({ n: count() })
      .from(cups)
      .where(and(sql`${cups.cuid} between 'SC80000001' and 'SC80000100'`, eq(cups.state, 'REGISTERED')));
    expect(made?.n).toBe(100);
    // Overlapping this range, or the seed's cups: refused in Korean, nothing made.
    const overlap = await post('/id-ranges/cups', ids, {
      ...body,
      first: 'SC80000050',
      last: 'SC80000150',
      requestId: 'life-range-0002',
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toMatchObject({ code: 'RANGE_OVERLAP' });
    expect(overlap.body.error?.message).toContain('SC80000001 ~ SC80000100');
    const seeded = await post('/id-ranges/cups', ids, {
      ...body,
      first: 'SC00000010',
      last: 'SC00000020',
      requestId: 'life-range-0003',
    });
    expect(seeded.status).toBe(409);
    const wrong = await post('/id-ranges/cups', ids, {
      ...body,
      first: 'SC8',
      last: 'SC80000100',
      requestId: 'life-range-0004',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields?.first).toBe('컵 ID는 SC00000001 형식으로 입력해 주세요.');
    // Box numbers are the box managers'; cup IDs are not.
    expect((await post('/id-ranges/cups', boxer, { ...body, requestId: 'life-range-0005' })).status).toBe(403);
    const boxes = await post<IdRange>('/id-ranges/boxes', boxer, {
      kind: 'BOX',
      first: 'BX800001',
      last: 'BX800003',
      requestId: 'life-range-0006',
    });
    expect(boxes.body._data).toMatchObject({ kind: 'BOX', count: 3 });
  });

  it("answers a range's history: only the cups inside it, newest first", async () => {
    const range = '&filter=cuid:gte:SC80000001&filter=cuid:lte:SC80000100';
    const page = await get<{ items: { cuid: string; toState: string; at: string }[]; total: number }>(
      `/cup-events?page=1&size=100&sort=at,DESC${range}`,
      historian,
    );
    expect(page.status).toBe(200);
    expect(page.body._data.total).toBe(100);
    expect(new Set(page.body._data.items.map((event) => event.cuid)).size).toBe(100);
    expect(page.body._data.items.every((event) => event.toState === 'REGISTERED')).toBe(true);
    const cups = await get<{ total: number }>(`/cups?page=1&size=10${range}`, ids);
    expect(cups.body._data.total).toBe(100);
  });

  it('packs 20 scans sent at once, all of them; refuses a duplicate, an unknown ID and a full box', async () => {
    const box = await emptyBox();
    const scans = await cleanCups(20);
    const answers = await Promise.all(scans.map((cuid) => post<{ box: Box }>(`/boxes/${box}/cups`, ids, { cuid })));
    expect(answers.map((answer) => answer.status)).toEqual(scans.map(() => 200));
    const detail = await get<{ box: Box; cups: { cuid: string; state: string }[] }>(`/boxes/${box}`, ids);
    expect(detail.body._data.box).toMatchObject({ state: 'PACKED', cupCount: 20 });
    expect(detail.body._data.cups.map((cup) => cup.cuid).sort()).toEqual([...scans].sort());
    const duplicate = await post(`/boxes/${box}/cups`, ids, { cuid: scans[0] });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toMatchObject({ code: 'DUPLICATE' });
    const unknown = await post(`/boxes/${box}/cups`, ids, { cuid: 'SC99999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('컵 SC99999999은(는) 등록되지 않은 ID입니다.');
    // Unpacking one puts it back where it came from.
    const out = await api.request<Answer<{ box: Box; cup: { state: string } }>>(
      'DELETE',
      `${API}/boxes/${box}/cups/${scans[0] ?? ''}`,
      { token: ids },
    );
    expect(out.body._data).toMatchObject({ box: { cupCount: 19 }, cup: { state: 'CLEAN' } });
    // A full box takes no more.
    const full = await emptyBox();
    const many = await cleanCups(BOX_CAPACITY + 1);
    for (const cuid of many.slice(0, BOX_CAPACITY)) await post(`/boxes/${full}/cups`, ids, { cuid });
    const over = await post(`/boxes/${full}/cups`, ids, { cuid: many[BOX_CAPACITY] });
    expect(over.body.error).toMatchObject({ code: 'BOX_FULL' });
  });

  it("follows new cups from registration into a rental machine; every step is in the cup's history", async () => {
    await post('/id-ranges/cups', ids, {
      kind: 'CUP',
      first: 'SC80001001',
      last: 'SC80001005',
      requestId: 'life-range-0010',
    });
    const box = await emptyBox();
    for (let n = 1; n <= 5; n += 1) await post(`/boxes/${box}/cups`, ids, { cuid: `SC8000100${String(n)}` });
    const [machine] = await rows<{ machine_id: string }>(
      sql`select machine_id from cup_machines where kind = 'RENTAL' and capacity - level >= 5 order by id limit 1`,
    );
    const shipped = await post<Shipment>('/shipments', boxer, {
      boxNumber: box,
      machineId: machine?.machine_id,
      requestId: 'life-ship-0001',
    });
    expect(shipped.body._data).toMatchObject({ state: 'SHIPPING', cupCount: 5, machineId: machine?.machine_id });
    // Shipping it again is refused, naming the state found.
    const twice = await post('/shipments', boxer, {
      boxNumber: box,
      machineId: machine?.machine_id,
      requestId: 'life-ship-0002',
    });
    expect(twice.body.error?.message).toBe(`박스 ${box}: 이미 '배송 중' 상태입니다.`);
    const delivered = await Promise.all(
      [1, 2].map(() => post<Shipment>(`/shipments/${String(shipped.body._data.id)}/deliver`, boxer)),
    );
    expect(delivered.map((answer) => answer.body._data.state)).toEqual(['DELIVERED', 'DELIVERED']);
    const refill = await post('/refills', crew, {
      requestId: 'life-refill-0001',
      machineId: machine?.machine_id,
      boxNumber: box,
      reason: '',
    });
    expect(refill.status).toBe(200);
    const history = await get<CupHistory>('/cups/SC80001003', historian);
    expect(history.body._data.cup).toMatchObject({ state: 'LOADED', machineId: machine?.machine_id, boxNumber: null });
    expect(history.body._data.events.map((event) => event.toState).reverse()).toEqual([
      'REGISTERED',
      'IN_BOX',
      'SHIPPED',
      'LOADED',
    ]);
    expect(history.body._data.events[2]).toMatchObject({ boxNumber: box, manual: true });
    const trips = await get<{ events: { toState: string }[] }>(`/boxes/${box}`, boxer);
    expect(
      trips.body._data.events
        .map((event) => event.toState)
        .slice(0, 4)
        .reverse(),
    ).toEqual(['PACKED', 'SHIPPING', 'DELIVERED', 'RETURNED']);
  });

  it('changes many cups by hand: previewed, refused all together, applied once, audited; not without the permission', async () => {
    // 998 new cups (REGISTERED), which an operator may report lost.
    await post('/id-ranges/cups', ids, {
      kind: 'CUP',
      first: 'SC81000001',
      last: 'SC81000998',
      requestId: 'life-range-0020',
    });
    const clean = Array.from({ length: 998 }, (_, n) => `SC81${String(n + 1).padStart(6, '0')}`);
    const [rented] = await rows<{ cuid: string }>(sql`select cuid from cups where state = 'RENTED' limit 1`);
    const body = {
      ids: [...clean, rented?.cuid, 'SC99999998'],
      toState: 'LOST',
      reason: '재고 실사',
      requestId: 'life-change-0001',
    };
    const preview = await post<StateChangeResult>('/cups/state-changes', statusViewer, { ...body, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body._data).toMatchObject({ preview: true, applied: false, count: 999 });
    expect(preview.body._data.refused).toEqual([
      { id: 'SC99999998', state: null, reason: '등록되지 않은 컵 ID입니다.' },
    ]);
    // Applying is the edit permission's.
    expect((await post('/cups/state-changes', statusViewer, body)).status).toBe(403);
    // One unknown ID: nothing changes, and the answer names it.
    const refused = await post('/cups/state-changes', statusEditor, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'SOME_REFUSED',
      fields: { SC99999998: '등록되지 않은 컵 ID입니다.' },
    });
    const [still] = await api.database.db
      .select({ n: count() })
      .from(cups)
      .where(and(inArray(cups.cuid, clean), eq(cups.state, 'REGISTERED')));
    expect(still?.n).toBe(998);
    // Without it, 999 cups at once, twice with the same request id: once.
    const wanted = { ...body, ids: body.ids.slice(0, 999) };
    const [applied, repeated] = await Promise.all([
      post<StateChangeResult>('/cups/state-changes', statusEditor, wanted),
      post<StateChangeResult>('/cups/state-changes', statusEditor, wanted),
    ]);
    expect([applied.status, repeated.status]).toEqual([200, 200]);
    expect([applied.body._data.repeated, repeated.body._data.repeated].sort()).toEqual([false, true]);
    const [lost] = await api.database.db
      .select({ n: count() })
      .from(cups)
      .where(and(inArray(cups.cuid, clean), eq(cups.state, 'LOST')));
    expect(lost?.n).toBe(998);
    const [events] = await api.database.db
      .select({ n: count() })
      .from(cupEvents)
      .where(and(eq(cupEvents.toState, 'LOST'), eq(cupEvents.reason, '재고 실사'), eq(cupEvents.manual, true)));
    expect(events?.n).toBe(999);
    const audits = await api.database.db.select().from(auditLog).where(eq(auditLog.action, 'cup.state-change'));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ state: 'LOST', count: 999, reason: '재고 실사' });
    // A reason is required, in Korean.
    const noReason = await post('/cups/state-changes', statusEditor, {
      ...wanted,
      reason: ' ',
      requestId: 'life-change-0002',
    });
    expect(noReason.body.error?.fields?.reason).toBe('사유를 입력해 주세요.');
  });

  it('refuses illegal moves naming the state found; a discarded cup never returns to service', async () => {
    const [cuid] = await cleanCups(1);
    const wash = await post<StateChangeResult>('/cups/state-changes', statusEditor, {
      ids: [cuid],
      toState: 'WASHING',
      reason: '확인',
      requestId: 'life-change-0010',
      preview: true,
    });
    expect(wash.body._data.refused[0]?.reason).toBe("지금 '세척 완료' 상태라 '세척 중'(으)로 바꿀 수 없습니다.");
    const discarded = await post<StateChangeResult>('/cups/discard', ids, {
      cuids: [cuid],
      reason: '파손',
      requestId: 'life-discard-0001',
    });
    expect(discarded.body._data).toMatchObject({ applied: true, count: 1 });
    const back = await post('/cups/state-changes', statusEditor, {
      ids: [cuid],
      toState: 'CLEAN',
      reason: '다시 쓰기',
      requestId: 'life-change-0011',
    });
    expect(back.body.error?.fields?.[cuid ?? '']).toBe('폐기된 컵은 다시 쓸 수 없습니다.');
    const pack = await post(`/boxes/${await emptyBox()}/cups`, ids, { cuid });
    expect(pack.body.error?.message).toContain("'폐기' 상태라");
    const history = await get<CupHistory>(`/cups/${cuid ?? ''}`, historian);
    expect(history.body._data.cup).toMatchObject({ state: 'DISCARDED', discardReason: '파손' });
    expect(history.body._data.events[0]).toMatchObject({ fromState: 'CLEAN', toState: 'DISCARDED', reason: '파손' });
  });

  it('changes boxes by hand within their machine, and retires an empty box for good', async () => {
    const [returned] = await rows<{ box_number: string }>(
      sql`select box_number from cup_boxes b where state = 'RETURNED' and not exists (select 1 from cups c where c.box_id = b.id) limit 1`,
    );
    const [packed] = await rows<{ box_number: string; n: number }>(
      sql`select b.box_number, count(*)::int as n from cup_boxes b join cups c on c.box_id = b.id where b.state = 'PACKED' group by b.id limit 1`,
    );
    const change = await post<StateChangeResult>('/boxes/state-changes', statusEditor, {
      ids: [returned?.box_number, packed?.box_number],
      toState: 'EMPTY',
      reason: '정리',
      requestId: 'life-box-change-0001',
      preview: true,
    });
    expect(change.body._data.changes).toEqual([{ id: returned?.box_number, fromState: 'RETURNED' }]);
    expect(change.body._data.refused[0]?.reason).toBe(
      `컵 ${String(packed?.n)}개가 들어 있어 '빈 박스'(으)로 바꿀 수 없습니다 (먼저 컵을 꺼내 주세요).`,
    );
    const box = await emptyBox();
    const retired = await post<Box>(`/boxes/${box}/retire`, boxer, { reason: '파손' });
    expect(retired.body._data).toMatchObject({ retireReason: '파손' });
    expect(retired.body._data.retiredAt).not.toBeNull();
    const [cuid] = await cleanCups(1);
    const pack = await post(`/boxes/${box}/cups`, ids, { cuid });
    expect(pack.body.error).toMatchObject({ code: 'BOX_RETIRED' });
    const [row] = await api.database.db.select().from(cupBoxes).where(eq(cupBoxes.boxNumber, box));
    expect(row?.state).toBe('EMPTY');
  });

  it("answers the washing site's stages as the cups stand", async () => {
    const viewer = (await api.userWith([P.SEOUL_CUP_RECEIVING_VIEW])).accessToken;
    const status = await get<{ now: Record<string, number>; days: unknown[]; waiting: { since: string }[] }>(
      '/washing-site/status?days=7',
      viewer,
    );
    expect(status.status).toBe(200);
    const counted = await rows<{ state: string; n: number }>(
      sql`select state, count(*)::int as n from cups where state in ('COLLECTED', 'WASHING', 'CLEAN', 'IN_BOX') group by state`,
    );
    expect(status.body._data.now).toEqual(Object.fromEntries(counted.map((row) => [row.state, row.n])));
    expect(status.body._data.days).toHaveLength(7);
    const since = status.body._data.waiting.map((cup) => cup.since);
    expect(since).toEqual([...since].sort());
  });
});
