/** Bulk writes of every area's seed and simulator. */
import { getTableColumns, sql } from 'drizzle-orm';
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

/**
 * `insertJson` with the columns read off the table: each key of any row is a column of `table` (its property name),
 * written with the column's own name and SQL type; a row without a key gets the column's null.
 */
export async function insertRows(db: Db, table: PgTable, rows: readonly Record<string, unknown>[], batch?: number) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = new Set(rows.flatMap((row) => Object.keys(row)));
  await insertJson(
    db,
    table,
    [...keys].map((key) => {
      const column = columns[key];
      if (column === undefined) throw new Error(`${key} is not a column of the table`);
      return [key, column.name, column.getSQLType()] as const;
    }),
    rows,
    batch,
  );
}
