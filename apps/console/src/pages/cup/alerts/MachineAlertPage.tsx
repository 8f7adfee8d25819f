/**
 * /cup/rental-machine-alert (대여기 알림, SEOUL_CUP_RENTAL_MACHINE_VIEW): the machines' alerts (low stock, empty,
 * full, jam, offline), newest first, open (진행 중) or past (해소됨) ones on request; filtered by kind, district
 * and machine; the table state in the URL; EXCEL. 확인 (editRentalMachine) records who saw an open alert; an alert
 * clears by itself when its cause does.
 */
import { useApiMutation } from '@oa/api';
import { useCan } from '@oa/auth';
import { CUP_PATHS, type MACHINE_ALERT_LIST, type MachineAlert } from '@oa/contract/cup';
import { Button } from '@oa/ui/Button';
import type { DataTableColumn, TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { machineAlertKind, statusLabel, StatusBadge } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { useMemo } from 'react';
import { districtOptions } from '../../../app/lists/districtOptions';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { ListTable } from '../../../app/lists/ListTable';
import { useListFilters } from '../../../app/lists/useListFilters';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { withRowActions } from '../../../app/lists/withRowActions';
import { notify } from '../../../app/shell/notify';
import { useMachineAlerts } from '../shared/cupData';
import { alertKindOptions } from '../shared/cupLabels';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';

const ALERT_FILTERS = listFilterForm<typeof MACHINE_ALERT_LIST>()({
  open: 'eq',
  kind: 'eq',
  district: 'eq',
  machineId: 'like',
});

const OPEN_OPTIONS = [
  { value: 'true', label: '진행 중' },
  { value: 'false', label: '해소됨' },
];

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'raisedAt', direction: 'DESC' },
  { label: '오래된순', key: 'raisedAt', direction: 'ASC' },
  { label: '알림 종류순', key: 'kind', direction: 'ASC' },
  { label: '기기 ID순', key: 'machineId', direction: 'ASC' },
];

const stateText = (alert: MachineAlert) =>
  alert.clearedAt === null ? '진행 중' : `해소 ${formatDateTime(alert.clearedAt)}`;
const ackText = (alert: MachineAlert) =>
  alert.acknowledgedAt === null ? '-' : `${alert.acknowledgedBy ?? '-'} · ${formatDateTime(alert.acknowledgedAt)}`;

const COLUMNS: DataTableColumn<MachineAlert>[] = [
  { id: 'raisedAt', header: L.raisedAt, sortable: true, width: 140, cell: (alert) => formatDateTime(alert.raisedAt) },
  { id: 'machineId', header: L.machineId, sortable: true, width: 120 },
  { id: 'machineName', header: L.name },
  { id: 'district', header: L.district, width: 80 },
  {
    id: 'kind',
    header: L.alertKind,
    sortable: true,
    width: 100,
    cell: (alert) => <StatusBadge table={machineAlertKind} value={alert.kind} />,
  },
  { id: 'detail', header: '내용', width: 110, cell: (alert) => (alert.detail === '' ? '-' : alert.detail) },
  { id: 'clearedAt', header: '상태', width: 150, cell: stateText },
  { id: 'acknowledgedAt', header: '확인', width: 160, cell: ackText },
];

function AlertFilters({ table, searching }: { table: ListUrlState; searching: boolean }) {
  const { bar, field } = useListFilters(table, ALERT_FILTERS);
  return (
    <SearchFilterBar label="기기 알림 검색 조건" searching={searching} {...bar}>
      <Select label="상태" placeholder="전체" options={OPEN_OPTIONS} {...field('open')} />
      <Select label={L.alertKind} placeholder="전체" options={alertKindOptions} {...field('kind')} />
      <Select label={L.district} placeholder="전체" options={districtOptions} {...field('district')} />
      <TextField label={L.machineId} type="search" placeholder="예: RENT-GN-001" {...field('machineId')} />
    </SearchFilterBar>
  );
}

/** 확인 of one open alert: saved at once (the server keeps the first), with a toast. */
function AcknowledgeButton({ alert }: { alert: MachineAlert }) {
  const { trigger, isMutating } = useApiMutation<undefined, MachineAlert>(
    { method: 'POST', path: CUP_PATHS.acknowledgeAlert(alert.id), client: 'SEOUL_CUP' },
    { revalidate: [CUP_PATHS.machineAlerts] },
  );
  if (alert.acknowledgedAt !== null || alert.clearedAt !== null) return null;
  return (
    <Button
      variant="secondary"
      width="auto"
      loading={isMutating}
      aria-label={`${alert.machineId} ${statusLabel(machineAlertKind, alert.kind)} 알림 확인`}
      onClick={() => {
        trigger(undefined).then(
          () => {
            notify('success', `${alert.machineId}의 알림을 확인했습니다.`);
          },
          () => {
            notify('error', '알림을 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.');
          },
        );
      }}
    >
      확인
    </Button>
  );
}

export function MachineAlertPage() {
  const canAcknowledge = useCan('editRentalMachine');
  const table = useListUrlState({ key: 'raisedAt', direction: 'DESC' });
  const list = useMachineAlerts(table.query);
  const columns = useMemo(
    () => withRowActions(COLUMNS, canAcknowledge, 90, (alert) => <AcknowledgeButton alert={alert} />),
    [canAcknowledge],
  );
  return (
    <Stack gap="16">
      <AlertFilters table={table} searching={list.isValidating && !list.isLoading} />
      <ListTable
        table={table}
        list={list}
        label="기기 알림"
        columns={columns}
        getRowId={(alert) => String(alert.id)}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '기기 알림을 불러오지 못했습니다.',
          empty: '기기 알림이 없습니다',
          emptyFiltered: '조건에 맞는 기기 알림이 없습니다',
        }}
        excel={{
          path: CUP_PATHS.machineAlerts,
          columns: [
            { header: L.raisedAt, value: (alert) => formatDateTime(alert.raisedAt) },
            { header: L.machineId, value: (alert) => alert.machineId },
            { header: L.name, value: (alert) => alert.machineName },
            { header: L.district, value: (alert) => alert.district },
            { header: L.alertKind, value: (alert) => statusLabel(machineAlertKind, alert.kind) },
            { header: '내용', value: (alert) => alert.detail },
            { header: '상태', value: stateText },
            { header: '확인', value: ackText },
          ],
          fileName: '기기 알림',
          client: 'SEOUL_CUP',
        }}
      />
    </Stack>
  );
}

export { MachineAlertPage as Component };
