/**
 * Whole histories written at once: each cup's and box's path from its registration to where it stands, checked
 * move by move against the contract's tables (CUP_MOVES and BOX_MOVES; an operator's moves only when the step says
 * it is manual), then written in bulk as the rows (in the path's last state and place) and one event per step. The
 * seed's year of cup life uses it: the one writer's bulk path (moves.ts moves rows that exist, one step at a time).
 */
import { BOX_MOVES, cupMoveRefusal, type BoxState, type CupState } from '@oa/contract';
import { sql } from 'drizzle-orm';
import { insertRows } from '../../../db/bulk';
import type { Db } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { cupBoxes, cupBoxEvents, cupEvents, cups } from '../schema';

/** One step of a cup's path: the state it moved to, when, where, and whose (a machine's or the system's by default). */
export interface CupStep {
  to: CupState;
  at: Date;
  machineId?: number | null;
  boxId?: number | null;
  actorId?: number | null;
  manual?: boolean;
  reason?: string;
}

/** A cup's row (without its state and place, which its last step gives) and its path, registration first. */
export interface CupPath {
  cuid: string;
  useCount?: number;
  discardReason?: string | null;
  steps: readonly CupStep[];
}

export interface BoxStep {
  to: BoxState;
  at: Date;
  location: string;
  actorId?: number | null;
  manual?: boolean;
  reason?: string;
}

export interface BoxPath {
  boxNumber: string;
  steps: readonly BoxStep[];
}

/** States in which a cup is in a machine, and in a box (as moves.ts places them). */
const IN_MACHINE: readonly CupState[] = ['LOADED', 'RETURNED'];
const IN_BOX: readonly CupState[] = ['IN_BOX', 'SHIPPED'];
const CHUNK = 10_000;

/** Why a cup's path is not one the contract allows, or null. */
export function cupPathRefusal(steps: readonly Pick<CupStep, 'to' | 'at' | 'manual'>[]): string | null {
  const [first] = steps;
  if (first === undefined) return 'no steps';
  if (first.to !== 'REGISTERED') return `starts at ${first.to}, not REGISTERED`;
  for (let index = 1; index < steps.length; index += 1) {
    const before = steps[index - 1];
    const step = steps[index];
    if (before === undefined || step === undefined) continue;
    if (step.at.getTime() < before.at.getTime()) return `step ${String(index)} goes back in time`;
    if (cupMoveRefusal(before.to, step.to, step.manual ?? false) !== null)
      return `${before.to} -> ${step.to}${step.manual === true ? ' (manual)' : ''}`;
  }
  return null;
}

/** Why a box's path is not one the contract allows, or null (a manual change may empty a box from any state). */
export function boxPathRefusal(steps: readonly Pick<BoxStep, 'to' | 'at' | 'manual'>[]): string | null {
  const [first] = steps;
  if (first === undefined) return 'no steps';
  if (first.to !== 'EMPTY') return `starts at ${first.to}, not EMPTY`;
  for (let index = 1; index < steps.length; index += 1) {
    const before = steps[index - 1];
    const step = steps[index];
    if (before === undefined || step === undefined) continue;
    if (step.at.getTime() < before.at.getTime()) return `step ${String(index)} goes back in time`;
    const allowed = BOX_MOVES[before.to].includes(step.to) || (step.manual === true && step.to === 'EMPTY');
    if (!allowed) return `${before.to} -> ${step.to}${step.manual === true ? ' (manual)' : ''}`;
  }
  return null;
}

/** The highest id of the table before a write (the rows written after it are the new ones). */
async function lastId(tx: Db, table: 'cups' | 'cup_boxes'): Promise<number> {
  const [row] = rowsOf<{ id: number | null }>(await tx.execute(sql`select max(id) as id from ${sql.raw(table)}`));
  return row?.id ?? 0;
}

