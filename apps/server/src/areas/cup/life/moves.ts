/**
 * The one writer of a cup's and a box's life (docs/areas/cup.md "A cup's life"). Nothing else in the server changes
 * `cups.state` or `cup_boxes.state` or writes `cup_events` / `cup_box_events` (life.test.ts greps for it). Every
 * move is checked here against the contract's tables (packages/contract cupLife.ts: CUP_MOVES and BOX_MOVES; a
 * manual step also the operator's own moves, cupMoveRefusal / boxMoveRefusal) and refused with 409 and a Korean
 * reason naming the cup or box and the state found. A move writes, in the caller's transaction: the rows (locked
 * and read again here, so a stale row can never be moved), one event per cup or box (who, where, by hand or not,
 * why), the levels of the machines the cups left or entered (levels.ts: the level alerts follow), and, when a box
 * leaves SHIPPING, the end of its trip (its open shipment). New IDs are registered here too (an event from nothing).
 */
import {
  boxMoveRefusal,
  CUP_MOVES,
  cupMoveRefusal,
  MANUAL_CUP_TARGETS,
  type BoxState,
  type CupState,
} from '@oa/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { refusal } from '../../../requests/refusals';
import { applyLevel } from './levels';
import { cupBoxes, cupBoxEvents, cupEvents, cupMachines, cups, cupShipments } from '../schema';

export type CupRow = typeof cups.$inferSelect;
export type BoxRow = typeof cupBoxes.$inferSelect;

/**
 * Who moved it (null: a machine or the system), when, why, and whether by hand: a manual step (a person at a screen)
 * may also make the operator's own moves (LOST, DISCARDED, back to CLEAN); a machine's or the system's only the
 * ordinary life's.
 */
export interface Step {
  at: Date;
  actorId: number | null;
  manual: boolean;
  reason: string;
}

/** States in which a cup is in a machine, and in a box. */
const IN_MACHINE: readonly CupState[] = ['LOADED', 'RETURNED'];
const IN_BOX: readonly CupState[] = ['IN_BOX', 'SHIPPED'];
const CHUNK = 1000;

const chunks = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) => rows.slice(index * CHUNK, (index + 1) * CHUNK));

/**
 * Why a cup in `from` may not move to `to` by a step (manual or not), in Korean; null when it may: the ordinary
 * life's moves (CUP_MOVES) for every step, the operator's moves to the manual targets for a manual one.
 */
export function cupStepRefusal(from: CupState, to: CupState, manual: boolean): string | null {
  if (from !== to && CUP_MOVES[from].includes(to)) return null;
  return cupMoveRefusal(from, to, manual && (MANUAL_CUP_TARGETS as readonly CupState[]).includes(to));
}

/** Why a box may not move (retired, or its table; a manual step may empty an empty box from any state). */
export function boxStepRefusal(box: BoxRow, to: BoxState, inside: number, manual: boolean): string | null {
  if (box.retiredAt !== null) return '사용 중지된 박스입니다.';
  return boxMoveRefusal(box.state, to, inside, manual);
}

/** The cups of these ids, locked for the move, in id order. */
async function lockCups(tx: Db, ids: readonly number[]): Promise<CupRow[]> {
  const rows: CupRow[] = [];
  for (const part of chunks([...new Set(ids)]))
    rows.push(...(await tx.select().from(cups).where(inArray(cups.id, part)).orderBy(asc(cups.id)).for('update')));
  return rows;
}

/** Machines' levels moved by `delta` (cups left: negative, entered: positive), in id order. */
async function moveLevels(tx: Db, delta: Map<number, number>, at: Date): Promise<void> {
  for (const machineId of [...delta.keys()].sort((a, b) => a - b)) {
    const change = delta.get(machineId) ?? 0;
    if (change === 0) continue;
    const [machine] = await tx.select().from(cupMachines).where(eq(cupMachines.id, machineId)).for('update');
    if (machine !== undefined) await applyLevel(tx, machine, Math.max(0, machine.level + change), at);
  }
}

