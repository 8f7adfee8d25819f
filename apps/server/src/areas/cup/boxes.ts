/**
 * Boxes and their trips (docs/areas/cup.md "A cup's life"): the boxes' list and one box with its cups, history and
 * trips; packing one scanned cup at a time and unpacking it; retiring an empty box; the manual state changes of
 * boxes; shipping a packed box to a rental machine and confirming its delivery. The box's row is locked for every
 * change, so scans arriving together are applied one after another and none is lost.
 */
import {
  BOX_CAPACITY,
  BOX_LIST,
  BOX_STATE_WORDS,
  boxMoveRefusal,
  CUP_LIFE_PATHS,
  CUP_STATE_WORDS,
  cupMoveRefusal,
  ID_FORMATS,
  MANUAL_BOX_TARGETS,
  idNumber,
  SHIPMENT_LIST,
  WASHING_SITE,
  type Box,
  type BoxEvent,
  type BoxState,
  type Shipment,
} from '@oa/contract';
import {
  BoxDetailSchema,
  BoxSchema,
  BoxStateChangeInputSchema,
  PackInputSchema,
  PackResultSchema,
  RetireBoxInputSchema,
  ShipInputSchema,
  ShipmentSchema,
  StateChangeResultSchema,
} from '@oa/contract/schemas/cupLife';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { writeAudit } from '../../audit/writeAudit';
import type { Db } from '../../db/database';
import { oncePerRequest } from '../../db/errors';
import { lookup } from '../../db/lookup';
import { action, anyScreen, principalOf, screenOrAction, type Principal } from '../../http/access';
import { HttpError } from '../../http/errors';
import { collector, isObject, outcome, validOrThrow } from '../../http/forms';
import { envelope, errors, IdParams, listSchema } from '../../http/routeSchemas';
import { listSpec, runList } from '../../lists/listEngine';
import { users } from '../users/schema';
import type { CupPlugin } from './context';
import { checkChange, cupProjection, reasonOf, requireAction, runChange, toCup, type ValidChange } from './ids';
import { moveBox, moveCups, type BoxRow, type Step } from './life/moves';
import { cupBoxes, cupBoxEvents, cupEvents, cupMachines, cups, cupShipments } from './schema';

/** The screens that read boxes: the box screens, the packing screen, the manual change, delivery. */
const BOX_READERS = anyScreen(
  '/cup/box-number-inquiry',
  '/cup/box-id-manage',
  '/cup/lalaloop-id-control',
  '/cup/box-state-manual-change',
  '/cup/delivery-status',
);
const BoxParams = Type.Object({ boxNumber: Type.String({ maxLength: 20 }) });
const BoxCupParams = Type.Object({ boxNumber: Type.String({ maxLength: 20 }), cuid: Type.String({ maxLength: 20 }) });

