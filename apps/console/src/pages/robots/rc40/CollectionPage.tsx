/**
 * /dashboard/rc-4_0-collection (수거 이력): every deposit into an RC 4.0 robot, from the APPS server. Filters robot,
 * material, AI result, accepted and period; table state in the URL; EXCEL of every matching row. Member ids arrive
 * masked from the server and are shown as they are.
 */
import { useCollections } from '../shared/robotData';
import { ROBOT_PATHS, type CollectionEvent, type ListSort } from '@oa/api';
import type { COLLECTION_LIST } from '@oa/contract/robots';
import { type DataTableColumn, type TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime, formatNumber, formatPercent } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { depositResult, materialType, StatusBadge, statusLabel, statusOptions } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { useListFilters } from '../../../app/lists/useListFilters';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { RobotCell } from './RobotCell';

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

/** The filter form on the contract's COLLECTION_LIST. */
const COLLECTION_FILTERS = listFilterForm<typeof COLLECTION_LIST>()({
  machineId: 'like',
  material: 'eq',
  aiResult: 'eq',
  accepted: 'eq',
  at: 'days',
});

/** The filter form, filled from the URL and following it (a search, 초기화, the back button). */
function CollectionFilterBar({ table, searching }: { table: ListUrlState; searching: boolean }) {
  const { bar, field, days } = useListFilters(table, COLLECTION_FILTERS);
  return (
    <SearchFilterBar searching={searching} {...bar}>
      <TextField label="기기 ID" placeholder="예: WB-GN-0001" {...field('machineId')} />
      <Select label="투입 품목" placeholder="전체" options={MATERIAL_OPTIONS} {...field('material')} />
      <Select label="AI 판정" placeholder="전체" options={MATERIAL_OPTIONS} {...field('aiResult')} />
      <Select label="결과" placeholder="전체" options={ACCEPTED_OPTIONS} {...field('accepted')} />
      <PeriodPicker label="기간" {...days('at')} />
    </SearchFilterBar>
  );
}

export function CollectionPage() {
  const table = useListUrlState(DEFAULT_SORT);
  const { query } = table;
  const list = useCollections(query);
  const { isLoading, isValidating } = list;
  return (
    <Stack gap="16">
      <CollectionFilterBar table={table} searching={isValidating && !isLoading} />
      <ListTable
        table={table}
        list={list}
        label="수거 이력"
        columns={columns}
        getRowId={(event) => String(event.id)}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '수거 이력을 불러오지 못했습니다.',
          empty: '수거 이력이 없습니다',
          emptyFiltered: '조건에 맞는 수거 이력이 없습니다',
        }}
        excel={{ path: ROBOT_PATHS.collections, columns: excelColumns, fileName: '수거 이력', client: 'APPS' }}
      />
    </Stack>
  );
}

export { CollectionPage as Component };
