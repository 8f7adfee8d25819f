/** The body while loading: skeleton rows in the columns' places, as tall as rows of text. */
import { clsx } from 'clsx';
import { Skeleton, type SkeletonProps } from '../Skeleton';
import type { ColumnAlign, DataTableColumn } from './column';
import * as s from './DataTable.css';

const SKELETON_WIDTHS = ['72%', '56%', '84%', '64%', '48%'];

interface SkeletonRowsProps<T> {
  /** The page size: up to 10 rows are drawn. */
  pageSize: number;
  columns: readonly DataTableColumn<T>[];
  /** Whether the row-select column is drawn (a box-sized skeleton). */
  selectable: boolean;
}

export function SkeletonRows<T>({ pageSize, columns, selectable }: SkeletonRowsProps<T>) {
  const cell = (key: string, align: ColumnAlign, width: SkeletonProps['width'], className?: string) => (
    <td key={key} className={clsx(s.td, s.align[align], className)}>
      {/* As tall as a line of text, so rows keep their height when the data arrives. */}
      <span className={clsx(s.skeletonLine, s.headerInner[align])}>
        <Skeleton width={width} />
      </span>
    </td>
  );
  const first = selectable ? 1 : 0;
  return Array.from({ length: Math.max(1, Math.min(pageSize, 10)) }, (_, i) => (
    <tr key={i} className={s.row}>
      {selectable && cell('', 'center', 16, s.selectCell)}
      {columns.map((column, c) =>
        // The widths vary along the row and down the column (the box's cell counts as the first).
        cell(column.id, column.align ?? 'left', SKELETON_WIDTHS[(i + first + c) % SKELETON_WIDTHS.length]),
      )}
    </tr>
  ));
}
