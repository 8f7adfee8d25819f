/**
 * The one writer of a cup's and a box's life, on the seeded database: moves outside the contract's tables refused
 * (a manual step may make the operator's own moves, a machine's step not), nothing written when refused, the
 * machines' levels following the cups both ways, a box's trip ending when it stops SHIPPING, new IDs registered
 * with an event from nothing and never twice. And the domain functions the simulator calls: packing, shipping,
 * delivering, refilling, receiving, washing and emptying boxes, each move along the tables.
 */
import { BOX_MOVES, CUP_MOVES, type CupState } from '@oa/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { startTestApi, type TestApi } from '../../../testing/harness';
import { receive } from '../crew/receiving';
import { refill } from '../crew/refills';
import { packBox } from '../boxes/packing';
import { cupBoxEvents, cupEvents, cupMachines, cups, cupShipments } from '../schema';
import { deliverShipment, shipBox } from '../shipments/shipments';
import { emptyReturnedBoxes, washCups } from '../washing/washing';
import { moveBox, moveCups, registerBoxes, registerCups, type Step } from './moves';

describe('the one writer', () => {
  let api: TestApi;
  let db: Db;
  const machine: Step = { at: new Date(), actorId: null, manual: false, reason: '' };
  const operator: Step = { ...machine, manual: true, reason: '확인' };

  beforeAll(async () => {
    api = await startTestApi();
    db = api.database.db;
  });
  afterAll(async () => {
    await api.close();
  });

  const refusedWith = async (act: () => Promise<unknown>, code: string) => {
    const error = await act().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).code).toBe(code);
    return error as HttpError;
  };
  const cupsIn = (state: CupState, n: number) =>
    db.select().from(cups).where(eq(cups.state, state)).orderBy(asc(cups.id)).limit(n);
  const rentalWithRoom = async (room: number) => {
    const [row] = await db
      .select()
      .from(cupMachines)
      .where(and(eq(cupMachines.kind, 'RENTAL'), sql`${cupMachines.capacity} - ${cupMachines.level} >= ${room}`))
      .orderBy(asc(cupMachines.id))
      .limit(1);
    if (row === undefined) throw new Error('no rental machine with room');
    return row;
  };
  const levelOf = async (id: number) =>
    (await db.select({ level: cupMachines.level }).from(cupMachines).where(eq(cupMachines.id, id)))[0]?.level;

  it("refuses a move outside the contract's tables, in Korean, and writes nothing", async () => {
    const [cup] = await cupsIn('CLEAN', 1);
    if (cup === undefined) throw new Error('no clean cup');
    const before = await db.select().from(cupEvents).where(eq(cupEvents.cupId, cup.id));
    const error = await refusedWith(
      () => db.transaction((tx) => moveCups(tx, [cup], 'LOADED', machine)),
      'ILLEGAL_CUP_STATE',
    );
    expect(error.message).toBe(`컵 ${cup.cuid}: 지금 '세척 완료' 상태라 '대여기 적재'(으)로 바꿀 수 없습니다.`);
    // LOST is an operator's move, not a machine's.
    await refusedWith(() => db.transaction((tx) => moveCups(tx, [cup], 'LOST', machine)), 'ILLEGAL_CUP_STATE');
    expect(await db.select().from(cupEvents).where(eq(cupEvents.cupId, cup.id))).toEqual(before);
    await db.transaction((tx) => moveCups(tx, [cup], 'LOST', operator));
    const [lost] = await db.select().from(cups).where(eq(cups.id, cup.id));
    expect(lost?.state).toBe('LOST');
  });

  it('reads the rows again: a stale row is moved from where it is now, or refused', async () => {
    const [cup] = await cupsIn('COLLECTED', 1);
    if (cup === undefined) throw new Error('no collected cup');
    await db.transaction((tx) => moveCups(tx, [cup], 'WASHING', machine));
    // The same (stale) row again: it is WASHING now, and WASHING -> WASHING is no move.
    await refusedWith(() => db.transaction((tx) => moveCups(tx, [cup], 'WASHING', machine)), 'ILLEGAL_CUP_STATE');
    const [event] = await db
      .select()
      .from(cupEvents)
      .where(eq(cupEvents.cupId, cup.id))
      .orderBy(sql`${cupEvents.id} desc`)
      .limit(1);
    expect(event).toMatchObject({ fromState: 'COLLECTED', toState: 'WASHING', manual: false });
  });

  it('registers new cups and boxes once, each with an event from nothing', async () => {
    const made = await db.transaction((tx) => registerCups(tx, ['SC83000001', 'SC83000002'], operator));
    expect(made).toHaveLength(2);
    const events = await db
      .select()
      .from(cupEvents)
      .where(eq(cupEvents.cupId, made[0] ?? 0));
    expect(events).toMatchObject([{ fromState: null, toState: 'REGISTERED' }]);
    await refusedWith(
      () => db.transaction((tx) => registerCups(tx, ['SC83000002', 'SC83000003'], operator)),
      'ID_TAKEN',
    );
    expect(await db.select().from(cups).where(eq(cups.cuid, 'SC83000003'))).toEqual([]);
    const boxes = await db.transaction((tx) => registerBoxes(tx, ['BX830001'], operator, '세척장'));
    const boxEvents = await db
      .select()
      .from(cupBoxEvents)
      .where(eq(cupBoxEvents.boxId, boxes[0] ?? 0));
    expect(boxEvents).toMatchObject([{ fromState: null, toState: 'EMPTY', location: '세척장' }]);
  });

  it('carries a box through its trip with the domain functions, every move along the tables, the level following', async () => {
    const [boxId = 0] = await db.transaction((tx) => registerBoxes(tx, ['BX830002'], operator, '세척장'));
    const clean = await cupsIn('CLEAN', 4);
    const target = await rentalWithRoom(4);
    const levelBefore = target.level;
    await db.transaction((tx) => packBox(tx, { boxId, cupIds: clean.map((cup) => cup.id) }, machine));
    const shipmentId = await db.transaction((tx) => shipBox(tx, { boxId, machineId: target.id }, machine));
    // Delivering a trip twice: once.
    expect(await db.transaction((tx) => deliverShipment(tx, shipmentId, machine))).toBe(true);
    expect(await db.transaction((tx) => deliverShipment(tx, shipmentId, machine))).toBe(false);
    const done = await db.transaction((tx) => refill(tx, { machineId: target.id, boxId }, machine));
    expect(done).toMatchObject({ count: 4, levelBefore });
    expect(await levelOf(target.id)).toBe(levelBefore + 4);
    const [trip] = await db.select().from(cupShipments).where(eq(cupShipments.id, shipmentId));
    expect(trip?.state).toBe('DELIVERED');
    // Back at the site, emptied; a box cannot be shipped twice, nor refilled from again.
    expect(await db.transaction((tx) => emptyReturnedBoxes(tx, machine))).toBeGreaterThanOrEqual(1);
    await refusedWith(
      () => db.transaction((tx) => refill(tx, { machineId: target.id, boxId }, machine)),
      'ILLEGAL_BOX_STATE',
    );
    // Every step of the cups and the box is one the tables allow.
    const steps = await db
      .select()
      .from(cupEvents)
      .where(sql`${cupEvents.cupId} in ${clean.map((cup) => cup.id)}`);
    for (const step of steps) if (step.fromState !== null) expect(CUP_MOVES[step.fromState]).toContain(step.toState);
    const boxSteps = await db.select().from(cupBoxEvents).where(eq(cupBoxEvents.boxId, boxId));
    expect(boxSteps.map((step) => step.toState)).toEqual([
      'EMPTY',
      'PACKED',
      'SHIPPING',
      'DELIVERED',
      'RETURNED',
      'EMPTY',
    ]);
    for (const step of boxSteps) if (step.fromState !== null) expect(BOX_MOVES[step.fromState]).toContain(step.toState);
  });

  it('lowers a machine level as its cups leave: rented, and received from a return machine', async () => {
    const [loaded] = await cupsIn('LOADED', 1);
    if (loaded?.machineId == null) throw new Error('no loaded cup');
    const rentalLevel = (await levelOf(loaded.machineId)) ?? 0;
    const [returnMachine] = await db
      .select()
      .from(cupMachines)
      .where(and(eq(cupMachines.kind, 'RETURN'), sql`${cupMachines.level} < ${cupMachines.capacity}`))
      .limit(1);
    if (returnMachine === undefined) throw new Error('no return machine with room');
    await db.transaction(async (tx) => {
      await moveCups(tx, [loaded], 'RENTED', machine);
      await moveCups(tx, [loaded], 'RETURNED', machine, { machineId: returnMachine.id });
    });
    expect(await levelOf(loaded.machineId)).toBe(Math.max(0, rentalLevel - 1));
    const [rented] = await db.select().from(cups).where(eq(cups.id, loaded.id));
    expect(rented?.useCount).toBe(loaded.useCount + 1);
    const inside = await db
      .select()
      .from(cups)
      .where(and(eq(cups.machineId, returnMachine.id), eq(cups.state, 'RETURNED')));
    const received = await db.transaction((tx) => receive(tx, { machineId: returnMachine.id }, machine));
    expect(received?.count).toBe(inside.length);
    expect(await levelOf(returnMachine.id)).toBe(Math.max(0, returnMachine.level + 1 - inside.length));
    expect(await db.transaction((tx) => receive(tx, { machineId: returnMachine.id }, machine))).toBeNull();
  });

  it('washes the longest waiting cups first, only along the tables', async () => {
    const collected = await db
      .select()
      .from(cups)
      .where(eq(cups.state, 'COLLECTED'))
      .orderBy(asc(cups.updatedAt), asc(cups.id))
      .limit(3);
    const moved = await db.transaction((tx) => washCups(tx, { from: 'COLLECTED', limit: 3 }, machine));
    expect(moved).toBe(collected.length);
    const now = await db
      .select({ state: cups.state })
      .from(cups)
      .where(sql`${cups.id} in ${collected.map((cup) => cup.id)}`);
    expect(now.every((cup) => cup.state === 'WASHING')).toBe(true);
    expect(await db.transaction((tx) => washCups(tx, { from: 'WASHING', limit: 0 }, machine))).toBe(0);
  });

  it("ends a box's trip when a manual change takes it out of SHIPPING", async () => {
    const [boxId = 0] = await db.transaction((tx) => registerBoxes(tx, ['BX830003'], operator, '세척장'));
    const [cup] = await cupsIn('CLEAN', 1);
    const target = await rentalWithRoom(1);
    await db.transaction((tx) => packBox(tx, { boxId, cupIds: [cup?.id ?? 0] }, operator));
    const shipmentId = await db.transaction((tx) => shipBox(tx, { boxId, machineId: target.id }, operator));
    await db.transaction((tx) => moveCups(tx, [{ id: cup?.id ?? 0 }], 'LOST', operator));
    await db.transaction((tx) => moveBox(tx, { id: boxId }, 'EMPTY', operator, '세척장'));
    const [trip] = await db.select().from(cupShipments).where(eq(cupShipments.id, shipmentId));
    expect(trip).toMatchObject({ state: 'DELIVERED' });
    expect(await db.transaction((tx) => deliverShipment(tx, shipmentId, operator))).toBe(false);
  });
});
