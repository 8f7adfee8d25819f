/**
 * Every list screen's table: ui's DataTable wired to the list's state in the URL (page, size, sort: changes go to
 * the URL) and to its rows (`useList`'s answer: loading, retry), with the screen's Korean messages for the error
 * and empty states, and its toolbar (EXCEL of the rows matching the filters on screen, then the screen's buttons).
 * When the filters hide every row it says so, with a 조건 초기화 button that clears them. The screen adds its label,
 * columns, row id and sort choices.
 */
import { serverError, type ListQuery } from '@oa/api';
import { Button } from '@oa/ui/Button';
import { DataTable, type DataTableProps } from '@oa/ui/DataTable';
import type { ReactNode } from 'react';
import { ListExcelButton, type ListExcelButtonProps } from './ListExcelButton';
import * as s from './ListTable.css';
import type { ListUrlState } from './useListUrlState';

export interface ListTableText {
  /** When the list cannot be loaded and the server says nothing, e.g. '고객사 목록을 불러오지 못했습니다.' */
  loadError: string;
  /** No rows at all, e.g. '등록된 고객사가 없습니다'. */
  empty: string;
  /** Under `empty`, e.g. what makes rows appear here. */
  emptyDescription?: string | undefined;
  /** No rows for the filters, e.g. '조건에 맞는 고객사가 없습니다' (a list with filters). */
  emptyFiltered?: string;
}

/** What the table reads of a list (`useList`'s answer). */
export interface ListRows<T> {
  items: readonly T[];
  total: number;
  /** The server stopped counting at `total` ('전체 N건 이상'). */
  totalCapped?: boolean;
  isLoading: boolean;
  error?: unknown;
  reload: () => Promise<unknown>;
}

type Wired =
  | 'data'
  | 'total'
  | 'totalCapped'
  | 'page'
  | 'onPageChange'
  | 'pageSize'
  | 'onPageSizeChange'
  | 'sort'
  | 'onSortChange'
  | 'loading'
  | 'onRetry'
  | 'error'
  | 'emptyTitle'
  | 'emptyDescription'
  | 'emptyAction'
  | 'toolbar';

export interface ListTableProps<T> extends Omit<DataTableProps<T>, Wired> {
  table: ListUrlState;
  list: ListRows<T>;
  text: ListTableText;
  /**
   * The EXCEL button's export of the rows matching the filters (`table.query`, or the `query` the screen reads
   * when it adds a filter of its own); none without it.
   */
  excel?: (Omit<ListExcelButtonProps<T>, 'total' | 'query'> & { query?: ListQuery }) | undefined;
  /** The toolbar's buttons after EXCEL (등록, 변경 이력…). */
  actions?: ReactNode;
}

export function ListTable<T>({ table, list, text, excel, actions, ...props }: ListTableProps<T>) {
  const { query } = table;
  const filtered = query.filters.length > 0 && text.emptyFiltered !== undefined;
  return (
    <DataTable
      {...props}
      data={list.items}
      total={list.total}
      totalCapped={list.totalCapped ?? false}
      page={query.page}
      onPageChange={table.setPage}
      pageSize={query.size}
      onPageSizeChange={table.setSize}
      sort={query.sort}
      onSortChange={table.setSort}
      loading={list.isLoading}
      onRetry={() => void list.reload()}
      error={list.error === undefined ? false : (serverError(list.error)?.message ?? text.loadError)}
      emptyTitle={filtered ? text.emptyFiltered : text.empty}
      emptyDescription={filtered ? '검색 조건을 바꾸거나 초기화해 보세요.' : text.emptyDescription}
      emptyAction={
        filtered ? (
          <Button
            variant="secondary"
            onClick={() => {
              table.setFilters([]);
            }}
          >
            조건 초기화
          </Button>
        ) : undefined
      }
      toolbar={
        excel === undefined && actions === undefined ? undefined : (
          <div className={s.toolbar}>
            {excel === undefined ? null : (
              <ListExcelButton query={query} {...excel} total={list.total} capped={list.totalCapped ?? false} />
            )}
            {actions}
          </div>
        )
      }
    />
  );
}
