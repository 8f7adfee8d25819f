/**
 * /cup/delivery-status (배송 현황, SEOUL_CUP_SHIPPING_VIEW): boxes shipped from the washing site to rental machines,
 * newest first: the box, the machine and its district, the cups, 배송 중/배송 완료, when and who; filters and page in
 * the URL. 출고 (editBoxes) ships a packed box; 배송 완료 (editBoxes) on a row still on its way, asked first.
 */
import { useCan } from '@oa/auth';
import { SHIPMENT_STATES, type Shipment, type SHIPMENT_LIST } from '@oa/contract/cupLife';
import { Button } from '@oa/ui/Button';
import type { DataTableColumn, TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { boxStatus, StatusBadge, statusLabel } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { lazy, Suspense, useState } from 'react';
import { districtOptions } from '../../../app/lists/districtOptions';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { ListTable } from '../../../app/lists/ListTable';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { useListFilters } from '../../../app/lists/useListFilters';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { withRowActions } from '../../../app/lists/withRowActions';
import { upperId } from '../shared/cupFilters';
import { useShipments } from '../shared/lifeData';
import { LIFE_LABELS as T } from '../shared/lifeLabels';

const ShipBoxDialog = lazy(() => import('./ShipBoxDialog'));
const DeliverDialog = lazy(() => import('./DeliverDialog'));

const DEFAULT_SORT = { key: 'shippedAt', direction: 'DESC' } as const;
const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'shippedAt', direction: 'DESC' },
  { label: '오래된순', key: 'shippedAt', direction: 'ASC' },
];
const shipmentStateOptions = SHIPMENT_STATES.map((state) => ({ value: state, label: statusLabel(boxStatus, state) }));

const FILTERS = listFilterForm<typeof SHIPMENT_LIST>()({
  state: { op: 'eq', accept: SHIPMENT_STATES },
  boxNumber: { op: 'like', normalize: upperId },
  machineId: { op: 'like', normalize: upperId },
  district: 'eq',
  shippedAt: 'days',
});

const text = (value: string | null) => (value === null || value === '' ? '-' : value);

const COLUMNS: DataTableColumn<Shipment>[] = [
  { id: 'shippedAt', header: T.shippedAt, sortable: true, width: 140, cell: (row) => formatDateTime(row.shippedAt) },
  { id: 'boxNumber', header: T.boxNumber, width: 100, cell: (row) => row.boxNumber },
  {
    id: 'machine',
    header: '도착 대여기',
    cell: (row) => (row.machineId === null ? row.toLocation : `${row.machineName ?? ''} (${row.machineId})`),
  },
  { id: 'district', header: T.district, width: 80, cell: (row) => text(row.district) },
  { id: 'cupCount', header: T.cupCount, align: 'right', width: 70, cell: (row) => `${formatNumber(row.cupCount)}개` },
  {
    id: 'state',
    header: T.shipmentState,
    width: 100,
    cell: (row) => <StatusBadge table={boxStatus} value={row.state} />,
  },
  {
    id: 'deliveredAt',
    header: T.deliveredAt,
    width: 140,
    cell: (row) => (row.deliveredAt === null ? '-' : formatDateTime(row.deliveredAt)),
  },
  { id: 'actor', header: T.actor, width: 90, cell: (row) => text(row.actor) },
];

function ShipmentFilterBar({ table, searching }: { table: ListUrlState; searching: boolean }) {
  const { bar, field, days } = useListFilters(table, FILTERS);
  return (
    <SearchFilterBar label="배송 현황 검색 조건" searching={searching} {...bar}>
      <Select label={T.shipmentState} placeholder="전체" options={shipmentStateOptions} {...field('state')} />
      <TextField label={T.boxNumber} type="search" placeholder="예: BX000123" {...field('boxNumber')} />
      <TextField label="대여기 ID" type="search" placeholder="예: RENT-GN-001" {...field('machineId')} />
      <Select label={T.district} placeholder="전체" options={districtOptions} {...field('district')} />
      <PeriodPicker label="출고 기간" {...days('shippedAt')} />
    </SearchFilterBar>
  );
}

export function DeliveryStatusPage() {
  const table = useListUrlState(DEFAULT_SORT);
  const list = useShipments(table.query);
  const canShip = useCan('editBoxes');
  const canDeliver = useCan('editBoxes');
  const [shipping, setShipping] = useState(false);
  const [delivering, setDelivering] = useState<Shipment | null>(null);
  const columns = withRowActions(COLUMNS, canDeliver, 110, (row) =>
    row.state === 'SHIPPING' ? (
      <Button
        variant="secondary"
        width="auto"
        aria-label={`${row.boxNumber} 배송 완료`}
        onClick={() => {
          setDelivering(row);
        }}
      >
        배송 완료
      </Button>
    ) : null,
  );
  return (
    <Stack gap="16">
      <ShipmentFilterBar table={table} searching={list.isValidating && !list.isLoading} />
      <ListTable
        table={table}
        list={list}
        label="배송 현황"
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => `${row.boxNumber} ${formatDateTime(row.shippedAt)}`}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '배송 현황을 불러오지 못했습니다.',
          empty: '출고한 박스가 없습니다',
          emptyFiltered: '조건에 맞는 배송이 없습니다',
        }}
        actions={
          canShip ? (
            <Button
              width="auto"
              onClick={() => {
                setShipping(true);
              }}
            >
              출고
            </Button>
          ) : null
        }
      />
      <Suspense fallback={null}>
        {shipping ? (
          <ShipBoxDialog
            onClose={() => {
              setShipping(false);
            }}
          />
        ) : null}
        {delivering === null ? null : (
          <DeliverDialog
            shipment={delivering}
            onClose={() => {
              setDelivering(null);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}

export { DeliveryStatusPage as Component };