const boxProjection = {
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
type BoxListRow = Omit<Box, 'retiredAt' | 'updatedAt'> & { retiredAt: Date | null; updatedAt: Date };
const toBox = (row: BoxListRow): Box => ({
  ...row,
  retiredAt: row.retiredAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

const shipmentProjection = {
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
type ShipmentRow = Omit<Shipment, 'shippedAt' | 'deliveredAt' | 'district' | 'state'> & {
  district: string | null;
  state: BoxState;
  shippedAt: Date;
  deliveredAt: Date | null;
};
const toShipment = (row: ShipmentRow): Shipment => ({
  ...row,
  district: row.district as Shipment['district'],
  state: row.state === 'DELIVERED' ? 'DELIVERED' : 'SHIPPING',
  shippedAt: row.shippedAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

const refusal = (code: string, message: string, field?: string) =>
  new HttpError(409, code, message, field === undefined ? undefined : { [field]: message });

async function readBox(db: Db, boxId: number): Promise<Box> {
  const [row] = await db.select(boxProjection).from(cupBoxes).where(eq(cupBoxes.id, boxId));
  if (row === undefined) throw new Error('the box is gone');
  return toBox(row);
}

async function readShipment(db: Db, id: number): Promise<Shipment> {
  const [row] = await db.select(shipmentProjection).from(cupShipments).where(eq(cupShipments.id, id));
  if (row === undefined) throw new HttpError(404, 'NOT_FOUND', '배송을 찾을 수 없습니다.');
  return toShipment(row);
}

/** The box by its number, locked for the change; 404 in Korean when there is none. */
async function lockBox(tx: Db, boxNumber: string): Promise<BoxRow> {
  const number = boxNumber.trim().toUpperCase();
  const [box] = await tx.select().from(cupBoxes).where(eq(cupBoxes.boxNumber, number)).for('update');
  if (box === undefined)
    throw new HttpError(404, 'NOT_FOUND', `박스 ${number}은(는) 등록되지 않은 번호입니다.`, {
      boxNumber: '등록되지 않은 박스 번호입니다.',
    });
  return box;
}

/** The states a packed cup came from, so an unpacked one goes back to it (a new cup to REGISTERED). */
const PACKABLE: readonly string[] = ['CLEAN', 'REGISTERED'];

/** Boxes moved by hand (a manual change): each judged with the cups inside it. */
const changeBoxes = (db: Db, principal: Principal, input: ValidChange<BoxState>, now: () => Date) =>
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
        const counts =
          boxes.length === 0
            ? []
            : await tx
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
        box.retiredAt !== null ? '사용 중지된 박스입니다.' : boxMoveRefusal(box.state, input.toState, inside, true),
      move: async (tx, rows, step) => {
        for (const { box } of rows) await moveBox(tx, box, input.toState, step);
      },
    },
    now,
  );

export const boxRoutes: CupPlugin = (app, { db, now, cupLive }) => {
  const boxSpec = listSpec(
    BOX_LIST,
    {
      boxNumber: cupBoxes.boxNumber,
      state: cupBoxes.state,
      retired: {
        column: cupBoxes.retiredAt,
        booleanCondition: (value) => (value ? isNotNull(cupBoxes.retiredAt) : isNull(cupBoxes.retiredAt)),
      },
      updatedAt: cupBoxes.updatedAt,
    },
    cupBoxes.id,
  );
  const shipmentSpec = listSpec(
    SHIPMENT_LIST,
    {
      state: cupShipments.state,
      boxNumber: { column: cupBoxes.boxNumber, through: { key: cupShipments.boxId, id: cupBoxes.id } },
      machineId: { column: cupMachines.machineId, through: { key: cupShipments.machineId, id: cupMachines.id } },
      district: { column: cupMachines.district, through: { key: cupShipments.machineId, id: cupMachines.id } },
      shippedAt: cupShipments.shippedAt,
    },
    cupShipments.id,
  );

  app.get(
    CUP_LIFE_PATHS.boxes,
    {
      config: { access: BOX_READERS },
      schema: listSchema(BOX_LIST, BoxSchema, { tags: ['cup'], summary: '박스 목록' }),
    },
    async (request) => {
      const page = await runList<BoxListRow>({
        db,
        from: cupBoxes,
        projection: boxProjection,
        spec: boxSpec,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map(toBox) } };
    },
  );

  app.get(
    '/v1/boxes/:boxNumber',
    {
      config: { access: BOX_READERS },
      schema: {
        tags: ['cup'],
        summary: '박스 하나: 든 컵, 이력(최신순), 배송',
        params: BoxParams,
        response: { 200: envelope(BoxDetailSchema), ...errors(404) },
      },
    },
    async (request) => {
      const number = request.params.boxNumber.trim().toUpperCase();
      const [box] = await db.select(boxProjection).from(cupBoxes).where(eq(cupBoxes.boxNumber, number));
      if (box === undefined) throw new HttpError(404, 'NOT_FOUND', `박스 ${number}은(는) 등록되지 않은 번호입니다.`);
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
          .orderBy(desc(cupShipments.shippedAt))
          .limit(50),
      ]);
      return {
        _data: {
          box: toBox(box),
          cups: inside.map(toCup),
          events: events.map((event): BoxEvent => ({ ...event, at: event.at.toISOString() })),
          shipments: trips.map(toShipment),
        },
      };
    },
  );

  app.post(
    '/v1/boxes/:boxNumber/cups',
    {
      config: { access: action('editCupIds') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '컵 하나를 박스에 담기 (스캔 한 번)',
        params: BoxParams,
        body: PackInputSchema,
        response: { 200: envelope(PackResultSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const body: Record<string, unknown> = isObject(request.body) ? request.body : {};
      const cuid = typeof body.cuid === 'string' ? body.cuid.trim().toUpperCase() : '';
      if (idNumber('CUP', cuid) === null)
        throw new HttpError(400, 'INVALID_INPUT', `컵 ID는 ${ID_FORMATS.CUP.example} 형식입니다.`, {
          cuid: `컵 ID는 ${ID_FORMATS.CUP.example} 형식입니다.`,
        });
      const result = await db.transaction(async (tx) => {
        const box = await lockBox(tx, request.params.boxNumber);
        if (box.retiredAt !== null) throw refusal('BOX_RETIRED', `박스 ${box.boxNumber}은(는) 사용 중지된 박스입니다.`);
        if (box.state !== 'EMPTY' && box.state !== 'PACKED')
          throw refusal(
            'ILLEGAL_BOX_STATE',
            `박스 ${box.boxNumber}은(는) 지금 '${BOX_STATE_WORDS[box.state]}' 상태라 컵을 담을 수 없습니다.`,
          );
        const [cup] = await tx.select().from(cups).where(eq(cups.cuid, cuid)).for('update');
        if (cup === undefined)
          throw new HttpError(404, 'NOT_FOUND', `컵 ${cuid}은(는) 등록되지 않은 ID입니다.`, {
            cuid: '등록되지 않은 컵 ID입니다.',
          });
        if (cup.boxId === box.id) throw refusal('DUPLICATE', `컵 ${cuid}은(는) 이미 이 박스에 담겨 있습니다.`, 'cuid');
        if (!PACKABLE.includes(cup.state))
          throw refusal(
            'ILLEGAL_CUP_STATE',
            `컵 ${cuid}은(는) 지금 '${CUP_STATE_WORDS[cup.state]}' 상태라 박스에 담을 수 없습니다 (세척 완료나 등록 상태만).`,
            'cuid',
          );
        const [inside] = await tx.select({ n: count() }).from(cups).where(eq(cups.boxId, box.id));
        if ((inside?.n ?? 0) >= BOX_CAPACITY)
          throw refusal('BOX_FULL', `박스 ${box.boxNumber}에는 컵을 ${String(BOX_CAPACITY)}개까지 담을 수 있습니다.`);
        const step: Step = { at: now(), actorId: principal.userId, manual: true, reason: '' };
        await moveCups(tx, [cup], 'IN_BOX', step, { boxId: box.id });
        if (box.state === 'EMPTY') await moveBox(tx, box, 'PACKED', step, WASHING_SITE);
        await writeAudit(
          tx,
          principal,
          'box.pack',
          `box:${box.boxNumber}`,
          { cuid, state: cup.state },
          { cuid, state: 'IN_BOX', count: (inside?.n ?? 0) + 1 },
        );
        return { boxId: box.id, cupId: cup.id };
      });
      const [cup] = await db.select(cupProjection).from(cups).where(eq(cups.id, result.cupId));
      if (cup === undefined) throw new Error('the cup is gone');
      return { _data: { box: await readBox(db, result.boxId), cup: toCup(cup) } };
    },
  );

  app.delete(
    '/v1/boxes/:boxNumber/cups/:cuid',
    {
      config: { access: action('editCupIds') },
      schema: {
        tags: ['cup'],
        summary: '컵 하나를 박스에서 꺼내기 (담기 전 상태로)',
        params: BoxCupParams,
        response: { 200: envelope(PackResultSchema), ...errors(404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const cuid = request.params.cuid.trim().toUpperCase();
      const result = await db.transaction(async (tx) => {
        const box = await lockBox(tx, request.params.boxNumber);
        if (box.state !== 'PACKED' && box.state !== 'EMPTY')
          throw refusal(
            'ILLEGAL_BOX_STATE',
            `박스 ${box.boxNumber}은(는) 지금 '${BOX_STATE_WORDS[box.state]}' 상태라 컵을 꺼낼 수 없습니다.`,
          );
        const [cup] = await tx.select().from(cups).where(eq(cups.cuid, cuid)).for('update');
        if (cup?.boxId !== box.id || cup.state !== 'IN_BOX')
          throw new HttpError(404, 'NOT_FOUND', `컵 ${cuid}은(는) 이 박스에 없습니다.`);
        // Back to the state it was packed from (its last event into IN_BOX says which).
        const [packed] = await tx
          .select({ fromState: cupEvents.fromState })
          .from(cupEvents)
          .where(and(eq(cupEvents.cupId, cup.id), eq(cupEvents.toState, 'IN_BOX')))
          .orderBy(desc(cupEvents.at), desc(cupEvents.id))
          .limit(1);
        const back = packed?.fromState === 'REGISTERED' ? 'REGISTERED' : 'CLEAN';
        const step: Step = { at: now(), actorId: principal.userId, manual: true, reason: '박스에서 꺼냄' };
        await moveCups(tx, [cup], back, step, { boxId: box.id });
        const [inside] = await tx.select({ n: count() }).from(cups).where(eq(cups.boxId, box.id));
        if ((inside?.n ?? 0) === 0 && box.state === 'PACKED') await moveBox(tx, box, 'EMPTY', step);
        await writeAudit(
          tx,
          principal,
          'box.unpack',
          `box:${box.boxNumber}`,
          { cuid, state: 'IN_BOX' },
          {
            cuid,
            state: back,
            count: inside?.n ?? 0,
          },
        );
        return { boxId: box.id, cupId: cup.id };
      });
      const [cup] = await db.select(cupProjection).from(cups).where(eq(cups.id, result.cupId));
      if (cup === undefined) throw new Error('the cup is gone');
      return { _data: { box: await readBox(db, result.boxId), cup: toCup(cup) } };
    },
  );

  app.post(
    '/v1/boxes/:boxNumber/retire',
    {
      config: { access: action('editBoxes') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '빈 박스 사용 중지 (사유 필수)',
        params: BoxParams,
        body: RetireBoxInputSchema,
        response: { 200: envelope(BoxSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { fields, fail } = collector();
      const reason = reasonOf(isObject(request.body) ? request.body : {}, fail);
      validOrThrow(outcome(fields, () => reason));
      const boxId = await db.transaction(async (tx) => {
        const box = await lockBox(tx, request.params.boxNumber);
        if (box.retiredAt !== null) return box.id; // retired already: the same answer
        const [inside] = await tx.select({ n: count() }).from(cups).where(eq(cups.boxId, box.id));
        if (box.state !== 'EMPTY' || (inside?.n ?? 0) > 0)
          throw refusal(
            'ILLEGAL_BOX_STATE',
            `박스 ${box.boxNumber}은(는) 지금 '${BOX_STATE_WORDS[box.state]}' 상태라 사용 중지할 수 없습니다 (빈 박스만).`,
          );
        const at = now();
        await tx
          .update(cupBoxes)
          .set({ retiredAt: at, retireReason: reason, updatedAt: at })
          .where(eq(cupBoxes.id, box.id));
        await writeAudit(
          tx,
          principal,
          'box.retire',
          `box:${box.boxNumber}`,
          { retired: false },
          { retired: true, reason },
        );
        return box.id;
      });
      return { _data: await readBox(db, boxId) };
    },
  );

  app.post(
    CUP_LIFE_PATHS.boxStateChanges,
    {
      config: { access: screenOrAction('/cup/box-state-manual-change', 'manualStatusEdit') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '박스 상태 수동 변경: 미리 보기(preview) 또는 적용 (최대 1,000개, 전부 또는 전무)',
        body: BoxStateChangeInputSchema,
        response: { 200: envelope(StateChangeResultSchema), ...errors(400, 403, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkChange<BoxState>(request.body, MANUAL_BOX_TARGETS));
      if (!input.preview) requireAction(principal, 'manualStatusEdit');
      return { _data: await changeBoxes(db, principal, input, now) };
    },
  );

  app.get(
    CUP_LIFE_PATHS.shipments,
    {
      config: { access: anyScreen('/cup/delivery-status', '/cup/box-number-inquiry') },
      schema: listSchema(SHIPMENT_LIST, ShipmentSchema, { tags: ['cup'], summary: '박스 배송 (최신순)' }),
    },
    async (request) => {
      const page = await runList<ShipmentRow>({
        db,
        from: cupShipments,
        projection: shipmentProjection,
        spec: shipmentSpec,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map(toShipment) } };
    },
  );

  app.post(
    CUP_LIFE_PATHS.shipments,
    {
      config: { access: action('editBoxes') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '박스 출고: 포장된 박스를 대여기로 (requestId로 멱등)',
        body: ShipInputSchema,
        response: { 200: envelope(ShipmentSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { fields, fail } = collector();
      const body: Record<string, unknown> = isObject(request.body) ? request.body : {};
      const boxNumber = typeof body.boxNumber === 'string' ? body.boxNumber.trim().toUpperCase() : '';
      if (boxNumber === '') fail('boxNumber', '박스 번호를 입력해 주세요.');
      const machineId = typeof body.machineId === 'string' ? body.machineId.trim().toUpperCase() : '';
      if (machineId === '') fail('machineId', '보낼 대여기 ID를 입력해 주세요.');
      const { requestId } = body;
      if (typeof requestId !== 'string' || requestId.length < 8 || requestId.length > 64)
        fail('requestId', '요청 ID가 필요합니다.');
      validOrThrow(outcome(fields, () => null));
      const repeat = async () => {
        const [done] = await db
          .select({ id: cupShipments.id })
          .from(cupShipments)
          .where(eq(cupShipments.requestId, requestId as string));
        return done === undefined ? undefined : readShipment(db, done.id);
      };
      const answer = await oncePerRequest(repeat, async () => {
        const id = await db.transaction(async (tx) => {
          const box = await lockBox(tx, boxNumber);
          const [machine] = await tx
            .select()
            .from(cupMachines)
            .where(and(eq(cupMachines.machineId, machineId), eq(cupMachines.kind, 'RENTAL')));
          if (machine === undefined)
            throw new HttpError(404, 'NOT_FOUND', `대여기 ${machineId}을(를) 찾을 수 없습니다.`, {
              machineId: '없는 대여기입니다.',
            });
          const inside = await tx.select().from(cups).where(eq(cups.boxId, box.id));
          const why =
            box.retiredAt !== null
              ? '사용 중지된 박스입니다.'
              : boxMoveRefusal(box.state, 'SHIPPING', inside.length, false);
          if (why !== null) throw refusal('ILLEGAL_BOX_STATE', `박스 ${box.boxNumber}: ${why}`, 'boxNumber');
          const stray = inside.find((cup) => cupMoveRefusal(cup.state, 'SHIPPED', false) !== null);
          if (stray !== undefined)
            throw refusal(
              'ILLEGAL_CUP_STATE',
              `컵 ${stray.cuid}은(는) 지금 '${CUP_STATE_WORDS[stray.state]}' 상태라 출고할 수 없습니다.`,
              'boxNumber',
            );
          const at = now();
          const step: Step = { at, actorId: principal.userId, manual: true, reason: `${machine.machineId}(으)로 출고` };
          await moveBox(tx, box, 'SHIPPING', step, machine.machineId);
          const [shipment] = await tx
            .insert(cupShipments)
            .values({
              boxId: box.id,
              fromLocation: box.location === '' ? WASHING_SITE : box.location,
              toLocation: machine.machineId,
              machineId: machine.id,
              state: 'SHIPPING',
              cupCount: inside.length,
              actorId: principal.userId,
              requestId: requestId as string,
              shippedAt: at,
            })
            .returning({ id: cupShipments.id });
          if (shipment === undefined) throw new Error('the shipment was not inserted');
          await writeAudit(
            tx,
            principal,
            'shipment.create',
            `shipment:${String(shipment.id)}`,
            { state: box.state },
            { boxNumber: box.boxNumber, machineId: machine.machineId, count: inside.length, state: 'SHIPPING' },
          );
          return shipment.id;
        });
        return readShipment(db, id);
      });
      return { _data: answer };
    },
  );

  app.post(
    '/v1/shipments/:id/deliver',
    {
      config: { access: action('editBoxes') },
      schema: {
        tags: ['cup'],
        summary: '배송 완료: 박스가 대여기에 도착 (두 번 눌러도 한 번)',
        params: IdParams,
        response: { 200: envelope(ShipmentSchema), ...errors(404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await db.transaction(async (tx) => {
        const [shipment] = await tx
          .select()
          .from(cupShipments)
          .where(eq(cupShipments.id, request.params.id))
          .for('update');
        if (shipment === undefined) throw new HttpError(404, 'NOT_FOUND', '배송을 찾을 수 없습니다.');
        if (shipment.state === 'DELIVERED') return; // confirmed already: the same answer
        const [box] = await tx.select().from(cupBoxes).where(eq(cupBoxes.id, shipment.boxId)).for('update');
        if (box === undefined) throw new Error('the box is gone');
        const [inside] = await tx.select({ n: count() }).from(cups).where(eq(cups.boxId, box.id));
        const why = boxMoveRefusal(box.state, 'DELIVERED', inside?.n ?? 0, false);
        if (why !== null) throw refusal('ILLEGAL_BOX_STATE', `박스 ${box.boxNumber}: ${why}`);
        const at = now();
        await moveBox(tx, box, 'DELIVERED', { at, actorId: principal.userId, manual: true, reason: '배송 완료' });
        await tx
          .update(cupShipments)
          .set({ state: 'DELIVERED', deliveredAt: at })
          .where(eq(cupShipments.id, shipment.id));
        await writeAudit(
          tx,
          principal,
          'shipment.deliver',
          `shipment:${String(shipment.id)}`,
          { state: 'SHIPPING' },
          { boxNumber: box.boxNumber, state: 'DELIVERED' },
        );
      });
      cupLive.changed();
      return { _data: await readShipment(db, request.params.id) };
    },
  );

  return Promise.resolve();
};
