/**
 * 대여기 목록 and 반납기 목록 (SEOUL_CUP_RENTAL_MACHINE_VIEW / _RETURN_MACHINE_VIEW): every machine of the kind,
 * filtered by district, operating state, stock or fill band, connection and text, as a table (sorted and paged on
 * the server; EXCEL of every matching row) or on a map of Seoul (`?view=map`); the filters and the view in the
 * URL. A rental machine's worry is running out (재고 부족), a return machine's filling up (거의 참). With the kind's
 * EDIT permission: 등록, and each machine id (or map point) opens its manage page.
 */
import { useCan } from '@oa/auth';
import { CUP_PATHS, type CupMachineKind } from '@oa/contract/cup';
import { Button } from '@oa/ui/Button';
import type { TableSortOption } from '@oa/ui/DataTable';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { statusOptions } from '@oa/ui/StatusBadge';
import { Tabs } from '@oa/ui/Tabs';
import { TextField } from '@oa/ui/TextField';
import { lazy, Suspense, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { districtOptions } from '../../../app/lists/districtOptions';
import { ListTable } from '../../../app/lists/ListTable';
import { useListFilters } from '../../../app/lists/useListFilters';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { useCupMachines } from '../shared/cupData';
import { MACHINE_WORDS, machineStateOptions, onlineOptions } from '../shared/cupLabels';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { machineManagePath } from '../shared/cupPaths';
import { machineColumns, machineExcelColumns } from './machineColumns';
import { MachineMapLoading } from './MachineMapLoading';
import { MACHINE_FILTERS } from './machineListFilters';

/** The map view (the map component, Seoul's districts, the machines' conditions) loads when it is chosen. */
const MachineMapView = lazy(() => import('./MachineMapView'));

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

const EDIT_ACTION = { RENTAL: 'editRentalMachine', RETURN: 'editReturnMachine' } as const;

type View = 'table' | 'map';

export function MachineListScreen({ kind }: { kind: CupMachineKind }) {
  const navigate = useNavigate();
  const canEdit = useCan(EDIT_ACTION[kind]);
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'map' ? 'map' : 'table';
  const table = useListUrlState();
  // The map needs no page of the table: the list waits while the map is shown.
  const list = useCupMachines(kind, view === 'table' ? table.query : null);
  const words = MACHINE_WORDS[kind];
  const columns = useMemo(() => machineColumns(kind, canEdit), [kind, canEdit]);
  const excelColumns = useMemo(() => machineExcelColumns(kind), [kind]);
  const register = canEdit ? (
    <Button
      onClick={() => {
        void navigate(machineManagePath(kind));
      }}
    >
      {words.noun} 등록
    </Button>
  ) : null;
  const tableView = (
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
      actions={register}
    />
  );
  return (
    <Stack gap="16">
      <MachineFilters kind={kind} table={table} searching={list.isValidating && !list.isLoading} />
      <Tabs
        label="보기 방식"
        value={view}
        onValueChange={(next) => {
          const nextParams = new URLSearchParams(params);
          if (next === 'map') nextParams.set('view', 'map');
          else nextParams.delete('view');
          setParams(nextParams);
        }}
        items={[
          { value: 'table', label: '표', content: view === 'table' && tableView },
          {
            value: 'map',
            label: '지도',
            content: view === 'map' && (
              <Stack gap="12">
                {register === null ? null : <div>{register}</div>}
                <Suspense fallback={<MachineMapLoading kind={kind} />}>
                  <MachineMapView kind={kind} filters={table.query.filters} canEdit={canEdit} />
                </Suspense>
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
