/** A column's header cell: its text, or a sort button with the sort's arrow when the column is sortable. */
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { inlineVars } from '../internal/inlineVars';
import { sortKeyOf, type DataTableColumn } from './column';
import * as s from './DataTable.css';
import { ariaSortFor, toggleSort, type SortDirection, type TableSort } from './sort';

interface HeaderCellProps<T> {
  column: DataTableColumn<T>;
  /** The table's sort. */
  sort: TableSort | undefined;
  /** The table's sort callback; without it no header sorts. */
  onSortChange: ((sort: TableSort) => void) | undefined;
  /** The direction when this column is the one drawn as sorted. */
  sorted: SortDirection | undefined;
}

export function HeaderCell<T>({ column, sort, onSortChange, sorted }: HeaderCellProps<T>) {
  const align = column.align ?? 'left';
  const sortable = onSortChange !== undefined && column.sortable === true;
  const SortIcon = sorted === 'ASC' ? ArrowUp : sorted === 'DESC' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sortable ? ariaSortFor(sort, sortKeyOf(column)) : undefined}
      className={clsx(s.th, s.align[align])}
      style={column.width !== undefined ? inlineVars({ [s.columnWidthVar]: `${String(column.width)}px` }) : undefined}
    >
      {sortable ? (
        <span className={s.headerInner[align]}>
          <button
            type="button"
            className={s.sortButton}
            onClick={() => {
              onSortChange(toggleSort(sort, sortKeyOf(column), column.sortFirstDirection));
            }}
          >
            {column.header}
            <span className={clsx(s.sortIcon, sorted !== undefined && s.sortIconActive)} aria-hidden>
              <SortIcon size={14} />
            </span>
          </button>
        </span>
      ) : (
        column.header
      )}
    </th>
  );
}
