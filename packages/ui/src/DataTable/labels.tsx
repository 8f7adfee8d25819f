/** DataTable's texts: Korean by default, each overridable through the `labels` prop. */
import type { ReactNode } from 'react';
import { formatNumber } from '../format';
import type { SortDirection } from './sort';

/** Every text of the table (Korean by default); the pagination's are in `paginationLabels`. */
export interface DataTableLabels {
  /** The total above the table. Default 전체 <strong>N</strong>건 (a capped total: 전체 <strong>N</strong>건 이상). */
  total: (total: number, capped: boolean) => ReactNode;
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
  total: (total, capped) => (
    <>
      전체 <strong>{formatNumber(total)}</strong>건{capped ? ' 이상' : ''}
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
