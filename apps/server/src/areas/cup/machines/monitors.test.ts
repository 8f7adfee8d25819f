/**
 * The cup programme's map, monitors and return events through real HTTP against the seeded database: the map's
 * machines under the list's filters, the live streams (a snapshot, then each machine that changed in the database,
 * the return events as they are written, Last-Event-ID resuming), the return events' searchable history, and the
 * biggest lists' capped totals (10,000건 이상) with their page limit.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { LIST_COUNT_CAP, type MachineStatus, type ReturnEvent } from '@oa/contract';
import { startTestApi, type SseClient, type TestApi } from '../../../testing/harness';
import { cupMachines, cupReturnEvents } from '../schema';

const RENTAL_MAP = '/seoul-cup/v1/rental-machines/map';
const RENTAL_STREAM = '/seoul-cup/v1/rental-machines/stream';
const RETURN_STREAM = '/seoul-cup/v1/return-machines/stream';
const EVENTS = '/seoul-cup/v1/return-events';
const EVENT_STREAM = '/seoul-cup/v1/return-events/stream';

describe('the cup monitors', () => {
  let api: TestApi;
  let monitor: string;
  let listOnly: string;
  const open: SseClient[] = [];
  const connect = async (path: string, token: string | null, headers?: Record<string, string>) => {
    const client = await api.stream(path, token, headers);
    open.push(client);
    return client;
  };
  /** The machine events of a stream until `match` (others skipped). */
  const nextMachine = async (stream: SseClient, match: (status: MachineStatus) => boolean) => {
    for (;;) {
      const status = JSON.parse((await stream.next('machine')).data) as MachineStatus;
      if (match(status)) return status;
    }
  };
  /** A return event written as another process would (the stream finds it by polling). */
  const writeReturn = async (machineId: string, result: 'ACCEPTED' | 'REJECTED', reason = '') => {
    const [machine] = await api.database.db
      .select({ id: cupMachines.id })
      .from(cupMachines)
      .where(eq(cupMachines.machineId, machineId));
    const [row] = await api.database.db
      .insert(cupReturnEvents)
      .values({ machineId: machine?.id ?? 0, result, reason, at: api.now() })
      .returning({ id: cupReturnEvents.id });
    return row?.id ?? 0;
  };

  beforeAll(async () => {
    api = await startTestApi({ streamPollMs: 150, streamHeartbeatMs: 300 });
    monitor = (
      await api.userWith([
        P.SEOUL_CUP_RENTAL_MACHINE_DATA_VIEW,
        P.SEOUL_CUP_RETURN_MACHINE_DATA_VIEW,
        P.SEOUL_CUP_RETURN_DATA_VIEW,
      ])
    ).accessToken;
    listOnly = (await api.userWith([P.SEOUL_CUP_RENTAL_MACHINE_VIEW])).accessToken;
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await api.close();
  });

  describe('the map', () => {
    it("answers every machine matching the list's filters, with where it is and how full", async () => {
      const gangnam = await api.request('GET', `${RENTAL_MAP}?filter=district:eq:강남구`, { token: listOnly });
      expect(gangnam.status).toBe(200);
      expect(gangnam.body._data.total).toBe(2);
      const [first] = gangnam.body._data.items as MachineStatus[];
      expect(first).toMatchObject({ kind: 'RENTAL', district: '강남구' });
      expect(typeof first?.lat).toBe('number');
      expect(first?.level).toBeLessThanOrEqual(first?.capacity ?? 0);
      const all = await api.request('GET', RENTAL_MAP, { token: listOnly });
      expect(all.body._data.items).toHaveLength(50);
      const bad = await api.request('GET', `${RENTAL_MAP}?filter=levelBand:eq:HALF`, { token: listOnly });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toContain('HALF');
      const returnsOnly = (await api.userWith([P.SEOUL_CUP_RETURN_MACHINE_VIEW])).accessToken;
      expect((await api.request('GET', RENTAL_MAP, { token: returnsOnly })).status).toBe(403);
    });
  });

  describe('machine streams', () => {
    it('start with every machine of the kind, then send a machine whose stock changed elsewhere', async () => {
      const stream = await connect(RENTAL_STREAM, monitor);
      expect(stream.status).toBe(200);
      const snapshot = JSON.parse((await stream.next('snapshot')).data) as MachineStatus[];
      expect(snapshot).toHaveLength(50);
      expect(snapshot.every((status) => status.kind === 'RENTAL')).toBe(true);
      const target = snapshot.find((status) => status.machineId === 'RENT-MP-001');
      const level = target?.level === 0 ? 5 : 0;
      await api.database.db
        .update(cupMachines)
        .set({ level, levelBand: level === 0 ? 'EMPTY' : 'LOW' })
        .where(eq(cupMachines.machineId, 'RENT-MP-001'));
      const changed = await nextMachine(stream, (status) => status.machineId === 'RENT-MP-001');
      expect(changed).toMatchObject({ level, levelBand: level === 0 ? 'EMPTY' : 'LOW' });
      stream.close();
    });

    it('send a machine going offline when its heartbeats stop, and a machine registered meanwhile', async () => {
      const stream = await connect(RETURN_STREAM, monitor);
      const snapshot = JSON.parse((await stream.next('snapshot')).data) as MachineStatus[];
      const online = snapshot.find((status) => status.online);
      expect(online).toBeDefined();
      await api.database.db
        .update(cupMachines)
        .set({ lastHeartbeatAt: new Date(api.now().getTime() - 3_600_000) })
        .where(eq(cupMachines.machineId, online?.machineId ?? ''));
      const offline = await nextMachine(stream, (status) => status.machineId === online?.machineId);
      expect(offline.online).toBe(false);
      await api.database.db.execute(sql`
        insert into cup_machines (machine_id, kind, name, address, district, lat, lng, installed_at, capacity)
        values ('RTRN-LIVE-01', 'RETURN', '새 반납기', '서울특별시 강남구 테헤란로 1', '강남구', 37.5, 127.03, '2026-11-01', 300)`);
      const added = await nextMachine(stream, (status) => status.machineId === 'RTRN-LIVE-01');
      expect(added).toMatchObject({ name: '새 반납기', level: 0, levelBand: 'EMPTY', online: false });
      stream.close();
    });

    it("are the monitor's: the list's permission alone is refused", async () => {
      expect((await api.request('GET', RENTAL_STREAM, { token: listOnly })).status).toBe(403);
      expect((await api.request('GET', RENTAL_STREAM, { token: null })).status).toBe(401);
    });
  });

  describe('return events', () => {
    it('stream the last 20, then each new one; Last-Event-ID resumes after it', async () => {
      const stream = await connect(EVENT_STREAM, monitor);
      const backlog: ReturnEvent[] = [];
      for (let n = 0; n < 20; n += 1) backlog.push(JSON.parse((await stream.next('return')).data) as ReturnEvent);
      const times = backlog.map((event) => event.at);
      expect([...times].sort()).toEqual(times);
      const id = await writeReturn('RTRN-JN-001', 'REJECTED', '파손된 컵');
      let live: ReturnEvent | undefined;
      while (live?.id !== id) live = JSON.parse((await stream.next('return')).data) as ReturnEvent;
      expect(live).toMatchObject({ machineId: 'RTRN-JN-001', district: '종로구', result: 'REJECTED', cuid: null });
      expect(live.reason).toBe('파손된 컵');
      stream.close();

      const later = await writeReturn('RTRN-JN-001', 'REJECTED', '이물질');
      const resumed = await connect(EVENT_STREAM, monitor, { 'last-event-id': String(id) });
      const first = await resumed.next('return');
      expect(first.id).toBe(String(later));
      resumed.close();
      expect((await api.request('GET', EVENT_STREAM, { token: listOnly })).status).toBe(403);
    });

    it('are searchable by return machine, district, result and period, newest first', async () => {
      const page = await api.request('GET', `${EVENTS}?size=20`, { token: monitor });
      expect(page.status).toBe(200);
      expect(page.body._data.totalCapped).toBe(false);
      const times = (page.body._data.items as ReturnEvent[]).map((event) => event.at);
      expect([...times].sort().reverse()).toEqual(times);
      const machine = await api.request('GET', `${EVENTS}?size=100&filter=machineId:eq:RTRN-SP-001`, {
        token: monitor,
      });
      expect(machine.body._data.total).toBeGreaterThan(0);
      expect((machine.body._data.items as ReturnEvent[]).every((event) => event.machineId === 'RTRN-SP-001')).toBe(
        true,
      );
      const refused = await api.request(
        'GET',
        `${EVENTS}?size=100&filter=result:eq:REJECTED&filter=district:eq:종로구`,
        {
          token: monitor,
        },
      );
      expect(
        (refused.body._data.items as ReturnEvent[]).every(
          (event) => event.result === 'REJECTED' && event.district === '종로구',
        ),
      ).toBe(true);
      const day = api.now().toISOString().slice(0, 10);
      const today = await api.request('GET', `${EVENTS}?filter=at:gte:${day}T00:00:00Z`, { token: monitor });
      expect(today.body._data.total).toBeGreaterThanOrEqual(2);
      const unknown = await api.request('GET', `${EVENTS}?filter=reason:eq:이물질`, { token: monitor });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toContain("'reason'(으)로는 검색할 수 없습니다");
      expect((await api.request('GET', EVENTS, { token: listOnly })).status).toBe(403);
    });

    it(`count at most ${LIST_COUNT_CAP.toLocaleString('en-US')} rows (totalCapped) and page no further`, async () => {
      const [machine] = await api.database.db
        .select({ id: cupMachines.id })
        .from(cupMachines)
        .where(eq(cupMachines.machineId, 'RTRN-GN-001'));
      await api.database.db.execute(sql`
        insert into cup_return_events (machine_id, result, reason, at)
        select ${machine?.id ?? 0}, 'REJECTED', '이물질', now() - g * interval '1 second'
        from generate_series(1, ${LIST_COUNT_CAP}) as g`);
      const capped = await api.request('GET', `${EVENTS}?size=10`, { token: monitor });
      expect(capped.body._data).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
      const last = await api.request('GET', `${EVENTS}?size=10&page=${String(LIST_COUNT_CAP / 10)}`, {
        token: monitor,
      });
      expect(last.status).toBe(200);
      expect(last.body._data.items).toHaveLength(10);
      const beyond = await api.request('GET', `${EVENTS}?size=10&page=${String(LIST_COUNT_CAP / 10 + 1)}`, {
        token: monitor,
      });
      expect(beyond.status).toBe(400);
      expect(beyond.body.error.message).toContain('10,000건까지만');
      // A narrower filter counts exactly again, and a count under the cap is never kept: the next row shows.
      const narrow = async () =>
        (await api.request('GET', `${EVENTS}?filter=machineId:eq:RTRN-JN-001`, { token: monitor })).body._data;
      const before = await narrow();
      expect(before.totalCapped).toBe(false);
      await writeReturn('RTRN-JN-001', 'ACCEPTED');
      expect((await narrow()).total).toBe(Number(before.total) + 1);
    });
  });
});
