/**
 * A list screen's error and empty states for DataTable: the server's Korean message (or the screen's own when it
 * gives none), and when the filters hide every row, a hint and a 조건 초기화 button that clears them.
 */
import { serverError } from '@oa/api';
import { Button } from '@oa/ui/Button';
import type { ListUrlState } from './useListUrlState';

export interface ListStateText {
  /** When the list cannot be loaded and the server says nothing, e.g. '고객사 목록을 불러오지 못했습니다.' */
  loadError: string;
  /** No rows at all, e.g. '등록된 고객사가 없습니다'. */
  empty: string;
  /** No rows for the filters, e.g. '조건에 맞는 고객사가 없습니다'. */
  emptyFiltered: string;
}

export function listStateProps(table: ListUrlState, error: unknown, text: ListStateText) {
  const filtered = table.query.filters.length > 0;
  return {
    error: error === undefined ? false : (serverError(error)?.message ?? text.loadError),
    emptyTitle: filtered ? text.emptyFiltered : text.empty,
    emptyDescription: filtered ? '검색 조건을 바꾸거나 초기화해 보세요.' : undefined,
    emptyAction: filtered ? (
      <Button
        variant="secondary"
        onClick={() => {
          table.setFilters([]);
        }}
      >
        조건 초기화
      </Button>
    ) : undefined,
  };
}
