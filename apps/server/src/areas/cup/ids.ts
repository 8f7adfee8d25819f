/**
 * Cup and box IDs and a cup's history (docs/areas/cup.md "A cup's life"): ID ranges registered (REGISTERED cups or
 * EMPTY boxes; a range never overlaps another and an ID is registered once), cups listed and discarded, each cup's
 * history and many cups' history at once, and the manual state changes of cups (up to STATE_CHANGE_MAX at once, all
 * or nothing, previewed first). Every change is idempotent by request id and audited in its transaction.
 */
import {
  checkIdRange,
  CUP_EVENT_LIST,
  CUP_LIFE_PATHS,
  CUP_LIST,
  cupMoveRefusal,
  ID_FORMATS,
  ID_KINDS,
  ID_RANGE_LIST,
  idNumber,
  idOf,
  LIFE_REASON_MAX,
  MANUAL_CUP_TARGETS,
  STATE_CHANGE_MAX,
  WASHING_SITE,
  type Cup,
  type CupEvent,
  type CupState,
  type IdKind,
  type IdRange,
  type StateChangeResult,
} from '@oa/contract';
import {
  CupEventSchema,
  CupHistorySchema,
  CupSchema,
  CupStateChangeInputSchema,
  DiscardCupsInputSchema,
  IdRangeInputSchema,
  IdRangeSchema,
  StateChangeResultSchema,
} from '@oa/contract/schemas/cupLife';
import { Type } from 'typebox';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/writeAudit';
import type { Db } from '../../db/database';
import { oncePerRequest } from '../../db/errors';
import { lookup } from '../../db/lookup';
import { action, anyScreen, principalOf, screenOrAction, type Principal } from '../../http/access';
import { badRequest, HttpError, MESSAGES, notFound } from '../../http/errors';
import { collector, isObject, outcome, validOrThrow, type Checked } from '../../http/forms';
import { envelope, errors, listSchema } from '../../http/routeSchemas';
import { listSpec, runList } from '../../lists/listEngine';
import { users } from '../users/schema';
import type { AreaPlugin } from '../area';
import { moveCups, type CupRow, type Step } from './life/moves';
import { cupBoxes, cupBoxEvents, cupEvents, cupIdRanges, cupMachines, cups, cupStateChanges } from './schema';

/** The screens that read cups: the ID screens, both histories, the packing screen, the manual change. */
export const CUP_READERS = anyScreen(
  '/cup/lalaloop-id-manage',
  '/cup/lalaloop-id-history',
  '/cup/seoul-lalaloop-cup-id-history',
  '/cup/state-manual-change',
);
const HISTORY_READERS = anyScreen('/cup/lalaloop-id-history', '/cup/seoul-lalaloop-cup-id-history');
/** A cup's history answers at most this many steps, newest first (the range view pages through the rest). */
const HISTORY_LIMIT = 500;

export const cupProjection = {
  id: cups.id,
  cuid: cups.cuid,
  state: cups.state,
  useCount: cups.useCount,
  machineId: lookup<string | null>(cupMachines.machineId, cupMachines.id, cups.machineId),
  machineName: lookup<string | null>(cupMachines.name, cupMachines.id, cups.machineId),
  boxNumber: lookup<string | null>(cupBoxes.boxNumber, cupBoxes.id, cups.boxId),
  discardReason: cups.discardReason,
  updatedAt: cups.updatedAt,
};
type CupListRow = Omit<Cup, 'updatedAt'> & { updatedAt: Date };
export const toCup = (row: CupListRow): Cup => ({ ...row, updatedAt: row.updatedAt.toISOString() });

const eventProjection = {
  id: cupEvents.id,
  cuid: lookup<string>(cups.cuid, cups.id, cupEvents.cupId),
  fromState: cupEvents.fromState,
  toState: cupEvents.toState,
  machineId: lookup<string | null>(cupMachines.machineId, cupMachines.id, cupEvents.machineId),
  machineName: lookup<string | null>(cupMachines.name, cupMachines.id, cupEvents.machineId),
  boxNumber: lookup<string | null>(cupBoxes.boxNumber, cupBoxes.id, cupEvents.boxId),
  manual: cupEvents.manual,
  actor: lookup<string | null>(users.name, users.id, cupEvents.actorId),
  reason: cupEvents.reason,
  at: cupEvents.at,
};
type EventRow = Omit<CupEvent, 'at'> & { at: Date };
const toEvent = (row: EventRow): CupEvent => ({ ...row, at: row.at.toISOString() });