/** The ids of the rows just written (after `after`), by their key, in the order of `keys`. */
async function idsOf(tx: Db, table: 'cups' | 'cup_boxes', after: number, keys: readonly string[]): Promise<number[]> {
  const column = sql.raw(table === 'cups' ? 'cuid' : 'box_number');
  const rows = rowsOf<{ id: number; key: string }>(
    await tx.execute(sql`select id, ${column} as key from ${sql.raw(table)} where id > ${after}`),
  );
  const found = new Map(rows.map((row) => [row.key, row.id]));
  return keys.map((key) => {
    const id = found.get(key);
    if (id === undefined) throw new Error(`history: ${key} was not written`);
    return id;
  });
}

/** Writes new boxes with their whole paths (rows in their last state, one event a step): their ids, in order. */
export async function writeBoxHistories(tx: Db, paths: readonly BoxPath[]): Promise<number[]> {
  if (paths.length === 0) return [];
  const rows = paths.map((path) => {
    const refusal = boxPathRefusal(path.steps);
    const last = path.steps.at(-1);
    if (refusal !== null || last === undefined) throw new Error(`history: box ${path.boxNumber}: ${refusal ?? ''}`);
    return {
      boxNumber: path.boxNumber,
      state: last.to,
      location: last.location,
      createdAt: path.steps[0]?.at.toISOString(),
      updatedAt: last.at.toISOString(),
    };
  });
  const after = await lastId(tx, 'cup_boxes');
  await insertRows(tx, cupBoxes, rows);
  const ids = await idsOf(
    tx,
    'cup_boxes',
    after,
    paths.map((path) => path.boxNumber),
  );
  const events: Record<string, unknown>[] = [];
  paths.forEach((path, index) => {
    path.steps.forEach((step, n) => {
      events.push({
        boxId: ids[index],
        fromState: n === 0 ? null : path.steps[n - 1]?.to,
        toState: step.to,
        location: step.location,
        actorId: step.actorId ?? null,
        manual: step.manual ?? false,
        reason: step.reason ?? '',
        at: step.at.toISOString(),
      });
    });
  });
  await insertRows(tx, cupBoxEvents, events);
  return ids;
}

/**
 * Writes new cups with their whole paths: each row in its last step's state and place (a machine while LOADED or
 * RETURNED, a box while IN_BOX or SHIPPED), one event a step. Their ids, in order.
 */
export async function writeCupHistories(tx: Db, paths: readonly CupPath[]): Promise<number[]> {
  if (paths.length === 0) return [];
  const rows = paths.map((path) => {
    const refusal = cupPathRefusal(path.steps);
    const last = path.steps.at(-1);
    if (refusal !== null || last === undefined) throw new Error(`history: cup ${path.cuid}: ${refusal ?? ''}`);
    return {
      cuid: path.cuid,
      state: last.to,
      useCount: path.useCount ?? 0,
      machineId: IN_MACHINE.includes(last.to) ? (last.machineId ?? null) : null,
      boxId: IN_BOX.includes(last.to) ? (last.boxId ?? null) : null,
      ...(path.discardReason == null ? {} : { discardReason: path.discardReason }),
      createdAt: path.steps[0]?.at.toISOString(),
      updatedAt: last.at.toISOString(),
    };
  });
  const after = await lastId(tx, 'cups');
  await insertRows(tx, cups, rows);
  const ids = await idsOf(
    tx,
    'cups',
    after,
    paths.map((path) => path.cuid),
  );
  await withIndexesAfter(tx, 'cup_events', () => writeCupEvents(tx, paths, ids));
  return ids;
}

/**
 * Writes into `table`, and when it was empty (a seed's first load) makes its secondary indexes after the rows
 * rather than row by row: a bulk load as a DBA would do it (bench/cupData.ts does the same), half the time of the
 * seed's half a million cup events on PGlite.
 */
async function withIndexesAfter(tx: Db, table: 'cup_events', write: () => Promise<void>): Promise<void> {
  const [any] = rowsOf<{ id: number }>(await tx.execute(sql`select id from ${sql.raw(table)} limit 1`));
  if (any !== undefined) {
    await write();
    return;
  }
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await tx.execute(
      sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table} and indexname not like '%_pkey'`,
    ),
  );
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.indexname}"`));
  await write();
  for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
}

