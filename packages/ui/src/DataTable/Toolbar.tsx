/**
 * The bar above the table: '전체 N건', the live region (loading, 'N개 선택됨'), the selection's actions, and at the
 * right the controls (sort and page-size selects, the toolbar slot).
 */
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../Button';
import { visuallyHidden } from '../internal/a11y.css';
import * as s from './DataTable.css';
import type { DataTableLabels } from './labels';

interface ToolbarProps {
  labels: DataTableLabels;
  total: number;
  totalCapped: boolean;
  loading: boolean;
  /** The row selection, when rows are selectable. */
  selection: { count: number; clear: () => void } | undefined;
  bulkActions: ReactNode;
  /** The controls at the right. */
  children: ReactNode;
}

export function Toolbar({ labels, total, totalCapped, loading, selection, bulkActions, children }: ToolbarProps) {
  const selectedCount = selection?.count ?? 0;
  return (
    <div className={s.topBar}>
      <div className={s.summary}>
        <p className={s.total}>{labels.total(total, totalCapped)}</p>
        {/* One live region for loading and the selection count: announced without moving focus. */}
        <span role="status" className={selectedCount > 0 ? s.selectedCount : visuallyHidden}>
          {selectedCount > 0 ? labels.selected(selectedCount) : loading ? labels.loading : ''}
        </span>
        {selectedCount > 0 && (
          <div className={s.selectionActions}>
            <Button variant="ghost" width="auto" onClick={selection?.clear}>
              {labels.clearSelection}
            </Button>
            {bulkActions}
          </div>
        )}
      </div>
      <div className={s.controls}>{children}</div>
    </div>
  );
}

/** A native select of the toolbar, with its chevron. Name it with `aria-label`. */
export function ToolbarSelect(props: Omit<ComponentProps<'select'>, 'className'>) {
  return (
    <span className={s.selectWrap}>
      <select className={s.select} {...props} />
      <span className={s.selectIcon} aria-hidden>
        <ChevronDown size={16} />
      </span>
    </span>
  );
}
