/**
 * Boxes (docs/areas/cup.md "Boxes and their trips"): the list and one box with its cups, history and trips; a scan
 * packing one cup and unpacking it (packing.ts); retiring an empty box; the manual changes of boxes (through the
 * writer, life/moves.ts, which refuses what the contract's tables do not allow). The box's row is locked for every
 * change, so scans arriving together are applied one after another and none is lost.
 */
import { BOX_STATE_WORDS, type Box, type BoxDetail, type BoxEvent, type BoxState, type PackResult } from '@oa/contract';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../../audit/writeAudit';
import type { Db } from '../../../db/database';
import { lookup } from '../../../db/lookup';
import type { Principal } from '../../../http/access';
import { HttpError } from '../../../http/errors';
import { refusal } from '../../../requests/refusals';
import { users } from '../../users/schema';
import { cupProjection, runChange, toCup } from '../ids/cups';
import type { ValidChange } from '../ids/validation';
import { boxStepRefusal, moveBox, type BoxRow, type Step } from '../life/moves';
import { cupBoxes, cupBoxEvents, cups, cupShipments } from '../schema';
import { shipmentProjection, toShipment } from '../shipments/shipments';
import { packBox, unpackCup } from './packing';
import { boxNumberOf } from './validation';

export const boxProjection = {
  id: cupBoxes.id,
  boxNumber: cupBoxes.boxNumber,
  state: cupBoxes.state,
  location: cupBoxes.location,
  // Qualified by hand: in a one-table select drizzle writes bare names, which the subquery would read as its own.
  cupCount: sql<number>`(select count(*) from cups c where c.box_id = "cup_boxes"."id")`.mapWith(Number),
  retiredAt: cupBoxes.retiredAt,
  retireReason: cupBoxes.retireReason,
  updatedAt: cupBoxes.updatedAt,
};
export type BoxListRow = Omit<Box, 'retiredAt' | 'updatedAt'> & { retiredAt: Date | null; updatedAt: Date };
export const toBox = (row: BoxListRow): Box => ({
  ...row,
  retiredAt: row.retiredAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

export async function readBox(db: Db, boxId: number): Promise<Box> {
  const [row] = await db.select(boxProjection).from(cupBoxes).where(eq(cupBoxes.id, boxId));
  if (row === undefined) throw new Error('the box is gone');
  return toBox(row);
}

const unknownBox = (number: string) =>
  new HttpError(404, 'NOT_FOUND', `박스 ${number}은(는) 등록되지 않은 번호입니다.`, {
    boxNumber: '등록되지 않은 박스 번호입니다.',
  });

/** The box by its number, locked for the change; 404 in Korean when there is none. */
export async function lockBox(tx: Db, boxNumber: string): Promise<BoxRow> {
  const number = boxNumberOf(boxNumber);
  const [box] = await tx.select().from(cupBoxes).where(eq(cupBoxes.boxNumber, number)).for('update');
  if (box === undefined) throw unknownBox(number);
  return box;
}

/** One box: its cups, its history (newest first) and its trips. */
export async function boxDetail(db: Db, boxNumber: string): Promise<BoxDetail> {
  const number = boxNumberOf(boxNumber);
  const [box] = await db.select(boxProjection).from(cupBoxes).where(eq(cupBoxes.boxNumber, number));
  if (box === undefined) throw unknownBox(number);
  const [inside, events, trips] = await Promise.all([
    db.select(cupProjection).from(cups).where(eq(cups.boxId, box.id)).orderBy(asc(cups.cuid)),
    db
      .select({
        id: cupBoxEvents.id,
        fromState: cupBoxEvents.fromState,
        toState: cupBoxEvents.toState,
        location: cupBoxEvents.location,
        manual: cupBoxEvents.manual,
        actor: lookup<string | null>(users.name, users.id, cupBoxEvents.actorId),
        reason: cupBoxEvents.reason,
        at: cupBoxEvents.at,
      })
      .from(cupBoxEvents)
      .where(eq(cupBoxEvents.boxId, box.id))
      .orderBy(desc(cupBoxEvents.at), desc(cupBoxEvents.id))
      .limit(200),
    db
      .select(shipmentProjection)
      .from(cupShipments)
      .where(eq(cupShipments.boxId, box.id))
      .orderBy(desc(cupShipments.shippedAt), desc(cupShipments.id))
      .limit(50),
  ]);
  return {
    box: toBox(box),
    cups: inside.map(toCup),
    events: events.map((event): BoxEvent => ({ ...event, at: event.at.toISOString() })),
    shipments: trips.map(toShipment),
  };
}

/** The box and the cup after a scan or an unpacking. */
async function packResult(db: Db, boxId: number, cupId: number): Promise<PackResult> {
  const [cup] = await db.select(cupProjection).from(cups).where(eq(cups.id, cupId));
  if (cup === undefined) throw new Error('the cup is gone');
  return { box: await readBox(db, boxId), cup: toCup(cup) };
}

/** A scan at the packing screen: the cup into the box (packing.ts), audited. */
export async function packByScan(tx: Db, principal: Principal, boxNumber: string, cuid: string, at: Date) {
  const box = await lockBox(tx, boxNumber);
  const [cup] = await tx.select().from(cups).where(eq(cups.cuid, cuid));
  if (cup === undefined)
    throw new HttpError(404, 'NOT_FOUND', `컵 ${cuid}은(는) 등록되지 않은 ID입니다.`, {
      cuid: '등록되지 않은 컵 ID입니다.',
    });
  const step: Step = { at, actorId: principal.userId, manual: true, reason: '' };
  const { inside } = await packBox(tx, { boxId: box.id, cupIds: [cup.id] }, step);
  await writeAudit(
    tx,
    principal,
    'box.pack',
    `box:${box.boxNumber}`,
    { cuid, state: cup.state },
    {
      cuid,
      state: 'IN_BOX',
      count: inside,
    },
  );
  return packResult(tx, box.id, cup.id);
}

/** One cup out of a packed box (packing.ts), audited. */
export async function unpackByHand(tx: Db, principal: Principal, boxNumber: string, cuid: string, at: Date) {
  const box = await lockBox(tx, boxNumber);
  const step: Step = { at, actorId: principal.userId, manual: true, reason: '박스에서 꺼냄' };
  const { inside, state, cupId } = await unpackCup(tx, { boxId: box.id, cuid }, step);
  await writeAudit(
    tx,
    principal,
    'box.unpack',
    `box:${box.boxNumber}`,
    { cuid, state: 'IN_BOX' },
    {
      cuid,
      state,
      count: inside,
    },
  );
  return packResult(tx, box.id, cupId);
}

/** An empty box out of service for good (a reason kept); retired already: the same answer. */
export async function retireBox(tx: Db, principal: Principal, boxNumber: string, reason: string, at: Date) {
  const box = await lockBox(tx, boxNumber);
  if (box.retiredAt !== null) return readBox(tx, box.id);
  const [inside] = await tx.select({ n: count() }).from(cups).where(eq(cups.boxId, box.id));
  if (box.state !== 'EMPTY' || (inside?.n ?? 0) > 0)
    throw refusal(
      'ILLEGAL_BOX_STATE',
      `박스 ${box.boxNumber}은(는) 지금 '${BOX_STATE_WORDS[box.state]}' 상태라 사용 중지할 수 없습니다 (빈 박스만).`,
    );
  await tx.update(cupBoxes).set({ retiredAt: at, retireReason: reason, updatedAt: at }).where(eq(cupBoxes.id, box.id));
  await writeAudit(tx, principal, 'box.retire', `box:${box.boxNumber}`, { retired: false }, { retired: true, reason });
  return readBox(tx, box.id);
}

/** A box is shipped only with its destination (배송 현황), never by a manual change. */
const SHIP_ELSEWHERE = "'배송 중'(으)로는 수동으로 바꿀 수 없습니다 (배송 현황에서 대여기를 골라 출고합니다).";

/** Boxes moved by hand (a manual change): each judged with the cups inside it, moved by the writer. */
export const changeBoxes = (db: Db, principal: Principal, input: ValidChange<BoxState>, now: () => Date) =>
  runChange<{ box: BoxRow; inside: number }>(
    db,
    principal,
    input,
    {
      kind: 'BOX',
      idKind: 'BOX',
      unknown: '등록되지 않은 박스 번호입니다.',
      read: async (tx, wanted, lock) => {
        const query = tx.select().from(cupBoxes).where(inArray(cupBoxes.boxNumber, wanted)).orderBy(asc(cupBoxes.id));
        const boxes = lock ? await query.for('update') : await query;
        if (boxes.length === 0) return [];
        const counts = await tx
          .select({ boxId: cups.boxId, n: count() })
          .from(cups)
          .where(
            inArray(
              cups.boxId,
              boxes.map((box) => box.id),
            ),
          )
          .groupBy(cups.boxId);
        const inside = new Map(counts.map((row) => [row.boxId, row.n]));
        return boxes.map((box) => ({ box, inside: inside.get(box.id) ?? 0 }));
      },
      idOf: (row) => row.box.boxNumber,
      stateOf: (row) => row.box.state,
      refusal: ({ box, inside }) =>
        input.toState === 'SHIPPING' && box.state !== 'SHIPPING'
          ? SHIP_ELSEWHERE
          : boxStepRefusal(box, input.toState, inside, true),
      move: async (tx, rows, step) => {
        for (const { box } of rows) await moveBox(tx, box, input.toState, step);
      },
    },
    now,
  );
