/**
 * A statistics page's filters (the page says which: period or as-of day, bucket, client, district, robot): the
 * values being chosen, applied to the URL on 검색 and back to the page's defaults on 초기화. The form follows the
 * URL (a shared link, the back button) without remounting, so focus stays where it was.
 */
import type { StatGranularity, StatisticsQuery } from '@oa/contract/statistics';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { TextField } from '@oa/ui/TextField';
import { useState } from 'react';
import { DatePicker } from '@oa/ui/DatePicker';
import { districtOptions } from '../../../app/lists/districtOptions';
import { PeriodPicker } from '../../../app/lists/PeriodPicker';
import { useClientOptions } from '../../../app/shell/useClientOptions';
import { defaultPeriod, periodProblem, type StatisticsPageFilters } from './statisticsQuery';

export const GRANULARITY_LABELS: Record<StatGranularity, string> = { day: '일별', week: '주별', month: '월별' };
const GRANULARITY_OPTIONS = (['day', 'week', 'month'] as const).map((value) => ({
  value,
  label: GRANULARITY_LABELS[value],
}));

interface Values {
  from: string;
  to: string;
  granularity: string;
  clientId: string;
  district: string;
  machineId: string;
}

const valuesOf = (query: StatisticsQuery): Values => ({
  from: query.from,
  to: query.to,
  granularity: query.granularity ?? '',
  clientId: query.clientId === undefined ? '' : String(query.clientId),
  district: query.district ?? '',
  machineId: query.machineId ?? '',
});

function queryOf(values: Values, page: StatisticsPageFilters): StatisticsQuery {
  const query: StatisticsQuery = { from: values.from, to: page.filters.includes('asOf') ? values.from : values.to };
  if (values.granularity !== '') query.granularity = values.granularity as StatGranularity;
  if (values.clientId !== '') query.clientId = Number(values.clientId);
  if (values.district !== '') query.district = values.district;
  const machineId = values.machineId.trim().toUpperCase();
  if (machineId !== '') query.machineId = machineId;
  return query;
}

export interface StatisticsFiltersProps {
  page: StatisticsPageFilters;
  /** The query on screen (from the URL). */
  query: StatisticsQuery;
  today: string;
  onApply: (query: StatisticsQuery) => void;
  /** The answer is loading (검색 shows it). */
  searching: boolean;
}

export function StatisticsFilters({ page, query, today, onApply, searching }: StatisticsFiltersProps) {
  const has = (filter: StatisticsPageFilters['filters'][number]) => page.filters.includes(filter);
  const clients = useClientOptions();
  const shownKey = JSON.stringify(query);
  const [shown, setShown] = useState(shownKey);
  const [values, setValues] = useState(() => valuesOf(query));
  const [problem, setProblem] = useState<string | null>(null);
  if (shown !== shownKey) {
    setShown(shownKey);
    setValues(valuesOf(query));
    setProblem(null);
  }
  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  };
  const apply = () => {
    const found = has('period') ? periodProblem(values.from, values.to) : null;
    setProblem(found);
    if (found === null) onApply(queryOf(values, page));
  };
  const reset = () => {
    setProblem(null);
    const period = has('asOf') ? { from: today, to: today } : defaultPeriod(page, today);
    onApply({ ...period, ...(page.granularity === undefined ? {} : { granularity: page.granularity }) });
  };
  return (
    <SearchFilterBar onSearch={apply} onReset={reset} searching={searching}>
      {has('period') ? (
        <PeriodPicker
          label="기간"
          value={{ from: values.from, to: values.to }}
          maxDate={today}
          error={problem ?? undefined}
          onChange={(range) => {
            setValues((current) => ({ ...current, from: range.from, to: range.to }));
          }}
        />
      ) : null}
      {has('asOf') ? (
        <DatePicker
          label="기준일"
          value={values.from}
          today={today}
          maxDate={today}
          onChange={(day) => {
            set('from', day);
          }}
        />
      ) : null}
      {has('granularity') ? (
        <Select
          label="집계 단위"
          placeholder={false}
          options={GRANULARITY_OPTIONS}
          value={values.granularity}
          onChange={(event) => {
            set('granularity', event.target.value);
          }}
        />
      ) : null}
      {has('client') ? (
        <Select
          label="고객사"
          placeholder="전체"
          options={clients.options}
          hint={clients.loadError}
          value={values.clientId}
          onChange={(event) => {
            set('clientId', event.target.value);
          }}
        />
      ) : null}
      {has('district') ? (
        <Select
          label="자치구"
          placeholder="전체"
          options={districtOptions}
          value={values.district}
          onChange={(event) => {
            set('district', event.target.value);
          }}
        />
      ) : null}
      {has('machine') ? (
        <TextField
          label="기기 ID"
          placeholder="예: WB-GN-0001"
          autoComplete="off"
          value={values.machineId}
          onChange={(event) => {
            set('machineId', event.target.value.toUpperCase());
          }}
        />
      ) : null}
    </SearchFilterBar>
  );
}
