/**
 * The figures of a scope over ranges of days, read from the rollups (docs/areas/statistics.md), never from the
 * deposits themselves:
 * - a range that ended before today (Asia/Seoul, by the context's clock) is closed: its figures are read from
 *   `stat_sealed` / `stat_sealed_spreads`; the first time a scope asks for one it is computed from the rollups
 *   (every missing range of the request in one query) and kept. The triggers delete a kept range when a deposit
 *   lands in it late (drizzle/0006_statistics_triggers.sql), and it is computed again when next asked. A process
 *   remembers the closed figures it has read while stat_epoch (one number the triggers add one to when they
 *   un-seal, 0008_statistics_epoch.sql) stays the same;
 * - a range holding today (or after it) is live: computed from the rollups, and that answer serves every caller
 *   for LIVE_TTL_MS, then is still served up to LIVE_MAX_AGE_MS while a fresh one is computed (one computation at a
 *   time per range: callers arriving meanwhile share it). The counts of a live range that began before today are
 *   its closed days (sealed) plus today's (live), today's users those not seen in its closed days.
 * Sealing holds an advisory lock shared, which a change to a day before today takes exclusively (the triggers): a
 * range is never sealed from rollups that miss a change committed meanwhile, and sealers never wait for each other
 * nor for today's deposits.
 */
