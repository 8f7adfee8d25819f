/**
 * The list query contract of every list screen (domain.md "Lists", spec §3):
 * `?page=1&size=10&sort=createdAt,DESC&filter=<field>:<op>:<value>&filter=...`.
 *
 * Encoding (our choices where the spec is silent):
 * - one `filter` parameter per filter, repeated, in the given order;
 * - `in`, `ins`, `nin`: the values joined with `,` (`filter=state:in:ON,FULL`); an element may not contain `,`;
 * - `bt`, `between`, `gtelte`, `bte`: a `[from, to]` pair joined with `,` (`filter=createdAt:between:2024-01-01,2024-01-31`);
 * - every other operator (`or,gte` and `or,lte` included): one value, written as is (it may contain `:` or `,`);
 * - the UI range operators GOE (이상) and LOE (이하) are not sent: `rangeFilter` turns them into `gte` / `lte`.
 * `buildListParams` validates (a program error throws `ListQueryError`); `parseListParams` reads a URL, which is
 * user input, so it never throws: bad page/size/sort fall back to the defaults and bad filters are dropped.
 */

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const SCALAR_OPERATORS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'regex',
  'any',
  'or,gte',
  'or,lte',
] as const;
export const LIST_OPERATORS = ['in', 'ins', 'nin'] as const;
export const RANGE_PAIR_OPERATORS = ['bt', 'between', 'gtelte', 'bte'] as const;
/** The filter operators of spec §3: one value, a list, or a pair. */
export const FILTER_OPERATORS = [...SCALAR_OPERATORS, ...LIST_OPERATORS, ...RANGE_PAIR_OPERATORS] as const;
export type ScalarOperator = (typeof SCALAR_OPERATORS)[number];
export type ListOperator = (typeof LIST_OPERATORS)[number];
export type RangePairOperator = (typeof RANGE_PAIR_OPERATORS)[number];
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The range operators of spec §3 (UI: 이상 / 이하). */
export const RANGE_OPERATORS = ['GOE', 'LOE'] as const;
export type RangeOperator = (typeof RANGE_OPERATORS)[number];

export type FilterValue = string | number;

export type ListFilter =
  | { field: string; op: ScalarOperator; value: FilterValue }
  | { field: string; op: ListOperator; value: readonly FilterValue[] }
  | { field: string; op: RangePairOperator; value: readonly [FilterValue, FilterValue] };

export interface ListSort {
  key: string;
  direction: SortDirection;
}

export interface ListQuery {
  page?: number;
  size?: number;
  sort?: ListSort;
  filters?: readonly ListFilter[];
}

/** A query with every default applied (what `parseListParams` returns). */
export interface ResolvedListQuery {
  page: number;
  size: number;
  sort: ListSort;
  filters: ListFilter[];
}

/** Page size options (spec §3 "page size options (default 10)"; the list itself is our choice). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_LIST_QUERY: Readonly<{ page: number; size: number; sort: Readonly<ListSort> }> = {
  page: 1,
  size: 10,
  sort: { key: 'createdAt', direction: 'DESC' },
};

/** The most rows a capped list counts (`ListResponse.totalCapped`); its pages end there too. */
export const LIST_COUNT_CAP = 10_000;

/** The body's `_data` of a list answer. */
export interface ListResponse<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  /**
   * The programme's biggest lists (raw rentals, return events) count at most 10,000 matching rows: true when more
   * match, so `total` is a lower bound ('10,000건 이상') and pages go no further (docs/decisions.md).
   */
  totalCapped?: boolean;
}
export interface ListEnvelope<T> {
  _data: ListResponse<T>;
}

export class ListQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListQueryError';
  }
}

/** GOE (이상) -> `gte`, LOE (이하) -> `lte`. */
export function rangeFilter(field: string, operator: RangeOperator, value: FilterValue): ListFilter {
  return { field, op: operator === 'GOE' ? 'gte' : 'lte', value };
}

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

const isPageSize = (size: number): boolean => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size);

function checkName(what: string, name: string): void {
  if (name.trim() === '') throw new ListQueryError(`${what} must not be empty`);
  if (/[:,\s]/.test(name)) throw new ListQueryError(`${what} "${name}" must not contain ":", "," or spaces`);
}

