/**
 * A refill (docs/decisions.md "What a refill is"): the crew loads the SHIPPED cups of a box into the rental machine
 * the box's current trip goes to. If the trip is not confirmed delivered yet, the refill delivers it first (the box
 * DELIVERED, the trip closed); then the cups are LOADED into the machine (its level rises, its stock alerts follow),
 * and the emptied box is RETURNED on its way back to the washing site. Every move goes through the writer
 * (life/moves.ts) along the contract's tables. Another machine than the trip's is refused (409), naming it.
 */
import { BOX_STATE_WORDS, type Refill } from '@oa/contract';
import { and, asc, eq } from 'drizzle-orm';
import { writeAudit } from '../../../audit/writeAudit';
import type { Db } from '../../../db/database';
import { lookup } from '../../../db/lookup';
import type { Principal } from '../../../http/access';
import { HttpError, notFound } from '../../../http/errors';
import { refusal } from '../../../requests/refusals';
import { users } from '../../users/schema';
import { lockBoxById, moveBox, moveCups, type Step } from '../life/moves';
import { cupBoxes, cupEvents, cupMachines, cupRefills, cups } from '../schema';
import { currentTrip, deliverShipment } from '../shipments/shipments';
import type { ValidCrewInput } from './validation';

export type RefillRow = Omit<Refill, 'at' | 'cuids' | 'district'> & { at: Date; district: string };

export const refillProjection = {
  id: cupRefills.id,
  machineId: lookup<string>(cupMachines.machineId, cupMachines.id, cupRefills.machineId),
  machineName: lookup<string>(cupMachines.name, cupMachines.id, cupRefills.machineId),
  district: lookup<string>(cupMachines.district, cupMachines.id, cupRefills.machineId),
  boxNumber: lookup<string | null>(cupBoxes.boxNumber, cupBoxes.id, cupRefills.boxId),
  count: cupRefills.count,
  levelBefore: cupRefills.levelBefore,
  manual: cupRefills.manual,
  actor: lookup<string | null>(users.name, users.id, cupRefills.actorId),
  reason: cupRefills.reason,
  at: cupRefills.at,
};

export const toRefill = (row: RefillRow, cuids: string[] = []): Refill => ({
  ...row,
  district: row.district as Refill['district'],
  at: row.at.toISOString(),
  cuids,
});

/** A refill, with its cups when asked (their LOADED events into its machine at its time). */
export async function readRefill(db: Db, id: number, withCups: boolean): Promise<Refill> {
  const [row] = await db.select(refillProjection).from(cupRefills).where(eq(cupRefills.id, id));
  if (row === undefined) throw notFound();
  if (!withCups) return toRefill(row);
  const loaded = await db
    .select({ cuid: cups.cuid })
    .from(cupEvents)
    .innerJoin(cups, eq(cups.id, cupEvents.cupId))
    .innerJoin(cupRefills, eq(cupRefills.id, id))
    .where(
      and(
        eq(cupEvents.toState, 'LOADED'),
        eq(cupEvents.machineId, cupRefills.machineId),
        eq(cupEvents.at, cupRefills.at),
      ),
    )
    .orderBy(cups.cuid);
  return toRefill(
    row,
    loaded.map((cup) => cup.cuid),
  );
}

export interface RefillDone {
  refillId: number;
  count: number;
  levelBefore: number;
  /** The box's state before (SHIPPING: the refill delivered its trip). */
  boxStateBefore: string;
}

/** The rental machine of this id, locked; 404 in Korean when there is none. */
async function lockRentalMachine(tx: Db, machineId: number) {
  const [machine] = await tx
    .select()
    .from(cupMachines)
    .where(and(eq(cupMachines.id, machineId), eq(cupMachines.kind, 'RENTAL')))
    .for('update');
  if (machine === undefined)
    throw new HttpError(404, 'NOT_FOUND', '대여기를 찾을 수 없습니다.', { machineId: '없는 대여기입니다.' });
  return machine;
}

/**
 * Refills the rental machine `machineId` from the box `boxId` (database ids): all its SHIPPED cups, or refused
 * (409, Korean): a box not on a trip (SHIPPING or DELIVERED), a trip to another machine, no cups, no room.
 */
