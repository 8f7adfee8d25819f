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