function encodeValue(filter: ListFilter): string {
  const { field, op, value } = filter;
  if (includes(LIST_OPERATORS, op) || includes(RANGE_PAIR_OPERATORS, op)) {
    const values = value as readonly FilterValue[];
    if (includes(LIST_OPERATORS, op) && values.length === 0) {
      throw new ListQueryError(`filter "${field}:${op}" needs at least one value`);
    }
    if (includes(RANGE_PAIR_OPERATORS, op) && values.length !== 2) {
      throw new ListQueryError(`filter "${field}:${op}" needs a [from, to] pair`);
    }
    for (const element of values) {
      if (String(element).includes(',')) {
        throw new ListQueryError(`filter "${field}:${op}": the value "${String(element)}" must not contain ","`);
      }
    }
    return values.map(String).join(',');
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new ListQueryError(`filter "${field}:${op}" takes one value`);
  }
  return String(value);
}

/** Validates and encodes a query, defaults applied (page 1, size 10, createdAt DESC). */
export function buildListParams(query: ListQuery = {}): URLSearchParams {
  const page = query.page ?? DEFAULT_LIST_QUERY.page;
  const size = query.size ?? DEFAULT_LIST_QUERY.size;
  const sort = query.sort ?? DEFAULT_LIST_QUERY.sort;
  if (!Number.isInteger(page) || page < 1)
    throw new ListQueryError(`page must be an integer >= 1, got ${String(page)}`);
  if (!isPageSize(size)) {
    throw new ListQueryError(`size must be one of ${PAGE_SIZE_OPTIONS.join(', ')}, got ${String(size)}`);
  }
  checkName('sort key', sort.key);
  if (!includes(SORT_DIRECTIONS, sort.direction)) {
    throw new ListQueryError(`sort direction must be ASC or DESC, got ${String(sort.direction)}`);
  }
  const params = new URLSearchParams();
  params.set('page', String(page));
  params.set('size', String(size));
  params.set('sort', `${sort.key},${sort.direction}`);
  for (const filter of query.filters ?? []) {
    checkName('filter field', filter.field);
    if (!includes(FILTER_OPERATORS, filter.op)) {
      throw new ListQueryError(`unknown filter operator "${String(filter.op)}"`);
    }
    params.append('filter', `${filter.field}:${filter.op}:${encodeValue(filter)}`);
  }
  return params;
}

/** The query string without `?`, e.g. for an SWR key or a `navigate` call. */
export function buildListQueryString(query: ListQuery = {}): string {
  return buildListParams(query).toString();
}

const NAME = /^[^:,\s]+$/;

function parseFilter(raw: string): ListFilter | undefined {
  const first = raw.indexOf(':');
  const second = first < 0 ? -1 : raw.indexOf(':', first + 1);
  if (second < 0) return undefined;
  const field = raw.slice(0, first);
  const op = raw.slice(first + 1, second);
  const value = raw.slice(second + 1);
  if (!NAME.test(field)) return undefined;
  if (includes(SCALAR_OPERATORS, op)) return { field, op, value };
  if (includes(LIST_OPERATORS, op)) return value === '' ? undefined : { field, op, value: value.split(',') };
  if (includes(RANGE_PAIR_OPERATORS, op)) {
    const pair = value.split(',');
    const [from, to] = pair;
    return pair.length === 2 && from !== undefined && to !== undefined ? { field, op, value: [from, to] } : undefined;
  }
  return undefined;
}

/**
 * Reads table state back from a URL. Never throws: a bad page, size or sort falls back to its default, a bad filter
 * is dropped. Values come back as strings (the URL does not say whether `5` was a number).
 */
export function parseListParams(params: URLSearchParams): ResolvedListQuery {
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,8}$/.test(pageText) ? Number(pageText) : DEFAULT_LIST_QUERY.page;
  const sizeText = params.get('size') ?? '';
  const size = /^\d{1,4}$/.test(sizeText) && isPageSize(Number(sizeText)) ? Number(sizeText) : DEFAULT_LIST_QUERY.size;
  const [key = '', direction = '', ...rest] = (params.get('sort') ?? '').split(',');
  const sort: ListSort =
    rest.length === 0 && NAME.test(key) && includes(SORT_DIRECTIONS, direction)
      ? { key, direction }
      : { ...DEFAULT_LIST_QUERY.sort };
  const filters = params
    .getAll('filter')
    .map(parseFilter)
    .filter((filter): filter is ListFilter => filter !== undefined);
  return { page, size, sort, filters };
}
