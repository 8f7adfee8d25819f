/**
 * A box's trips (docs/areas/cup.md "Boxes and their trips"): a packed box is shipped to one rental machine (a
 * shipment, SHIPPING) and delivered there (DELIVERED). A box's current trip is its latest shipment; only that one,
 * while still in transit, can be confirmed delivered. A trip ends when its box stops SHIPPING (delivered, or a
 * manual change: the writer closes it), so every shipment agrees with its box.
 */
import { BOX_STATE_WORDS, CUP_STATE_WORDS, WASHING_SITE, type BoxState, type Shipment } from '@oa/contract';
import { and, desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../../audit/writeAudit';
import type { Db } from '../../../db/database';
import { lookup } from '../../../db/lookup';
import type { Principal } from '../../../http/access';
import { HttpError } from '../../../http/errors';
import { refusal } from '../../../requests/refusals';
import { users } from '../../users/schema';
import { boxStepRefusal, lockBoxById, moveBox, type Step } from '../life/moves';
import { cupBoxes, cupMachines, cups, cupShipments } from '../schema';

export type ShipmentRow = typeof cupShipments.$inferSelect;

export const shipmentProjection = {
  id: cupShipments.id,
  boxNumber: lookup<string>(cupBoxes.boxNumber, cupBoxes.id, cupShipments.boxId),
  fromLocation: cupShipments.fromLocation,
  toLocation: cupShipments.toLocation,
  machineId: lookup<string | null>(cupMachines.machineId, cupMachines.id, cupShipments.machineId),
  machineName: lookup<string | null>(cupMachines.name, cupMachines.id, cupShipments.machineId),
  district: lookup<string | null>(cupMachines.district, cupMachines.id, cupShipments.machineId),
  state: cupShipments.state,
  cupCount: cupShipments.cupCount,
  actor: lookup<string | null>(users.name, users.id, cupShipments.actorId),
  shippedAt: cupShipments.shippedAt,
  deliveredAt: cupShipments.deliveredAt,
};
export type ShipmentListRow = Omit<Shipment, 'shippedAt' | 'deliveredAt' | 'district' | 'state'> & {
  district: string | null;
  state: BoxState;
  shippedAt: Date;
  deliveredAt: Date | null;
};
export const toShipment = (row: ShipmentListRow): Shipment => ({
  ...row,
  district: row.district as Shipment['district'],
  state: row.state === 'DELIVERED' ? 'DELIVERED' : 'SHIPPING',
  shippedAt: row.shippedAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

export async function readShipment(db: Db, id: number): Promise<Shipment> {
  const [row] = await db.select(shipmentProjection).from(cupShipments).where(eq(cupShipments.id, id));
  if (row === undefined) throw new HttpError(404, 'NOT_FOUND', '배송을 찾을 수 없습니다.');
  return toShipment(row);
}

/** The box's current trip: its latest shipment (delivered or not), or undefined when it never left. */
export async function currentTrip(tx: Db, boxId: number): Promise<ShipmentRow | undefined> {
  const [trip] = await tx
    .select()
    .from(cupShipments)
    .where(eq(cupShipments.boxId, boxId))
    .orderBy(desc(cupShipments.shippedAt), desc(cupShipments.id))
    .limit(1);
  return trip;
}

/**
 * Ships a packed box to a rental machine (ids, not numbers): the box SHIPPING with its cups SHIPPED (the writer),
 * and its trip. Refused (409) unless the box may leave (PACKED, in service, with cups all packed). Answers the
 * shipment's id.
 */
export async function shipBox(
  tx: Db,
  { boxId, machineId, requestId = null }: { boxId: number; machineId: number; requestId?: string | null },
  step: Step,
): Promise<number> {
  const { box, inside } = await lockBoxById(tx, boxId);
  const [machine] = await tx
    .select()
    .from(cupMachines)
    .where(and(eq(cupMachines.id, machineId), eq(cupMachines.kind, 'RENTAL')));
  if (machine === undefined)
    throw new HttpError(404, 'NOT_FOUND', '대여기를 찾을 수 없습니다.', { machineId: '없는 대여기입니다.' });
  const why = boxStepRefusal(box, 'SHIPPING', inside, step.manual);
  if (why !== null) throw refusal('ILLEGAL_BOX_STATE', `박스 ${box.boxNumber}: ${why}`, 'boxNumber');
  const packed = await tx.select({ cuid: cups.cuid, state: cups.state }).from(cups).where(eq(cups.boxId, box.id));
  const stray = packed.find((cup) => cup.state !== 'IN_BOX');
  if (stray !== undefined)
    throw refusal(
      'ILLEGAL_CUP_STATE',
      `컵 ${stray.cuid}은(는) 지금 '${CUP_STATE_WORDS[stray.state]}' 상태라 출고할 수 없습니다.`,
      'boxNumber',
    );
  await moveBox(tx, box, 'SHIPPING', step, machine.machineId);
  const [shipment] = await tx
    .insert(cupShipments)
    .values({
      boxId: box.id,
      fromLocation: box.location === '' ? WASHING_SITE : box.location,
      toLocation: machine.machineId,
      machineId: machine.id,
      state: 'SHIPPING',
      cupCount: inside,
      actorId: step.actorId,
      requestId,
      shippedAt: step.at,
    })
    .returning({ id: cupShipments.id });
  if (shipment === undefined) throw new Error('the shipment was not inserted');
  return shipment.id;
}

/**
 * Confirms a trip delivered: the box DELIVERED at its machine, the trip closed (the writer). Only the box's current
 * trip while it is in transit; another trip is refused (409). A trip delivered already answers `false` (a repeat:
 * nothing to do), a delivery made `true`.
 */
export async function deliverShipment(tx: Db, shipmentId: number, step: Step): Promise<boolean> {
  const [shipment] = await tx.select().from(cupShipments).where(eq(cupShipments.id, shipmentId)).for('update');
  if (shipment === undefined) throw new HttpError(404, 'NOT_FOUND', '배송을 찾을 수 없습니다.');
  if (shipment.state === 'DELIVERED') return false;
  const { box } = await lockBoxById(tx, shipment.boxId);
  const current = await currentTrip(tx, box.id);
  if (current?.id !== shipment.id || box.state !== 'SHIPPING')
    throw refusal(
      'NOT_CURRENT_TRIP',
      `이 배송은 박스 ${box.boxNumber}의 지금 배송이 아닙니다 (박스는 지금 '${BOX_STATE_WORDS[box.state]}' 상태입니다). 배송 완료는 박스의 마지막 배송에만 할 수 있습니다.`,
    );
  await moveBox(tx, box, 'DELIVERED', step);
  return true;
}

/** A shipment made at 배송 현황 (box and machine by their numbers), audited; answers the shipment. */
export async function shipByHand(
  tx: Db,
  principal: Principal,
  input: { boxNumber: string; machineId: string; requestId: string },
  at: Date,
): Promise<Shipment> {
  const [box] = await tx.select().from(cupBoxes).where(eq(cupBoxes.boxNumber, input.boxNumber));
  if (box === undefined)
    throw new HttpError(404, 'NOT_FOUND', `박스 ${input.boxNumber}은(는) 등록되지 않은 번호입니다.`, {
      boxNumber: '등록되지 않은 박스 번호입니다.',
    });
  const [machine] = await tx
    .select()
    .from(cupMachines)
    .where(and(eq(cupMachines.machineId, input.machineId), eq(cupMachines.kind, 'RENTAL')));
  if (machine === undefined)
    throw new HttpError(404, 'NOT_FOUND', `대여기 ${input.machineId}을(를) 찾을 수 없습니다.`, {
      machineId: '없는 대여기입니다.',
    });
  const step: Step = { at, actorId: principal.userId, manual: true, reason: `${machine.machineId}(으)로 출고` };
  const id = await shipBox(tx, { boxId: box.id, machineId: machine.id, requestId: input.requestId }, step);
  const shipment = await readShipment(tx, id);
  await writeAudit(
    tx,
    principal,
    'shipment.create',
    `shipment:${String(id)}`,
    { state: box.state },
    {
      boxNumber: box.boxNumber,
      machineId: machine.machineId,
      count: shipment.cupCount,
      state: 'SHIPPING',
    },
  );
  return shipment;
}

/** 배송 완료 pressed: the trip delivered (deliverShipment), audited when it was; answers the shipment. */
export async function deliverByHand(tx: Db, principal: Principal, shipmentId: number, at: Date): Promise<Shipment> {
  const step: Step = { at, actorId: principal.userId, manual: true, reason: '배송 완료' };
  const delivered = await deliverShipment(tx, shipmentId, step);
  const shipment = await readShipment(tx, shipmentId);
  if (delivered)
    await writeAudit(
      tx,
      principal,
      'shipment.deliver',
      `shipment:${String(shipmentId)}`,
      { state: 'SHIPPING' },
      {
        boxNumber: shipment.boxNumber,
        state: 'DELIVERED',
      },
    );
  return shipment;
}
