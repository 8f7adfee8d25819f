/** The rental lists' search form (RENTAL_FILTERS): rental machine, cup, state and rental period. */
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { TextField } from '@oa/ui/TextField';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { useListFilters } from '../../../app/lists/useListFilters';
import type { ListUrlState } from '../../../app/lists/useListUrlState';
import { rentalStateOptions } from '../shared/cupLabels';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { RENTAL_FILTERS } from './rentalFilters';

export function RentalFilterBar({
  table,
  searching,
  withState = true,
}: {
  table: ListUrlState;
  searching: boolean;
  /** The state select (the overdue list has one state of its own). */
  withState?: boolean;
}) {
  const { bar, field, days } = useListFilters(table, RENTAL_FILTERS);
  return (
    <SearchFilterBar label="대여 검색 조건" searching={searching} {...bar}>
      <TextField label={`${L.rentalMachine} ID`} type="search" placeholder="예: RENT-GN-001" {...field('machineId')} />
      <TextField label={L.cuid} type="search" placeholder="예: SC00000001" {...field('cuid')} />
      {withState ? (
        <Select label={L.rentalState} placeholder="전체" options={rentalStateOptions} {...field('state')} />
      ) : null}
      <PeriodPicker label="대여 기간" {...days('rentedAt')} />
    </SearchFilterBar>
  );
}