const rangeProjection = {
  id: cupIdRanges.id,
  kind: cupIdRanges.kind,
  fromNumber: cupIdRanges.fromNumber,
  toNumber: cupIdRanges.toNumber,
  actor: lookup<string | null>(users.name, users.id, cupIdRanges.actorId),
  createdAt: cupIdRanges.createdAt,
};
interface RangeRow {
  id: number;
  kind: IdKind;
  fromNumber: number;
  toNumber: number;
  actor: string | null;
  createdAt: Date;
}
const toRange = (row: RangeRow): IdRange => ({
  id: row.id,
  kind: row.kind,
  first: idOf(row.kind, row.fromNumber),
  last: idOf(row.kind, row.toNumber),
  count: row.toNumber - row.fromNumber + 1,
  actor: row.actor,
  createdAt: row.createdAt.toISOString(),
});

const requestIdOf = (input: Record<string, unknown>, fail: (field: string, message: string) => void) => {
  const { requestId } = input;
  if (typeof requestId !== 'string' || requestId.length < 8 || requestId.length > 64)
    fail('requestId', '요청 ID가 필요합니다.');
  return requestId as string;
};

/** A required reason (a manual change, a discard, a retirement), at most LIFE_REASON_MAX. */
export function reasonOf(input: Record<string, unknown>, fail: (field: string, message: string) => void): string {
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason === '') fail('reason', '사유를 입력해 주세요.');
  else if (reason.length > LIFE_REASON_MAX)
    fail('reason', `사유는 ${String(LIFE_REASON_MAX)}자까지 입력할 수 있습니다.`);
  return reason;
}

/** IDs of a kind, upper-cased and each once; at most STATE_CHANGE_MAX. Malformed ones are refused by the caller. */
export function idsOf(value: unknown, field: string, fail: (field: string, message: string) => void): string[] {
  const ids = Array.isArray(value)
    ? [...new Set(value.filter((id): id is string => typeof id === 'string').map((id) => id.trim().toUpperCase()))]
    : [];
  if (ids.length === 0) fail(field, 'ID를 하나 이상 입력해 주세요.');
  else if (ids.length > STATE_CHANGE_MAX)
    fail(field, `한 번에 ${STATE_CHANGE_MAX.toLocaleString('ko-KR')}개까지 바꿀 수 있습니다.`);
  return ids;
}

export interface ValidChange<State extends string> {
  ids: string[];
  toState: State;
  reason: string;
  requestId: string;
  preview: boolean;
}

/** A manual change's fields (or a discard's, with `toState` fixed), each wrong one in Korean. */
export function checkChange<State extends string>(
  body: unknown,
  targets: readonly State[],
  fixed?: State,
): Checked<ValidChange<State>> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const requestId = requestIdOf(input, fail);
  const ids = idsOf(fixed === undefined ? input.ids : input.cuids, fixed === undefined ? 'ids' : 'cuids', fail);
  const toState = (fixed ?? input.toState) as State;
  if (!targets.includes(toState)) fail('toState', '바꿀 상태를 골라 주세요.');
  const reason = reasonOf(input, fail);
  return outcome(fields, () => ({ ids, toState, reason, requestId, preview: input.preview === true }));
}

/** The refusals of a change as a 409 (nothing changed): each ID and why, in `fields`. */
function refusedAll(result: StateChangeResult): HttpError {
  return new HttpError(
    409,
    'SOME_REFUSED',
    `${String(result.refused.length)}개는 바꿀 수 없어 아무것도 바꾸지 않았습니다.`,
    Object.fromEntries(result.refused.map((item) => [item.id, item.reason])),
  );
}

/** The answer to a change whose request id was applied before. */
async function earlierChange(db: Db, requestId: string): Promise<StateChangeResult | undefined> {
  const [done] = await db.select().from(cupStateChanges).where(eq(cupStateChanges.requestId, requestId));
  if (done === undefined) return undefined;
  return {
    preview: false,
    applied: true,
    repeated: true,
    toState: done.toState,
    count: done.count,
    changes: [],
    refused: [],
  };
}

