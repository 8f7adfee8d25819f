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
  BOX_MOVES,
  CUP_MOVES,
  type Box,
  type BoxState,
  type CupHistory,
  type CupState,
  type IdRange,
  type Shipment,
  type StateChangeResult,
} from '@oa/contract';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { moveCups } from './life/moves';
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
  // Issue 29's defects, each named after it.
  const key = () => randomUUID();
  const rentalMachines = async (room: number) =>
    (
      await rows<{ id: number; machine_id: string }>(
        sql`select id, machine_id from cup_machines where kind = 'RENTAL' and capacity - level >= ${room} order by id limit 2`,
      )
    ).map((row) => row.machine_id);
  let boxSerial = 810_000;
  /** A new box (a range of one), EMPTY at the washing site. */
  const newBox = async () => {
    boxSerial += 1;
    const number = `BX${String(boxSerial)}`;
    const made = await post('/id-ranges/boxes', boxer, { kind: 'BOX', first: number, last: number, requestId: key() });
    expect(made.status).toBe(200);
    return number;
  };
  /** A box of `n` clean cups packed and shipped to the machine: the box's number, its cups and its trip. */
  const shippedBox = async (n: number, machineId: string) => {
    const box = await newBox();
    const packed = await cleanCups(n);
    for (const cuid of packed) expect((await post(`/boxes/${box}/cups`, ids, { cuid })).status).toBe(200);
    const trip = await post<Shipment>('/shipments', boxer, { boxNumber: box, machineId, requestId: key() });
    expect(trip.status).toBe(200);
    return { box, cuids: packed, trip: trip.body._data };
  };
  const cupSteps = async (cuids: readonly string[]) =>
    rows<{ from_state: CupState | null; to_state: CupState }>(
      sql`select e.from_state, e.to_state from cup_events e join cups c on c.id = e.cup_id
        where c.cuid in (${sql.join(
          cuids.map((cuid) => sql`${cuid}`),
          sql`, `,
        )}) order by e.id`,
    );
  const boxSteps = async (box: string) =>
    rows<{ from_state: BoxState | null; to_state: BoxState }>(
      sql`select e.from_state, e.to_state from cup_box_events e join cup_boxes b on b.id = e.box_id
        where b.box_number = ${box} order by e.id`,
    );
  const shipmentState = async (id: number) =>
    (await rows<{ state: string }>(sql`select state from cup_shipments where id = ${id}`))[0]?.state;

  it("a manual refill moves only along the contract's tables and closes the box's trip", async () => {
    const [machine = ''] = await rentalMachines(5);
    const { box, cuids, trip } = await shippedBox(5, machine);
    // Not confirmed delivered yet: the refill delivers the trip, loads the cups and sends the box back.
    const refill = await post<{ count: number; cuids: string[] }>('/refills', crew, {
      requestId: key(),
      machineId: machine,
      boxNumber: box,
      reason: '긴급 충전',
    });
    expect(refill.status).toBe(200);
    expect(refill.body._data.count).toBe(5);
    expect([...refill.body._data.cuids].sort()).toEqual([...cuids].sort());
    for (const step of await cupSteps(cuids))
      if (step.from_state !== null) expect(CUP_MOVES[step.from_state], JSON.stringify(step)).toContain(step.to_state);
    const moves = await boxSteps(box);
    for (const step of moves)
      if (step.from_state !== null) expect(BOX_MOVES[step.from_state], JSON.stringify(step)).toContain(step.to_state);
    expect(moves.slice(-3).map((step) => step.to_state)).toEqual(['SHIPPING', 'DELIVERED', 'RETURNED']);
    expect(await shipmentState(trip.id)).toBe('DELIVERED');
    // The trip is closed: 배송 완료 of it is no refusal, and changes nothing.
    const deliver = await post<Shipment>(`/shipments/${String(trip.id)}/deliver`, boxer);
    expect(deliver.status).toBe(200);
    expect(deliver.body._data.state).toBe('DELIVERED');
    const [row] = await api.database.db.select().from(cupBoxes).where(eq(cupBoxes.boxNumber, box));
    expect(row?.state).toBe('RETURNED');
  });

  it('a refill into a machine the box was not shipped to is refused', async () => {
    const [shippedTo = '', other = ''] = await rentalMachines(5);
    const { box, cuids } = await shippedBox(3, shippedTo);
    const refill = await post('/refills', crew, { requestId: key(), machineId: other, boxNumber: box, reason: '' });
    expect(refill.status).toBe(409);
    expect(refill.body.error?.code).toBe('WRONG_MACHINE');
    expect(refill.body.error?.message).toContain(shippedTo);
    expect(refill.body.error?.fields?.machineId).toContain(shippedTo);
    const states = await rows<{ state: string }>(
      sql`select state from cups where cuid in (${sql.join(
        cuids.map((cuid) => sql`${cuid}`),
        sql`, `,
      )})`,
    );
    expect(states.map((cup) => cup.state)).toEqual(['SHIPPED', 'SHIPPED', 'SHIPPED']);
  });

  it("delivery confirms only the box's current trip", async () => {
    const [machine = ''] = await rentalMachines(2);
    const { box, cuids, trip: first } = await shippedBox(1, machine);
    // The cup is lost on the way and the box comes back empty: its first trip ends there.
    const lost = await post('/cups/state-changes', statusEditor, {
      ids: cuids,
      toState: 'LOST',
      reason: '배송 중 분실',
      requestId: key(),
    });
    expect(lost.status).toBe(200);
    const emptied = await post('/boxes/state-changes', statusEditor, {
      ids: [box],
      toState: 'EMPTY',
      reason: '빈 상자로 돌아옴',
      requestId: key(),
    });
    expect(emptied.status).toBe(200);
    // Its second trip.
    const [cuid] = await cleanCups(1);
    await post(`/boxes/${box}/cups`, ids, { cuid });
    const second = await post<Shipment>('/shipments', boxer, { boxNumber: box, machineId: machine, requestId: key() });
    expect(second.status).toBe(200);
    // Confirming the first trip does not deliver the box on its second.
    await post(`/shipments/${String(first.id)}/deliver`, boxer);
    const [row] = await api.database.db.select().from(cupBoxes).where(eq(cupBoxes.boxNumber, box));
    expect(row?.state).toBe('SHIPPING');
    expect(await shipmentState(second.body._data.id)).toBe('SHIPPING');
    // A trip still marked in transit that is not the box's latest (left by older data) is refused.
    const [stale] = await rows<{ id: number }>(
      sql`insert into cup_shipments (box_id, from_location, to_location, machine_id, state, cup_count, shipped_at)
        select id, '세척장', ${machine}, (select id from cup_machines where machine_id = ${machine}), 'SHIPPING', 1,
          now() - interval '1 day' from cup_boxes where box_number = ${box} returning id`,
    );
    const refused = await post(`/shipments/${String(stale?.id)}/deliver`, boxer);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('NOT_CURRENT_TRIP');
    expect(await shipmentState(second.body._data.id)).toBe('SHIPPING');
    const delivered = await post<Shipment>(`/shipments/${String(second.body._data.id)}/deliver`, boxer);
    expect(delivered.status).toBe(200);
    expect(delivered.body._data.state).toBe('DELIVERED');
  });

  it('a request id reused for another action does that action', async () => {
    const [a = '', b = ''] = await cleanCups(2);
    const reused = key();
    const lost = await post<StateChangeResult>('/cups/state-changes', statusEditor, {
      ids: [a],
      toState: 'LOST',
      reason: '분실',
      requestId: reused,
    });
    expect(lost.body._data).toMatchObject({ applied: true, toState: 'LOST' });
    const discarderToken = (
      await api.userWith([P.LALALOOP_ID_EDIT, P.SEOUL_CUP_STATUS_VIEW, P.SEOUL_CUP_MANUAL_STATUS_EDIT])
    ).accessToken;
    // The same user, the same id, another action.
    const both = await post<StateChangeResult>('/cups/state-changes', discarderToken, {
      ids: [a],
      toState: 'LOST',
      reason: '분실',
      requestId: reused,
    });
    expect(both.status).toBe(409); // already LOST: a new request for this user, refused on its merits
    const first = await post<StateChangeResult>('/cups/state-changes', discarderToken, {
      ids: [b],
      toState: 'WASHING',
      reason: '재세척',
      requestId: reused,
    });
    expect(first.status).toBe(409);
    const discarded = await post<StateChangeResult>('/cups/discard', discarderToken, {
      cuids: [b],
      reason: '파손',
      requestId: reused,
    });
    expect(discarded.status).toBe(200);
    expect(discarded.body._data).toMatchObject({ applied: true, repeated: false, toState: 'DISCARDED', count: 1 });
    const [row] = await api.database.db.select().from(cups).where(eq(cups.cuid, b));
    expect(row?.state).toBe('DISCARDED');
    // The first user's own change, then a discard under the same id: done too.
    const mine = await post<StateChangeResult>('/cups/discard', ids, {
      cuids: [a],
      reason: '분실 후 폐기',
      requestId: reused,
    });
    expect(mine.body._data).toMatchObject({ applied: true, repeated: false, toState: 'DISCARDED' });
  });

  it('the same request id with another body is refused with 422', async () => {
    const reused = (answer: { status: number; body: Answer<unknown> }) => {
      expect(answer.status).toBe(422);
      expect(answer.body.error?.code).toBe('REQUEST_ID_REUSED');
    };
    // ID ranges.
    const rangeKey = key();
    const range = { kind: 'CUP', first: 'SC82000001', last: 'SC82000010', requestId: rangeKey };
    const registered = await post('/id-ranges/cups', ids, range);
    expect(registered.body.error).toBeUndefined();
    expect((await post<IdRange>('/id-ranges/cups', ids, range)).body._data.count).toBe(10);
    reused(await post('/id-ranges/cups', ids, { ...range, first: 'SC82000011', last: 'SC82000020' }));
    // Shipments.
    const [machine = ''] = await rentalMachines(10);
    const { box, trip } = await shippedBox(2, machine);
    const other = await newBox();
    const [cuid] = await cleanCups(1);
    await post(`/boxes/${other}/cups`, ids, { cuid });
    const shipKey = key();
    const ship = { boxNumber: other, machineId: machine, requestId: shipKey };
    const shipped = await post<Shipment>('/shipments', boxer, ship);
    expect(shipped.status).toBe(200);
    expect((await post<Shipment>('/shipments', boxer, ship)).body._data.id).toBe(shipped.body._data.id);
    reused(await post('/shipments', boxer, { ...ship, boxNumber: box }));
    // Refills.
    const refillKey = key();
    const refill = { requestId: refillKey, machineId: machine, boxNumber: box, reason: '충전' };
    expect((await post('/refills', crew, refill)).status).toBe(200);
    reused(await post('/refills', crew, { ...refill, boxNumber: other }));
    expect(await shipmentState(trip.id)).toBe('DELIVERED');
    // Retrievals: a cup returned into a return machine, received by hand.
    const [loaded] = await api.database.db.select().from(cups).where(eq(cups.state, 'LOADED')).limit(1);
    const [returnMachine] = await rows<{ id: number; machine_id: string }>(
      sql`select id, machine_id from cup_machines where kind = 'RETURN' and capacity > level order by id limit 1`,
    );
    if (loaded === undefined || returnMachine === undefined) throw new Error('no loaded cup or return machine');
    await api.database.db.transaction(async (tx) => {
      const step = { at: new Date(), actorId: null, manual: false, reason: '' };
      await moveCups(tx, [loaded], 'RENTED', step);
      await moveCups(tx, [loaded], 'RETURNED', step, { machineId: returnMachine.id });
    });
    const receiver = (await api.userWith([P.SEOUL_CUP_MANUAL_RECEIVING])).accessToken;
    const receiving = { requestId: key(), machineId: returnMachine.machine_id, reason: '수동 입고' };
    const received = await post<{ count: number }>('/retrievals', receiver, receiving);
    expect(received.status).toBe(200);
    expect((await post<{ count: number }>('/retrievals', receiver, receiving)).status).toBe(200);
    reused(await post('/retrievals', receiver, { ...receiving, reason: '다른 사유' }));
  });

  it('a cup-events query over more than 10,000 cups, or with a regex, is a 400', async () => {
    const events = (filters: string[]) =>
      get(
        `/cup-events?page=1&size=10${filters.map((filter) => `&filter=${encodeURIComponent(filter)}`).join('')}`,
        historian,
      );
    for (const filters of [
      ['cuid:gte:SC00000001', 'cuid:lte:SC99999999'],
      ['cuid:gte:SC00000001', 'cuid:lte:SC00010001'],
      ['cuid:regex:.'],
      ['cuid:gte:SC00000001'],
      ['cuid:like:SC'],
      ['toState:eq:LOADED'],
    ]) {
      const answer = await events(filters);
      expect(answer.status, filters.join(' & ')).toBe(400);
      expect(answer.body.error?.message, filters.join(' & ')).toContain('10,000개');
    }
    expect((await events(['cuid:gte:SC00000001', 'cuid:lte:SC00010000'])).status).toBe(200);
    expect((await events(['cuid:eq:SC00000001'])).status).toBe(200);
    expect((await events(['cuid:in:SC00000001,SC00000002'])).status).toBe(200);
    const cupList = await get(`/cups?page=1&size=10&filter=${encodeURIComponent('cuid:regex:.')}`, ids);
    expect(cupList.status).toBe(400);
  });
});

