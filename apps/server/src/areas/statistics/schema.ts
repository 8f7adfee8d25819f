/**
 * The statistics area's tables (docs/areas/statistics.md): two rollups of the RC 4.0 deposits (`collection_events`)
 * kept current by SQL triggers (drizzle/0006_statistics_triggers.sql), and the figures of closed periods, computed
 * once from them and kept ("sealed"). Days are Asia/Seoul calendar days. No foreign keys: the triggers are the
 * rollups' only writer (a robot's deletion cascades to its deposits, whose trigger takes them out).
 */
import { bigint, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { MaterialType } from '@oa/contract';

const day = (name: string) => date(name, { mode: 'string' });

/** Per day, robot and material: deposits, accepted ones and points. The additive figures. */
export const statRobotDay = pgTable(
  'stat_robot_day',
  {
    day: day('day').notNull(),
    robotId: integer('robot_id').notNull(),
    material: text('material').$type<MaterialType>().notNull(),
    deposits: integer('deposits').notNull(),
    accepted: integer('accepted').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.robotId, table.material] }),
    index('stat_robot_day_robot_id_day_idx').on(table.robotId, table.day),
  ],
);

/** Per day, robot and member: the source of distinct members and of the per-member spreads. */
export const statMemberDay = pgTable(
  'stat_member_day',
  {
    day: day('day').notNull(),
    robotId: integer('robot_id').notNull(),
    memberId: text('member_id').notNull(),
    deposits: integer('deposits').notNull(),
    accepted: integer('accepted').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.robotId, table.memberId] }),
    index('stat_member_day_robot_id_day_idx').on(table.robotId, table.day, table.memberId),
    // Whether a member of today's was seen earlier in the week or month (a live range's new users).
    index('stat_member_day_member_id_day_idx').on(table.memberId, table.day),
  ],
);

/**
 * The figures of one scope (the normalised filter: 'all', 'c=12', 'c=12,31|d=강남구', 'r=345') over one closed
 * range of days (`first_day`..`last_day`, a bucket or the part of it inside a period), computed once: a range that
 * ended before today changes only when a late or back-dated deposit lands in it, and the triggers then delete it.
 */
export const statSealed = pgTable(
  'stat_sealed',
  {
    scope: text('scope').notNull(),
    firstDay: day('first_day').notNull(),
    lastDay: day('last_day').notNull(),
    deposits: integer('deposits').notNull(),
    accepted: integer('accepted').notNull(),
    /** Distinct members with a deposit in the range. */
    users: integer('users').notNull(),
    /** Accepted deposits per material (every MATERIAL_TYPES key). */
    materials: jsonb('materials').$type<Record<MaterialType, number>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.firstDay, table.lastDay] }),
    index('stat_sealed_days_idx').on(table.lastDay, table.firstDay),
  ],
);

/**
 * A closed range's spread of one figure over robots or members (the monthly averages' pages): `devices` (each RC
 * 4.0 robot's deposits), `memberDeposits` and `memberPoints` (each member's deposits and points).
 */
export const statSealedSpreads = pgTable(
  'stat_sealed_spreads',
  {
    scope: text('scope').notNull(),
    firstDay: day('first_day').notNull(),
    lastDay: day('last_day').notNull(),
    figure: text('figure').$type<'devices' | 'memberDeposits' | 'memberPoints'>().notNull(),
    count: integer('count').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    min: doublePrecision('min').notNull(),
    p25: doublePrecision('p25').notNull(),
    median: doublePrecision('median').notNull(),
    p75: doublePrecision('p75').notNull(),
    p90: doublePrecision('p90').notNull(),
    max: doublePrecision('max').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.firstDay, table.lastDay, table.figure] }),
    index('stat_sealed_spreads_days_idx').on(table.lastDay, table.firstDay),
  ],
);

/**
 * One row: a number every un-sealing adds one to (the triggers of 0006, as 0008 made them, and stat_rebuild): the
 * sealed figures a process keeps in memory are good while it reads the same number (rollups.ts).
 */
export const statEpoch = pgTable('stat_epoch', {
  id: integer('id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
