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

  describe('rentals', () => {
    it('lists every rental newest first with the phone masked, by machine, and the overdue ones', async () => {
      const page = await api.request('GET', `${RENTALS}?size=20`, { token: viewer });
      expect(page.status).toBe(200);
      expect(page.body._data.total).toBe(3000);
      const times = page.body._data.items.map((rental: { rentedAt: string }) => rental.rentedAt);
      expect([...times].sort().reverse()).toEqual(times);
      for (const rental of page.body._data.items) expect(rental.phoneMasked).toMatch(/^010-\*\*\*\*-\d{4}$/);
      const byMachine = await api.request('GET', `${RENTALS}?filter=machineId:eq:RENT-GN-001`, { token: viewer });
      expect(
        byMachine.body._data.items.every(
          (rental: { rentalMachineId: string }) => rental.rentalMachineId === 'RENT-GN-001',
        ),
      ).toBe(true);
      const overdue = await api.request('GET', `${RENTALS}?size=100&filter=overdue:eq:true`, { token: viewer });
      expect(overdue.body._data.total).toBeGreaterThan(0);
      for (const rental of overdue.body._data.items) {
        expect(rental.returnedAt).toBeNull();
        expect(rental.overdue).toBe(true);
        expect(new Date(rental.dueAt).getTime()).toBeLessThan(Date.now());
      }
    });

    it('extends an overdue rental once for a request id, even sent twice at once, and audits it', async () => {
      const overdue = await api.request('GET', `${RENTALS}?size=1&filter=overdue:eq:true`, { token: viewer });
      const rental = overdue.body._data.items[0];
      const body = { requestId: 'extend-test-0001', days: 3, reason: '민원 접수로 연장' };
      const [first, second] = await Promise.all([
        api.request('POST', `${RENTALS}/${String(rental.id)}/extend`, { token: operator, body }),
        api.request('POST', `${RENTALS}/${String(rental.id)}/extend`, { token: operator, body }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect([first.body._data.extended, second.body._data.extended].sort()).toEqual([false, true]);
      const after = first.body._data.rental;
      expect(after).toMatchObject({ extensions: 1, state: 'RENTED', overdue: false });
      expect(new Date(after.dueAt).getTime()).toBeGreaterThan(Date.now() + 2.9 * 24 * 3_600_000);
      expect(second.body._data.rental.dueAt).toBe(after.dueAt);
      const audits = await api.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `rental:${String(rental.id)}`));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.after).toMatchObject({ days: 3, reason: '민원 접수로 연장' });
    });

    it('asks for a reason, refuses a returned rental, a reused request id and an unknown rental', async () => {
      const open = await api.request('GET', `${RENTALS}?size=1&filter=state:eq:RENTED`, { token: viewer });
      const returned = await api.request('GET', `${RENTALS}?size=1&filter=state:eq:RETURNED`, { token: viewer });
      const openId = String(open.body._data.items[0].id);
      const noReason = await api.request('POST', `${RENTALS}/${openId}/extend`, {
        token: operator,
        body: { requestId: 'extend-test-0002', days: 40, reason: '  ' },
      });
      expect(noReason.status).toBe(400);
      expect(noReason.body.error.fields).toEqual({
        days: '연장 기간은 1~30일로 입력해 주세요.',
        reason: '연장 사유를 입력해 주세요.',
      });
      const done = await api.request('POST', `${RENTALS}/${String(returned.body._data.items[0].id)}/extend`, {
        token: operator,
        body: { requestId: 'extend-test-0003', days: 1, reason: '확인' },
      });
      expect(done.status).toBe(409);
      expect(done.body.error.message).toBe('이미 반납된 대여는 유효기간을 연장할 수 없습니다.');
      const reused = await api.request('POST', `${RENTALS}/${openId}/extend`, {
        token: operator,
        body: { requestId: 'extend-test-0001', days: 1, reason: '확인' },
      });
      expect(reused.status).toBe(409);
      const missing = await api.request('POST', `${RENTALS}/99999999/extend`, {
        token: operator,
        body: { requestId: 'extend-test-0004', days: 1, reason: '확인' },
      });
      expect(missing.status).toBe(404);
      const refused = await api.request('POST', `${RENTALS}/${openId}/extend`, {
        token: viewer,
        body: { requestId: 'extend-test-0005', days: 1, reason: '확인' },
      });
      expect(refused.status).toBe(403);
    });

    it("decrypts a member's phone only with its permission, and audits the read without the number", async () => {
      const page = await api.request('GET', `${RENTALS}?size=1`, { token: viewer });
      const { memberId, phoneMasked } = page.body._data.items[0];
      expect(
        (await api.request('POST', `/seoul-cup/v1/members/${String(memberId)}/phone/decrypt`, { token: viewer }))
          .status,
      ).toBe(403);
      const clear = await api.request('POST', `/seoul-cup/v1/members/${String(memberId)}/phone/decrypt`, {
        token: operator,
      });
      expect(clear.status).toBe(200);
      expect(clear.body._data.phone).toMatch(/^010-\d{4}-\d{4}$/);
      expect(clear.body._data.phone.slice(-4)).toBe(phoneMasked.slice(-4));
      const audits = await api.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `member:${String(memberId)}`));
      expect(audits.map((entry) => entry.action)).toEqual(['member.phone-decrypt']);
      expect(JSON.stringify(audits[0])).not.toContain(clear.body._data.phone);
      expect(
        (await api.request('POST', '/seoul-cup/v1/members/99999999/phone/decrypt', { token: operator })).status,
      ).toBe(404);
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
