/**
 * The console's list table: the props, and the table itself (caption, header row, body, scroll box). Its state
 * comes from `useTable`; the bar above it, the header and row cells and the pagination are parts beside it.
 */
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { visuallyHidden } from '../internal/a11y.css';
import { inlineVars } from '../internal/inlineVars';
import { useScrollable } from '../internal/useScrollable';
import type { DataTableColumn } from './column';
import { DataRow } from './DataRow';
import * as s from './DataTable.css';
import { HeaderCell } from './HeaderCell';
import { DEFAULT_DATA_TABLE_LABELS, type DataTableLabels } from './labels';
import { Pagination, type PaginationLabels } from './Pagination';
import { DEFAULT_PAGE_SIZE_OPTIONS } from './pageGroup';
import { PageSizeSelect } from './PageSizeSelect';
import { SelectAllHeaderCell } from './RowSelectCell';
import { SkeletonRows } from './SkeletonRows';
import { DEFAULT_SORT_OPTIONS, type TableSort, type TableSortOption } from './sort';
import { SortSelect } from './SortSelect';
import { Toolbar } from './Toolbar';
import { useTable } from './useTable';

export interface DataTableProps<T> {
  /** The table's accessible name (a visually hidden caption), e.g. '로봇 목록'. */
  label: string;
  /** The columns, in order. Keep the array stable (module scope or useMemo). */
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page, already sorted by the server. */
  data: readonly T[];
  /** A stable id per row (selection and React keys). */
  getRowId: (row: T) => string;
  /** Rows in the whole list (server total): '전체 N건' and the page count. */
  total: number;
  /**
   * The server stopped counting at `total` (the biggest lists count up to a cap): at least that many rows match.
   * Said as '전체 N건 이상', and the row count is unknown to screen readers (aria-rowcount -1).
   */
  totalCapped?: boolean;

  /** Current page, 1-based. Controlled (the console keeps it in the URL). */
  page: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Rows per page. Controlled. */
  pageSize: number;
  /**
   * Called with the page size picked in the select; without it there is no select. Only this callback is
   * called, so the console can write one URL update (and should go back to page 1).
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** The page sizes offered. Default 10, 20, 50, 100. */
  pageSizeOptions?: readonly number[];

  /** The current sort. Controlled. */
  sort?: TableSort;
  /**
   * Called with the new sort from the select or a sortable header; without it there are no sort controls.
   * Like a page-size change, the console should go back to page 1.
   */
  onSortChange?: (sort: TableSort) => void;
  /** The sort select's options. Default 최신순 (createdAt DESC), 오래된순 (createdAt ASC); [] hides the select. */
  sortOptions?: readonly TableSortOption[];

  /** Row selection with checkboxes: the selected row ids (across pages). Controlled. */
  selectedRowIds?: readonly string[];
  /** Called with the new selection; giving it turns the checkbox column on. */
  onSelectedRowIdsChange?: (ids: string[]) => void;
  /** Actions on the selection (e.g. a delete Button), shown beside 'N개 선택됨' while rows are selected. */
  bulkActions?: ReactNode;
  /** The name of a row for its checkbox ('RB-0001 선택'). Default its id. */
  rowLabel?: (row: T) => string;

  /**
   * Opens a row (e.g. its detail page). Rows become focusable; a click anywhere but on a control inside the
   * row, or Enter / Space on the focused row, calls it.
   */
  onRowClick?: (row: T) => void;

  /** Loading: skeleton rows and aria-busy. */
  loading?: boolean;
  /** Loading failed: the ErrorState; a string is shown as the reason. */
  error?: boolean | string;
  /** The error state's '다시 시도'. */
  onRetry?: () => void;
  /** The empty state's title. Default '데이터가 없습니다'. */
  emptyTitle?: ReactNode;
  /** The empty state's second line. */
  emptyDescription?: ReactNode;
  /** The empty state's action (e.g. a reset-filters Button). */
  emptyAction?: ReactNode;

  /** Controls at the top right, after the selects (e.g. the EXCEL button). */
  toolbar?: ReactNode;
  /** Maximum height of the table in px; the body scrolls under a sticky header. Default: no limit. */
  maxHeight?: number;
  /** Overrides of the Korean texts. */
  labels?: Partial<DataTableLabels>;
  /** Overrides of the pagination's Korean texts. */
  paginationLabels?: Partial<PaginationLabels>;
  className?: string;
}