import { MATERIAL_TYPES, STAT_GRANULARITIES, type MaterialType } from '@oa/contract';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { limitTransaction, type Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { seoulDate } from '../../geo/placeFields';
import { robots } from '../robots/schema';
import { addDays } from '@oa/contract/days';
import { bucketsOf, type DayRange } from './buckets';
import { ALL_ROBOTS, robotsOf, type StatScope } from './query';
import { statEpoch, statMemberDay, statRobotDay, statSealed, statSealedSpreads } from './schema';

/** How long a live range's figures serve every caller (the cup summary keeps its answer 15 s). */
export const LIVE_TTL_MS = 20_000;

/**
 * A live answer older than LIVE_TTL_MS but younger than this is still served while a fresh one is computed, so no
 * caller waits for a live range asked for in the last minute (the whole city's month at 50 million deposits costs
 * about a second); an older one is computed again before answering.
 */
export const LIVE_MAX_AGE_MS = 60_000;

/**
 * The most closed ranges' figures a process remembers (a few hundred bytes each): past that it forgets them all and
 * reads them again. A year of days, weeks and months is about 430 ranges a scope and family.
 */
const MAX_REMEMBERED = 200_000;

/** stat_epoch's number: one more after every change that un-seals a range (0008_statistics_epoch.sql). */
async function sealedEpoch(db: Db): Promise<number> {
  const [row] = await db.select({ n: statEpoch.n }).from(statEpoch).where(eq(statEpoch.id, 1));
  return row?.n ?? 0;
}

/** The lock sealing holds shared and a change to a past day takes exclusively (0006_statistics_triggers.sql). */
const SEAL_LOCK = 7_261_919;
/** The statement limit of sealing a scope's closed ranges (computed once, then kept), ms. */
const SEAL_STATEMENT_MS = 60_000;

/**
 * These queries read a few thousand index entries per range, but the planner guesses 100 ranges and costs them high
 * enough to compile them (JIT, 20-50 ms a query on PostgreSQL): never worth it here.
 */
const NO_JIT = sql`set local jit = off`;

export interface Counts {
  deposits: number;
  accepted: number;
  /** Distinct members with a deposit. */
  users: number;
  /** Accepted deposits per material. */
  materials: Record<MaterialType, number>;
}

export interface Spread {
  count: number;
  total: number;
  min: number;
  p25: number;
  median: number;
  p75: number;
  p90: number;
  max: number;
}

export interface MemberSpreads {
  deposits: Spread;
  points: Spread;
}

const noMaterials = (): Record<MaterialType, number> =>
  Object.fromEntries(MATERIAL_TYPES.map((material) => [material, 0])) as Record<MaterialType, number>;
export const NO_COUNTS: Counts = { deposits: 0, accepted: 0, users: 0, materials: noMaterials() };
export const NO_SPREAD: Spread = { count: 0, total: 0, min: 0, p25: 0, median: 0, p75: 0, p90: 0, max: 0 };
const NO_MEMBER_SPREADS: MemberSpreads = { deposits: NO_SPREAD, points: NO_SPREAD };

const rangeKey = (first: string, last: string) => `${first}|${last}`;
type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

/** The ranges as a relation `r(first_day, last_day)`: one JSON parameter (db/bulk.ts does the same). */
const rangesSql = (ranges: readonly DayRange[]) => {
  const json = JSON.stringify(
    ranges.map(({ first, last, seenSince }) => ({ first_day: first, last_day: last, seen_since: seenSince ?? null })),
  );
  return sql`jsonb_to_recordset(${json}::jsonb) as r(first_day date, last_day date, seen_since date)`;
};

/** The rollup rows of the scope's robots. */
function robotIn(scope: StatScope, column: AnyPgColumn | SQL): SQL {
  if (scope.robotId !== null) return sql`${column} = ${scope.robotId}`;
  const where = robotsOf(scope);
  return where === undefined ? sql`true` : sql`${column} in (select ${robots.id} from ${robots} where ${where})`;
}

/** The first day and the last of the ranges (none: an empty span). */
const spanOf = (ranges: readonly DayRange[]) => ({
  first: ranges.reduce((earliest, range) => (range.first < earliest ? range.first : earliest), '9999-12-31'),
  last: ranges.reduce((latest, range) => (range.last > latest ? range.last : latest), '0001-01-01'),
});

/**
 * Within a range of `r`, and within all of them as constants: the planner cannot see the days inside the JSON
 * parameter, and without the bounds it scans the whole rollup (at 50 million deposits 1.7 s for a district's month
 * instead of a few milliseconds through the day index).
 */
const inRange = (column: AnyPgColumn, ranges: readonly DayRange[]) => {
  const { first, last } = spanOf(ranges);
  return sql`${column} between r.first_day and r.last_day and ${column} between ${first}::date and ${last}::date`;
};

/** Per range: deposits, accepted, accepted per material (stat_robot_day) and distinct members (stat_member_day). */
function countsQuery(scope: StatScope, ranges: readonly DayRange[]): SQL {
  const perMaterial = sql.join(
    MATERIAL_TYPES.map(
      (material) =>
        sql`${material}::text, coalesce(sum(${statRobotDay.accepted}) filter (where ${statRobotDay.material} = ${material}), 0)::int`,
    ),
    sql`, `,
  );
  return sql`
    with c as (
      select r.first_day, r.last_day, sum(${statRobotDay.deposits})::int as deposits,
             sum(${statRobotDay.accepted})::int as accepted, jsonb_build_object(${perMaterial}) as materials
      from ${rangesSql(ranges)}
      join ${statRobotDay} on ${inRange(statRobotDay.day, ranges)} and ${robotIn(scope, statRobotDay.robotId)}
      group by r.first_day, r.last_day
    ), u as (
      select r.first_day, r.last_day, count(distinct ${statMemberDay.memberId})::int as users
      from ${rangesSql(ranges)}
      join ${statMemberDay} on ${inRange(statMemberDay.day, ranges)} and ${robotIn(scope, statMemberDay.robotId)}
      where r.seen_since is null or not exists (
        select 1 from ${statMemberDay} as seen
        where seen.member_id = ${statMemberDay.memberId} and seen.day >= r.seen_since and seen.day < r.first_day
          and ${robotIn(scope, sql`seen.robot_id`)})
      group by r.first_day, r.last_day
    )
    select c.first_day::text as first, c.last_day::text as last, c.deposits, c.accepted, c.materials,
           coalesce(u.users, 0) as users
    from c left join u on u.first_day = c.first_day and u.last_day = c.last_day`;
}

const spreadColumns = (value: SQL) => sql`
  count(*)::int as count, coalesce(sum(${value}), 0)::float8 as total, min(${value})::float8 as min,
  percentile_cont(0.25) within group (order by ${value}) as p25,
  percentile_cont(0.5) within group (order by ${value}) as median,
  percentile_cont(0.75) within group (order by ${value}) as p75,
  percentile_cont(0.9) within group (order by ${value}) as p90,
  max(${value})::float8 as max`;

/**
 * Per range: each RC 4.0 robot of the scope installed by the range's last day, its deposits in the range (none
 * counts as 0).
 */
function devicesQuery(scope: StatScope, ranges: readonly DayRange[]): SQL {
  const where = robotsOf(scope);
  return sql`
    with d as (
      select r.first_day, r.last_day,
             coalesce((select sum(${statRobotDay.deposits}) from ${statRobotDay}
                       where ${statRobotDay.robotId} = ${robots.id} and ${inRange(statRobotDay.day, ranges)}), 0) as v
      from ${rangesSql(ranges)}
      join ${robots} on ${robots.generation} = 'RC_4_0' and ${robots.installedAt} <= r.last_day
        ${where === undefined ? sql`` : sql`and ${where}`}
    )
    select first_day::text as first, last_day::text as last, ${spreadColumns(sql`v`)}
    from d group by first_day, last_day`;
}

/** Per range: each member with a deposit (in the scope), their deposits (all of them) and their points. */
function membersQuery(scope: StatScope, ranges: readonly DayRange[]): SQL {
  return sql`
    with m as (
      select r.first_day, r.last_day, sum(${statMemberDay.deposits}) as d, sum(${statMemberDay.points}) as p
      from ${rangesSql(ranges)}
      join ${statMemberDay} on ${inRange(statMemberDay.day, ranges)} and ${robotIn(scope, statMemberDay.robotId)}
      group by r.first_day, r.last_day, ${statMemberDay.memberId}
    ), deposits as (
      select first_day, last_day, ${spreadColumns(sql`d`)} from m group by first_day, last_day
    ), points as (
      select first_day, last_day, ${spreadColumns(sql`p`)} from m group by first_day, last_day
    )
    select deposits.first_day::text as first, deposits.last_day::text as last,
           to_jsonb(deposits) as deposits, to_jsonb(points) as points
    from deposits join points using (first_day, last_day)`;
}

const toSpread = (row: Row): Spread => ({
  count: num(row.count),
  total: num(row.total),
  min: num(row.min),
  p25: num(row.p25),
  median: num(row.median),
  p75: num(row.p75),
  p90: num(row.p90),
  max: num(row.max),
});

const toCounts = (row: Row): Counts => ({
  deposits: num(row.deposits),
  accepted: num(row.accepted),
  users: num(row.users),
  materials: { ...noMaterials(), ...(row.materials as Partial<Record<MaterialType, number>>) },
});

/** One kind of figures: how it is computed, read back sealed, and sealed. */
interface Family<T> {
  name: string;
  none: T;
  compute(db: Db, scope: StatScope, ranges: readonly DayRange[]): Promise<Map<string, T>>;
  readSealed(db: Db, scope: string, first: string, last: string): Promise<Map<string, T>>;
  seal(db: Db, scope: string, figures: Map<string, T>): Promise<void>;
  /**
   * Two ranges' figures as one (additive families): the second's users are those not seen in the first, as the
   * live range's query counts them (`seenSince`).
   */
  add?: (a: T, b: T) => T;
}

const keyed = <T>(rows: Row[], value: (row: Row) => T) =>
  new Map(rows.map((row) => [rangeKey(String(row.first), String(row.last)), value(row)]));

/** A range's key as the sealed tables' columns. */
const dayColumns = (key: string) => {
  const [firstDay = '', lastDay = ''] = key.split('|');
  return { firstDay, lastDay };
};

const sealedDays = (table: typeof statSealed | typeof statSealedSpreads, scope: string, first: string, last: string) =>
  and(eq(table.scope, scope), gte(table.firstDay, first), lte(table.lastDay, last));

const COUNTS: Family<Counts> = {
  name: 'counts',
  none: NO_COUNTS,
  add: (a, b) => ({
    deposits: a.deposits + b.deposits,
    accepted: a.accepted + b.accepted,
    users: a.users + b.users,
    materials: Object.fromEntries(
      MATERIAL_TYPES.map((material) => [material, a.materials[material] + b.materials[material]]),
    ) as Record<MaterialType, number>,
  }),
  compute: async (db, scope, ranges) => keyed(rowsOf<Row>(await db.execute(countsQuery(scope, ranges))), toCounts),
  readSealed: async (db, scope, first, last) => {
    const rows = await db
      .select()
      .from(statSealed)
      .where(sealedDays(statSealed, scope, first, last));
    return new Map(rows.map((row) => [rangeKey(row.firstDay, row.lastDay), toCounts(row)]));
  },
  seal: async (db, scope, figures) => {
    await db
      .insert(statSealed)
      .values([...figures].map(([key, counts]) => ({ scope, ...dayColumns(key), ...counts })))
      .onConflictDoNothing();
  },
};

type SpreadFigure = (typeof statSealedSpreads.$inferSelect)['figure'];

/** Sealed spreads of the named figures, kept as one T per range when every figure is there. */
async function readSpreads<T>(
  db: Db,
  scope: string,
  first: string,
  last: string,
  figures: readonly SpreadFigure[],
  assemble: (spreads: Map<SpreadFigure, Spread>) => T,
): Promise<Map<string, T>> {
  const rows = await db
    .select()
    .from(statSealedSpreads)
    .where(and(sealedDays(statSealedSpreads, scope, first, last), inArray(statSealedSpreads.figure, [...figures])));
  const byRange = new Map<string, Map<SpreadFigure, Spread>>();
  for (const row of rows) {
    const key = rangeKey(row.firstDay, row.lastDay);
    const spreads = byRange.get(key) ?? new Map<SpreadFigure, Spread>();
    spreads.set(row.figure, toSpread(row));
    byRange.set(key, spreads);
  }
  return new Map(
    [...byRange]
      .filter(([, spreads]) => spreads.size === figures.length)
      .map(([key, spreads]) => [key, assemble(spreads)]),
  );
}

async function sealSpreads(db: Db, scope: string, rows: { key: string; figure: SpreadFigure; spread: Spread }[]) {
  if (rows.length === 0) return;
  await db
    .insert(statSealedSpreads)
    .values(rows.map(({ key, figure, spread }) => ({ scope, ...dayColumns(key), figure, ...spread })))
    .onConflictDoNothing();
}

const DEVICES: Family<Spread> = {
  name: 'devices',
  none: NO_SPREAD,
  compute: async (db, scope, ranges) => keyed(rowsOf<Row>(await db.execute(devicesQuery(scope, ranges))), toSpread),
  readSealed: (db, scope, first, last) =>
    readSpreads(db, scope, first, last, ['devices'], (spreads) => spreads.get('devices') ?? NO_SPREAD),
  seal: (db, scope, figures) =>
    sealSpreads(
      db,
      scope,
      [...figures].map(([key, spread]) => ({ key, figure: 'devices', spread })),
    ),
};

const MEMBERS: Family<MemberSpreads> = {
  name: 'members',
  none: NO_MEMBER_SPREADS,
  compute: async (db, scope, ranges) =>
    keyed(rowsOf<Row>(await db.execute(membersQuery(scope, ranges))), (row) => ({
      deposits: toSpread(row.deposits as Row),
      points: toSpread(row.points as Row),
    })),
  readSealed: (db, scope, first, last) =>
    readSpreads(db, scope, first, last, ['memberDeposits', 'memberPoints'], (spreads) => ({
      deposits: spreads.get('memberDeposits') ?? NO_SPREAD,
      points: spreads.get('memberPoints') ?? NO_SPREAD,
    })),
  seal: (db, scope, figures) =>
    sealSpreads(
      db,
      scope,
      [...figures].flatMap(([key, spreads]) => [
        { key, figure: 'memberDeposits' as const, spread: spreads.deposits },
        { key, figure: 'memberPoints' as const, spread: spreads.points },
      ]),
    ),
};

/**
 * Runs background work one task at a time, in the order asked: the live answers' refreshes, so that however many
 * scopes expire at once (a page in use by every client at the top of a minute), they take at most one database
 * connection and one core, and the requests that are served the kept answers meanwhile keep the other.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The rollups' reader of one app: sealed ranges from the database, live ones from a short-lived cache. */
export function createRollupReader(db: Db, now: () => Date) {
  const live = new Map<string, { at: number; figures: Promise<unknown>; refreshing: boolean }>();
  const inBackground = createSerialQueue();
  /** Closed ranges' figures as read, by family, scope and range, good while stat_epoch is `epoch`. */
  const remembered = { epoch: -1, figures: new Map<string, unknown>() };

  const forget = (at: number) => {
    for (const [key, kept] of live) if (at - kept.at >= LIVE_MAX_AGE_MS || at < kept.at) live.delete(key);
  };

  /**
   * Closed ranges: remembered (read before, and nothing un-sealed since: the same stat_epoch), sealed, or computed
   * and sealed under the lock (another caller may have sealed them since).
   */
  async function closed<T>(family: Family<T>, scope: StatScope, ranges: readonly DayRange[]) {
    if (ranges.length === 0) return new Map<string, T>();
    const epoch = await sealedEpoch(db);
    if (epoch !== remembered.epoch || remembered.figures.size > MAX_REMEMBERED) {
      remembered.figures.clear();
      remembered.epoch = epoch;
    }
    const memoryKey = (key: string) => `${family.name}|${scope.key}|${key}`;
    const known = new Map<string, T>();
    for (const range of ranges) {
      const key = rangeKey(range.first, range.last);
      const figures = remembered.figures.get(memoryKey(key));
      if (figures !== undefined) known.set(key, figures as T);
    }
    if (known.size === ranges.length) return known;
    const read = await sealedOrMade(
      family,
      scope,
      ranges.filter((range) => !known.has(rangeKey(range.first, range.last))),
    );
    // Read after the epoch was: kept only if no other caller has seen a newer one since.
    if (remembered.epoch === epoch) for (const [key, figures] of read) remembered.figures.set(memoryKey(key), figures);
    return new Map([...known, ...read]);
  }

  async function sealedOrMade<T>(family: Family<T>, scope: StatScope, ranges: readonly DayRange[]) {
    const { first, last } = spanOf(ranges);
    const found = await family.readSealed(db, scope.key, first, last);
    const missing = ranges.filter((range) => !found.has(rangeKey(range.first, range.last)));
    if (missing.length === 0) return found;
    const made = await db.transaction(async (tx) => {
      // Done once per scope and range, then kept: a longer limit than a request's query.
      await limitTransaction(tx, SEAL_STATEMENT_MS);
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${SEAL_LOCK})`);
      await tx.execute(NO_JIT);
      const since = await family.readSealed(tx, scope.key, first, last);
      const still = missing.filter((range) => !since.has(rangeKey(range.first, range.last)));
      const computed = still.length === 0 ? new Map<string, T>() : await family.compute(tx, scope, still);
      for (const range of still) {
        const key = rangeKey(range.first, range.last);
        if (!computed.has(key)) computed.set(key, family.none);
      }
      if (computed.size > 0) await family.seal(tx, scope.key, computed);
      return new Map([...since, ...computed]);
    });
    return new Map([...found, ...made]);
  }

  /**
   * Live ranges: an answer younger than LIVE_TTL_MS is served as it is; one younger than LIVE_MAX_AGE_MS is served
   * too while a fresh one is computed in the background (once, one refresh of the app at a time: callers meanwhile
   * get the kept one); the others are computed, in one query, and callers arriving meanwhile share that computation.
   */
  async function current<T>(family: Family<T>, scope: StatScope, ranges: readonly DayRange[], at: number) {
    forget(at);
    const cacheKey = (range: DayRange) =>
      `${family.name}|${scope.key}|${rangeKey(range.first, range.last)}|${range.seenSince ?? ''}`;
    /** Each range's figures, from one query (none for no range), now or when `schedule` runs it. */
    const compute = (
      wanted: readonly DayRange[],
      schedule = (task: () => Promise<Map<string, T>>) => task(),
    ): [string, Promise<T>][] => {
      if (wanted.length === 0) return [];
      const computing = schedule(() =>
        db.transaction(async (tx) => {
          await tx.execute(NO_JIT);
          return family.compute(tx, scope, wanted);
        }),
      );
      return wanted.map((range) => [
        cacheKey(range),
        computing.then((figures) => figures.get(rangeKey(range.first, range.last)) ?? family.none),
      ]);
    };
    for (const [key, figures] of compute(ranges.filter((range) => !live.has(cacheKey(range))))) {
      live.set(key, { at, figures, refreshing: false });
      // A failure is not kept: the next caller tries again.
      figures.catch(() => live.delete(key));
    }
    const stale = ranges.filter((range) => {
      const kept = live.get(cacheKey(range));
      return kept !== undefined && !kept.refreshing && at - kept.at >= LIVE_TTL_MS;
    });
    for (const [key, figures] of compute(stale, inBackground)) {
      const kept = live.get(key);
      if (kept !== undefined) kept.refreshing = true;
      // Kept only if the answer it refreshes is still the one kept (a queued refresh may finish after a newer one).
      figures.then(
        () => {
          if (live.get(key) === kept) live.set(key, { at, figures, refreshing: false });
        },
        () => {
          if (kept !== undefined) kept.refreshing = false;
        },
      );
    }
    const figures = await Promise.all(ranges.map((range) => live.get(cacheKey(range))?.figures as Promise<T>));
    return new Map(ranges.map((range, index) => [rangeKey(range.first, range.last), figures[index] as T]));
  }

  /** The family's figures for each range, in the ranges' order. */
  async function read<T>(family: Family<T>, scope: StatScope, ranges: readonly DayRange[]): Promise<T[]> {
    if (scope.empty) return ranges.map(() => family.none);
    const at = now();
    const today = seoulDate(at);
    const live = ranges.filter((range) => range.last >= today);
    // An additive family's live range is its closed days (sealed) plus today's and after (live): only those are
    // computed again every LIVE_TTL_MS.
    const split = family.add === undefined ? [] : live.filter((range) => range.first < today);
    const head = (range: DayRange) => ({ first: range.first, last: addDays(today, -1) });
    const tail = (range: DayRange): DayRange =>
      split.includes(range) ? { first: today, last: range.last, seenSince: range.first } : range;
    const [sealed, fresh] = await Promise.all([
      closed(family, scope, [...ranges.filter((range) => range.last < today), ...split.map(head)]),
      current(family, scope, live.map(tail), at.getTime()),
    ]);
    return ranges.map((range) => {
      if (range.last < today) return sealed.get(rangeKey(range.first, range.last)) ?? family.none;
      const figures = fresh.get(rangeKey(tail(range).first, range.last)) ?? family.none;
      if (!split.includes(range) || family.add === undefined) return figures;
      const { first, last } = head(range);
      return family.add(sealed.get(rangeKey(first, last)) ?? family.none, figures);
    });
  }

  return {
    counts: (scope: StatScope, ranges: readonly DayRange[]) => read(COUNTS, scope, ranges),
    devices: (scope: StatScope, ranges: readonly DayRange[]) => read(DEVICES, scope, ranges),
    members: (scope: StatScope, ranges: readonly DayRange[]) => read(MEMBERS, scope, ranges),
  };
}

export type RollupReader = ReturnType<typeof createRollupReader>;

/** Truncates the rollups and computes them again from collection_events (and forgets every sealed range). */
export async function rebuildStatistics(db: Db): Promise<void> {
  await db.execute(sql`select stat_rebuild()`);
}

/**
 * Seals the whole city's figures ('all') of every day, week and month of the `days` before today, the monthly
 * spreads too: what the first visit of each page would otherwise do (seconds at tens of millions of deposits).
 */
export async function sealStatistics(db: Db, now: Date, days = 400): Promise<void> {
  const reader = createRollupReader(db, () => now);
  const yesterday = addDays(seoulDate(now), -1);
  const from = addDays(yesterday, 1 - days);
  for (const granularity of STAT_GRANULARITIES)
    await reader.counts(ALL_ROBOTS, bucketsOf(from, yesterday, granularity));
  const months = bucketsOf(from, yesterday, 'month');
  await reader.devices(ALL_ROBOTS, months);
  await reader.members(ALL_ROBOTS, months);
}
