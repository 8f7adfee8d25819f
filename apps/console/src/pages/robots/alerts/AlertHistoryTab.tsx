/**
 * 알림 이력: every alert raised and to whom it went, newest first. Filters robot, event and period; table state in
 * the URL (beside the page's `tab`); EXCEL of every matching alert.
 */
import { useAlertHistory } from '../shared/robotData';
import { ROBOT_PATHS, type AlertHistoryEntry, type ListSort } from '@oa/api';
import type { ALERT_HISTORY_LIST } from '@oa/contract/robots';
import { type DataTableColumn, type TableSortOption } from '@oa/ui/DataTable';

import { formatDateTime } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { alertEvent, StatusBadge, statusLabel, statusOptions } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { useListFilters } from '../../../app/lists/useListFilters';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { RobotCell } from '../rc40/RobotCell';

const DEFAULT_SORT: ListSort = { key: 'at', direction: 'DESC' };
const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'at', direction: 'DESC' },
  { label: '오래된순', key: 'at', direction: 'ASC' },
];
const EVENT_OPTIONS = statusOptions(alertEvent);

const recipientsText = (entry: AlertHistoryEntry) =>
  entry.recipients.length === 0 ? '수신자 없음' : entry.recipients.join(', ');

const columns: DataTableColumn<AlertHistoryEntry>[] = [
  {
    id: 'at',
    header: '시간',
    cell: (entry) => formatDateTime(entry.at),
    width: 150,
    sortable: true,
    sortFirstDirection: 'DESC',
  },
  {
    id: 'robot',
    header: '로봇',
    cell: (entry) => <RobotCell name={entry.robotName} machineId={entry.machineId} />,
    width: 170,
  },
  {
    id: 'event',
    header: '이벤트',
    cell: (entry) => <StatusBadge table={alertEvent} value={entry.event} />,
    width: 100,
  },
  { id: 'message', header: '내용' },
  { id: 'recipients', header: '수신자', cell: recipientsText, width: 180 },
];

const excelColumns = [
  { header: '시간', value: (entry: AlertHistoryEntry) => new Date(entry.at) },
  { header: '기기 ID', value: (entry: AlertHistoryEntry) => entry.machineId },
  { header: '로봇 이름', value: (entry: AlertHistoryEntry) => entry.robotName },
  { header: '이벤트', value: (entry: AlertHistoryEntry) => statusLabel(alertEvent, entry.event) },
  { header: '내용', value: (entry: AlertHistoryEntry) => entry.message },
  { header: '수신자', value: recipientsText },
];

/** The filter form on the contract's ALERT_HISTORY_LIST. */
const HISTORY_FILTERS = listFilterForm<typeof ALERT_HISTORY_LIST>()({ machineId: 'like', event: 'eq', at: 'days' });

/** The filter form, filled from the URL and following it (a search, 초기화, the back button). */
function HistoryFilterBar({ table }: { table: ListUrlState }) {
  const { bar, field, days } = useListFilters(table, HISTORY_FILTERS);
  return (
    <SearchFilterBar {...bar}>
      <TextField label="기기 ID" placeholder="예: WB-GN-0001" {...field('machineId')} />
      <Select label="이벤트" placeholder="전체" options={EVENT_OPTIONS} {...field('event')} />
      <PeriodPicker label="기간" {...days('at')} />
    </SearchFilterBar>
  );
}

export function AlertHistoryTab() {
  const table = useListUrlState(DEFAULT_SORT);
  const { query } = table;
  const list = useAlertHistory(query);
  return (
    <Stack gap="16">
      <HistoryFilterBar table={table} />
      <ListTable
        table={table}
        list={list}
        label="알림 이력"
        columns={columns}
        getRowId={(entry) => String(entry.id)}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '알림 이력을 불러오지 못했습니다.',
          empty: '알림 이력이 없습니다',
          emptyFiltered: '조건에 맞는 알림 이력이 없습니다',
        }}
        excel={{ path: ROBOT_PATHS.alertHistory, columns: excelColumns, fileName: '알림 이력' }}
      />
    </Stack>
  );
}
