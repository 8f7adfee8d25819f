/**
 * /dashboard/webin-connection-log (통신 로그, RC_CMD_LOG_VIEW): every robot's heartbeats, commands, events and
 * errors (GET /oa/v1/robot-logs, the list contract), by robot, type and period, newest first. Table state lives in
 * the URL (useListUrlState); EXCEL exports every matching line.
 */
import { useRobotLogs } from '../shared/robotData';
import { ROBOT_PATHS, type ExcelColumn, type RobotLogEntry } from '@oa/api';
import { type DataTableColumn, type TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { commandResult, robotLogType, StatusBadge, statusLabel, statusOptions } from '@oa/ui/StatusBadge';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { useListFilters } from '../../../app/lists/useListFilters';
import { LOG_DEFAULT_SORT, LOG_FILTERS } from './logFilters';

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'at', direction: 'DESC' },
  { label: '오래된순', key: 'at', direction: 'ASC' },
];

const TYPE_OPTIONS = statusOptions(robotLogType);

const columns: DataTableColumn<RobotLogEntry>[] = [
  {
    id: 'at',
    header: '시각',
    cell: (line) => formatDateTime(line.at, { seconds: true }),
    width: 165,
    sortable: true,
    sortFirstDirection: 'DESC',
  },
  { id: 'machineId', header: '기기 ID', width: 120 },
  { id: 'robotName', header: '로봇 이름', width: 120 },
  { id: 'type', header: '유형', cell: (line) => <StatusBadge table={robotLogType} value={line.type} />, width: 90 },
  { id: 'message', header: '내용', width: 200 },
  {
    id: 'result',
    header: '결과',
    cell: (line) => <StatusBadge table={commandResult} value={line.result} />,
    width: 80,
  },
  { id: 'actorName', header: '보낸 사람', width: 90 },
];

const excelColumns: ExcelColumn<RobotLogEntry>[] = [
  { header: '시각', value: (line) => formatDateTime(line.at, { seconds: true }), width: 20 },
  { header: '기기 ID', value: (line) => line.machineId, width: 16 },
  { header: '로봇 이름', value: (line) => line.robotName, width: 20 },
  { header: '유형', value: (line) => statusLabel(robotLogType, line.type) },
  { header: '코드', value: (line) => line.code, width: 18 },
  { header: '내용', value: (line) => line.message, width: 40 },
  { header: '결과', value: (line) => (line.result === null ? undefined : statusLabel(commandResult, line.result)) },
  { header: '보낸 사람', value: (line) => line.actorName ?? undefined, width: 12 },
];

export function ConnectionLogPage() {
  const table = useListUrlState(LOG_DEFAULT_SORT);
  const { query } = table;
  const list = useRobotLogs(query);
  const { isLoading, isValidating } = list;
  const { bar, field, days } = useListFilters(table, LOG_FILTERS);

  return (
    <Stack gap="16">
      <SearchFilterBar label="통신 로그 검색 조건" searching={isValidating && !isLoading} {...bar}>
        <TextField label="기기 ID" placeholder="예: WB-GN-0001" {...field('machineId')} />
        <Select label="유형" placeholder="전체" options={TYPE_OPTIONS} {...field('type')} />
        <PeriodPicker label="기간" {...days('at')} />
      </SearchFilterBar>
      <ListTable
        table={table}
        list={list}
        label="통신 로그"
        columns={columns}
        getRowId={(line) => String(line.id)}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '통신 로그를 불러오지 못했습니다.',
          emptyFiltered: '조건에 맞는 통신 기록이 없습니다',
          empty: '통신 기록이 없습니다',
        }}
        excel={{ path: ROBOT_PATHS.logs, columns: excelColumns, fileName: '통신 로그' }}
      />
    </Stack>
  );
}

export { ConnectionLogPage as Component };
