/**
 * A list screen's table state in the URL (domain.md "Lists"): page, size, sort and filters are the query string,
 * so a view can be shared, survives a reload, and the browser's back button steps back through searches.
 * `?page=2&size=20&sort=name,ASC&filter=district:eq:강남구`. Defaults are left out of the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filterParam } from './listHref';
import { DEFAULT_LIST_QUERY, parseListParams, type ListFilter, type ListSort, type ResolvedListQuery } from '@oa/api';

export interface ListUrlState {
  /** The query to send (`useList(path, query)`, the EXCEL export). */
  query: ResolvedListQuery;
  setPage: (page: number) => void;
  /** A new size, sort or filter set starts again at page 1. */
  setSize: (size: number) => void;
  setSort: (sort: ListSort) => void;
  setFilters: (filters: readonly ListFilter[]) => void;
}

/**
 * @param defaultSort the list's own default (a log sorts by `at`); the URL names a sort only when it differs.
 *   Pass a constant (module-level) object.
 */
export function useListUrlState(defaultSort: ListSort = DEFAULT_LIST_QUERY.sort): ListUrlState {
  const [params, setParams] = useSearchParams();
  const query = useMemo<ResolvedListQuery>(() => {
    const parsed = parseListParams(params);
    return params.has('sort') ? parsed : { ...parsed, sort: { ...defaultSort } };
  }, [params, defaultSort]);

  const write = useCallback(
    (next: ResolvedListQuery) => {
      const search = new URLSearchParams();
      // Other parameters of the page (not table state) are kept.
      for (const [name, value] of params) {
        if (!['page', 'size', 'sort', 'filter'].includes(name)) search.append(name, value);
      }
      if (next.page !== DEFAULT_LIST_QUERY.page) search.set('page', String(next.page));
      if (next.size !== DEFAULT_LIST_QUERY.size) search.set('size', String(next.size));
      if (next.sort.key !== defaultSort.key || next.sort.direction !== defaultSort.direction) {
        search.set('sort', `${next.sort.key},${next.sort.direction}`);
      }
      for (const filter of next.filters) search.append('filter', filterParam(filter));
      setParams(search);
    },
    [params, setParams, defaultSort],
  );

  return useMemo<ListUrlState>(
    () => ({
      query,
      setPage: (page) => {
        write({ ...query, page });
      },
      setSize: (size) => {
        write({ ...query, size, page: 1 });
      },
      setSort: (sort) => {
        write({ ...query, sort, page: 1 });
      },
      setFilters: (filters) => {
        write({ ...query, filters: [...filters], page: 1 });
      },
    }),
    [query, write],
  );
}
