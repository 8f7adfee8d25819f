/** A DataTable column as the console describes it, and what the table reads from one. */
import type { ReactNode } from 'react';
import { formatNumber } from '../format';
import type { SortDirection } from './sort';

export type ColumnAlign = 'left' | 'center' | 'right';

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** Stable id; also the field read when there is no `cell` (`row[id]`), and the default sort key. */
  id: string;
  /** Header text. */
  header: string;
  /** Renders the cell. Default: the field `row[id]`; numbers with thousands separators; empty as '-'. */
  cell?: (row: T) => ReactNode;
  /** Horizontal alignment of header and cells. Numbers and amounts: 'right'. Default 'left'. */
  align?: ColumnAlign;
  /** Width in px (the column can still grow when the table is wider than its columns). */
  width?: number;
  /** The header becomes a sort button (server-side sort by `sortKey`). */
  sortable?: boolean;
  /** The server's field for this column's sort. Default `id`. */
  sortKey?: string;
  /** The first direction when this column is clicked: 'ASC' (default, text) or 'DESC' (dates, counts). */
  sortFirstDirection?: SortDirection;
}

/** The server's field a column sorts by. */
export const sortKeyOf = <T>(column: DataTableColumn<T>) => column.sortKey ?? column.id;

/** A cell's content: its `cell`, or the field `row[id]` as text (numbers grouped, nothing as `emptyValue`). */
export function cellContent<T>(column: DataTableColumn<T>, row: T, emptyValue: string): ReactNode {
  if (column.cell) return column.cell(row);
  const value = (row as Record<string, unknown>)[column.id];
  if (value === null || value === undefined || value === '') return emptyValue;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return emptyValue;
}
