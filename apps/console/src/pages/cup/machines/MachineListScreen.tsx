/**
 * 대여기 목록 and 반납기 목록 (SEOUL_CUP_RENTAL_MACHINE_VIEW / _RETURN_MACHINE_VIEW): every machine of the kind,
 * filtered by district, operating state, stock or fill band, connection and text; sorted and paged on the server;
 * the table state in the URL; EXCEL of every matching row. A rental machine's worry is running out (재고 부족),
 * a return machine's filling up (거의 참).
 */
import { CUP_PATHS, type CupMachineKind } from '@oa/contract/cup';
import type { TableSortOption } from '@oa/ui/DataTable';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { statusOptions } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { useMemo } from 'react';
import { districtOptions } from '../../../app/lists/districtOptions';
import { ListTable } from '../../../app/lists/ListTable';
import { useListFilters } from '../../../app/lists/useListFilters';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { useCupMachines } from '../shared/cupData';
import { CUP_FIELD_LABELS as L, MACHINE_WORDS, machineStateOptions, onlineOptions } from '../shared/cupLabels';
import { machineColumns, machineExcelColumns } from './machineColumns';
import { MACHINE_FILTERS } from './machineListFilters';

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'createdAt', direction: 'DESC' },
  { label: '오래된순', key: 'createdAt', direction: 'ASC' },
  { label: '기기 ID순', key: 'machineId', direction: 'ASC' },
  { label: '자치구순', key: 'district', direction: 'ASC' },
  { label: '적은 순', key: 'level', direction: 'ASC' },
  { label: '많은 순', key: 'level', direction: 'DESC' },
  { label: '최근 통신순', key: 'lastHeartbeatAt', direction: 'DESC' },
];

function MachineFilters({ kind, table, searching }: { kind: CupMachineKind; table: ListUrlState; searching: boolean }) {
  const { bar, field } = useListFilters(table, MACHINE_FILTERS);
  const words = MACHINE_WORDS[kind];
  return (
    <SearchFilterBar label={`${words.noun} 검색 조건`} searching={searching} {...bar}>
      <Select label={L.district} placeholder="전체" options={districtOptions} {...field('district')} />
      <Select label={L.state} placeholder="전체" options={machineStateOptions} {...field('state')} />
      <Select label={words.level} placeholder="전체" options={statusOptions(words.bands)} {...field('levelBand')} />
      <Select label={L.online} placeholder="전체" options={onlineOptions} {...field('online')} />
      <TextField label={L.q} type="search" placeholder="기기 ID, 이름, 주소" {...field('q')} />
    </SearchFilterBar>
  );
}

export function MachineListScreen({ kind }: { kind: CupMachineKind }) {
  const table = useListUrlState();
  const list = useCupMachines(kind, table.query);
  const words = MACHINE_WORDS[kind];
  const columns = useMemo(() => machineColumns(kind), [kind]);
  const excelColumns = useMemo(() => machineExcelColumns(kind), [kind]);
  return (
    <Stack gap="16">
      <MachineFilters kind={kind} table={table} searching={list.isValidating && !list.isLoading} />
      <ListTable
        table={table}
        list={list}
        label={`${words.noun} 목록`}
        columns={columns}
        getRowId={(machine) => machine.machineId}
        rowLabel={(machine) => `${machine.machineId} ${machine.name}`}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: `${words.noun} 목록을 불러오지 못했습니다.`,
          empty: `등록된 ${words.noun}가 없습니다`,
          emptyFiltered: `조건에 맞는 ${words.noun}가 없습니다`,
        }}
        excel={{
          path: CUP_PATHS.machines(kind),
          columns: excelColumns,
          fileName: `${words.noun} 목록`,
          client: 'SEOUL_CUP',
        }}
      />
    </Stack>
  );
}
