/**
 * 컵 ID 이력 and 서울 컵 ID 이력: one screen for both routes. One cup ID opens the cup (its state, use count and
 * place: a machine or a box) and its whole history as a timeline, newest first: each step's states, place, 수동/
 * 자동, who and why, in Seoul time. A range (first to last) lists the events of every cup in it, newest first,
 * filtered by the state reached and 수동/자동, paged; a row opens its cup. The search is the URL.
 */
import type { CUP_EVENT_LIST, CupEvent, CupHistory } from '@oa/contract/cupLife';
import { Card } from '@oa/ui/Card';
import type { DataTableColumn, TableSortOption } from '@oa/ui/DataTable';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { EmptyState } from '@oa/ui/EmptyState';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { crewEntryMode, cupStatus, StatusBadge } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { Timeline, type TimelineEvent } from '@oa/ui/Timeline';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LoadRecord } from '../../../app/forms/LoadRecord';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { ListTable } from '../../../app/lists/ListTable';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { useCupEvents, useCupHistory } from '../shared/lifeData';
import { entryMode, manualOptions } from '../shared/moneyLabels';
import { cupStateOptions, LIFE_LABELS as T } from '../shared/lifeLabels';
import { actorOf, placeOf, StateMove } from './cupEventWords';
import {
  historySearchOf,
  historySearchParams,
  rangeFilters,
  readHistorySearch,
  type HistorySearch,
  type HistorySearchValues,
} from './historySearch';

const DEFAULT_SORT = { key: 'at', direction: 'DESC' } as const;
const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'at', direction: 'DESC' },
  { label: '오래된순', key: 'at', direction: 'ASC' },
];
/** The range list's own filters: the state reached, 수동/자동. */
const EVENT_FILTERS = listFilterForm<typeof CUP_EVENT_LIST>()({
  toState: { op: 'eq', accept: cupStateOptions.map((option) => option.value) },
  manual: { op: 'eq', accept: ['true', 'false'] },
});

const valuesOf = (search: HistorySearch, filters: HistorySearchValues['toState'][]): HistorySearchValues => ({
  first: search.kind === 'cup' ? search.cuid : search.kind === 'range' ? search.first : '',
  last: search.kind === 'range' ? search.last : '',
  toState: filters[0] ?? '',
  manual: filters[1] ?? '',
});

function HistorySearchBar({ search, searching }: { search: HistorySearch; searching: boolean }) {
  const [params, setParams] = useSearchParams();
  const table = useListUrlState(DEFAULT_SORT);
  const shownFilters = EVENT_FILTERS.fromFilters(table.query.filters);
  const initial = valuesOf(search, [shownFilters.toState, shownFilters.manual]);
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState(params.toString());
  const [errors, setErrors] = useState<Partial<Record<'first' | 'last', string>>>({});
  // The form follows the URL (a search, the back button, a link from another screen).
  if (shown !== params.toString()) {
    setShown(params.toString());
    setValues(initial);
    setErrors({});
  }
  const field = (name: keyof HistorySearchValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });
  return (
    <SearchFilterBar
      label="컵 ID 이력 검색 조건"
      searchLabel="조회"
      searching={searching}
      onSearch={() => {
        const read = readHistorySearch(values);
        if (!read.ok) {
          setErrors(read.errors);
          return;
        }
        setErrors({});
        setParams(
          historySearchParams(read.search, EVENT_FILTERS.toFilters({ toState: values.toState, manual: values.manual })),
        );
      }}
      onReset={() => {
        setValues({ first: '', last: '', toState: '', manual: '' });
        setErrors({});
        setParams(new URLSearchParams());
      }}
    >
      <TextField
        label={T.cuid}
        type="search"
        autoComplete="off"
        placeholder="예: SC00000001"
        hint="범위로 찾을 때는 시작 ID"
        error={errors.first}
        {...field('first')}
      />
      <TextField
        label="끝 컵 ID"
        type="search"
        autoComplete="off"
        placeholder="범위 조회 시 입력"
        error={errors.last}
        {...field('last')}
      />
      <Select label="변경된 상태" placeholder="전체" options={cupStateOptions} {...field('toState')} />
      <Select label={T.mode} placeholder="전체" options={manualOptions} {...field('manual')} />
    </SearchFilterBar>
  );
}

