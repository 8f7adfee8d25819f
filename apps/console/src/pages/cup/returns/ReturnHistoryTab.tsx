/**
 * 반납기 정보 모니터링's 이력 tab: every return event, newest first, searchable by return machine, cup, district,
 * result and period; the table state in the URL; EXCEL of every matching row. Its total counts up to 10,000 rows
 * (10,000건 이상 beyond), as the programme's biggest lists do.
 */
import { CUP_PATHS } from '@oa/contract/cup';
import type { TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { districtOptions } from '../../../app/lists/districtOptions';
import { ListTable } from '../../../app/lists/ListTable';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { useListFilters } from '../../../app/lists/useListFilters';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { useReturnEvents } from '../shared/cupData';
import { returnResultOptions } from '../shared/cupLabels';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { RETURN_EVENT_COLUMNS, RETURN_EVENT_EXCEL_COLUMNS } from './returnColumns';
import { RETURN_EVENT_DEFAULT_SORT, RETURN_EVENT_FILTERS } from './returnFilters';

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'at', direction: 'DESC' },
  { label: '오래된순', key: 'at', direction: 'ASC' },
];

export function ReturnHistoryTab() {
  const table = useListUrlState(RETURN_EVENT_DEFAULT_SORT);
  const list = useReturnEvents(table.query);
  const { bar, field, days } = useListFilters(table, RETURN_EVENT_FILTERS);
  return (
    <Stack gap="16">
      <SearchFilterBar label="반납 이력 검색 조건" searching={list.isValidating && !list.isLoading} {...bar}>
        <TextField
          label={`${L.returnMachine} ID`}
          type="search"
          placeholder="예: RTRN-GN-001"
          {...field('machineId')}
        />
        <TextField label={L.cuid} type="search" placeholder="예: SC00000001" {...field('cuid')} />
        <Select label={L.district} placeholder="전체" options={districtOptions} {...field('district')} />
        <Select label={L.returnResult} placeholder="전체" options={returnResultOptions} {...field('result')} />
        <PeriodPicker label="기간" {...days('at')} />
      </SearchFilterBar>
      <ListTable
        table={table}
        list={list}
        label="반납 이력"
        columns={RETURN_EVENT_COLUMNS}
        getRowId={(event) => String(event.id)}
        rowLabel={(event) => `${event.machineId} ${formatDateTime(event.at, { seconds: true })}`}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '반납 이력을 불러오지 못했습니다.',
          empty: '반납 기록이 없습니다',
          emptyFiltered: '조건에 맞는 반납 기록이 없습니다',
        }}
        excel={{
          path: CUP_PATHS.returnEvents,
          columns: RETURN_EVENT_EXCEL_COLUMNS,
          fileName: '반납 이력',
          client: 'SEOUL_CUP',
        }}
      />
    </Stack>
  );
}
