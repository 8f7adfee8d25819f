/**
 * 송금 정보 조회 without a refund: the remittance batches (the transfers sent to the bank together), newest first,
 * by period in the URL; each batch's count, how many were sent and refused, its amount, and its refunds (the refund
 * list filtered by the batch); EXCEL.
 */
import type { RemittanceBatch, REMITTANCE_BATCH_LIST } from '@oa/contract/cupMoney';
import { CUP_MONEY_PATHS } from '@oa/contract/cupMoney';
import type { DataTableColumn, TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime, formatKRW, formatNumber } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Stack } from '@oa/ui/Stack';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { listHref } from '../../../app/lists/listHref';
import { ListTable } from '../../../app/lists/ListTable';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { useListFilters } from '../../../app/lists/useListFilters';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { useRemittanceBatches } from '../shared/moneyData';
import { REFUND_LABELS as R } from '../shared/moneyLabels';
import { REFUND_MANAGE_PATH } from '../shared/cupPaths';
import * as s from './remittances.css';
import { Link } from '../../../routerLink';

const BATCH_FILTERS = listFilterForm<typeof REMITTANCE_BATCH_LIST>()({ startedAt: 'days' });

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'startedAt', direction: 'DESC' },
  { label: '오래된순', key: 'startedAt', direction: 'ASC' },
];

const finished = (batch: RemittanceBatch) =>
  batch.finishedAt === null ? '송금 중' : formatDateTime(batch.finishedAt, { seconds: true });
const batchRefunds = (batch: RemittanceBatch) =>
  listHref(REFUND_MANAGE_PATH, [{ field: 'batchId', op: 'eq', value: String(batch.id) }]);

const COLUMNS: DataTableColumn<RemittanceBatch>[] = [
  { id: 'id', header: '번호', width: 80, cell: (batch) => `#${String(batch.id)}` },
  {
    id: 'startedAt',
    header: R.batchStartedAt,
    sortable: true,
    width: 170,
    cell: (batch) => formatDateTime(batch.startedAt, { seconds: true }),
  },
  { id: 'finishedAt', header: R.batchFinishedAt, width: 170, cell: finished },
  { id: 'count', header: R.batchCount, align: 'right', width: 80, cell: (batch) => `${formatNumber(batch.count)}건` },
  {
    id: 'result',
    header: R.batchResult,
    align: 'right',
    width: 110,
    cell: (batch) => (
      <span className={s.digits}>
        {formatNumber(batch.completed)} /{' '}
        <span className={batch.failed > 0 ? s.failed : undefined}>{formatNumber(batch.failed)}</span>
      </span>
    ),
  },
  {
    id: 'amountKrw',
    header: R.amount,
    align: 'right',
    width: 170,
    cell: (batch) => (
      <span className={s.digits}>
        {formatKRW(batch.amountKrw)}
        {batch.finishedAt === null || batch.remittedKrw === batch.amountKrw ? null : (
          <span className={s.remitted}>송금 {formatKRW(batch.remittedKrw)}</span>
        )}
      </span>
    ),
  },
  {
    id: 'refunds',
    header: '환급',
    width: 110,
    cell: (batch) => (
      <Link to={batchRefunds(batch)} aria-label={`송금 묶음 #${String(batch.id)}의 환급 보기`}>
        환급 보기
      </Link>
    ),
  },
];

export function RemittanceBatches() {
  const table = useListUrlState({ key: 'startedAt', direction: 'DESC' });
  const list = useRemittanceBatches(table.query);
  const { bar, days } = useListFilters(table, BATCH_FILTERS);
  return (
    <Stack gap="16">
      <SearchFilterBar label="송금 묶음 검색 조건" searching={list.isValidating && !list.isLoading} {...bar}>
        <PeriodPicker label="송금 기간" {...days('startedAt')} />
      </SearchFilterBar>
      <ListTable
        table={table}
        list={list}
        label="송금 묶음"
        columns={COLUMNS}
        getRowId={(batch) => String(batch.id)}
        rowLabel={(batch) => `송금 묶음 #${String(batch.id)}`}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '송금 묶음을 불러오지 못했습니다.',
          empty: '송금 기록이 없습니다',
          emptyDescription: '환급이 은행으로 송금되면 여기에 묶음별로 표시됩니다.',
          emptyFiltered: '조건에 맞는 송금 기록이 없습니다',
        }}
        excel={{
          path: CUP_MONEY_PATHS.batches,
          columns: [
            { header: '번호', value: (batch) => batch.id },
            { header: R.batchStartedAt, value: (batch) => formatDateTime(batch.startedAt, { seconds: true }) },
            { header: R.batchFinishedAt, value: (batch) => (batch.finishedAt === null ? '' : finished(batch)) },
            { header: R.batchCount, value: (batch) => batch.count },
            { header: '완료', value: (batch) => batch.completed },
            { header: '실패', value: (batch) => batch.failed },
            { header: R.amount, value: (batch) => batch.amountKrw },
            { header: '송금액', value: (batch) => batch.remittedKrw },
          ],
          fileName: '송금 묶음',
          client: 'SEOUL_CUP',
        }}
      />
    </Stack>
  );
}