const timelineEvent = (event: CupEvent): TimelineEvent => ({
  id: String(event.id),
  time: event.at,
  title: <StateMove event={event} />,
  place: placeOf(event),
  mode: event.manual ? 'manual' : 'automatic',
  actor: actorOf(event),
  ...(event.reason === '' ? {} : { description: event.reason }),
});

function CupStory({ history }: { history: CupHistory }) {
  const { cup } = history;
  return (
    <Stack gap="16">
      <Card title={`컵 ${cup.cuid}`} headingLevel={2}>
        <DescriptionList
          columns={3}
          items={[
            { label: T.cuid, value: cup.cuid },
            { label: T.state, value: <StatusBadge table={cupStatus} value={cup.state} /> },
            { label: T.useCount, value: `${formatNumber(cup.useCount)}회` },
            { label: T.place, value: placeOf(cup) },
            { label: '마지막 변경', value: formatDateTime(cup.updatedAt) },
            ...(cup.discardReason === null ? [] : [{ label: '폐기 사유', value: cup.discardReason }]),
          ]}
        />
      </Card>
      <Card title="상태 이력" headingLevel={2}>
        <Timeline
          label={`${cup.cuid} 상태 이력`}
          events={history.events.map(timelineEvent)}
          emptyText="이력이 없습니다"
        />
      </Card>
    </Stack>
  );
}

function OneCup({ cuid }: { cuid: string }) {
  const history = useCupHistory(cuid);
  const { pathname } = useLocation();
  return (
    <LoadRecord
      resource={history}
      loading={{ title: `컵 ${cuid}`, message: '컵의 이력을 불러오는 중…' }}
      failed="컵의 이력을 불러오지 못했습니다."
      notFound={{
        title: '컵을 찾을 수 없습니다',
        description: `${cuid}은(는) 등록되지 않은 컵 ID입니다. 컵 ID를 확인해 주세요.`,
        back: { href: pathname, label: '다시 검색' },
      }}
    >
      {(value) => <CupStory history={value} />}
    </LoadRecord>
  );
}

const COLUMNS: DataTableColumn<CupEvent>[] = [
  { id: 'at', header: T.at, sortable: true, width: 150, cell: (event) => formatDateTime(event.at) },
  { id: 'cuid', header: T.cuid, width: 120, cell: (event) => event.cuid },
  { id: 'change', header: T.change, cell: (event) => <StateMove event={event} /> },
  { id: 'place', header: T.place, cell: placeOf },
  {
    id: 'manual',
    header: T.mode,
    width: 80,
    cell: (event) => <StatusBadge table={crewEntryMode} value={entryMode(event.manual)} />,
  },
  { id: 'actor', header: T.actor, width: 90, cell: actorOf },
  { id: 'reason', header: T.reason, cell: (event) => (event.reason === '' ? '-' : event.reason) },
];

function CupRange({ first, last }: { first: string; last: string }) {
  const table = useListUrlState(DEFAULT_SORT);
  const [, setParams] = useSearchParams();
  const query = useMemo(
    () => ({ ...table.query, filters: [...table.query.filters, ...rangeFilters(first, last)] }),
    [table.query, first, last],
  );
  const list = useCupEvents(query);
  return (
    <ListTable
      table={table}
      list={list}
      label={`${first} ~ ${last} 상태 이력`}
      columns={COLUMNS}
      getRowId={(event) => String(event.id)}
      rowLabel={(event) => `${event.cuid} ${formatDateTime(event.at)}`}
      sortOptions={SORT_OPTIONS}
      onRowClick={(event) => {
        setParams(historySearchParams({ kind: 'cup', cuid: event.cuid }));
      }}
      text={{
        loadError: '컵 이력을 불러오지 못했습니다.',
        empty: '이 범위의 컵 이력이 없습니다',
        emptyFiltered: '조건에 맞는 컵 이력이 없습니다',
      }}
    />
  );
}

export function CupHistoryScreen() {
  const [params] = useSearchParams();
  const search = historySearchOf(params);
  return (
    <Stack gap="16">
      <HistorySearchBar search={search} searching={false} />
      {search.kind === 'cup' ? <OneCup key={search.cuid} cuid={search.cuid} /> : null}
      {search.kind === 'range' ? <CupRange first={search.first} last={search.last} /> : null}
      {search.kind === 'none' ? (
        <Card>
          <EmptyState
            title="컵 ID를 입력해 주세요"
            description="컵 ID 하나로 그 컵의 상태와 이력을, 시작과 끝 ID로 범위 안 컵들의 이력을 봅니다."
          />
        </Card>
      ) : null}
    </Stack>
  );
}
