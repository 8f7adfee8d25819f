/**
 * A column of the row a foreign key points at, as a scalar subquery in a select list:
 * `(select name from cup_machines where cup_machines.id = cup_rentals.rental_machine_id)`. For the few rows of a
 * page (the names beside a rental): each subquery is planned on its own, so a page of the biggest lists costs a
 * fraction of the planning the same names by joins would (docs/decisions.md "Rentals list at scale").
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** "table"."column", always: in a single table's select drizzle writes a bare name, which a subquery would take as its own. */
const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

export const lookup = <T>(column: AnyPgColumn, id: AnyPgColumn, foreignKey: AnyPgColumn) =>
  sql<T>`(select ${qualified(column)} from ${column.table} where ${qualified(id)} = ${qualified(foreignKey)})`;
