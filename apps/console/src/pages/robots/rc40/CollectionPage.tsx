/**
 * /dashboard/rc-4_0-collection (수거 이력): every deposit into an RC 4.0 robot, from the APPS server. Filters robot,
 * material, AI result, accepted and period; table state in the URL; EXCEL of every matching row. Member ids arrive
 * masked from the server and are shown as they are.
 */
import { useCollections } from '../shared/robotData';
import { ROBOT_PATHS, type CollectionEvent, type ListFilter, type ListSort } from '@oa/api';
import { DataTable, type DataTableColumn, type TableSortOption } from '@oa/ui/DataTable';

import { formatDateTime, formatNumber, formatPercent } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { depositResult, materialType, StatusBadge, statusLabel, statusOptions } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { useState } from 'react';
import { listTableProps, useListUrlState } from '../../../app/lists/useListUrlState';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { ListExcelButton } from '../../../app/lists/ListExcelButton';
import { RobotCell } from './RobotCell';
import {
  dayRangeFilter,
  dayRangeOf,
  equalsFilter,
  NO_DAYS,
  textFilter,
  type DayRange,
} from '../../../app/lists/listFilters';

/** A log: newest deposit first. */
const DEFAULT_SORT: ListSort = { key: 'at', direction: 'DESC' };
const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'at', direction: 'DESC' },
  { label: '오래된순', key: 'at', direction: 'ASC' },
];

const MATERIAL_OPTIONS = statusOptions(materialType);
const ACCEPTED_OPTIONS = [
  { value: 'true', label: '승인' },
  { value: 'false', label: '거부' },
];

const depositResultOf = (event: CollectionEvent) => (event.accepted ? 'ACCEPTED' : 'REJECTED');

const columns: DataTableColumn<CollectionEvent>[] = [
  {
    id: 'at',
    header: '시간',
    cell: (event) => formatDateTime(event.at),
    width: 150,
    sortable: true,
    sortFirstDirection: 'DESC',
  },
  { id: 'robot', header: '로봇', cell: (event) => <RobotCell name={event.robotName} machineId={event.machineId} /> },
  { id: 'memberId', header: '회원 ID', width: 120 },
  {
    id: 'material',
    header: '투입 품목',
    cell: (event) => <StatusBadge table={materialType} value={event.material} />,
    width: 90,
  },
  {
    id: 'aiResult',
    header: 'AI 판정',
    cell: (event) => <StatusBadge table={materialType} value={event.aiResult} />,
    width: 90,
  },
  {
    id: 'confidence',
    header: '신뢰도',
    cell: (event) => formatPercent(event.confidence),
    align: 'right',
    width: 80,
  },
  {
    id: 'accepted',
    header: '결과',
    cell: (event) => <StatusBadge table={depositResult} value={depositResultOf(event)} />,
    width: 80,
  },
  { id: 'points', header: '포인트', cell: (event) => formatNumber(event.points), align: 'right', width: 80 },
];

const excelColumns = [
  { header: '시간', value: (event: CollectionEvent) => new Date(event.at) },
  { header: '기기 ID', value: (event: CollectionEvent) => event.machineId },
  { header: '로봇 이름', value: (event: CollectionEvent) => event.robotName },
  { header: '회원 ID', value: (event: CollectionEvent) => event.memberId },
  { header: '투입 품목', value: (event: CollectionEvent) => statusLabel(materialType, event.material) },
  { header: 'AI 판정', value: (event: CollectionEvent) => statusLabel(materialType, event.aiResult) },
  { header: '신뢰도', value: (event: CollectionEvent) => formatPercent(event.confidence) },
  { header: '결과', value: (event: CollectionEvent) => statusLabel(depositResult, depositResultOf(event)) },
  { header: '포인트', value: (event: CollectionEvent) => event.points },
];

interface Filters {
  robot: string;
  material: string;
  aiResult: string;
  accepted: string;
  days: DayRange;
}

const EMPTY_FILTERS: Filters = { robot: '', material: '', aiResult: '', accepted: '', days: NO_DAYS };

const toListFilters = (filters: Filters): ListFilter[] => [
  ...textFilter('machineId', filters.robot),
  ...equalsFilter('material', filters.material),
  ...equalsFilter('aiResult', filters.aiResult),
  ...equalsFilter('accepted', filters.accepted),
  ...dayRangeFilter('at', filters.days),
];

interface FilterBarProps {
  initial: Filters;
  searching: boolean;
  onSearch: (filters: Filters) => void;
}

/** The filter form, filled from the URL (remounted when the URL's filters change, e.g. the back button). */
function CollectionFilterBar({ initial, searching, onSearch }: FilterBarProps) {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };
  return (
    <SearchFilterBar
      searching={searching}
      onSearch={() => {
        onSearch(draft);
      }}
      onReset={() => {
        setDraft(EMPTY_FILTERS);
        onSearch(EMPTY_FILTERS);
      }}
    >
      <TextField
        label="기기 ID"
        placeholder="예: WB-GN-0001"
        value={draft.robot}
        onChange={(event) => {
          set('robot', event.target.value);
        }}
      />
      <Select
        label="투입 품목"
        placeholder="전체"
        options={MATERIAL_OPTIONS}
        value={draft.material}
        onChange={(event) => {
          set('material', event.target.value);
        }}
      />
      <Select
        label="AI 판정"
        placeholder="전체"
        options={MATERIAL_OPTIONS}
        value={draft.aiResult}
        onChange={(event) => {
          set('aiResult', event.target.value);
        }}
      />
      <Select
        label="결과"
        placeholder="전체"
        options={ACCEPTED_OPTIONS}
        value={draft.accepted}
        onChange={(event) => {
          set('accepted', event.target.value);
        }}
      />
      <PeriodPicker
        label="기간"
        value={draft.days}
        onChange={(days) => {
          set('days', days);
        }}
      />
    </SearchFilterBar>
  );
}

export function CollectionPage() {
  const table = useListUrlState(DEFAULT_SORT);
  const { query } = table;
  const list = useCollections(query);
  const { total, isLoading, isValidating, error } = list;
  const initial: Filters = {
    robot: table.filterValue('machineId'),
    material: table.filterValue('material'),
    aiResult: table.filterValue('aiResult'),
    accepted: table.filterValue('accepted'),
    days: dayRangeOf(query, 'at'),
  };
  return (
    <Stack gap="16">
      <CollectionFilterBar
        key={JSON.stringify(query.filters)}
        initial={initial}
        searching={isValidating && !isLoading}
        onSearch={(filters) => {
          table.setFilters(toListFilters(filters));
        }}
      />
      <DataTable
        {...listTableProps(table, list)}
        label="수거 이력"
        columns={columns}
        getRowId={(event) => String(event.id)}
        sortOptions={SORT_OPTIONS}
        error={error === undefined ? false : '수거 이력을 불러오지 못했습니다.'}
        emptyTitle="수거 이력이 없습니다"
        emptyDescription={query.filters.length > 0 ? '검색 조건을 바꾸거나 초기화해 보세요.' : undefined}
        toolbar={
          <ListExcelButton
            path={ROBOT_PATHS.collections}
            query={query}
            columns={excelColumns}
            fileName="수거 이력"
            client="APPS"
            total={total}
          />
        }
      />
    </Stack>
  );
}

export { CollectionPage as Component };
