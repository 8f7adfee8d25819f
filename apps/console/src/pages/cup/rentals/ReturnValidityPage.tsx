/**
 * /cup/return-validity-expiration (반납 유효기간 만료, SEOUL_CUP_RENTAL_DATA_VIEW): the rentals past their due and
 * not returned, the longest overdue first; filtered by machine, cup and rental period; the table state in the URL;
 * EXCEL. 연장 (extendReturnValidity) extends one rental's validity, asked first with a reason, once per request.
 */
import type { ListFilter, ListSort } from '@oa/api';
import { useCan } from '@oa/auth';
import { CUP_PATHS, type Rental } from '@oa/contract/cup';
import { Button } from '@oa/ui/Button';
import type { TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ListTable } from '../../../app/lists/ListTable';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { withRowActions } from '../../../app/lists/withRowActions';
import { useRentals } from '../shared/cupData';
import { RENTAL_COLUMNS, RENTAL_EXCEL_COLUMNS } from './rentalColumns';
import { RentalFilterBar } from './RentalFilterBar';

const ExtendValidityDialog = lazy(() => import('./ExtendValidityDialog'));

/** The longest overdue first. */
const OVERDUE_SORT: ListSort = { key: 'dueAt', direction: 'ASC' };
const OVERDUE: ListFilter = { field: 'overdue', op: 'eq', value: 'true' };

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '오래 지난 순', key: 'dueAt', direction: 'ASC' },
  { label: '최근 만료순', key: 'dueAt', direction: 'DESC' },
  { label: '최신 대여순', key: 'rentedAt', direction: 'DESC' },
];

export function ReturnValidityPage() {
  const canExtend = useCan('extendReturnValidity');
  const table = useListUrlState(OVERDUE_SORT);
  const query = useMemo(() => ({ ...table.query, filters: [...table.query.filters, OVERDUE] }), [table.query]);
  const list = useRentals(query);
  const [extending, setExtending] = useState<Rental | null>(null);
  const columns = useMemo(
    () =>
      withRowActions(RENTAL_COLUMNS, canExtend, 80, (rental) => (
        <Button
          variant="secondary"
          width="auto"
          aria-label={`${rental.cuid} 반납 기한 연장`}
          onClick={() => {
            setExtending(rental);
          }}
        >
          연장
        </Button>
      )),
    [canExtend],
  );
  return (
    <Stack gap="16">
      <RentalFilterBar table={table} searching={list.isValidating && !list.isLoading} withState={false} />
      <ListTable
        table={table}
        list={list}
        label="반납 유효기간 만료"
        columns={columns}
        getRowId={(rental) => String(rental.id)}
        rowLabel={(rental) => `${rental.cuid} ${formatDateTime(rental.dueAt)}`}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '반납 기한이 지난 대여를 불러오지 못했습니다.',
          empty: '반납 기한이 지난 대여가 없습니다',
          emptyFiltered: '조건에 맞는 대여가 없습니다',
        }}
        excel={{
          path: CUP_PATHS.rentals,
          query,
          columns: RENTAL_EXCEL_COLUMNS,
          fileName: '반납 유효기간 만료',
          client: 'SEOUL_CUP',
        }}
      />
      <Suspense fallback={null}>
        {extending === null ? null : (
          <ExtendValidityDialog
            rental={extending}
            onClose={() => {
              setExtending(null);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}

export { ReturnValidityPage as Component };
