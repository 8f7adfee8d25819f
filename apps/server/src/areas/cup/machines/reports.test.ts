/**
 * What the machines report, taken by the domain (reports.ts) over the seeded database of a real test server: a
 * rental, a return (its refund opened), heartbeats and the OFFLINE alert, a fault.
 */
import { CUP_MACHINE_OFFLINE_AFTER_SECONDS, RENTAL_VALID_DAYS } from '@oa/contract';
import { and, count, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/harness';
import {
  cupEvents,
  cupMachineAlerts,
  cupMachines,
  cupMembers,
  cupRefundEvents,
  cupRefunds,
  cupRentals,
  cupReturnEvents,
  cups,
} from '../schema';
import { expireRentals } from '../rentals/expiry';
import { raiseOffline, reportFault, reportHeartbeats, reportRental, reportReturn } from './reports';

const DAY = 24 * 60 * 60 * 1000;

describe("the machines' reports", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const db = () => api.database.db;
  const machine = async (id: number) => (await db().select().from(cupMachines).where(eq(cupMachines.id, id)))[0];
  const cup = async (id: number) => (await db().select().from(cups).where(eq(cups.id, id)))[0];
  /** Operating rental machines with stock, fullest first. */
  const stocked = () =>
    db()
      .select()
      .from(cupMachines)
      .where(and(eq(cupMachines.kind, 'RENTAL'), eq(cupMachines.state, 'NORMAL'), gt(cupMachines.level, 1)))
      .orderBy(desc(cupMachines.level));
  const returnMachineWithRoom = async () => {
    const machines = await db()
      .select()
      .from(cupMachines)
      .where(and(eq(cupMachines.kind, 'RETURN'), eq(cupMachines.state, 'NORMAL')));
    const found = machines.find((row) => row.level + 2 < row.capacity);
    if (found === undefined) throw new Error('no return machine with room');
    return found;
  };

  it("a rental machine's report moves only a LOADED cup of that machine", async () => {
    const [here, there] = await stocked();
    if (here === undefined || there === undefined) throw new Error('two stocked rental machines needed');
    const [theirs] = await db()
      .select()
      .from(cups)
      .where(and(eq(cups.machineId, there.id), eq(cups.state, 'LOADED')))
      .limit(1);
    const [clean] = await db().select().from(cups).where(eq(cups.state, 'CLEAN')).limit(1);
    const returnMachine = await returnMachineWithRoom();
    if (theirs === undefined || clean === undefined) throw new Error('cups needed');
    const [rentalsBefore] = await db().select({ n: count() }).from(cupRentals);
    const at = new Date();

    // Another machine's cup, a cup not in a machine, a return machine: refused, nothing moves.
    const refusals = await db().transaction(async (tx) => [
      await reportRental(tx, { machineId: here.id, memberId: 1, at, cupId: theirs.id }),
      await reportRental(tx, { machineId: here.id, memberId: 1, at, cupId: clean.id }),
      await reportRental(tx, { machineId: returnMachine.id, memberId: 1, at }),
    ]);
    expect(refusals.map((answer) => answer.ok)).toEqual([false, false, false]);
    expect(await cup(theirs.id)).toMatchObject({ state: 'LOADED', machineId: there.id });
    expect(await cup(clean.id)).toMatchObject({ state: 'CLEAN', machineId: null });
    expect((await db().select({ n: count() }).from(cupRentals))[0]?.n).toBe(rentalsBefore?.n);
    expect((await machine(here.id))?.level).toBe(here.level);
    expect((await machine(there.id))?.level).toBe(there.level);

    // Its own cup: RENTED, the rental due in its validity, the stock one lower, the move in the cup's history.
    const rented = await db().transaction((tx) => reportRental(tx, { machineId: here.id, memberId: 1, at }));
    if (!rented.ok) throw new Error(rented.reason);
    const moved = await cup(rented.cupId);
    expect(moved).toMatchObject({ state: 'RENTED', machineId: null });
    const [rental] = await db().select().from(cupRentals).where(eq(cupRentals.id, rented.rentalId));
    expect(rental).toMatchObject({ cupId: rented.cupId, rentalMachineId: here.id, state: 'RENTED', returnedAt: null });
    expect(rental?.dueAt.getTime()).toBe(at.getTime() + RENTAL_VALID_DAYS * DAY);
    expect((await machine(here.id))?.level).toBe(here.level - 1);
    const [event] = await db()
      .select()
      .from(cupEvents)
      .where(eq(cupEvents.cupId, rented.cupId))
      .orderBy(desc(cupEvents.id))
      .limit(1);
    expect(event).toMatchObject({ fromState: 'LOADED', toState: 'RENTED', machineId: here.id, manual: false });

    // A machine in a check hands out nothing.
    await db().update(cupMachines).set({ state: 'CHECK' }).where(eq(cupMachines.id, there.id));
    const checked = await db().transaction((tx) => reportRental(tx, { machineId: there.id, memberId: 1, at }));
    expect(checked.ok).toBe(false);
    await db().update(cupMachines).set({ state: 'NORMAL' }).where(eq(cupMachines.id, there.id));
  });

  it("a return machine's report opens the refund", async () => {
    const [withAccount] = await db().select().from(cupMembers).where(isNotNull(cupMembers.accountEncrypted)).limit(1);
    const [without] = await db().select().from(cupMembers).where(isNull(cupMembers.accountEncrypted)).limit(1);
    const [rentalMachine] = await stocked();
    if (withAccount === undefined || without === undefined || rentalMachine === undefined)
      throw new Error('members with and without an account, and a stocked machine, needed');
    const returnMachine = await returnMachineWithRoom();
    const at = new Date();
    const rent = (memberId: number) =>
      db().transaction((tx) => reportRental(tx, { machineId: rentalMachine.id, memberId, at }));
    const paid = await rent(withAccount.id);
    const unpaid = await rent(without.id);
    if (!paid.ok || !unpaid.ok) throw new Error('the rentals were refused');

    const back = (cupId: number) =>
      db().transaction((tx) => reportReturn(tx, { machineId: returnMachine.id, cupId, at: new Date() }));
    const returned = await back(paid.cupId);
    const returnedWithout = await back(unpaid.cupId);
    if (!returned.ok || !returnedWithout.ok) throw new Error('the returns were refused');

    // The member with an account: the refund REQUESTED for the deposit, to that account.
    expect(returned.refundId).not.toBeNull();
    const [refund] = await db().select().from(cupRefunds).where(eq(cupRefunds.rentalId, paid.rentalId));
    expect(refund).toMatchObject({ id: returned.refundId, state: 'REQUESTED', cupId: paid.cupId, amountKrw: 1000 });
    expect(refund?.accountMasked).toBe(withAccount.accountMasked);
    const events = await db()
      .select()
      .from(cupRefundEvents)
      .where(eq(cupRefundEvents.refundId, refund?.id ?? 0));
    expect(events.map((event) => [event.kind, event.toState])).toEqual([['REQUESTED', 'REQUESTED']]);
    // The member without one: none (an operator's manual refund pays it).
    expect(returnedWithout.refundId).toBeNull();
    expect(await db().select().from(cupRefunds).where(eq(cupRefunds.rentalId, unpaid.rentalId))).toEqual([]);

    // Both rentals returned, the cups in the machine, two return events, the fill two higher.
    for (const done of [paid, unpaid]) {
      const [rental] = await db().select().from(cupRentals).where(eq(cupRentals.id, done.rentalId));
      expect(rental).toMatchObject({ state: 'RETURNED', returnMachineId: returnMachine.id });
      expect(await cup(done.cupId)).toMatchObject({ state: 'RETURNED', machineId: returnMachine.id });
      const [event] = await db().select().from(cupReturnEvents).where(eq(cupReturnEvents.rentalId, done.rentalId));
      expect(event).toMatchObject({ result: 'ACCEPTED', machineId: returnMachine.id, cupId: done.cupId });
    }
    expect((await machine(returnMachine.id))?.level).toBe(returnMachine.level + 2);

    // The same cup again: rejected with its reason, no second refund.
    const again = await back(paid.cupId);
    expect(again).toEqual({ ok: false, reason: '대여 중인 컵이 아닙니다.' });
    const [rejected] = await db()
      .select()
      .from(cupReturnEvents)
      .where(and(eq(cupReturnEvents.machineId, returnMachine.id), eq(cupReturnEvents.result, 'REJECTED')))
      .orderBy(desc(cupReturnEvents.id))
      .limit(1);
    expect(rejected).toMatchObject({ cupId: paid.cupId, reason: '대여 중인 컵이 아닙니다.' });
    expect(await db().select().from(cupRefunds).where(eq(cupRefunds.rentalId, paid.rentalId))).toHaveLength(1);
  });

  it('a rental past its due is EXPIRED; its cup taken back late forfeits the deposit (no refund)', async () => {
    const [member] = await db().select().from(cupMembers).where(isNotNull(cupMembers.accountEncrypted)).limit(1);
    const [rentalMachine] = await stocked();
    if (member === undefined || rentalMachine === undefined) throw new Error('a member and a machine needed');
    const returnMachine = await returnMachineWithRoom();
    const rentedAt = new Date(Date.now() - (RENTAL_VALID_DAYS + 1) * DAY);
    const rented = await db().transaction((tx) =>
      reportRental(tx, { machineId: rentalMachine.id, memberId: member.id, at: rentedAt }),
    );
    if (!rented.ok) throw new Error(rented.reason);
    const expired = await db().transaction((tx) => expireRentals(tx, new Date()));
    expect(expired).toContain(rented.rentalId);
    const late = await db().transaction((tx) =>
      reportReturn(tx, { machineId: returnMachine.id, cupId: rented.cupId, at: new Date() }),
    );
    expect(late).toMatchObject({ ok: true, rentalId: rented.rentalId, refundId: null });
    const [rental] = await db().select().from(cupRentals).where(eq(cupRentals.id, rented.rentalId));
    expect(rental).toMatchObject({ state: 'EXPIRED', returnMachineId: returnMachine.id });
    expect(rental?.returnedAt).not.toBeNull();
    expect(await cup(rented.cupId)).toMatchObject({ state: 'RETURNED', machineId: returnMachine.id });
    expect(await db().select().from(cupRefunds).where(eq(cupRefunds.rentalId, rented.rentalId))).toEqual([]);
  });

  it('a machine silent past the offline time is OFFLINE until its next heartbeat', async () => {
    const [quiet] = await db()
      .select()
      .from(cupMachines)
      .where(and(eq(cupMachines.kind, 'RETURN'), ne(cupMachines.state, 'STOP')))
      .limit(1);
    if (quiet === undefined) throw new Error('a machine needed');
    const now = new Date();
    const open = () =>
      db()
        .select()
        .from(cupMachineAlerts)
        .where(
          and(
            eq(cupMachineAlerts.machineId, quiet.id),
            eq(cupMachineAlerts.kind, 'OFFLINE'),
            isNull(cupMachineAlerts.clearedAt),
          ),
        );
    await db().transaction((tx) => reportHeartbeats(tx, [quiet.id], now));
    expect(await open()).toEqual([]);
    const later = new Date(now.getTime() + (CUP_MACHINE_OFFLINE_AFTER_SECONDS + 1) * 1000);
    expect(await db().transaction((tx) => raiseOffline(tx, later))).toContain(quiet.id);
    expect(await open()).toHaveLength(1);
    // Raised once while open.
    expect(await db().transaction((tx) => raiseOffline(tx, later))).not.toContain(quiet.id);
    expect(await db().transaction((tx) => reportHeartbeats(tx, [quiet.id], later))).toBeGreaterThanOrEqual(1);
    expect(await open()).toEqual([]);
  });

  it('a fault opens one alert of its kind while it lasts', async () => {
    const [jammed] = await db()
      .select()
      .from(cupMachines)
      .where(eq(cupMachines.kind, 'RENTAL'))
      .orderBy(desc(cupMachines.id))
      .limit(1);
    if (jammed === undefined) throw new Error('a machine needed');
    await db()
      .update(cupMachineAlerts)
      .set({ clearedAt: new Date() })
      .where(and(eq(cupMachineAlerts.machineId, jammed.id), isNull(cupMachineAlerts.clearedAt)));
    const report = { machineId: jammed.id, kind: 'JAM' as const, detail: '배출구 걸림', at: new Date() };
    expect(await db().transaction((tx) => reportFault(tx, report))).toBe(true);
    expect(await db().transaction((tx) => reportFault(tx, report))).toBe(false);
    const open = await db()
      .select()
      .from(cupMachineAlerts)
      .where(and(eq(cupMachineAlerts.machineId, jammed.id), isNull(cupMachineAlerts.clearedAt)));
    expect(open.map((alert) => [alert.kind, alert.detail])).toEqual([['JAM', '배출구 걸림']]);
  });
});
