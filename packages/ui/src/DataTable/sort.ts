/**
 * The sort of a server-side list (spec §3: "sort option (label, key, direction), list of sort options";
 * default newest first by createdAt). Pure functions, unit-tested.
 */

/** spec §3 enumeration: ASC, DESC. */
export type SortDirection = 'ASC' | 'DESC';

/** The list's order as the server reads it (`sort=createdAt,DESC`). */
export interface TableSort {
  /** The field the server sorts by. */
  key: string;
  direction: SortDirection;
}

/** One entry of the sort select. */
export interface TableSortOption extends TableSort {
  /** What the operator reads, e.g. 최신순. */
  label: string;
}

/** spec §3: most recent first by createdAt. */
export const DEFAULT_SORT: TableSort = { key: 'createdAt', direction: 'DESC' };

/** spec §3 and labels-ko.md: 최신순 (createdAt DESC) and 오래된순 (createdAt ASC). */
export const DEFAULT_SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'createdAt', direction: 'DESC' },
  { label: '오래된순', key: 'createdAt', direction: 'ASC' },
];

/**
 * The sort after a click on a sortable column header. The same column flips its direction; another column
 * starts at `firstDirection` (ASC for text, DESC suits dates and counts). A list always has an order, so a
 * click never clears the sort (the select brings back 최신순).
 */
export function toggleSort(
  current: TableSort | null | undefined,
  key: string,
  firstDirection: SortDirection = 'ASC',
): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { key, direction: firstDirection };
}

/** The header's aria-sort for the column sorted by `key`. */
export function ariaSortFor(sort: TableSort | null | undefined, key: string): 'ascending' | 'descending' | 'none' {
  if (sort?.key !== key) return 'none';
  return sort.direction === 'ASC' ? 'ascending' : 'descending';
}

/** The `<option>` value of a sort: `createdAt:DESC`. */
export function sortValue(sort: TableSort): string {
  return `${sort.key}:${sort.direction}`;
}

/** The option matching the current sort, if the select offers it. */
export function findSortOption(
  options: readonly TableSortOption[],
  sort: TableSort | null | undefined,
): TableSortOption | undefined {
  return sort ? options.find((o) => o.key === sort.key && o.direction === sort.direction) : undefined;
}
