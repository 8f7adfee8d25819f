/**
 * DataTable's state, derived from its controlled props: what the body shows, which column is sorted, and the
 * row selection (the page's box, Shift-click ranges). The only state of its own is a Shift-click's anchor.
 */
import { useMemo, useRef } from 'react';
import { sortKeyOf, type DataTableColumn } from './column';
import type { TableSort } from './sort';

/** What the body shows: the error, skeleton rows, the empty state, or the rows. */
type BodyState = 'error' | 'loading' | 'empty' | 'rows';

/** The props useTable reads: DataTable's own. */
interface TableInput<T> {
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  sort?: TableSort;
  selectedRowIds?: readonly string[];
  onSelectedRowIdsChange?: (ids: string[]) => void;
  loading?: boolean;
  error?: boolean | string;
}

const NO_IDS: readonly string[] = [];

/**
 * The selection after checking or unchecking `ids` (a row, a range, or every row of the page): the ids in the
 * order they were selected, each once.
 */
function withSelection(selected: readonly string[], ids: readonly string[], checked: boolean): string[] {
  const next = new Set(selected);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return [...next];
}

export function useTable<T>({
  columns,
  data,
  getRowId,
  sort,
  selectedRowIds = NO_IDS,
  onSelectedRowIdsChange,
  loading = false,
  error = false,
}: TableInput<T>) {
  const body: BodyState = error ? 'error' : loading ? 'loading' : data.length === 0 ? 'empty' : 'rows';
  const rows = data.map((row) => ({ row, id: getRowId(row) }));
  const rowIds = rows.map((r) => r.id);

  // The column drawn as sorted: the first sortable one whose server field is the current sort's.
  const sortedColumn = useMemo(
    () => (sort ? columns.find((column) => column.sortable && sortKeyOf(column) === sort.key) : undefined),
    [sort, columns],
  );

  const selectedSet = useMemo(() => new Set(selectedRowIds), [selectedRowIds]);
  // The row whose box was clicked last: Shift+click on another box of the page sets every row between them.
  const anchorRowId = useRef<string | null>(null);
  const allSelected = rowIds.length > 0 && rowIds.every((id) => selectedSet.has(id));
  const selection = onSelectedRowIdsChange && {
    count: selectedRowIds.length,
    isSelected: (id: string) => selectedSet.has(id),
    /** The page's box: checked when every row of the page is, a dash when only some are. */
    page: { checked: allSelected, indeterminate: !allSelected && rowIds.some((id) => selectedSet.has(id)) },
    selectPage: (checked: boolean) => {
      anchorRowId.current = null;
      onSelectedRowIdsChange(withSelection(selectedRowIds, rowIds, checked));
    },
    /** A row's box; with `range` (Shift held), every row from the last box clicked. */
    selectRow: (id: string, checked: boolean, range: boolean) => {
      const anchor = anchorRowId.current === null ? -1 : rowIds.indexOf(anchorRowId.current);
      const index = rowIds.indexOf(id);
      anchorRowId.current = id;
      const ids = range && anchor >= 0 ? rowIds.slice(Math.min(anchor, index), Math.max(anchor, index) + 1) : [id];
      onSelectedRowIdsChange(withSelection(selectedRowIds, ids, checked));
    },
    clear: () => {
      onSelectedRowIdsChange([]);
    },
  };

  return { body, rows, sortedColumn, selection };
}
