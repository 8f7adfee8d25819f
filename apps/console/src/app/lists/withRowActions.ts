import type { DataTableColumn } from '@oa/ui/DataTable';
import type { ReactNode } from 'react';

/**
 * A list's columns with the 관리 column of each row's buttons (삭제, 수정…) last, for a user who may use them; for
 * anyone else the columns alone, so no empty column is shown.
 */
export function withRowActions<T>(
  columns: DataTableColumn<T>[],
  allowed: boolean,
  width: number,
  cell: (row: T) => ReactNode,
): DataTableColumn<T>[] {
  return allowed ? [...columns, { id: 'actions', header: '관리', width, cell }] : columns;
}
