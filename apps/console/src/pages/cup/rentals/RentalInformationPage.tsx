/**
 * /cup/rental-information-monitor (대여 정보 모니터링, SEOUL_CUP_RENTAL_DATA_VIEW): every rental, raw, newest
 * first: the cup, the member's phone masked (보기 with SEOUL_CUP_PHONE_NUMBER_VIEW, audited by the server), the
 * rental machine, the deposit, the due and the return; filtered by machine, cup, state and period; the table state
 * in the URL; EXCEL (phones masked).
 */
import { CUP_PATHS } from '@oa/contract/cup';
import type { TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { ListTable } from '../../../app/lists/ListTable';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { useRentals } from '../shared/cupData';
import { RENTAL_COLUMNS, RENTAL_EXCEL_COLUMNS } from './rentalColumns';
import { RentalFilterBar } from './RentalFilterBar';
import { RENTAL_DEFAULT_SORT } from './rentalFilters';

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'rentedAt', direction: 'DESC' },
  { label: '오래된순', key: 'rentedAt', direction: 'ASC' },
  { label: '반납 기한순', key: 'dueAt', direction: 'ASC' },
];

export function RentalInformationPage() {
  const table = useListUrlState(RENTAL_DEFAULT_SORT);
  const list = useRentals(table.query);
  return (
    <Stack gap="16">
      <RentalFilterBar table={table} searching={list.isValidating && !list.isLoading} />
      <ListTable
        table={table}
        list={list}
        label="대여 정보"
        columns={RENTAL_COLUMNS}
        getRowId={(rental) => String(rental.id)}
        rowLabel={(rental) => `${rental.cuid} ${formatDateTime(rental.rentedAt)}`}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '대여 정보를 불러오지 못했습니다.',
          empty: '대여 기록이 없습니다',
          emptyFiltered: '조건에 맞는 대여 기록이 없습니다',
        }}
        excel={{ path: CUP_PATHS.rentals, columns: RENTAL_EXCEL_COLUMNS, fileName: '대여 정보', client: 'SEOUL_CUP' }}
      />
    </Stack>
  );
}

export { RentalInformationPage as Component };
