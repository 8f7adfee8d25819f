/** The toolbar's sort select (최신순, 오래된순); a column sort it does not list shows as its own entry. */
import type { DataTableLabels } from './labels';
import { findSortOption, sortValue, type TableSort, type TableSortOption } from './sort';
import { ToolbarSelect } from './Toolbar';

interface SortSelectProps {
  labels: DataTableLabels;
  sort: TableSort | undefined;
  options: readonly TableSortOption[];
  /** The header of the column sorted by `sort`, if one is. */
  sortedHeader: string | undefined;
  onSortChange: (sort: TableSort) => void;
}

export function SortSelect({ labels, sort, options, sortedHeader, onSortChange }: SortSelectProps) {
  return (
    <ToolbarSelect
      aria-label={labels.sort}
      value={sort ? sortValue(sort) : ''}
      onChange={(event) => {
        const option = options.find((o) => sortValue(o) === event.target.value);
        if (option) onSortChange({ key: option.key, direction: option.direction });
      }}
    >
      {sort && !findSortOption(options, sort) && (
        <option value={sortValue(sort)} disabled>
          {labels.columnSort(sortedHeader ?? sort.key, sort.direction)}
        </option>
      )}
      {!sort && <option value="" disabled />}
      {options.map((o) => (
        <option key={sortValue(o)} value={sortValue(o)}>
          {o.label}
        </option>
      ))}
    </ToolbarSelect>
  );
}
