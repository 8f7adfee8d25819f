import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown } from 'lucide-react';
import { useId, useMemo, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { visuallyHidden } from '../internal/a11y.css';
import { useScrollable } from '../internal/useScrollable';
import { Skeleton } from '../Skeleton';
import * as s from './DataTable.css';
import { Pagination, type PaginationLabels } from './Pagination';
import { DEFAULT_PAGE_SIZE_OPTIONS } from './pagination';
import {
  DEFAULT_SORT_OPTIONS,
  ariaSortFor,
  findSortOption,
  sortValue,
  toggleSort,
  type SortDirection,
  type TableSort,
  type TableSortOption,
} from './sort';
import { formatNumber } from '../format';

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

/** Every text of the table (Korean by default); the pagination's are in `paginationLabels`. */
export interface DataTableLabels {
  /** The total above the table. Default 전체 <strong>N</strong>건. */
  total: (total: number) => ReactNode;
  /** Default `${count}개 선택됨`. */
  selected: (count: number) => string;
  /** Default '선택 해제'. */
  clearSelection: string;
  /** The select-all checkbox. Default '현재 페이지 전체 선택'. */
  selectAll: string;
  /** A row's checkbox. Default `${rowLabel} 선택`. */
  selectRow: (rowLabel: string) => string;
  /** The sort select. Default '정렬 기준'. */
  sort: string;
  /** The sort select's entry for a column sort it does not list. Default `${header} 오름차순` / `내림차순`. */
  columnSort: (header: string, direction: SortDirection) => string;
  /** The page-size select. Default '페이지당 행 수'. */
  pageSize: string;
  /** A page-size option. Default `${size}개씩 보기`. */
  pageSizeOption: (size: number) => string;
  /** Announced while loading. Default '불러오는 중…'. */
  loading: string;
  /** A cell without a value. Default '-'. */
  emptyValue: string;
}

export const DEFAULT_DATA_TABLE_LABELS: DataTableLabels = {
  total: (total) => (
    <>
      전체 <strong>{formatNumber(total)}</strong>건
    </>
  ),
  selected: (count) => `${formatNumber(count)}개 선택됨`,
  clearSelection: '선택 해제',
  selectAll: '현재 페이지 전체 선택',
  selectRow: (rowLabel) => `${rowLabel} 선택`,
  sort: '정렬 기준',
  columnSort: (header, direction) => `${header} ${direction === 'ASC' ? '오름차순' : '내림차순'}`,
  pageSize: '페이지당 행 수',
  pageSizeOption: (size) => `${String(size)}개씩 보기`,
  loading: '불러오는 중…',
  emptyValue: '-',
};

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

const SELECT_COLUMN_ID = '__select';
const NO_IDS: readonly string[] = [];
/** Clicks on these inside a row are theirs, not the row's. */
const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"]';

function defaultCell(value: unknown, emptyValue: string): ReactNode {
  if (value === null || value === undefined || value === '') return emptyValue;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return emptyValue;
}

/** The native checkbox of the selection column (indeterminate is a DOM property, set through the ref). */
function Checkbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  /** The new state, and whether Shift was held (a range of rows). */
  onChange: (checked: boolean, shiftKey: boolean) => void;
}) {
  return (
    // The label fills the cell, so the whole cell is the click target.
    <label className={s.checkboxLabel}>
      <input
        type="checkbox"
        className={s.checkbox}
        checked={checked}
        disabled={disabled}
        ref={(el) => {
          if (el) el.indeterminate = indeterminate;
        }}
        onChange={(event) => {
          const native = event.nativeEvent;
          onChange(event.target.checked, 'shiftKey' in native && native.shiftKey === true);
        }}
      />
      <span className={visuallyHidden}>{label}</span>
    </label>
  );
}

/** A leaf column as the table draws it: the select column or one of the given columns. */
interface DrawnColumn<T> {
  id: string;
  align: ColumnAlign;
  width?: number;
  isSelect: boolean;
  source?: DataTableColumn<T>;
}

/**
 * The selection after checking or unchecking `ids` (a row, or every row of the page): the ids in the order they
 * were selected, each once.
 */
function withSelection(selected: readonly string[], ids: readonly string[], value: boolean): string[] {
  const next: Record<string, true> = Object.fromEntries(selected.map((id) => [id, true] as const));
  for (const id of ids) {
    if (value) next[id] = true;
    else Reflect.deleteProperty(next, id);
  }
  return Object.keys(next);
}

