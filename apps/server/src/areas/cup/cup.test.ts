/**
 * The city cup programme through real HTTP against the seeded database: the seed's shape, rental and return
 * machines (list filters, detail, register, edit with revision, Korean field messages, audit), machine alerts
 * (open ones, 확인 once), rentals (masked phones, overdue, validity extended once per request id, audited) and a
 * member's phone number in clear only with its permission. The programme has no client scope (Seoul's own); every
 * route's permissions are in authz/matrix.ts.
 */
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { levelBand } from '@oa/contract';
import { auditLog } from '../../audit/schema';
import { districtAt } from '../../geo/districts';
import { cupMachineForm } from '../../testing/fixtures';
import { startTestApi, testSecrets, type TestApi } from '../../testing/harness';
import { cupMachineAlerts, cupMachines, cupMembers, cupRentals, cups } from './schema';

const RENTAL_MACHINES = '/seoul-cup/v1/rental-machines';
const RETURN_MACHINES = '/seoul-cup/v1/return-machines';
const ALERTS = '/seoul-cup/v1/machine-alerts';
const RENTALS = '/seoul-cup/v1/rentals';

describe('the city cup programme', () => {
  let api: TestApi;
  let operator: string;
  let viewer: string;
  let robotsOnly: string;

  beforeAll(async () => {
    api = await startTestApi();
    operator = (
      await api.userWith([
        P.SEOUL_CUP_RENTAL_MACHINE_VIEW,
        P.SEOUL_CUP_RENTAL_MACHINE_EDIT,
        P.SEOUL_CUP_RETURN_MACHINE_VIEW,
        P.SEOUL_CUP_RETURN_MACHINE_EDIT,
        P.SEOUL_CUP_RENTAL_DATA_VIEW,
        P.SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT,
        P.SEOUL_CUP_PHONE_NUMBER_VIEW,
      ])
    ).accessToken;
    viewer = (await api.userWith([P.SEOUL_CUP_RENTAL_MACHINE_VIEW, P.SEOUL_CUP_RENTAL_DATA_VIEW])).accessToken;
    robotsOnly = (await api.userWith([P.RC_VIEW])).accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  describe('the seed', () => {
    it('places every machine inside its district, with its level band and its open alerts as it stands', async () => {
      const db = api.database.db;
      const machines = await db.select().from(cupMachines);
      expect(new Set(machines.map((machine) => machine.district)).size).toBe(25);
      for (const machine of machines) {
        expect(districtAt(machine.lat, machine.lng)).toBe(machine.district);
        expect(machine.levelBand).toBe(levelBand(machine.level, machine.capacity));
      }
      const empty = machines.filter((machine) => machine.kind === 'RENTAL' && machine.level === 0);
      const emptyAlerts = await db
        .select({ n: count() })
        .from(cupMachineAlerts)
        .where(and(eq(cupMachineAlerts.kind, 'EMPTY'), isNull(cupMachineAlerts.clearedAt)));
      expect(emptyAlerts[0]?.n).toBe(empty.length);
    });

    it('keeps phone numbers encrypted, masked beside them, readable only with the key', async () => {
      const [member] = await api.database.db.select().from(cupMembers).limit(1);
      expect(member?.phoneMasked).toMatch(/^010-\*\*\*\*-\d{4}$/);
      expect(member?.phoneEncrypted).not.toContain(member?.phoneMasked.slice(-4));
      const phone = testSecrets.decrypt(member?.phoneEncrypted ?? '');
      expect(phone.slice(-4)).toBe(member?.phoneMasked.slice(-4));
    });

    it('gives every open rental a cup that is out (RENTED), and marks the overdue ones EXPIRED', async () => {
      const db = api.database.db;
      const open = await db
        .select({ state: cupRentals.state, cupState: cups.state, overdue: sql<boolean>`${cupRentals.dueAt} < now()` })
        .from(cupRentals)
        .innerJoin(cups, eq(cups.id, cupRentals.cupId))
        .where(isNull(cupRentals.returnedAt));
      expect(open.length).toBeGreaterThan(0);
      for (const rental of open) {
        expect(rental.cupState).toBe('RENTED');
        expect(rental.state).toBe(rental.overdue ? 'EXPIRED' : 'RENTED');
      }
      const [overdue] = await db
        .select({ n: count() })
        .from(cupRentals)
        .where(and(isNull(cupRentals.returnedAt), lt(cupRentals.dueAt, new Date())));
      expect(overdue?.n).toBeGreaterThan(0);
    });
  });

  describe('machines', () => {
    it('lists each kind apart, filtered by district, level band and online state', async () => {
      const all = await api.request('GET', `${RENTAL_MACHINES}?size=100`, { token: operator });
      expect(all.status).toBe(200);
      expect(all.body._data.total).toBe(50);
      expect(all.body._data.items.every((machine: { kind: string }) => machine.kind === 'RENTAL')).toBe(true);
      const gangnam = await api.request('GET', `${RENTAL_MACHINES}?filter=district:eq:강남구`, { token: operator });
      expect(gangnam.body._data.total).toBe(2);
      const low = await api.request('GET', `${RENTAL_MACHINES}?size=100&filter=levelBand:eq:LOW`, { token: operator });
      for (const machine of low.body._data.items) {
        expect(machine.levelBand).toBe('LOW');
        expect(machine.level).toBeLessThanOrEqual(machine.capacity * 0.2);
      }
      const offline = await api.request('GET', `${RETURN_MACHINES}?size=100&filter=online:eq:false`, {
        token: operator,
      });
      expect(offline.body._data.items.every((machine: { online: boolean }) => !machine.online)).toBe(true);
      const bad = await api.request('GET', `${RENTAL_MACHINES}?filter=levelBand:eq:HALF`, { token: operator });
      expect(bad.status).toBe(400);
    });

    it("reads one machine, and answers 404 for another kind's id or an unknown one", async () => {
      const one = await api.request('GET', `${RENTAL_MACHINES}/RENT-GN-001`, { token: viewer });
      expect(one.status).toBe(200);
      expect(one.body._data).toMatchObject({ machineId: 'RENT-GN-001', kind: 'RENTAL', district: '강남구' });
      expect((await api.request('GET', `${RETURN_MACHINES}/RENT-GN-001`, { token: operator })).status).toBe(404);
      expect((await api.request('GET', `${RENTAL_MACHINES}/NOPE-0001`, { token: operator })).status).toBe(404);
      expect((await api.request('GET', `${RENTAL_MACHINES}/RENT-GN-001`, { token: robotsOnly })).status).toBe(403);
    });

    it('registers a machine (empty, audited), refuses a taken id and says what is wrong in Korean', async () => {
      const created = await api.request('POST', RETURN_MACHINES, {
        token: operator,
        body: { ...cupMachineForm, machineId: 'RTRN-TEST-01', name: '역삼역 반납기' },
      });
      expect(created.status).toBe(201);
      expect(created.body._data).toMatchObject({ kind: 'RETURN', level: 0, levelBand: 'EMPTY', revision: 1 });
      const audits = await api.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, 'returnMachine:RTRN-TEST-01'));
      expect(audits.map((entry) => entry.action)).toEqual(['returnMachine.create']);
      const again = await api.request('POST', RENTAL_MACHINES, {
        token: operator,
        body: { ...cupMachineForm, machineId: 'RTRN-TEST-01' },
      });
      expect(again.status).toBe(409);
      expect(again.body.error.fields.machineId).toBe('이미 등록된 기기 ID입니다.');
      const wrong = await api.request('POST', RENTAL_MACHINES, {
        token: operator,
        body: {
          ...cupMachineForm,
          machineId: 'RENT-TEST-02',
          district: '서초구',
          capacity: 0,
          state: 'BROKEN',
          name: ' ',
        },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.fields).toMatchObject({
        name: '필수 항목입니다.',
        lat: expect.stringContaining('서초구 안에 있지 않습니다') as unknown,
        capacity: expect.stringContaining('용량은') as unknown,
        state: '운영 상태를 선택해 주세요.',
      });
      expect((await api.request('POST', RENTAL_MACHINES, { token: viewer, body: cupMachineForm })).status).toBe(403);
    });

    it('edits with the revision it read; a stale one is refused and changes nothing', async () => {
      const before = await api.request('GET', `${RENTAL_MACHINES}/RENT-SC-001`, { token: operator });
      const saved = await api.request('PUT', `${RENTAL_MACHINES}/RENT-SC-001`, {
        token: operator,
        body: {
          ...cupMachineForm,
          district: '서초구',
          lat: before.body._data.lat,
          lng: before.body._data.lng,
          capacity: 500,
          revision: before.body._data.revision,
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.body._data).toMatchObject({ capacity: 500, revision: Number(before.body._data.revision) + 1 });
      expect(saved.body._data.level).toBe(before.body._data.level);
      const stale = await api.request('PUT', `${RENTAL_MACHINES}/RENT-SC-001`, {
        token: operator,
        body: {
          ...cupMachineForm,
          district: '서초구',
          lat: before.body._data.lat,
          lng: before.body._data.lng,
          revision: 1,
        },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('REVISION_CONFLICT');
    });
  });

  describe('alerts', () => {
    it('lists the open ones with their machine, and 확인 records the first acknowledgement once', async () => {
      const open = await api.request('GET', `${ALERTS}?size=100&filter=open:eq:true`, { token: viewer });
      expect(open.status).toBe(200);
      expect(open.body._data.total).toBeGreaterThan(0);
      const alert = open.body._data.items.find(
        (item: { acknowledgedAt: string | null }) => item.acknowledgedAt === null,
      );
      expect(alert.clearedAt).toBeNull();
      expect(alert.machineName).toMatch(/대여기|반납기/);
      const first = await api.request('POST', `${ALERTS}/${String(alert.id)}/acknowledge`, { token: operator });
      expect(first.status).toBe(200);
      expect(first.body._data.acknowledgedAt).not.toBeNull();
      const second = await api.request('POST', `${ALERTS}/${String(alert.id)}/acknowledge`, { token: operator });
      expect(second.body._data.acknowledgedAt).toBe(first.body._data.acknowledgedAt);
      const audits = await api.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `machineAlert:${String(alert.id)}`));
      expect(audits).toHaveLength(1);
      expect((await api.request('POST', `${ALERTS}/99999999/acknowledge`, { token: operator })).status).toBe(404);
      expect((await api.request('POST', `${ALERTS}/${String(alert.id)}/acknowledge`, { token: viewer })).status).toBe(
        403,
      );
    });
  });

  describe('summary', () => {
    it('counts what the home page shows, as the lists count them', async () => {
      const summary = await api.request('GET', '/seoul-cup/v1/summary', { token: viewer });
      expect(summary.status).toBe(200);
      const total = async (path: string) =>
        Number((await api.request('GET', path, { token: operator })).body._data.total);
      expect(summary.body._data.rentalMachinesOffline).toBe(await total(`${RENTAL_MACHINES}?filter=online:eq:false`));
      expect(summary.body._data.returnMachinesFull).toBe(await total(`${RETURN_MACHINES}?filter=levelBand:eq:FULL`));
      expect(summary.body._data.lowStockAlerts).toBe(
        await total(`${ALERTS}?filter=open:eq:true&filter=kind:eq:LOW_STOCK`),
      );
      expect(summary.body._data.returnMachinesOffline).toBe(await total(`${RETURN_MACHINES}?filter=online:eq:false`));
      expect(summary.body._data.overdue).toBe(await total(`${RENTALS}?filter=overdue:eq:true`));
      expect(summary.body._data.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((await api.request('GET', '/seoul-cup/v1/summary', { token: robotsOnly })).status).toBe(403);
    });
  });
});
