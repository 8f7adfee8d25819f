/**
 * 충전 이력 and 회수 이력: one screen, two kinds. The entries newest first, filtered by machine, district,
 * 자동/수동 and period in the URL; EXCEL; 수동 충전 or 수동 입고 for a user with its permission (a dialog loaded
 * on demand). A refill's row opens its cups.
 */
import type { ExcelColumn } from '@oa/api';
import { useCan, type Action } from '@oa/auth';
import { CUP_MONEY_PATHS } from '@oa/contract/cupMoney';
import { Button } from '@oa/ui/Button';
import type { DataTableColumn, TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { lazy, Suspense, useState } from 'react';
import { districtOptions } from '../../../app/lists/districtOptions';
import { ListTable, type ListRows } from '../../../app/lists/ListTable';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { useListFilters } from '../../../app/lists/useListFilters';
import type { ListUrlState } from '../../../app/lists/useListUrlState';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { CREW_LABELS as C, manualOptions } from '../shared/moneyLabels';
import type { CrewEntryKind } from './crewForm';
import { CREW_FILTERS } from './crewFilters';

const CrewEntryDialog = lazy(() => import('./CrewEntryDialog'));

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'at', direction: 'DESC' },
  { label: '오래된순', key: 'at', direction: 'ASC' },
];

const WORDS: Record<
  CrewEntryKind,
  { list: string; machine: string; example: string; action: Action; button: string; path: string; noun: string }
> = {
  refill: {
    list: '충전 이력',
    machine: L.rentalMachine,
    example: '예: RENT-GN-001',
    action: 'manualRefill',
    button: '수동 충전',
    path: CUP_MONEY_PATHS.refills,
    noun: '충전',
  },
  receiving: {
    list: '회수 이력',
    machine: L.returnMachine,
    example: '예: RTRN-GN-001',
    action: 'manualReceiving',
    button: '수동 입고',
    path: CUP_MONEY_PATHS.retrievals,
    noun: '회수',
  },
};

export interface CrewHistoryScreenProps<T extends { id: number; machineId: string | null; at: string }> {
  kind: CrewEntryKind;
  table: ListUrlState;
  list: ListRows<T> & { isValidating: boolean };
  columns: DataTableColumn<T>[];
  excelColumns: ExcelColumn<T>[];
  /** Opens a row (a refill's cups). */
  onRowClick?: (row: T) => void;
}

function CrewFilterBar({ kind, table, searching }: { kind: CrewEntryKind; table: ListUrlState; searching: boolean }) {
  const words = WORDS[kind];
  const { bar, field, days } = useListFilters(table, CREW_FILTERS);
  return (
    <SearchFilterBar label={`${words.list} 검색 조건`} searching={searching} {...bar}>
      <TextField label={`${words.machine} ID`} type="search" placeholder={words.example} {...field('machineId')} />
      <Select label={L.district} placeholder="전체" options={districtOptions} {...field('district')} />
      <Select label={C.mode} placeholder="전체" options={manualOptions} {...field('manual')} />
      <PeriodPicker label="기간" {...days('at')} />
    </SearchFilterBar>
  );
}

export function CrewHistoryScreen<T extends { id: number; machineId: string | null; at: string }>({
  kind,
  table,
  list,
  columns,
  excelColumns,
  onRowClick,
}: CrewHistoryScreenProps<T>) {
  const words = WORDS[kind];
  const canEnter = useCan(words.action);
  const [entering, setEntering] = useState(false);
  return (
    <Stack gap="16">
      <CrewFilterBar kind={kind} table={table} searching={list.isValidating && !list.isLoading} />
      <ListTable
        table={table}
        list={list}
        label={words.list}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => `${row.machineId ?? '세척장'} ${formatDateTime(row.at)}`}
        sortOptions={SORT_OPTIONS}
        {...(onRowClick === undefined ? {} : { onRowClick })}
        text={{
          loadError: `${words.list}을 불러오지 못했습니다.`,
          empty: `${words.noun} 기록이 없습니다`,
          emptyFiltered: `조건에 맞는 ${words.noun} 기록이 없습니다`,
        }}
        excel={{ path: words.path, columns: excelColumns, fileName: words.list, client: 'SEOUL_CUP' }}
        actions={
          canEnter ? (
            <Button
              width="auto"
              onClick={() => {
                setEntering(true);
              }}
            >
              {words.button}
            </Button>
          ) : null
        }
      />
      <Suspense fallback={null}>
        {entering ? (
          <CrewEntryDialog
            kind={kind}
            onClose={() => {
              setEntering(false);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