/**
 * Moves the cups (`rows`: any rows with their ids; they are read again, locked) to `to`, or refuses them all (409,
 * naming the first cup refused). A cup LOADED or RETURNED is in `place.machineId` (or the machine it was in),
 * IN_BOX or SHIPPED in `place.boxId` (or its box); in any other state in neither. Cups that leave a machine lower
 * its level, cups that enter one raise it. A cup RENTED is used once more; a DISCARDED one keeps its reason.
 */
export async function moveCups(
  tx: Db,
  rows: readonly Pick<CupRow, 'id'>[],
  to: CupState,
  step: Step,
  place: { machineId?: number; boxId?: number } = {},
  extra: { discardReason?: string } = {},
): Promise<CupRow[]> {
  if (rows.length === 0) return [];
  const fresh = await lockCups(
    tx,
    rows.map((row) => row.id),
  );
  for (const row of fresh) {
    const why = cupStepRefusal(row.state, to, step.manual);
    if (why !== null) throw refusal('ILLEGAL_CUP_STATE', `컵 ${row.cuid}: ${why}`);
  }
  const machineOf = (row: CupRow) => (IN_MACHINE.includes(to) ? (place.machineId ?? row.machineId) : null);
  const boxOf = (row: CupRow) => (IN_BOX.includes(to) ? (place.boxId ?? row.boxId) : null);
  // One update per resulting place (usually one).
  const groups = new Map<string, { machineId: number | null; boxId: number | null; ids: number[] }>();
  const levels = new Map<number, number>();
  for (const row of fresh) {
    const machineId = machineOf(row);
    const boxId = boxOf(row);
    // A caller's mistake, not a person's: a cup in a machine or a box needs its place.
    if ((IN_MACHINE.includes(to) && machineId === null) || (IN_BOX.includes(to) && boxId === null))
      throw new Error(`cup ${row.cuid} moved to ${to} without its machine or box`);
    const key = `${String(machineId)}:${String(boxId)}`;
    const group = groups.get(key) ?? { machineId, boxId, ids: [] };
    group.ids.push(row.id);
    groups.set(key, group);
    if (row.machineId !== machineId) {
      if (row.machineId !== null) levels.set(row.machineId, (levels.get(row.machineId) ?? 0) - 1);
      if (machineId !== null) levels.set(machineId, (levels.get(machineId) ?? 0) + 1);
    }
  }
  for (const group of groups.values())
    for (const ids of chunks(group.ids))
      await tx
        .update(cups)
        .set({
          state: to,
          machineId: group.machineId,
          boxId: group.boxId,
          updatedAt: step.at,
          ...(to === 'RENTED' ? { useCount: sql`${cups.useCount} + 1` } : {}),
          ...(extra.discardReason === undefined ? {} : { discardReason: extra.discardReason }),
        })
        .where(inArray(cups.id, ids));
  for (const part of chunks(fresh))
    await tx.insert(cupEvents).values(
      part.map((row) => ({
        cupId: row.id,
        fromState: row.state,
        toState: to,
        machineId: place.machineId ?? row.machineId,
        boxId: place.boxId ?? row.boxId,
        actorId: step.actorId,
        manual: step.manual,
        reason: step.reason,
        at: step.at,
      })),
    );
  await moveLevels(tx, levels, step.at);
  return fresh;
}

/** The box of this id, locked, and how many cups are in it. */
export async function lockBoxById(tx: Db, boxId: number): Promise<{ box: BoxRow; inside: number }> {
  const [box] = await tx.select().from(cupBoxes).where(eq(cupBoxes.id, boxId)).for('update');
  if (box === undefined) throw new Error(`box ${String(boxId)} is gone`);
  const [inside] = await tx.select({ n: count() }).from(cups).where(eq(cups.boxId, boxId));
  return { box, inside: inside?.n ?? 0 };
}

