/** The refund list's search form (REFUND_FILTERS); the message's state only for a user who may read it. */
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { TextField } from '@oa/ui/TextField';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { useListFilters } from '../../../app/lists/useListFilters';
import type { ListUrlState } from '../../../app/lists/useListUrlState';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { manualOptions, REFUND_LABELS as R, refundMessageOptions, refundStateOptions } from '../shared/moneyLabels';
import { REFUND_FILTERS } from './refundFilters';

export function RefundFilterBar({
  table,
  searching,
  withMessages,
}: {
  table: ListUrlState;
  searching: boolean;
  withMessages: boolean;
}) {
  const { bar, field, days } = useListFilters(table, REFUND_FILTERS);
  return (
    <SearchFilterBar label="환급 검색 조건" searching={searching} {...bar}>
      <Select label={R.state} placeholder="전체" options={refundStateOptions} {...field('state')} />
      {withMessages ? (
        <Select label={R.messageState} placeholder="전체" options={refundMessageOptions} {...field('messageState')} />
      ) : null}
      <Select label={R.manual} placeholder="전체" options={manualOptions} {...field('manual')} />
      <TextField label={L.cuid} type="search" placeholder="예: SC00000001" {...field('cuid')} />
      <TextField
        label={`${R.batch} 번호`}
        type="search"
        inputMode="numeric"
        placeholder="예: 812"
        {...field('batchId')}
      />
      <PeriodPicker label="요청 기간" {...days('requestedAt')} />
    </SearchFilterBar>
  );
}