/**
 * Every file of apps/server/src (tests aside) that changes a cup's or a box's state or writes their events or makes
 * their rows, outside the one writer (areas/cup/life/): `file:line what`.
 */
function writersOutsideLife(): string[] {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !file.split(sep).join('/').startsWith('areas/cup/life/') &&
      !file.split(sep).join('/').startsWith('testing/'),
  );
  const patterns: [RegExp, (match: RegExpExecArray) => boolean, string][] = [
    [
      /\.update\(\s*(cups|cupBoxes)\s*\)\s*\.set\(\s*\{([\s\S]*?)\}\s*\)/g,
      (m) => /\bstate\b/.test(m[2] ?? ''),
      'sets the state',
    ],
    [/\.insert\(\s*(cups|cupBoxes|cupEvents|cupBoxEvents)\s*\)/g, () => true, 'inserts rows'],
    [/insertRows\(\s*\w+\s*,\s*(cups|cupBoxes|cupEvents|cupBoxEvents)\b/g, () => true, 'inserts rows'],
    [
      /\bupdate\s+(cups|cup_boxes)\s+(?:as\s+\w+\s+|\w+\s+)?set\b([\s\S]{0,400}?)(?:where|returning|`)/gi,
      (m) => /\bstate\s*=/i.test(m[2] ?? ''),
      'sets the state (SQL)',
    ],
    [/\binsert\s+into\s+(cups|cup_boxes|cup_events|cup_box_events)\b/gi, () => true, 'inserts rows (SQL)'],
    [/\bcopy\s+(cups|cup_boxes|cup_events|cup_box_events)\b/gi, () => true, 'copies rows (SQL)'],
  ];
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [pattern, counts, what] of patterns)
      for (const match of text.matchAll(pattern))
        if (counts(match)) {
          const line = text.slice(0, match.index).split('\n').length;
          found.push(`src/${file.split(sep).join('/')}:${String(line)} ${what} of ${match[1] ?? ''}`);
        }
  }
  return found.sort();
}

describe('the one writer', () => {
  it("no module outside areas/cup/life/ changes a cup's or a box's state or writes their events", () => {
    const found = writersOutsideLife();
    expect(found, `written outside areas/cup/life/:\n${found.join('\n')}`).toEqual([]);
  });
});
