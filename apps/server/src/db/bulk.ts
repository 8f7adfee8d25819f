/** Bulk writes of every area's seed and simulator. */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

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
