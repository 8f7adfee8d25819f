export {
  DataTable,
  DEFAULT_DATA_TABLE_LABELS,
  type ColumnAlign,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
} from './DataTable';
export { Pagination, DEFAULT_PAGINATION_LABELS, type PaginationLabels, type PaginationProps } from './Pagination';
export {
  DEFAULT_PAGE_GROUP_SIZE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE_OPTIONS,
  clampPage,
  getPageCount,
  getPageGroup,
  type PageGroup,
  type PageGroupInput,
} from './pagination';
export {
  DEFAULT_SORT,
  DEFAULT_SORT_OPTIONS,
  ariaSortFor,
  findSortOption,
  sortValue,
  toggleSort,
  type SortDirection,
  type TableSort,
  type TableSortOption,
} from './sort';