/** Records an applied change (its request id answers a repeat) and its audit record. */
async function recordChange(
  tx: Db,
  principal: Principal,
  kind: 'CUP' | 'BOX' | 'DISCARD',
  input: ValidChange<string>,
  changes: StateChangeResult['changes'],
  at: Date,
): Promise<void> {
  const [change] = await tx
    .insert(cupStateChanges)
    .values({
      kind,
      toState: input.toState,
      count: changes.length,
      reason: input.reason,
      requestId: input.requestId,
      actorId: principal.userId,
      at,
    })
    .returning({ id: cupStateChanges.id });
  if (change === undefined) throw new Error('the change was not recorded');
  const before: Record<string, number> = {};
  for (const item of changes) before[item.fromState] = (before[item.fromState] ?? 0) + 1;
  await writeAudit(
    tx,
    principal,
    kind === 'BOX' ? 'box.state-change' : kind === 'DISCARD' ? 'cup.discard' : 'cup.state-change',
    `stateChange:${String(change.id)}`,
    { states: before },
    { state: input.toState, count: changes.length, ids: changes.map((item) => item.id), reason: input.reason },
  );
}

/** How one kind of manual change reads its rows, judges each and moves them. */
export interface ChangeSpec<Row> {
  kind: 'CUP' | 'BOX' | 'DISCARD';
  idKind: IdKind;
  unknown: string;
  /** The rows of these (well-formed) IDs, in id order, locked for the change when `lock`. */
  read: (tx: Db, ids: string[], lock: boolean) => Promise<Row[]>;
  idOf: (row: Row) => string;
  stateOf: (row: Row) => string;
  /** Why the row may not move to the target, in Korean; null when it may. */
  refusal: (row: Row) => string | null;
  move: (tx: Db, rows: Row[], step: Step) => Promise<void>;
}

/**
 * A manual change (or a discard): every ID judged, previewed or applied all together in one transaction (any
 * refusal: 409 and nothing changes), once per request id, with its events and one audit record.
 */
export async function runChange<Row>(
  db: Db,
  principal: Principal,
  input: ValidChange<string>,
  spec: ChangeSpec<Row>,
  now: () => Date,
): Promise<StateChangeResult> {
  const judge = async (tx: Db, lock: boolean) => {
    const wanted = input.ids.filter((id) => idNumber(spec.idKind, id) !== null);
    const rows = wanted.length === 0 ? [] : await spec.read(tx, wanted, lock);
    const found = new Map(rows.map((row) => [spec.idOf(row), row]));
    const result: StateChangeResult = {
      preview: input.preview,
      applied: false,
      repeated: false,
      toState: input.toState,
      count: 0,
      changes: [],
      refused: [],
    };
    for (const id of input.ids) {
      const row = found.get(id);
      const refusal =
        idNumber(spec.idKind, id) === null
          ? `${ID_FORMATS[spec.idKind].word}는 ${ID_FORMATS[spec.idKind].example} 형식입니다.`
          : row === undefined
            ? spec.unknown
            : spec.refusal(row);
      if (refusal === null && row !== undefined) result.changes.push({ id, fromState: spec.stateOf(row) });
      else result.refused.push({ id, state: row === undefined ? null : spec.stateOf(row), reason: refusal ?? '' });
    }
    result.count = result.changes.length;
    return { result, rows };
  };
  if (input.preview) return (await judge(db, false)).result;
  return oncePerRequest(
    () => earlierChange(db, input.requestId),
    () =>
      db.transaction(async (tx) => {
        const { result, rows } = await judge(tx, true);
        // The same request waited for the rows' locks while the first one changed them: a repeat.
        const earlier = await earlierChange(tx, input.requestId);
        if (earlier !== undefined) return earlier;
        if (result.refused.length > 0) throw refusedAll(result);
        const at = now();
        await spec.move(tx, rows, { at, actorId: principal.userId, manual: true, reason: input.reason });
        await recordChange(tx, principal, spec.kind, input, result.changes, at);
        return { ...result, applied: true };
      }),
  );
}