const SKELETON_WIDTHS = ['72%', '56%', '84%', '64%', '48%'];

/**
 * The console's list table (spec §3 table state, domain.md "Lists"): server-side pages, sort and selection,
 * all controlled so the console keeps them in the URL. Shows the rows it is given plus '전체 N건', a sort select
 * (최신순/오래된순) and sortable headers, a page-size select, pagination in groups of 10, skeleton rows while
 * loading, '데이터가 없습니다' when empty, an error with '다시 시도', optional checkboxes with bulk actions, row
 * click (mouse and keyboard), a toolbar slot, horizontal scroll and a sticky header. Plain React: sorting
 * and paging happen on the server, so the table only draws what it is given (no table-model library).
 */
export function DataTable<T>({
  label,
  columns,
  data,
  getRowId,
  total,
  page,
  onPageChange,
  pageSize,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  sort,
  onSortChange,
  sortOptions = DEFAULT_SORT_OPTIONS,
  selectedRowIds = NO_IDS,
  onSelectedRowIdsChange,
  bulkActions,
  rowLabel,
  onRowClick,
  loading = false,
  error = false,
  onRetry,
  emptyTitle,
  emptyDescription,
  emptyAction,
  toolbar,
  maxHeight,
  labels: labelOverrides,
  paginationLabels,
  className,
}: DataTableProps<T>) {
  const labels = { ...DEFAULT_DATA_TABLE_LABELS, ...labelOverrides };
  const selectable = onSelectedRowIdsChange !== undefined;
  const captionId = useId();
  const [scrollable, observeScroll] = useScrollable();

  const sortKeyOf = (col: DataTableColumn<T>) => col.sortKey ?? col.id;
  const drawnColumns = useMemo<DrawnColumn<T>[]>(() => {
    const drawn = columns.map((col): DrawnColumn<T> => ({
      id: col.id,
      align: col.align ?? 'left',
      width: col.width,
      isSelect: false,
      source: col,
    }));
    return selectable ? [{ id: SELECT_COLUMN_ID, align: 'center', isSelect: true }, ...drawn] : drawn;
  }, [columns, selectable]);

  // The column drawn as sorted: the first sortable one whose server field is the current sort's.
  const sortedColumnId = useMemo(() => {
    if (!sort) return undefined;
    return columns.find((c) => c.sortable && (c.sortKey ?? c.id) === sort.key)?.id;
  }, [sort, columns]);
  const selectedSet = useMemo(() => new Set(selectedRowIds), [selectedRowIds]);
  const pageRowIds = data.map((row) => getRowId(row));
  const allPageRowsSelected = pageRowIds.length > 0 && pageRowIds.every((id) => selectedSet.has(id));
  const somePageRowsSelected = !allPageRowsSelected && pageRowIds.some((id) => selectedSet.has(id));
  const disabled = loading || Boolean(error);

  const goToPage = (next: number) => {
    const target = Math.max(1, next);
    if (target !== page) onPageChange(target);
  };
  const changePageSize = (next: number) => {
    if (next !== pageSize) onPageSizeChange?.(next);
    else if (page !== 1) onPageChange(1);
  };
  const selectRows = (ids: readonly string[], value: boolean) => {
    onSelectedRowIdsChange?.(withSelection(selectedRowIds, ids, value));
  };
  // The row whose box was clicked last: Shift+click on another box of the page sets every row between them.
  const anchorRowId = useRef<string | null>(null);
  const selectRow = (rowId: string, value: boolean, range: boolean) => {
    const anchor = anchorRowId.current === null ? -1 : pageRowIds.indexOf(anchorRowId.current);
    const index = pageRowIds.indexOf(rowId);
    anchorRowId.current = rowId;
    if (range && anchor >= 0 && index >= 0) {
      selectRows(pageRowIds.slice(Math.min(anchor, index), Math.max(anchor, index) + 1), value);
    } else {
      selectRows([rowId], value);
    }
  };

  const leafCount = drawnColumns.length;
  const showError = Boolean(error);
  const showLoading = !showError && loading;
  const showEmpty = !showError && !showLoading && data.length === 0;
  const selectedCount = selectable ? selectedRowIds.length : 0;
  // aria-rowcount/rowindex tell a screen reader where this page sits in the whole list.
  const rowIndexOffset = 1 + (page - 1) * pageSize;

  const currentSortOption = findSortOption(sortOptions, sort);
  const sortColumn = sort ? columns.find((c) => c.sortable && sortKeyOf(c) === sort.key) : undefined;

  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>, original: T) => {
    const hit = (event.target as Element).closest(INTERACTIVE);
    if (hit && event.currentTarget.contains(hit)) return;
    // Selecting text to copy it is not a click on the row.
    if (window.getSelection()?.toString()) return;
    onRowClick?.(original);
  };
  const handleRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, original: T) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(original);
    }
  };

  const renderHeader = (col: DrawnColumn<T>) => {
    const { align, width, source } = col;
    // The header is a sort button when the table sorts and the column is sortable.
    const sortable = onSortChange !== undefined && source?.sortable === true ? source : undefined;
    const sorted = col.id === sortedColumnId ? sort?.direction : undefined;
    const title = col.isSelect ? (
      <Checkbox
        label={labels.selectAll}
        checked={allPageRowsSelected}
        indeterminate={somePageRowsSelected}
        disabled={disabled || data.length === 0}
        onChange={(checked) => {
          anchorRowId.current = null;
          selectRows(pageRowIds, checked);
        }}
      />
    ) : (
      source?.header
    );
    return (
      <th
        key={col.id}
        scope="col"
        colSpan={1}
        aria-sort={sortable ? ariaSortFor(sort, sortKeyOf(sortable)) : undefined}
        className={clsx(s.th, s.align[align], col.isSelect && s.selectCell)}
        style={width !== undefined ? assignInlineVars({ [s.columnWidthVar]: `${String(width)}px` }) : undefined}
      >
        {sortable ? (
          <span className={s.headerInner[align]}>
            <button
              type="button"
              className={s.sortButton}
              onClick={() => {
                onSortChange?.(toggleSort(sort, sortKeyOf(sortable), sortable.sortFirstDirection));
              }}
            >
              {title}
              <span className={clsx(s.sortIcon, sorted !== undefined && s.sortIconActive)} aria-hidden>
                {sorted === 'ASC' ? (
                  <ArrowUp size={14} />
                ) : sorted === 'DESC' ? (
                  <ArrowDown size={14} />
                ) : (
                  <ArrowUpDown size={14} />
                )}
              </span>
            </button>
          </span>
        ) : (
          title
        )}
      </th>
    );
  };

  const renderCell = (col: DrawnColumn<T>, row: T, rowId: string): ReactNode => {
    if (col.isSelect) {
      return (
        <Checkbox
          label={labels.selectRow(rowLabel ? rowLabel(row) : rowId)}
          checked={selectedSet.has(rowId)}
          onChange={(checked, shiftKey) => {
            selectRow(rowId, checked, shiftKey);
          }}
        />
      );
    }
    const source = col.source;
    if (!source) return null;
    return source.cell ? source.cell(row) : defaultCell((row as Record<string, unknown>)[source.id], labels.emptyValue);
  };

  const renderBody = () => {
    if (showError) {
      return (
        <tr>
          <td colSpan={leafCount} className={s.stateCell}>
            <ErrorState message={typeof error === 'string' ? error : undefined} onRetry={onRetry} />
          </td>
        </tr>
      );
    }
    if (showLoading) {
      return Array.from({ length: Math.max(1, Math.min(pageSize, 10)) }, (_, i) => (
        <tr key={`skeleton-${String(i)}`} className={s.row}>
          {drawnColumns.map((col, c) => (
            <td key={col.id} className={clsx(s.td, s.align[col.align], col.isSelect && s.selectCell)}>
              {/* As tall as a line of text, so rows keep their height when the data arrives. */}
              <span className={clsx(s.skeletonLine, s.headerInner[col.align])}>
                <Skeleton width={col.isSelect ? 16 : SKELETON_WIDTHS[(i + c) % SKELETON_WIDTHS.length]} />
              </span>
            </td>
          ))}
        </tr>
      ));
    }
    if (showEmpty) {
      return (
        <tr>
          <td colSpan={leafCount} className={s.stateCell}>
            <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />
          </td>
        </tr>
      );
    }
    return data.map((row, i) => {
      const rowId = pageRowIds[i] ?? getRowId(row);
      const selected = selectable && selectedSet.has(rowId);
      return (
        <tr
          key={rowId}
          aria-rowindex={rowIndexOffset + i + 1}
          aria-selected={selectable ? selected : undefined}
          className={clsx(s.row, onRowClick && s.clickableRow)}
          tabIndex={onRowClick ? 0 : undefined}
          onClick={
            onRowClick
              ? (event) => {
                  handleRowClick(event, row);
                }
              : undefined
          }
          onKeyDown={
            onRowClick
              ? (event) => {
                  handleRowKeyDown(event, row);
                }
              : undefined
          }
        >
          {drawnColumns.map((col) => (
            <td key={col.id} className={clsx(s.td, s.align[col.align], col.isSelect && s.selectCell)}>
              {renderCell(col, row, rowId)}
            </td>
          ))}
        </tr>
      );
    });
  };

  const showSortSelect = onSortChange !== undefined && sortOptions.length > 0;

  return (
    <div className={clsx(s.root, className)}>
      <div className={s.topBar}>
        <div className={s.summary}>
          <p className={s.total}>{labels.total(total)}</p>
          {/* One live region for loading and the selection count: announced without moving focus. */}
          <span role="status" className={selectedCount > 0 ? s.selectedCount : visuallyHidden}>
            {selectedCount > 0 ? labels.selected(selectedCount) : showLoading ? labels.loading : ''}
          </span>
          {selectedCount > 0 && (
            <div className={s.selectionActions}>
              <Button
                variant="ghost"
                width="auto"
                onClick={() => {
                  onSelectedRowIdsChange?.([]);
                }}
              >
                {labels.clearSelection}
              </Button>
              {bulkActions}
            </div>
          )}
        </div>
        <div className={s.controls}>
          {showSortSelect && (
            <span className={s.selectWrap}>
              <select
                aria-label={labels.sort}
                className={s.select}
                value={sort ? sortValue(sort) : ''}
                onChange={(event) => {
                  const option = sortOptions.find((o) => sortValue(o) === event.target.value);
                  if (option) onSortChange({ key: option.key, direction: option.direction });
                }}
              >
                {sort && !currentSortOption && (
                  <option value={sortValue(sort)} disabled>
                    {labels.columnSort(sortColumn?.header ?? sort.key, sort.direction)}
                  </option>
                )}
                {!sort && <option value="" disabled />}
                {sortOptions.map((o) => (
                  <option key={sortValue(o)} value={sortValue(o)}>
                    {o.label}
                  </option>
                ))}
              </select>
              <span className={s.selectIcon} aria-hidden>
                <ChevronDown size={16} />
              </span>
            </span>
          )}
          {onPageSizeChange && (
            <span className={s.selectWrap}>
              <select
                aria-label={labels.pageSize}
                className={s.select}
                value={pageSize}
                onChange={(event) => {
                  changePageSize(Number(event.target.value));
                }}
              >
                {(pageSizeOptions.includes(pageSize) ? pageSizeOptions : [pageSize, ...pageSizeOptions]).map((n) => (
                  <option key={n} value={n}>
                    {labels.pageSizeOption(n)}
                  </option>
                ))}
              </select>
              <span className={s.selectIcon} aria-hidden>
                <ChevronDown size={16} />
              </span>
            </span>
          )}
          {toolbar}
        </div>
      </div>

      <div
        ref={observeScroll}
        className={s.scroll}
        role={scrollable ? 'region' : undefined}
        aria-labelledby={scrollable ? captionId : undefined}
        // A box that scrolls must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={scrollable ? 0 : undefined}
        style={maxHeight !== undefined ? assignInlineVars({ [s.maxHeightVar]: `${String(maxHeight)}px` }) : undefined}
      >
        <table
          className={s.table}
          aria-busy={showLoading || undefined}
          aria-rowcount={showLoading || showError || showEmpty ? undefined : total + 1}
        >
          <caption id={captionId} className={visuallyHidden}>
            {label}
          </caption>
          <thead>
            <tr aria-rowindex={showLoading || showError || showEmpty ? undefined : 1}>
              {drawnColumns.map(renderHeader)}
            </tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </table>
      </div>

      <Pagination page={page} pageSize={pageSize} total={total} labels={paginationLabels} onPageChange={goToPage} />
    </div>
  );
}
