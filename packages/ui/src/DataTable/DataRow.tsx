/** A row of data: its box when rows are selectable, its cells, and opening it by click or Enter / Space. */
import { clsx } from 'clsx';
import type { KeyboardEvent, MouseEvent } from 'react';
import { cellContent, type DataTableColumn } from './column';
import * as s from './DataTable.css';
import { RowSelectCell } from './RowSelectCell';

/** Clicks on these inside a row are theirs, not the row's. */
const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"]';

interface DataRowProps<T> {
  row: T;
  /** aria-rowindex: the row's place in the whole list, the header being 1. */
  rowIndex: number;
  columns: readonly DataTableColumn<T>[];
  /** What a cell without a value shows. */
  emptyValue: string;
  /** The row's box, when rows are selectable. */
  select?: { label: string; checked: boolean; onChange: (checked: boolean, shiftKey: boolean) => void };
  onRowClick?: (row: T) => void;
}

export function DataRow<T>({ row, rowIndex, columns, emptyValue, select, onRowClick }: DataRowProps<T>) {
  const handleClick = (event: MouseEvent<HTMLTableRowElement>) => {
    const hit = (event.target as Element).closest(INTERACTIVE);
    if (hit && event.currentTarget.contains(hit)) return;
    // Selecting text to copy it is not a click on the row.
    if (window.getSelection()?.toString()) return;
    onRowClick?.(row);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  return (
    <tr
      aria-rowindex={rowIndex}
      aria-selected={select?.checked}
      className={clsx(s.row, onRowClick && s.clickableRow)}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? handleClick : undefined}
      onKeyDown={onRowClick ? handleKeyDown : undefined}
    >
      {select && <RowSelectCell {...select} />}
      {columns.map((column) => (
        <td key={column.id} className={clsx(s.td, s.align[column.align ?? 'left'])}>
          {cellContent(column, row, emptyValue)}
        </td>
      ))}
    </tr>
  );
}