/**
 * The console's list table (spec §3 table state, domain.md "Lists"): server-side pages, sort and selection,
 * all controlled so the console keeps them in the URL. Shows the rows it is given plus '전체 N건', a sort select
 * (최신순/오래된순) and sortable headers, a page-size select, pagination in groups of 10, skeleton rows while
 * loading, '데이터가 없습니다' when empty, an error with '다시 시도', optional checkboxes with bulk actions, row
 * click (mouse and keyboard), a toolbar slot, horizontal scroll and a sticky header. Sorting and paging happen
 * on the server: the table draws what it is given.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    columns,
    total,
    totalCapped = false,
    page,
    onPageChange,
    pageSize,
    onPageSizeChange,
    pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
    sort,
    onSortChange,
    sortOptions = DEFAULT_SORT_OPTIONS,
    bulkActions,
    rowLabel,
    onRowClick,
    error,
    onRetry,
    emptyTitle,
    emptyDescription,
    emptyAction,
    toolbar,
    maxHeight,
    labels: labelOverrides,
    paginationLabels,
    className,
  } = props;
  const labels = { ...DEFAULT_DATA_TABLE_LABELS, ...labelOverrides };
  const captionId = useId();
  const [scrollable, observeScroll] = useScrollable();
  const { body, rows, sortedColumn, selection } = useTable(props);
  const columnCount = columns.length + (selection ? 1 : 0);
  // aria-rowcount/rowindex tell a screen reader where this page sits in the whole list (the header is row 1).
  const showsRows = body === 'rows';
  const firstRowIndex = 2 + (page - 1) * pageSize;
  /** The error or empty state, in one cell across the table. */
  const stateRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className={s.stateCell}>
        {content}
      </td>
    </tr>
  );

  return (
    <div className={clsx(s.root, className)}>
      <Toolbar
        labels={labels}
        total={total}
        totalCapped={totalCapped}
        loading={body === 'loading'}
        selection={selection}
        bulkActions={bulkActions}
      >
        {onSortChange && sortOptions.length > 0 && (
          <SortSelect
            labels={labels}
            sort={sort}
            options={sortOptions}
            sortedHeader={sortedColumn?.header}
            onSortChange={onSortChange}
          />
        )}
        {onPageSizeChange && (
          <PageSizeSelect
            labels={labels}
            pageSize={pageSize}
            options={pageSizeOptions}
            onPageSizeChange={onPageSizeChange}
          />
        )}
        {toolbar}
      </Toolbar>

      <div
        ref={observeScroll}
        className={s.scroll}
        role={scrollable ? 'region' : undefined}
        aria-labelledby={scrollable ? captionId : undefined}
        // A box that scrolls must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={scrollable ? 0 : undefined}
        style={maxHeight !== undefined ? inlineVars({ [s.maxHeightVar]: `${String(maxHeight)}px` }) : undefined}
      >
        <table
          className={s.table}
          aria-busy={body === 'loading' || undefined}
          aria-rowcount={showsRows ? (totalCapped ? -1 : total + 1) : undefined}
        >
          <caption id={captionId} className={visuallyHidden}>
            {label}
          </caption>
          <thead>
            <tr aria-rowindex={showsRows ? 1 : undefined}>
              {selection && (
                <SelectAllHeaderCell
                  label={labels.selectAll}
                  checked={selection.page.checked}
                  indeterminate={selection.page.indeterminate}
                  disabled={!showsRows}
                  onChange={selection.selectPage}
                />
              )}
              {columns.map((column) => (
                <HeaderCell
                  key={column.id}
                  column={column}
                  sort={sort}
                  onSortChange={onSortChange}
                  sorted={column === sortedColumn ? sort?.direction : undefined}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {body === 'error' &&
              stateRow(<ErrorState message={typeof error === 'string' ? error : undefined} onRetry={onRetry} />)}
            {body === 'loading' && <SkeletonRows pageSize={pageSize} columns={columns} selectable={!!selection} />}
            {body === 'empty' &&
              stateRow(<EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />)}
            {showsRows &&
              rows.map(({ row, id }, i) => (
                <DataRow
                  key={id}
                  row={row}
                  rowIndex={firstRowIndex + i}
                  columns={columns}
                  emptyValue={labels.emptyValue}
                  select={
                    selection && {
                      label: labels.selectRow(rowLabel ? rowLabel(row) : id),
                      checked: selection.isSelected(id),
                      onChange: (checked, shiftKey) => {
                        selection.selectRow(id, checked, shiftKey);
                      },
                    }
                  }
                  onRowClick={onRowClick}
                />
              ))}
          </tbody>
        </table>
      </div>

      <Pagination page={page} pageSize={pageSize} total={total} labels={paginationLabels} onPageChange={onPageChange} />
    </div>
  );
}
