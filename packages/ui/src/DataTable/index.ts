export { DataTable, type DataTableProps } from './DataTable';
export { type ColumnAlign, type DataTableColumn } from './column';
export { DEFAULT_DATA_TABLE_LABELS, type DataTableLabels } from './labels';
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
} from './pageGroup';
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