export async function refill(
  tx: Db,
  { machineId, boxId, requestId = null }: { machineId: number; boxId: number; requestId?: string | null },
  step: Step,
): Promise<RefillDone> {
  const machine = await lockRentalMachine(tx, machineId);
  const { box } = await lockBoxById(tx, boxId);
  const trip = await currentTrip(tx, box.id);
  if ((box.state !== 'SHIPPING' && box.state !== 'DELIVERED') || trip === undefined)
    throw refusal(
      'ILLEGAL_BOX_STATE',
      `상자 ${box.boxNumber}은(는) 지금 '${BOX_STATE_WORDS[box.state]}' 상태라 충전에 쓸 수 없습니다 (배송 중이거나 배송 완료된 상자만).`,
      'boxNumber',
    );
  if (trip.machineId !== machine.id)
    throw refusal(
      'WRONG_MACHINE',
      `상자 ${box.boxNumber}은(는) 대여기 ${trip.toLocation}(으)로 출고된 상자라 ${machine.machineId}에 충전할 수 없습니다.`,
      'machineId',
    );
  const shipped = await tx
    .select()
    .from(cups)
    .where(and(eq(cups.boxId, box.id), eq(cups.state, 'SHIPPED')))
    .orderBy(asc(cups.id))
    .for('update');
  if (shipped.length === 0) throw refusal('BOX_EMPTY', `상자 ${box.boxNumber}에 든 컵이 없습니다.`, 'boxNumber');
  if (machine.level + shipped.length > machine.capacity)
    throw refusal(
      'MACHINE_FULL',
      `대여기 ${machine.machineId}에 자리가 ${String(machine.capacity - machine.level)}개뿐이라 컵 ${String(shipped.length)}개를 넣을 수 없습니다.`,
      'machineId',
    );
  if (box.state === 'SHIPPING') await deliverShipment(tx, trip.id, step);
  await moveCups(tx, shipped, 'LOADED', step, { machineId: machine.id, boxId: box.id });
  await moveBox(tx, box, 'RETURNED', step, machine.machineId);
  const [row] = await tx
    .insert(cupRefills)
    .values({
      machineId: machine.id,
      boxId: box.id,
      count: shipped.length,
      levelBefore: machine.level,
      manual: step.manual,
      reason: step.reason,
      requestId,
      actorId: step.actorId,
      at: step.at,
    })
    .returning({ id: cupRefills.id });
  if (row === undefined) throw new Error('the refill was not inserted');
  return { refillId: row.id, count: shipped.length, levelBefore: machine.level, boxStateBefore: box.state };
}

/** 수동 충전: a refill entered by hand (machine and box by their numbers, a reason), audited; answers the refill. */
export async function refillByHand(tx: Db, principal: Principal, input: ValidCrewInput, at: Date): Promise<Refill> {
  const [machine] = await tx
    .select()
    .from(cupMachines)
    .where(and(eq(cupMachines.machineId, input.machineId), eq(cupMachines.kind, 'RENTAL')));
  if (machine === undefined)
    throw new HttpError(404, 'NOT_FOUND', '대여기를 찾을 수 없습니다.', { machineId: '없는 대여기입니다.' });
  const [box] = await tx.select().from(cupBoxes).where(eq(cupBoxes.boxNumber, input.boxNumber));
  if (box === undefined)
    throw new HttpError(404, 'NOT_FOUND', '상자를 찾을 수 없습니다.', { boxNumber: '없는 상자 번호입니다.' });
  const step: Step = { at, actorId: principal.userId, manual: true, reason: input.reason };
  const done = await refill(tx, { machineId: machine.id, boxId: box.id, requestId: input.requestId }, step);
  await writeAudit(
    tx,
    principal,
    'refill.create',
    `refill:${String(done.refillId)}`,
    { level: done.levelBefore, state: done.boxStateBefore },
    {
      machineId: machine.machineId,
      boxNumber: box.boxNumber,
      count: done.count,
      level: done.levelBefore + done.count,
      state: 'RETURNED',
      reason: input.reason,
    },
  );
  return readRefill(tx, done.refillId, true);
}
