/** Bulk writes of every area's seed and simulator. */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { rowsOf } from './rows';

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

/**
 * A seed's bulk writes without PostgreSQL's per-row foreign-key checks, then every foreign key checked at once.
 *
 * A foreign key is checked by a row trigger on each inserted row (an index lookup per key per row): for the cup
 * programme's year of rentals, refunds and events that was 40% of `npm start`'s first seed on PGlite. The replica role
 * (`session_replication_role`, as pg_restore loads data) fires no row trigger while `write` runs; afterwards one
 * anti-join per foreign key finds any row whose key has no target, and the seed fails naming it. Only for tables
 * without triggers of their own (the replica role stops those too). Where the role may not be set (PostgreSQL without
 * the privilege), the keys are checked row by row as usual.
 */
export async function withKeysCheckedAfter<T>(db: Db, write: () => Promise<T>): Promise<T> {
  let replica = true;
  try {
    // A savepoint: a refused SET must not abort the surrounding transaction.
    await db.transaction(async (savepoint) => {
      await savepoint.execute(sql`set local session_replication_role = replica`);
    });
  } catch {
    replica = false;
  }
  if (!replica) return write();
  const result = await write();
  await db.execute(sql`set local session_replication_role = origin`);
  const keys = await db.execute(sql`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
      array(select attname from unnest(c.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
      array(select attname from unnest(c.confkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i)::text[] as targets
    from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
  for (const key of rowsOf<{ child: string; columns: string[]; parent: string; targets: string[] }>(keys)) {
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const joined = key.columns.map((column, index) => `p.${quote(key.targets[index] ?? '')} = c.${quote(column)}`);
    const present = key.columns.map((column) => `c.${quote(column)} is not null`);
    const missing = rowsOf<{ n: number }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as n from ${key.child} c where ${present.join(' and ')} and not exists (select 1 from ${key.parent} p where ${joined.join(' and ')})`,
        ),
      ),
    )[0]?.n;
    if (missing !== 0)
      throw new Error(
        `seed: ${String(missing)} rows of ${key.child} (${key.columns.join(', ')}) point to no ${key.parent}`,
      );
  }
  return result;
}
