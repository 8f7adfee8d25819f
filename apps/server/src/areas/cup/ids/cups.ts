/**
 * Cups by ID (docs/areas/cup.md "IDs"): lists of at most CUPS_PER_QUERY_MAX cups (a range, a list, one), a cup's
 * history and many cups' history at once, and the manual changes of cups and boxes (up to STATE_CHANGE_MAX at once,
 * all or nothing, previewed first) and discards. Every change goes through the writer (life/moves.ts), once per
 * request id (requests/once.ts), with one audit record in its transaction.
 */
import {
  CUP_EVENT_LIST,
  CUP_LIST,
  cupMoveRefusal,
  ID_FORMATS,
  idNumber,
  type Cup,
  type CupEvent,
  type CupState,
  type IdKind,
  type StateChangeResult,
} from '@oa/contract';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../../audit/writeAudit';
import type { Db } from '../../../db/database';
import { lookup } from '../../../db/lookup';
import type { Principal } from '../../../http/access';
import { HttpError } from '../../../http/errors';
import { listSpec, runList, type ListPage } from '../../../lists/listEngine';
import { once } from '../../../requests/once';
import { users } from '../../users/schema';
import { moveCups, type CupRow, type Step } from '../life/moves';
import { cupBoxes, cupEvents, cupMachines, cups, cupStateChanges } from '../schema';
import { namedCups, type NamedCups, type ValidChange } from './validation';

/** A cup's history answers at most this many steps, newest first (the range view pages through the rest). */
const HISTORY_LIMIT = 500;
/** Lists of cups and of their events count at most this many rows. */
const COUNT_CAP = 10_000;

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
export type CupListRow = Omit<Cup, 'updatedAt'> & { updatedAt: Date };
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

/** The cups' rows a query names, by the cuid index. */
const namedWhere = (named: NamedCups): SQL | undefined =>
  named.kind === 'range'
    ? and(gte(cups.cuid, named.first), lte(cups.cuid, named.last))
    : inArray(cups.cuid, named.cuids);

/** A page of cups: only of the cups the query names (at most CUPS_PER_QUERY_MAX; otherwise 400). */
export async function cupsPage(db: Db, query: Record<string, unknown>): Promise<ListPage<Cup>> {
  const { cups: named, rest } = namedCups(query);
  const page = await runList<CupListRow>({
    db,
    from: cups,
    projection: cupProjection,
    spec: cupSpec,
    query: { ...query, filter: rest },
    scope: namedWhere(named),
    countCap: COUNT_CAP,
  });
  return { ...page, items: page.items.map(toCup) };
}

/**
 * A page of many cups' events, newest first: the named cups' ids are read first by the cuid index (at most
 * CUPS_PER_QUERY_MAX), then their events by the events' cup index, never a walk over all events.
 */
export async function cupEventsPage(db: Db, query: Record<string, unknown>): Promise<ListPage<CupEvent>> {
  const { cups: named, rest } = namedCups(query);
  const ids = (await db.select({ id: cups.id }).from(cups).where(namedWhere(named))).map((row) => row.id);
  const page = await runList<EventRow>({
    db,
    from: cupEvents,
    projection: eventProjection,
    spec: eventSpec,
    query: { ...query, filter: rest },
    scope: ids.length === 0 ? sql`false` : inArray(cupEvents.cupId, ids),
    countCap: COUNT_CAP,
    // Each cup's newest (or oldest) events up to the page's end, by the events' (cup, time) index: a range of 100
    // cups with 200 events each reads at most 100 x (page x size) rows, not 20,000 sorted.
    onPage: ({ where, reach, ascending }) => {
      const order = ascending
        ? sql`${cupEvents.at} asc, ${cupEvents.id} asc`
        : sql`${cupEvents.at} desc, ${cupEvents.id} desc`;
      const named = sql.raw(`array[${ids.map((id) => String(Math.trunc(id))).join(',')}]::integer[]`);
      return sql`${cupEvents.id} in (select page.id from unnest(${named}) as named(cup_id) cross join lateral (
        select ${cupEvents.id} from ${cupEvents} where ${cupEvents.cupId} = named.cup_id${where === undefined ? sql`` : sql` and ${where}`}
        order by ${order} limit ${reach}) as page)`;
    },
  });
  return { ...page, items: page.items.map(toEvent) };
}

/** A cup and its history, newest first; 404 in Korean. */
export async function cupHistory(db: Db, cuid: string): Promise<{ cup: Cup; events: CupEvent[] }> {
  const [cup] = await db.select(cupProjection).from(cups).where(eq(cups.cuid, cuid));
  if (cup === undefined) throw new HttpError(404, 'NOT_FOUND', `컵 ${cuid}을(를) 찾을 수 없습니다.`);
  const events = await db
    .select(eventProjection)
    .from(cupEvents)
    .where(eq(cupEvents.cupId, cup.id))
    .orderBy(desc(cupEvents.at), desc(cupEvents.id))
    .limit(HISTORY_LIMIT);
  return { cup: toCup(cup), events: events.map(toEvent) };
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

const CHANGE_ACTIONS = { CUP: 'cup.state-change', BOX: 'box.state-change', DISCARD: 'cup.discard' } as const;

/** Records an applied change and its audit record. */
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
    CHANGE_ACTIONS[kind],
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

/** Every ID of a change judged: the changes, and the refusals with their reasons. */
async function judge<Row>(tx: Db, input: ValidChange<string>, spec: ChangeSpec<Row>, lock: boolean) {
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
    const why =
      idNumber(spec.idKind, id) === null
        ? `${ID_FORMATS[spec.idKind].word}는 ${ID_FORMATS[spec.idKind].example} 형식입니다.`
        : row === undefined
          ? spec.unknown
          : spec.refusal(row);
    if (why === null && row !== undefined) result.changes.push({ id, fromState: spec.stateOf(row) });
    else result.refused.push({ id, state: row === undefined ? null : spec.stateOf(row), reason: why ?? '' });
  }
  result.count = result.changes.length;
  return { result, rows };
}

/**
 * A manual change (or a discard): every ID judged, previewed or applied all together in one transaction (any
 * refusal: 409 and nothing changes), once per request id of the action and the user, with one audit record.
 */
export async function runChange<Row>(
  db: Db,
  principal: Principal,
  input: ValidChange<string>,
  spec: ChangeSpec<Row>,
  at: () => Date,
): Promise<StateChangeResult> {
  if (input.preview) return (await judge(db, input, spec, false)).result;
  const request = {
    actorId: principal.userId,
    action: CHANGE_ACTIONS[spec.kind],
    key: input.requestId,
    body: { ids: input.ids, toState: input.toState, reason: input.reason },
  };
  const { answer, repeated } = await once(db, request, async (tx) => {
    const { result, rows } = await judge(tx, input, spec, true);
    if (result.refused.length > 0) throw refusedAll(result);
    const now = at();
    await spec.move(tx, rows, { at: now, actorId: principal.userId, manual: true, reason: input.reason });
    await recordChange(tx, principal, spec.kind, input, result.changes, now);
    return { ...result, applied: true };
  });
  return repeated ? { ...answer, repeated: true } : answer;
}

/** Cups moved by hand to `toState` (a manual change, or a discard). */
export const changeCups = (
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
        await moveCups(tx, rows, input.toState, step, {}, kind === 'DISCARD' ? { discardReason: input.reason } : {});
      },
    },
    now,
  );
