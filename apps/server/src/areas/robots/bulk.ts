/** Bulk writes shared by the seed and the simulator. */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { collectionEvents, robotLogs } from './schema';

/**
 * Bulk inserts: each batch is one statement with one parameter, the rows as JSON, unpacked by
 * `jsonb_to_recordset`. Much cheaper than a multi-row VALUES with thousands of bound parameters (PGlite and
 * PostgreSQL alike), and never near PostgreSQL's limit of bound parameters.
 */
export async function insertJson(
  db: Db,
  table: PgTable,
  /** [the rows' key, the table's column, its type]. */
  columns: readonly (readonly [string, string, string])[],
  rows: readonly Record<string, unknown>[],
  batch = 10_000,
) {
  const targets = sql.raw(columns.map(([, column]) => `"${column}"`).join(', '));
  const keys = sql.raw(columns.map(([key]) => `"${key}"`).join(', '));
  const types = sql.raw(columns.map(([key, , type]) => `"${key}" ${type}`).join(', '));
  for (let start = 0; start < rows.length; start += batch) {
    const json = JSON.stringify(rows.slice(start, start + batch));
    await db.execute(
      sql`insert into ${table} (${targets}) select ${keys} from jsonb_to_recordset(${json}::jsonb) as x(${types})`,
    );
  }
}

/** Communication log lines (`result` may be left out: null). */
export const insertLogLines = (db: Db, rows: readonly Record<string, unknown>[]) =>
  insertJson(
    db,
    robotLogs,
    [
      ['robotId', 'robot_id', 'integer'],
      ['type', 'type', 'text'],
      ['code', 'code', 'text'],
      ['message', 'message', 'text'],
      ['result', 'result', 'text'],
      ['at', 'at', 'timestamptz'],
    ],
    rows,
  );

/** RC 4.0 deposits. */
export const insertDeposits = (db: Db, rows: readonly Record<string, unknown>[]) =>
  insertJson(
    db,
    collectionEvents,
    [
      ['robotId', 'robot_id', 'integer'],
      ['memberId', 'member_id', 'text'],
      ['material', 'material', 'text'],
      ['aiResult', 'ai_result', 'text'],
      ['confidence', 'confidence', 'integer'],
      ['accepted', 'accepted', 'boolean'],
      ['points', 'points', 'integer'],
      ['at', 'at', 'timestamptz'],
    ],
    rows,
  );