/** Cups moved by hand to `toState` (a manual change, or a discard). */
const changeCups = (
  db: Db,
  principal: Principal,
  input: ValidChange<CupState>,
  kind: 'CUP' | 'DISCARD',
  now: () => Date,
) =>
  runChange<CupRow>(
    db,
    principal,
    input,
    {
      kind,
      idKind: 'CUP',
      unknown: '등록되지 않은 컵 ID입니다.',
      read: async (tx, wanted, lock) => {
        const query = tx.select().from(cups).where(inArray(cups.cuid, wanted)).orderBy(asc(cups.id));
        return lock ? query.for('update') : query;
      },
      idOf: (row) => row.cuid,
      stateOf: (row) => row.state,
      refusal: (row) => cupMoveRefusal(row.state, input.toState, true),
      move: async (tx, rows, step) => {
        await moveCups(
          tx,
          rows,
          input.toState,
          step,
          {},
          input.toState === 'DISCARDED' ? { discardReason: input.reason } : {},
        );
      },
    },
    now,
  );

interface ValidRange {
  kind: IdKind;
  from: number;
  to: number;
  requestId: string;
}

function checkRange(body: unknown, kind: IdKind): Checked<ValidRange> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const requestId = requestIdOf(input, fail);
  let from = 0;
  let to = 0;
  if (input.kind !== undefined && input.kind !== kind) fail('kind', `이 주소는 ${ID_FORMATS[kind].word}만 등록합니다.`);
  else {
    const range = checkIdRange(
      kind,
      typeof input.first === 'string' ? input.first : '',
      typeof input.last === 'string' ? input.last : '',
    );
    if (range.ok) ({ from, to } = range);
    else
      fail(
        idNumber(kind, typeof input.first === 'string' ? input.first : '') === null ? 'first' : 'last',
        range.message,
      );
  }
  return outcome(fields, () => ({ kind, from, to, requestId }));
}

