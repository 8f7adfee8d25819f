/** The toolbar's page-size select ('10개씩 보기'); a page size it does not offer is listed first. */
import type { DataTableLabels } from './labels';
import { ToolbarSelect } from './Toolbar';

interface PageSizeSelectProps {
  labels: DataTableLabels;
  pageSize: number;
  options: readonly number[];
  onPageSizeChange: (pageSize: number) => void;
}

export function PageSizeSelect({ labels, pageSize, options, onPageSizeChange }: PageSizeSelectProps) {
  return (
    <ToolbarSelect
      aria-label={labels.pageSize}
      value={pageSize}
      onChange={(event) => {
        onPageSizeChange(Number(event.target.value));
      }}
    >
      {(options.includes(pageSize) ? options : [pageSize, ...options]).map((n) => (
        <option key={n} value={n}>
          {labels.pageSizeOption(n)}
        </option>
      ))}
    </ToolbarSelect>
  );
}