/**
 * Moves a box (read again, locked) to `to` (at `location`, or where it was), with its event, or refuses it (409).
 * Its IN_BOX cups are SHIPPED with it when it leaves; its trip (the open shipment) ends when it stops SHIPPING.
 */
export async function moveBox(
  tx: Db,
  box: Pick<BoxRow, 'id'>,
  to: BoxState,
  step: Step,
  location?: string,
): Promise<BoxRow> {
  const { box: fresh, inside } = await lockBoxById(tx, box.id);
  const why = boxStepRefusal(fresh, to, inside, step.manual);
  if (why !== null) throw refusal('ILLEGAL_BOX_STATE', `박스 ${fresh.boxNumber}: ${why}`, 'boxNumber');
  const where = location ?? fresh.location;
  await tx.update(cupBoxes).set({ state: to, location: where, updatedAt: step.at }).where(eq(cupBoxes.id, fresh.id));
  await tx.insert(cupBoxEvents).values({
    boxId: fresh.id,
    fromState: fresh.state,
    toState: to,
    location: where,
    actorId: step.actorId,
    manual: step.manual,
    reason: step.reason,
    at: step.at,
  });
  if (to === 'SHIPPING') {
    const packed = await tx.select({ id: cups.id, state: cups.state }).from(cups).where(eq(cups.boxId, fresh.id));
    await moveCups(
      tx,
      packed.filter((cup) => cup.state === 'IN_BOX'),
      'SHIPPED',
      step,
      { boxId: fresh.id },
    );
  }
  if (fresh.state === 'SHIPPING')
    await tx
      .update(cupShipments)
      .set({ state: 'DELIVERED', deliveredAt: step.at })
      .where(and(eq(cupShipments.boxId, fresh.id), eq(cupShipments.state, 'SHIPPING')));
  return { ...fresh, state: to, location: where, updatedAt: step.at };
}

/**
 * New cups (REGISTERED, an event from nothing), all or none: 409 when any of the IDs is registered already.
 * Answers their ids.
 */
export async function registerCups(tx: Db, cuids: readonly string[], step: Step): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(cuids)) {
    const made = await tx
      .insert(cups)
      .values(part.map((cuid) => ({ cuid, state: 'REGISTERED' as const, createdAt: step.at, updatedAt: step.at })))
      .onConflictDoNothing()
      .returning({ id: cups.id });
    if (made.length !== part.length) throw refusal('ID_TAKEN', '범위 안에 이미 등록된 컵 ID가 있습니다.', 'first');
    await tx.insert(cupEvents).values(
      made.map((cup) => ({
        cupId: cup.id,
        fromState: null,
        toState: 'REGISTERED' as const,
        actorId: step.actorId,
        manual: step.manual,
        reason: step.reason,
        at: step.at,
      })),
    );
    ids.push(...made.map((cup) => cup.id));
  }
  return ids;
}

/** New boxes (EMPTY at `location`, an event from nothing), all or none: 409 when any number is taken. */
export async function registerBoxes(
  tx: Db,
  boxNumbers: readonly string[],
  step: Step,
  location: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(boxNumbers)) {
    const made = await tx
      .insert(cupBoxes)
      .values(part.map((boxNumber) => ({ boxNumber, state: 'EMPTY' as const, location, updatedAt: step.at })))
      .onConflictDoNothing()
      .returning({ id: cupBoxes.id });
    if (made.length !== part.length) throw refusal('ID_TAKEN', '범위 안에 이미 등록된 박스 번호가 있습니다.', 'first');
    await tx.insert(cupBoxEvents).values(
      made.map((box) => ({
        boxId: box.id,
        fromState: null,
        toState: 'EMPTY' as const,
        location,
        actorId: step.actorId,
        manual: step.manual,
        reason: step.reason,
        at: step.at,
      })),
    );
    ids.push(...made.map((box) => box.id));
  }
  return ids;
}

/** The cups in a box. */
export const cupsInBox = (tx: Db, boxId: number) => tx.select().from(cups).where(eq(cups.boxId, boxId));
