import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../../seed/random';
import { PERMISSIONS } from '@oa/auth/tables';
import { BOX_CAPACITY } from '@oa/contract';
import { cupMachineForm } from '../../../testing/fixtures';
import { startTestApi, type TestApi } from '../../../testing/harness';
import { cupEvents, cupMachineAlerts, cupMachines, cupRefills, cupRentals, cups } from '../schema';
import { createCupSimulator } from './simulator';

describe('the cup simulator', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('rents and returns cups, moving stock, fill, cups and rentals together', async () => {
    const db = api.database.db;
    const simulator = createCupSimulator({
      db,
      random: createRandom(7),
      rates: { rentals: 5, returns: 5, drop: 0, service: 0 },
    });
    const [before] = await db.select({ n: count() }).from(cupRentals);
    const levelsBefore = await db.select({ id: cupMachines.id, level: cupMachines.level }).from(cupMachines);
    const summary = await simulator.tick(new Date());
    expect(summary.ran).toBe(true);
    expect(summary.rentals).toBe(5);
    expect(summary.returns).toBeGreaterThan(0);
    const [after] = await db.select({ n: count() }).from(cupRentals);
    expect(after?.n).toBe((before?.n ?? 0) + 5);
    const levelsAfter = await db
      .select({ id: cupMachines.id, level: cupMachines.level, kind: cupMachines.kind })
      .from(cupMachines);
    const moved = levelsAfter.reduce((sum, machine) => {
      const old = levelsBefore.find((row) => row.id === machine.id)?.level ?? 0;
      return sum + (machine.kind === 'RENTAL' ? old - machine.level : 0);
    }, 0);
    expect(moved).toBe(5);
    // Every machine's level is the cups in it.
    for (const machine of levelsAfter) {
      const [inside] = await db
        .select({ n: count() })
        .from(cups)
        .where(and(eq(cups.machineId, machine.id), eq(cups.state, machine.kind === 'RENTAL' ? 'LOADED' : 'RETURNED')));
      expect(inside?.n).toBe(machine.level);
    }
  });

  it('refills an empty rental machine, which clears its stock alert', async () => {
    const db = api.database.db;
    const [empty] = await db
      .select()
      .from(cupMachines)
      .where(and(eq(cupMachines.kind, 'RENTAL'), eq(cupMachines.levelBand, 'EMPTY'), eq(cupMachines.state, 'NORMAL')))
      .limit(1);
    const target =
      empty ??
      (await (async () => {
        const [machine] = await db
          .select()
          .from(cupMachines)
          .where(and(eq(cupMachines.kind, 'RENTAL'), eq(cupMachines.state, 'NORMAL')))
          .limit(1);
        if (machine === undefined) throw new Error('no rental machine');
        await db.update(cups).set({ state: 'CLEAN', machineId: null }).where(eq(cups.machineId, machine.id));
        await db.update(cupMachines).set({ level: 0, levelBand: 'EMPTY' }).where(eq(cupMachines.id, machine.id));
        await db
          .insert(cupMachineAlerts)
          .values({ machineId: machine.id, kind: 'EMPTY', raisedAt: new Date() })
          .onConflictDoNothing();
        return machine;
      })());
    const simulator = createCupSimulator({
      db,
      random: createRandom(3),
      rates: { rentals: 0, returns: 0, drop: 0, service: 1 },
    });
    const summary = await simulator.tick(new Date());
    expect(summary).toMatchObject({ ran: true });
    expect(summary.refills).toBeGreaterThan(0);
    const [refilled] = await db.select().from(cupMachines).where(eq(cupMachines.id, target.id));
    expect(refilled?.level).toBeGreaterThan(0);
    const open = await db
      .select()
      .from(cupMachineAlerts)
      .where(
        and(
          eq(cupMachineAlerts.machineId, target.id),
          eq(cupMachineAlerts.kind, 'EMPTY'),
          isNull(cupMachineAlerts.clearedAt),
        ),
      );
    expect(open).toEqual([]);
  });

  it('opens a machine registered while it runs: stocked by the crew and rented from on the same tick', async () => {
    const db = api.database.db;
    const simulator = createCupSimulator({
      db,
      random: createRandom(11),
      rates: { rentals: 0, returns: 0, drop: 0, service: 0 },
    });
    // The washing site has clean cups (the earlier tests' refills may have taken them).
    await db.execute(
      sql`update cups set state = 'CLEAN' where id in (select id from cups where state in ('WASHING', 'IN_BOX') limit 200)`,
    );
    // The first tick knows every machine there is: none of them opens.
    expect((await simulator.tick(new Date())).refills).toBe(0);
    const registered = await api.request('POST', '/seoul-cup/v1/rental-machines', {
      token: (await api.userWith([PERMISSIONS.SEOUL_CUP_RENTAL_MACHINE_EDIT])).accessToken,
      body: { ...cupMachineForm, machineId: 'RENT-OPEN-01', capacity: 100 },
    });
    expect(registered.body._data).toMatchObject({ level: 0, levelBand: 'EMPTY' });
    const summary = await simulator.tick(new Date());
    expect(summary).toMatchObject({ refills: 1, rentals: 1 });
    const [machine] = await db.select().from(cupMachines).where(eq(cupMachines.machineId, 'RENT-OPEN-01'));
    expect(machine?.level).toBe(89);
    const refills = await db
      .select()
      .from(cupRefills)
      .where(eq(cupRefills.machineId, machine?.id ?? 0));
    // A refill a box (BOX_CAPACITY cups each), as the crew's refill records it.
    expect(refills.map((refill) => [refill.count, refill.levelBefore])).toEqual([
      [BOX_CAPACITY, 0],
      [90 - BOX_CAPACITY, BOX_CAPACITY],
    ]);
    const rentals = await db
      .select()
      .from(cupRentals)
      .where(eq(cupRentals.rentalMachineId, machine?.id ?? 0));
    expect(rentals).toHaveLength(1);
    // Opened once: the next tick treats it as any other machine.
    expect((await simulator.tick(new Date())).refills).toBe(0);
  });

  it('opens a machine back in operation after a check: its first citizen rents on the same tick', async () => {
    const db = api.database.db;
    const simulator = createCupSimulator({
      db,
      random: createRandom(13),
      rates: { rentals: 0, returns: 0, drop: 0, service: 0 },
    });
    const [machine] = await db.select().from(cupMachines).where(eq(cupMachines.machineId, 'RENT-OPEN-01'));
    if (machine === undefined) throw new Error('the opened machine is gone');
    const rentedFrom = async () =>
      (await db.select({ n: count() }).from(cupRentals).where(eq(cupRentals.rentalMachineId, machine.id)))[0]?.n ?? 0;
    await db.update(cupMachines).set({ state: 'CHECK' }).where(eq(cupMachines.id, machine.id));
    await simulator.tick(new Date());
    const before = await rentedFrom();
    // Checked: nobody rents from it.
    expect((await simulator.tick(new Date())).rentals).toBe(0);
    await db.update(cupMachines).set({ state: 'NORMAL' }).where(eq(cupMachines.id, machine.id));
    expect((await simulator.tick(new Date())).rentals).toBe(1);
    expect(await rentedFrom()).toBe(before + 1);
    // The rental is in the cup's history, with its machine.
    const [event] = await db
      .select()
      .from(cupEvents)
      .where(and(eq(cupEvents.machineId, machine.id), eq(cupEvents.toState, 'RENTED')))
      .orderBy(desc(cupEvents.id))
      .limit(1);
    expect(event).toMatchObject({ fromState: 'LOADED', manual: false, actorId: null });
  });

  it('washes collected cups at the washing site, so the crew always has clean ones to load', async () => {
    const db = api.database.db;
    const stateCount = async (state: 'COLLECTED' | 'WASHING' | 'CLEAN') =>
      (await db.select({ n: count() }).from(cups).where(eq(cups.state, state)))[0]?.n ?? 0;
    await db.execute(
      sql`update cups set state = 'COLLECTED' where id in (select id from cups where state in ('IN_BOX', 'SHIPPED') limit 12)`,
    );
    const before = { collected: await stateCount('COLLECTED'), clean: await stateCount('CLEAN') };
    const simulator = createCupSimulator({
      db,
      random: createRandom(5),
      rates: { rentals: 0, returns: 0, drop: 0, service: 0, washing: 5 },
    });
    const first = await simulator.tick(new Date());
    // Up to five collected cups go into the wash; those already washing come out clean.
    expect(await stateCount('COLLECTED')).toBe(before.collected - 5);
    const second = await simulator.tick(new Date());
    expect(second.washed).toBe(5);
    expect(await stateCount('CLEAN')).toBe(before.clean + first.washed + 5);
  });
});