export const idRoutes: AreaPlugin = (app, { db, now }) => {
  const rangeSpec = listSpec(
    ID_RANGE_LIST,
    { kind: cupIdRanges.kind, createdAt: cupIdRanges.createdAt },
    cupIdRanges.id,
  );
  const cupSpec = listSpec(
    CUP_LIST,
    {
      cuid: cups.cuid,
      state: cups.state,
      boxNumber: { column: cupBoxes.boxNumber, through: { key: cups.boxId, id: cupBoxes.id } },
      updatedAt: cups.updatedAt,
    },
    cups.id,
  );
  const eventSpec = listSpec(
    CUP_EVENT_LIST,
    {
      cuid: { column: cups.cuid, through: { key: cupEvents.cupId, id: cups.id } },
      toState: cupEvents.toState,
      manual: cupEvents.manual,
      at: cupEvents.at,
    },
    cupEvents.id,
  );

  app.get(
    CUP_LIFE_PATHS.idRanges,
    {
      config: { access: anyScreen('/cup/lalaloop-id-manage', '/cup/box-id-manage') },
      schema: listSchema(ID_RANGE_LIST, IdRangeSchema, { tags: ['cup'], summary: '등록된 컵 ID·박스 번호 범위' }),
    },
    async (request) => {
      const page = await runList<RangeRow>({
        db,
        from: cupIdRanges,
        projection: rangeProjection,
        spec: rangeSpec,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map(toRange) } };
    },
  );

  for (const kind of ID_KINDS)
    app.post(
      CUP_LIFE_PATHS.registerIdRange(kind),
      {
        config: { access: action(kind === 'CUP' ? 'editCupIds' : 'editBoxes') },
        attachValidation: true,
        schema: {
          tags: ['cup'],
          summary:
            kind === 'CUP'
              ? '컵 ID 범위 등록: REGISTERED 컵을 만든다 (requestId로 멱등)'
              : '박스 번호 범위 등록: EMPTY 박스를 만든다 (requestId로 멱등)',
          body: IdRangeInputSchema,
          response: { 200: envelope(IdRangeSchema), ...errors(400, 409) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const input = validOrThrow(checkRange(request.body, kind));
        const read = async (id: number) => {
          const [row] = await db.select(rangeProjection).from(cupIdRanges).where(eq(cupIdRanges.id, id));
          if (row === undefined) throw notFound();
          return toRange(row);
        };
        const repeat = async () => {
          const [done] = await db
            .select({ id: cupIdRanges.id })
            .from(cupIdRanges)
            .where(eq(cupIdRanges.requestId, input.requestId));
          return done === undefined ? undefined : read(done.id);
        };
        const answer = await oncePerRequest(repeat, async () => {
          const id = await db.transaction(async (tx) => {
            // One registration of a kind at a time, so two overlapping ranges cannot both pass the check.
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cup_id_ranges:${input.kind}`}))`);
            const { prefix } = ID_FORMATS[input.kind];
            const [overlap] = await tx
              .select()
              .from(cupIdRanges)
              .where(
                and(
                  eq(cupIdRanges.kind, input.kind),
                  lte(cupIdRanges.fromNumber, input.to),
                  gte(cupIdRanges.toNumber, input.from),
                ),
              )
              .limit(1);
            if (overlap !== undefined)
              throw new HttpError(
                409,
                'RANGE_OVERLAP',
                `이미 등록된 범위 ${idOf(input.kind, overlap.fromNumber)} ~ ${idOf(input.kind, overlap.toNumber)}와(과) 겹칩니다.`,
                { first: '이미 등록된 범위와 겹칩니다.' },
              );
            const ids = Array.from({ length: input.to - input.from + 1 }, (_, n) => idOf(input.kind, input.from + n));
            const at = now();
            const [range] = await tx
              .insert(cupIdRanges)
              .values({
                kind: input.kind,
                prefix,
                fromNumber: input.from,
                toNumber: input.to,
                actorId: principal.userId,
                requestId: input.requestId,
                createdAt: at,
              })
              .returning({ id: cupIdRanges.id });
            if (range === undefined) throw new Error('the range was not inserted');
            if (input.kind === 'CUP') {
              for (let start = 0; start < ids.length; start += 1000) {
                const part = ids.slice(start, start + 1000);
                const made = await tx
                  .insert(cups)
                  .values(part.map((cuid) => ({ cuid, state: 'REGISTERED' as const, createdAt: at, updatedAt: at })))
                  .onConflictDoNothing()
                  .returning({ id: cups.id });
                if (made.length !== part.length)
                  throw new HttpError(409, 'ID_TAKEN', '범위 안에 이미 등록된 컵 ID가 있습니다.', {
                    first: '이미 등록된 컵 ID가 있습니다.',
                  });
                await tx.insert(cupEvents).values(
                  made.map((cup) => ({
                    cupId: cup.id,
                    fromState: null,
                    toState: 'REGISTERED' as const,
                    actorId: principal.userId,
                    manual: true,
                    reason: 'ID 등록',
                    at,
                  })),
                );
              }
            } else {
              const made = await tx
                .insert(cupBoxes)
                .values(ids.map((boxNumber) => ({ boxNumber, state: 'EMPTY' as const, location: WASHING_SITE })))
                .onConflictDoNothing()
                .returning({ id: cupBoxes.id });
              if (made.length !== ids.length)
                throw new HttpError(409, 'ID_TAKEN', '범위 안에 이미 등록된 박스 번호가 있습니다.', {
                  first: '이미 등록된 박스 번호가 있습니다.',
                });
              await tx.insert(cupBoxEvents).values(
                made.map((box) => ({
                  boxId: box.id,
                  fromState: null,
                  toState: 'EMPTY' as const,
                  location: WASHING_SITE,
                  actorId: principal.userId,
                  manual: true,
                  reason: 'ID 등록',
                  at,
                })),
              );
            }
            await writeAudit(tx, principal, 'idRange.create', `idRange:${String(range.id)}`, null, {
              kind: input.kind,
              first: ids[0],
              last: ids.at(-1),
              count: ids.length,
            });
            return range.id;
          });
          return read(id);
        });
        return { _data: answer };
      },
    );

  app.get(
    CUP_LIFE_PATHS.cups,
    {
      config: { access: CUP_READERS },
      schema: listSchema(CUP_LIST, CupSchema, { tags: ['cup'], summary: '컵 목록 (ID 범위: cuid gte와 lte)' }),
    },
    async (request) => {
      const page = await runList<CupListRow>({
        db,
        from: cups,
        projection: cupProjection,
        spec: cupSpec,
        query: request.query,
        countCap: 10_000,
      });
      return { _data: { ...page, items: page.items.map(toCup) } };
    },
  );

  app.get(
    CUP_LIFE_PATHS.cupEvents,
    {
      config: { access: HISTORY_READERS },
      schema: listSchema(CUP_EVENT_LIST, CupEventSchema, { tags: ['cup'], summary: '여러 컵의 이력 (최신순)' }),
    },
    async (request) => {
      // Always of some cups: the events are read by their cups' index (there is no index by time alone, which
      // PostgreSQL would walk hoping to meet a range's few cups among tens of millions of events).
      const filters = ([] as unknown[]).concat(request.query.filter ?? []);
      if (!filters.some((filter) => typeof filter === 'string' && filter.startsWith('cuid:')))
        throw badRequest('컵 ID나 범위를 입력해 주세요.', { cuid: '컵 ID나 범위를 입력해 주세요.' });
      const page = await runList<EventRow>({
        db,
        from: cupEvents,
        projection: eventProjection,
        spec: eventSpec,
        query: request.query,
        countCap: 10_000,
      });
      return { _data: { ...page, items: page.items.map(toEvent) } };
    },
  );

  app.get(
    '/v1/cups/:cuid',
    {
      config: { access: HISTORY_READERS },
      schema: {
        tags: ['cup'],
        summary: '컵 하나와 그 이력 (최신순)',
        params: Type.Object({ cuid: Type.String({ maxLength: 20 }) }),
        response: { 200: envelope(CupHistorySchema), ...errors(404) },
      },
    },
    async (request) => {
      const cuid = request.params.cuid.trim().toUpperCase();
      const [cup] = await db.select(cupProjection).from(cups).where(eq(cups.cuid, cuid));
      if (cup === undefined) throw new HttpError(404, 'NOT_FOUND', `컵 ${cuid}을(를) 찾을 수 없습니다.`);
      const events = await db
        .select(eventProjection)
        .from(cupEvents)
        .where(eq(cupEvents.cupId, cup.id))
        .orderBy(desc(cupEvents.at), desc(cupEvents.id))
        .limit(HISTORY_LIMIT);
      return { _data: { cup: toCup(cup), events: events.map(toEvent) } };
    },
  );

  app.post(
    CUP_LIFE_PATHS.discardCups,
    {
      config: { access: action('editCupIds') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '컵 폐기 (사유 필수, 전부 또는 전무, requestId로 멱등)',
        body: DiscardCupsInputSchema,
        response: { 200: envelope(StateChangeResultSchema), ...errors(400, 409) },
      },
    },
    async (request) => {
      const input = validOrThrow(checkChange<CupState>(request.body, ['DISCARDED'], 'DISCARDED'));
      return { _data: await changeCups(db, principalOf(request), { ...input, preview: false }, 'DISCARD', now) };
    },
  );

  app.post(
    CUP_LIFE_PATHS.cupStateChanges,
    {
      // Previewing is reading (the screen's permission); applying is the action's.
      config: { access: screenOrAction('/cup/state-manual-change', 'manualStatusEdit') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '컵 상태 수동 변경: 미리 보기(preview) 또는 적용 (최대 1,000개, 전부 또는 전무)',
        body: CupStateChangeInputSchema,
        response: { 200: envelope(StateChangeResultSchema), ...errors(400, 403, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkChange<CupState>(request.body, MANUAL_CUP_TARGETS));
      if (!input.preview) requireAction(principal, 'manualStatusEdit');
      return { _data: await changeCups(db, principal, input, 'CUP', now) };
    },
  );

  return Promise.resolve();
};

/** 403 unless the principal holds the action's permission (for a route whose reading and writing differ). */
export function requireAction(principal: Principal, name: Parameters<typeof action>[0]): void {
  const needed = action(name);
  if (needed.kind === 'permissions' && !needed.anyOf.some((permission) => principal.permissions.includes(permission)))
    throw new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
}
