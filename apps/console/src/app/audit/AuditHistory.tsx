/**
 * 변경 이력: the audit log (GET /v1/audit-log on the list contract), newest first, paged, for one target
 * (`target="client:C-0001"`, `target:eq:`) or one kind of action (`actionPrefix="user."`, `action:like:`; the list
 * contract's like is "contains", and every action string starts with its area, so `user.` finds the user actions).
 * Columns: 일시 (Seoul), 작업자, 작업 (Korean), 대상, 변경 내용 (only the changed keys, never a password).
 *
 * Self-contained for any screen: its page and size are its own state, not the URL, so it never competes with the
 * host screen's table state (a list with its own `page`, a tab in `?tab=`); a new target starts at page 1.
 */
import {
  USER_PATHS,
  serverError,
  useList,
  type AuditEntry,
  type ListFilter,
  type ListQuery,
  type ListSort,
} from '@oa/api';
import type { AUDIT_LIST } from '@oa/contract/audit';
import { Card } from '@oa/ui/Card';
import { DataTable, type DataTableColumn } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { useMemo, useState } from 'react';
import { auditActionLabel, auditActorLabel, auditChanges, auditChangeText, auditTargetLabel } from './auditEntries';
import { listFilterForm } from '../lists/listFilterForm';
import * as s from './AuditHistory.css';

/** The audit log (the one list of this folder), typed once. */
const useAuditLog = (query: ListQuery) => useList<AuditEntry>(USER_PATHS.auditLog, query);

export interface AuditHistoryProps {
  /** Only this target's records, e.g. 'client:C-0001', 'group:3'. */
  target?: string;
  /** Only actions starting with this, e.g. 'user.'. */
  actionPrefix?: string;
  /** A heading above the table (a card title); none by default (e.g. inside a tab named 변경 이력). */
  title?: string;
}

const SORT: ListSort = { key: 'at', direction: 'DESC' };

function ChangeCell({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className={s.none}>변경 내용 없음</span>;
  return (
    <ul className={s.changes}>
      {changes.map((change) => (
        <li key={change.key}>{auditChangeText(change)}</li>
      ))}
    </ul>
  );
}

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  { id: 'at', header: '일시', width: 150, cell: (entry) => formatDateTime(entry.at) },
  { id: 'actor', header: '작업자', width: 170, cell: auditActorLabel },
  { id: 'action', header: '작업', width: 130, cell: (entry) => auditActionLabel(entry.action) },
  { id: 'target', header: '대상', width: 140, cell: (entry) => auditTargetLabel(entry.target) },
  { id: 'change', header: '변경 내용', cell: (entry) => <ChangeCell entry={entry} /> },
];

/** One target's records, or one kind of action's (the contract's AUDIT_LIST). */
const AUDIT_FILTERS = listFilterForm<typeof AUDIT_LIST>()({ target: 'eq', action: 'like' });

export function AuditHistory({ target, actionPrefix, title }: AuditHistoryProps): React.JSX.Element {
  const filters = useMemo<ListFilter[]>(
    () => AUDIT_FILTERS.toFilters({ target: target ?? '', action: actionPrefix ?? '' }),
    [target, actionPrefix],
  );
  const scope = JSON.stringify(filters);
  const [state, setState] = useState({ scope, page: 1, size: 10 });
  // Another target or prefix starts again at the first page.
  if (state.scope !== scope) setState({ scope, page: 1, size: state.size });
  const page = state.scope === scope ? state.page : 1;
  const list = useAuditLog({ page, size: state.size, sort: SORT, filters });

  const table = (
    <DataTable
      label={title ?? '변경 이력'}
      columns={COLUMNS}
      data={list.items}
      total={list.total}
      getRowId={(entry) => String(entry.id)}
      page={page}
      onPageChange={(next) => {
        setState({ scope, page: next, size: state.size });
      }}
      pageSize={state.size}
      onPageSizeChange={(size) => {
        setState({ scope, page: 1, size });
      }}
      sortOptions={[]}
      loading={list.isLoading}
      error={
        list.error === undefined ? false : (serverError(list.error)?.message ?? '변경 이력을 불러오지 못했습니다.')
      }
      onRetry={() => void list.reload()}
      emptyTitle="변경 이력이 없습니다"
    />
  );
  return title === undefined ? table : <Card title={title}>{table}</Card>;
}
