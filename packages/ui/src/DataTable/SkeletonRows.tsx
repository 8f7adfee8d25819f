/** The body while loading: skeleton rows in the columns' places, as tall as rows of text. */
import { clsx } from 'clsx';
import { Skeleton, type SkeletonProps } from '../Skeleton';
import type { ColumnAlign, DataTableColumn } from './column';
import * as s from './DataTable.css';

const SKELETON_WIDTHS = ['72%', '56%', '84%', '64%', '48%'];

function SkeletonCell({
  align,
  width,
  className,
}: {
  align: ColumnAlign;
  width: SkeletonProps['width'];
  className?: string;
}) {
  return (
    <td className={clsx(s.td, s.align[align], className)}>
      {/* As tall as a line of text, so rows keep their height when the data arrives. */}
      <span className={clsx(s.skeletonLine, s.headerInner[align])}>
        <Skeleton width={width} />
      </span>
    </td>
  );
}

interface SkeletonRowsProps<T> {
  /** The page size: up to 10 rows are drawn. */
  pageSize: number;
  columns: readonly DataTableColumn<T>[];
  /** Whether the row-select column is drawn (a box-sized skeleton). */
  selectable: boolean;
}

export function SkeletonRows<T>({ pageSize, columns, selectable }: SkeletonRowsProps<T>) {
  const first = selectable ? 1 : 0;
  return Array.from({ length: Math.max(1, Math.min(pageSize, 10)) }, (_, i) => (
    <tr key={i} className={s.row}>
      {selectable && <SkeletonCell align="center" width={16} className={s.selectCell} />}
      {columns.map((column, c) => (
        <SkeletonCell
          key={column.id}
          align={column.align ?? 'left'}
          // The widths vary along the row and down the column (the box's cell counts as the first).
          width={SKELETON_WIDTHS[(i + first + c) % SKELETON_WIDTHS.length]}
        />
      ))}
    </tr>
  ));
}
