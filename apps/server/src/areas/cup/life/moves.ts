/**
 * Cups and boxes moved along their state machines (packages/contract cupLife.ts), the one way every part of a cup's
 * life does it in a transaction: the rows, one event per cup or box (who, where, manual or not, why), and the
 * machines' levels when cups leave one. The callers check the moves first (cupMoveRefusal, boxMoveRefusal) and
 * write their own audit record.
 */
import type { BoxState, CupState } from '@oa/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { applyLevel } from './levels';
import { cupBoxes, cupBoxEvents, cupEvents, cupMachines, cups } from '../schema';

export type CupRow = typeof cups.$inferSelect;
export type BoxRow = typeof cupBoxes.$inferSelect;

/** Who moved it (null: a machine or the system), when, by hand or not, why. */
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
 * Moves `rows` to `to`. A cup LOADED or RETURNED is in `place.machineId` (or the machine it was in), IN_BOX or
 * SHIPPED in `place.boxId` (or its box); in any other state in neither. Cups that leave a machine lower its level
 * (and its level alerts follow).
 */
export async function moveCups(
  tx: Db,
  rows: readonly CupRow[],
  to: CupState,
  step: Step,
  place: { machineId?: number; boxId?: number } = {},
  extra: { discardReason?: string } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const machineOf = (row: CupRow) => (IN_MACHINE.includes(to) ? (place.machineId ?? row.machineId) : null);
  const boxOf = (row: CupRow) => (IN_BOX.includes(to) ? (place.boxId ?? row.boxId) : null);
  // One update per resulting place (usually one).
  const groups = new Map<string, { machineId: number | null; boxId: number | null; ids: number[] }>();
  for (const row of rows) {
    const machineId = machineOf(row);
    const boxId = boxOf(row);
    const key = `${String(machineId)}:${String(boxId)}`;
    const group = groups.get(key) ?? { machineId, boxId, ids: [] };
    group.ids.push(row.id);
    groups.set(key, group);
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
          ...(extra.discardReason === undefined ? {} : { discardReason: extra.discardReason }),
        })
        .where(inArray(cups.id, ids));
  for (const part of chunks(rows))
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
  // Machines the cups left.
  const left = new Map<number, number>();
  for (const row of rows)
    if (row.machineId !== null && machineOf(row) !== row.machineId)
      left.set(row.machineId, (left.get(row.machineId) ?? 0) + 1);
  for (const [machineId, count] of left) {
    const [machine] = await tx.select().from(cupMachines).where(eq(cupMachines.id, machineId)).for('update');
    if (machine !== undefined) await applyLevel(tx, machine, Math.max(0, machine.level - count), step.at);
  }
}

/** Moves a box to `to` (at `location`, or where it was), with its event; its IN_BOX cups are SHIPPED with it. */
export async function moveBox(
  tx: Db,
  box: BoxRow,
  to: BoxState,
  step: Step,
  location: string = box.location,
): Promise<void> {
  await tx.update(cupBoxes).set({ state: to, location, updatedAt: step.at }).where(eq(cupBoxes.id, box.id));
  await tx.insert(cupBoxEvents).values({
    boxId: box.id,
    fromState: box.state,
    toState: to,
    location,
    actorId: step.actorId,
    manual: step.manual,
    reason: step.reason,
    at: step.at,
  });
  if (to === 'SHIPPING') {
    const packed = await tx.select().from(cups).where(eq(cups.boxId, box.id)).for('update');
    await moveCups(
      tx,
      packed.filter((cup) => cup.state === 'IN_BOX'),
      'SHIPPED',
      step,
      { boxId: box.id },
    );
  }
}

/** The cups in a box. */
export const cupsInBox = (tx: Db, boxId: number) => tx.select().from(cups).where(eq(cups.boxId, boxId));
