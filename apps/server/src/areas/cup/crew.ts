/**
 * The crew's work (SEOUL_CUP; docs/areas/cup.md "Refills and retrievals"): refills of rental machines (their
 * list, one refill's cups, a manual refill from a delivered box: SEOUL_CUP_MANUAL_REFILL) and retrievals from return
 * machines (their list, a manual receiving at the washing site: SEOUL_CUP_MANUAL_RECEIVING). A manual one moves
 * cups and boxes along the state machines of docs/areas/cup.md or is refused with a Korean reason naming the state
 * it found; it is idempotent by request id and audited, in the same transaction as the moves.
 */
import {
  BOX_STATE_WORDS,
  CREW_REASON_MAX,
  CUP_STATE_WORDS,
  CUP_MONEY_PATHS,
  REFILL_LIST,
  RETRIEVAL_LIST,
  type BoxState,
  type CupState,
  type Refill,
  type Retrieval,
} from '@oa/contract';
import {
  ManualReceivingInputSchema,
  ManualRefillInputSchema,
  RefillSchema,
  RetrievalSchema,
} from '@oa/contract/schemas/cupMoney';
import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../audit/writeAudit';
import type { Db } from '../../db/database';
import { oncePerRequest } from '../../db/errors';
import { lookup } from '../../db/lookup';
import { action, principalOf, screen } from '../../http/access';
import { HttpError, notFound } from '../../http/errors';
import { collector, isObject, outcome, validOrThrow, type Checked } from '../../http/forms';
import { envelope, errors, IdParams, listSchema } from '../../http/routeSchemas';
import { listSpec, runList } from '../../lists/listEngine';
import { users } from '../users/schema';
import type { CupPlugin } from './context';
import { applyLevel } from './life/levels';
import { cupBoxes, cupBoxEvents, cupEvents, cupMachines, cupRefills, cupRetrievals, cups } from './schema';

/** A box whose cups may be loaded: on its way or arrived. */
const REFILLABLE_BOXES: readonly BoxState[] = ['SHIPPING', 'DELIVERED'];
/** Cups that may go into a rental machine from a box. */
const LOADABLE_CUPS: readonly CupState[] = ['SHIPPED', 'IN_BOX'];

export interface ValidCrewInput {
  requestId: string;
  machineId: string;
  boxNumber: string;
  reason: string;
}

/** A manual refill's or receiving's fields (the box only for a refill), each wrong one in Korean. */
export function checkCrewInput(body: unknown, withBox: boolean): Checked<ValidCrewInput> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const { requestId } = input;
  if (typeof requestId !== 'string' || requestId.length < 8 || requestId.length > 64)
    fail('requestId', '요청 ID가 필요합니다.');
  const machineId = typeof input.machineId === 'string' ? input.machineId.trim().toUpperCase() : '';
  if (machineId === '') fail('machineId', '기기 ID를 입력해 주세요.');
  const boxNumber = typeof input.boxNumber === 'string' ? input.boxNumber.trim().toUpperCase() : '';
  if (withBox && boxNumber === '') fail('boxNumber', '상자 번호를 입력해 주세요.');
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason.length > CREW_REASON_MAX) fail('reason', `사유는 ${String(CREW_REASON_MAX)}자까지 입력할 수 있습니다.`);
  return outcome(fields, () => ({ requestId: requestId as string, machineId, boxNumber, reason }));
}

const refusal = (code: string, message: string, field?: string) =>
  new HttpError(409, code, message, field === undefined ? undefined : { [field]: message });

type RefillRow = Omit<Refill, 'at' | 'cuids' | 'district'> & { at: Date; district: string };
type RetrievalRow = Omit<Retrieval, 'at' | 'district'> & { at: Date; district: string | null };