/**
 * One event a step of each cup's path, in chunks of cups (a year's steps are never all in memory at once). An event
 * carries only what differs from the columns' defaults (no person, not by hand, no reason; the place when it has
 * one), rows of the same keys written together: the narrower rows are a good part of the load's time.
 */
async function writeCupEvents(tx: Db, paths: readonly CupPath[], ids: readonly number[]): Promise<void> {
  for (let start = 0; start < paths.length; start += CHUNK) {
    const byKeys = new Map<string, Record<string, unknown>[]>();
    for (let index = start; index < Math.min(paths.length, start + CHUNK); index += 1) {
      const steps = paths[index]?.steps ?? [];
      steps.forEach((step, n) => {
        const event: Record<string, unknown> = {
          cupId: ids[index],
          toState: step.to,
          at: step.at.toISOString(),
        };
        if (n > 0) event.fromState = steps[n - 1]?.to;
        if (step.machineId != null) event.machineId = step.machineId;
        if (step.boxId != null) event.boxId = step.boxId;
        if (step.actorId != null) event.actorId = step.actorId;
        if (step.manual === true) event.manual = true;
        if (step.reason !== undefined && step.reason !== '') event.reason = step.reason;
        const keys = Object.keys(event).join(',');
        const group = byKeys.get(keys) ?? [];
        group.push(event);
        byKeys.set(keys, group);
      });
    }
    for (const events of byKeys.values()) await insertRows(tx, cupEvents, events);
  }
}

/**
 * Every cup's and box's recorded history checked against the contract, and against the row it ends at (its state
 * is the last event's): what is wrong, one line per cup or box (none when every history is a path the contract
 * allows). Reads every event: for tests and checks, not for a request.
 */
export async function historyRefusals(tx: Db): Promise<string[]> {
  const wrong: string[] = [];
  const check = (
    kind: string,
    rows: readonly { id: number; state: string; key: string }[],
    events: readonly { owner: number; from: string | null; to: string; manual: boolean; at: Date | string }[],
    refusalOf: (steps: { to: string; at: Date; manual: boolean }[]) => string | null,
  ) => {
    const byOwner = new Map<number, (typeof events)[number][]>();
    for (const event of events) {
      const path = byOwner.get(event.owner) ?? [];
      path.push(event);
      byOwner.set(event.owner, path);
    }
    for (const row of rows) {
      const path = byOwner.get(row.id) ?? [];
      const broken = path.findIndex((event, index) => event.from !== (index === 0 ? null : path[index - 1]?.to));
      const why =
        broken >= 0
          ? `event ${String(broken)} from ${String(path[broken]?.from)}, after ${path[broken - 1]?.to ?? 'nothing'}`
          : (refusalOf(path.map((event) => ({ to: event.to, at: new Date(event.at), manual: event.manual }))) ??
            (path.at(-1)?.to === row.state ? null : `ends at ${String(path.at(-1)?.to)}, the row is ${row.state}`));
      if (why !== null) wrong.push(`${kind} ${row.key}: ${why}`);
    }
  };
  const cupRows = rowsOf<{ id: number; state: string; key: string }>(
    await tx.execute(sql`select id, state, cuid as key from cups order by id`),
  );
  const cupSteps = rowsOf<{ owner: number; from: string | null; to: string; manual: boolean; at: string }>(
    await tx.execute(
      sql`select cup_id as owner, from_state as "from", to_state as "to", manual, at from cup_events order by cup_id, at, id`,
    ),
  );
  check('cup', cupRows, cupSteps, (steps) => cupPathRefusal(steps as CupStep[]));
  const boxRows = rowsOf<{ id: number; state: string; key: string }>(
    await tx.execute(sql`select id, state, box_number as key from cup_boxes order by id`),
  );
  const boxSteps = rowsOf<{ owner: number; from: string | null; to: string; manual: boolean; at: string }>(
    await tx.execute(
      sql`select box_id as owner, from_state as "from", to_state as "to", manual, at from cup_box_events order by box_id, at, id`,
    ),
  );
  check('box', boxRows, boxSteps, (steps) => boxPathRefusal(steps as BoxStep[]));
  return wrong;
}
