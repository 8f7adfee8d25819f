/**
 * Links into a list screen's URL state: the filters as the list contract writes them in the query string. In the
 * `console` chunk (apps/console/chunks.ts), so a page that only links to a list (the home page) pays no list kit.
 */
import type { ListFilter } from '@oa/api';

/** One filter's URL form: `field:op:value` (a list operator's values joined with ','). */
export function filterParam(filter: ListFilter): string {
  const value = Array.isArray(filter.value) ? filter.value.join(',') : String(filter.value);
  return `${filter.field}:${filter.op}:${value}`;
}

/** A link to a list screen opened with `filters` (what its URL state reads), e.g. from the home page's counts. */
export function listHref(path: string, filters: readonly ListFilter[]): string {
  const search = new URLSearchParams(filters.map((filter) => ['filter', filterParam(filter)]));
  return filters.length === 0 ? path : `${path}?${search.toString()}`;
}