const refillProjection = {
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
const retrievalProjection = {
  id: cupRetrievals.id,
  machineId: lookup<string | null>(cupMachines.machineId, cupMachines.id, cupRetrievals.machineId),
  machineName: lookup<string | null>(cupMachines.name, cupMachines.id, cupRetrievals.machineId),
  district: lookup<string | null>(cupMachines.district, cupMachines.id, cupRetrievals.machineId),
  count: cupRetrievals.count,
  manual: cupRetrievals.manual,
  actor: lookup<string | null>(users.name, users.id, cupRetrievals.actorId),
  reason: cupRetrievals.reason,
  at: cupRetrievals.at,
};

const toRefill = (row: RefillRow, cuids: string[] = []): Refill => ({
  ...row,
  district: row.district as Refill['district'],
  at: row.at.toISOString(),
  cuids,
});
const toRetrieval = (row: RetrievalRow): Retrieval => ({
  ...row,
  district: row.district as Retrieval['district'],
  at: row.at.toISOString(),
});

async function readRefill(db: Db, id: number, withCups: boolean): Promise<Refill> {
  const [row] = await db.select(refillProjection).from(cupRefills).where(eq(cupRefills.id, id));
  if (row === undefined) throw notFound();
  if (!withCups) return toRefill(row);
  // The refill's cups: their LOADED events into its machine at its time.
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

async function readRetrieval(db: Db, id: number): Promise<Retrieval> {
  const [row] = await db.select(retrievalProjection).from(cupRetrievals).where(eq(cupRetrievals.id, id));
  if (row === undefined) throw notFound();
  return toRetrieval(row);
}

export const crewRoutes: CupPlugin = (app, { db, now, cupLive }) => {
  const refillSpec = listSpec(
    REFILL_LIST,
    {
      machineId: { column: cupMachines.machineId, through: { key: cupRefills.machineId, id: cupMachines.id } },
      district: { column: cupMachines.district, through: { key: cupRefills.machineId, id: cupMachines.id } },
      manual: cupRefills.manual,
      at: cupRefills.at,
    },
    cupRefills.id,
  );
  const retrievalSpec = listSpec(
    RETRIEVAL_LIST,
    {
      machineId: { column: cupMachines.machineId, through: { key: cupRetrievals.machineId, id: cupMachines.id } },
      district: { column: cupMachines.district, through: { key: cupRetrievals.machineId, id: cupMachines.id } },
      manual: cupRetrievals.manual,
      at: cupRetrievals.at,
    },
    cupRetrievals.id,
  );

  app.get(
    CUP_MONEY_PATHS.refills,
    {
      config: { access: screen('/cup/filling-history') },
      schema: listSchema(REFILL_LIST, RefillSchema, { tags: ['cup'], summary: '대여기 충전 이력' }),
    },
    async (request) => {
      const page = await runList<RefillRow>({
        db,
        from: cupRefills,
        projection: refillProjection,
        spec: refillSpec,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map((row) => toRefill(row)) } };
    },
  );

  app.get(
    '/v1/refills/:id',
    {
      config: { access: screen('/cup/filling-history') },
      schema: {
        tags: ['cup'],
        summary: '충전 한 건과 넣은 컵',
        params: IdParams,
        response: { 200: envelope(RefillSchema), ...errors(404) },
      },
    },
    async (request) => ({ _data: await readRefill(db, request.params.id, true) }),
  );

  app.post(
    CUP_MONEY_PATHS.refills,
    {
      config: { access: action('manualRefill') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '수동 충전: 배송된 상자의 컵을 대여기에 넣기 (requestId로 멱등)',
        body: ManualRefillInputSchema,
        response: { 200: envelope(RefillSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkCrewInput(request.body, true));
      const repeat = async () => {
        const [done] = await db
          .select({ id: cupRefills.id })
          .from(cupRefills)
          .where(eq(cupRefills.requestId, input.requestId));
        return done === undefined ? undefined : readRefill(db, done.id, true);
      };
      const answer = await oncePerRequest(repeat, async () => {
        const id = await db.transaction(async (tx) => {
          const [machine] = await tx
            .select()
            .from(cupMachines)
            .where(and(eq(cupMachines.machineId, input.machineId), eq(cupMachines.kind, 'RENTAL')))
            .for('update');
          if (machine === undefined)
            throw new HttpError(404, 'NOT_FOUND', '대여기를 찾을 수 없습니다.', { machineId: '없는 대여기입니다.' });
          // The same request waited for the machine's lock while the first one refilled it: a repeat.
          const [done] = await tx
            .select({ id: cupRefills.id })
            .from(cupRefills)
            .where(eq(cupRefills.requestId, input.requestId));
          if (done !== undefined) return done.id;
          const [box] = await tx.select().from(cupBoxes).where(eq(cupBoxes.boxNumber, input.boxNumber)).for('update');
          if (box === undefined)
            throw new HttpError(404, 'NOT_FOUND', '상자를 찾을 수 없습니다.', { boxNumber: '없는 상자 번호입니다.' });
          if (!REFILLABLE_BOXES.includes(box.state))
            throw refusal(
              'ILLEGAL_BOX_STATE',
              `상자 ${box.boxNumber}은(는) 지금 '${BOX_STATE_WORDS[box.state]}' 상태라 충전에 쓸 수 없습니다 (배송 중이거나 배송 완료된 상자만).`,
              'boxNumber',
            );
          const inBox = await tx.select().from(cups).where(eq(cups.boxId, box.id)).for('update');
          if (inBox.length === 0) throw refusal('BOX_EMPTY', `상자 ${box.boxNumber}에 든 컵이 없습니다.`, 'boxNumber');
          const stray = inBox.find((cup) => !LOADABLE_CUPS.includes(cup.state));
          if (stray !== undefined)
            throw refusal(
              'ILLEGAL_CUP_STATE',
              `컵 ${stray.cuid}은(는) 지금 '${CUP_STATE_WORDS[stray.state]}' 상태라 대여기에 넣을 수 없습니다.`,
              'boxNumber',
            );
          if (machine.level + inBox.length > machine.capacity)
            throw refusal(
              'MACHINE_FULL',
              `대여기 ${machine.machineId}에 자리가 ${String(machine.capacity - machine.level)}개뿐이라 컵 ${String(inBox.length)}개를 넣을 수 없습니다.`,
              'machineId',
            );
          const at = now();
          await tx
            .update(cups)
            .set({ state: 'LOADED', machineId: machine.id, boxId: null, updatedAt: at })
            .where(
              inArray(
                cups.id,
                inBox.map((cup) => cup.id),
              ),
            );
          await tx.insert(cupEvents).values(
            inBox.map((cup) => ({
              cupId: cup.id,
              fromState: cup.state,
              toState: 'LOADED' as const,
              machineId: machine.id,
              boxId: box.id,
              actorId: principal.userId,
              manual: true,
              reason: input.reason,
              at,
            })),
          );
          // The emptied box goes back to the washing site.
          await tx
            .update(cupBoxes)
            .set({ state: 'RETURNED', location: '', updatedAt: at })
            .where(eq(cupBoxes.id, box.id));
          await tx.insert(cupBoxEvents).values({
            boxId: box.id,
            fromState: box.state,
            toState: 'RETURNED',
            location: machine.machineId,
            actorId: principal.userId,
            manual: true,
            reason: input.reason,
            at,
          });
          const [refill] = await tx
            .insert(cupRefills)
            .values({
              machineId: machine.id,
              boxId: box.id,
              count: inBox.length,
              levelBefore: machine.level,
              manual: true,
              reason: input.reason,
              requestId: input.requestId,
              actorId: principal.userId,
              at,
            })
            .returning({ id: cupRefills.id });
          if (refill === undefined) throw new Error('the refill was not inserted');
          await applyLevel(tx, machine, machine.level + inBox.length, at);
          await writeAudit(
            tx,
            principal,
            'refill.create',
            `refill:${String(refill.id)}`,
            { level: machine.level, state: box.state },
            {
              machineId: machine.machineId,
              boxNumber: box.boxNumber,
              count: inBox.length,
              level: machine.level + inBox.length,
              state: 'RETURNED',
              reason: input.reason,
            },
          );
          return refill.id;
        });
        cupLive.changed();
        return readRefill(db, id, true);
      });
      return { _data: answer };
    },
  );

  app.get(
    CUP_MONEY_PATHS.retrievals,
    {
      config: { access: screen('/cup/retrieval-history') },
      schema: listSchema(RETRIEVAL_LIST, RetrievalSchema, { tags: ['cup'], summary: '반납기 회수 이력' }),
    },
    async (request) => {
      const page = await runList<RetrievalRow>({
        db,
        from: cupRetrievals,
        projection: retrievalProjection,
        spec: retrievalSpec,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map(toRetrieval) } };
    },
  );

  app.post(
    CUP_MONEY_PATHS.retrievals,
    {
      config: { access: action('manualReceiving') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '수동 입고: 반납기의 컵을 세척장에 받기 (requestId로 멱등)',
        body: ManualReceivingInputSchema,
        response: { 200: envelope(RetrievalSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkCrewInput(request.body, false));
      const repeat = async () => {
        const [done] = await db
          .select({ id: cupRetrievals.id })
          .from(cupRetrievals)
          .where(eq(cupRetrievals.requestId, input.requestId));
        return done === undefined ? undefined : readRetrieval(db, done.id);
      };
      const answer = await oncePerRequest(repeat, async () => {
        const id = await db.transaction(async (tx) => {
          const [machine] = await tx
            .select()
            .from(cupMachines)
            .where(and(eq(cupMachines.machineId, input.machineId), eq(cupMachines.kind, 'RETURN')))
            .for('update');
          if (machine === undefined)
            throw new HttpError(404, 'NOT_FOUND', '반납기를 찾을 수 없습니다.', { machineId: '없는 반납기입니다.' });
          const [done] = await tx
            .select({ id: cupRetrievals.id })
            .from(cupRetrievals)
            .where(eq(cupRetrievals.requestId, input.requestId));
          if (done !== undefined) return done.id;
          const inside = await tx
            .select({ id: cups.id, state: cups.state })
            .from(cups)
            .where(and(eq(cups.machineId, machine.id), eq(cups.state, 'RETURNED')))
            .for('update');
          if (inside.length === 0)
            throw refusal('MACHINE_EMPTY', `반납기 ${machine.machineId}에 받을 컵이 없습니다.`, 'machineId');
          const at = now();
          await tx
            .update(cups)
            .set({ state: 'COLLECTED', machineId: null, updatedAt: at })
            .where(
              inArray(
                cups.id,
                inside.map((cup) => cup.id),
              ),
            );
          await tx.insert(cupEvents).values(
            inside.map((cup) => ({
              cupId: cup.id,
              fromState: cup.state,
              toState: 'COLLECTED' as const,
              machineId: machine.id,
              actorId: principal.userId,
              manual: true,
              reason: input.reason,
              at,
            })),
          );
          const [retrieval] = await tx
            .insert(cupRetrievals)
            .values({
              machineId: machine.id,
              count: inside.length,
              manual: true,
              reason: input.reason,
              requestId: input.requestId,
              actorId: principal.userId,
              at,
            })
            .returning({ id: cupRetrievals.id });
          if (retrieval === undefined) throw new Error('the retrieval was not inserted');
          await applyLevel(tx, machine, Math.max(0, machine.level - inside.length), at);
          await writeAudit(
            tx,
            principal,
            'retrieval.create',
            `retrieval:${String(retrieval.id)}`,
            { level: machine.level },
            {
              machineId: machine.machineId,
              count: inside.length,
              level: machine.level - inside.length,
              reason: input.reason,
            },
          );
          return retrieval.id;
        });
        cupLive.changed();
        return readRetrieval(db, id);
      });
      return { _data: answer };
    },
  );

  return Promise.resolve();
};
