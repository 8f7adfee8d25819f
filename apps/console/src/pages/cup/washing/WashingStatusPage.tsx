/**
 * /cup/washing-storage-status (세척장 보관 현황, SEOUL_CUP_RECEIVING_VIEW): the washing site now: cups at each stage
 * (입고, 세척 중, 세척 완료, 포장) and the boxes packed there; per Seoul day over the last 7, 14 or 31 days (the URL's
 * `days`) the cups that reached each stage, as a bar chart with its table; and the cups waiting longest, each
 * opening its history where the user may open one.
 */
import { WASHING_STAGE_WORDS, WASHING_STAGES, type WashingStatus } from '@oa/contract/cupLife';
import { Card, StatCard } from '@oa/ui/Card';
import { LazyBarChart } from '@oa/ui/ChartKit';
import { DataTable, type DataTableColumn } from '@oa/ui/DataTable';
import { ErrorState } from '@oa/ui/ErrorState';
import { formatDateTime, formatMonthDay } from '@oa/ui/format';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { Badge, cupStatus } from '@oa/ui/StatusBadge';
import { serverError } from '@oa/api';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingCard } from '../../../app/forms/LoadingCard';
import { useCanOpen } from '../../../app/shell/access';
import { useWashingStatus } from '../shared/lifeData';
import { LIFE_LABELS as T } from '../shared/lifeLabels';
import { cupHistoryPath, CUP_ID_HISTORY_PATH, SEOUL_CUP_ID_HISTORY_PATH } from '../shared/lifePaths';
import { DEFAULT_WASHING_DAYS, WASHING_DAY_CHOICES, washingDaysOf } from './washingDays';
import * as s from './washing.css';
import { Link } from '../../../routerLink';

type Waiting = WashingStatus['waiting'][number];

const dayOptions = WASHING_DAY_CHOICES.map((days) => ({ value: String(days), label: `최근 ${String(days)}일` }));
const series = WASHING_STAGES.map((stage) => ({ key: stage, label: WASHING_STAGE_WORDS[stage] }));

/** The history screen the user may open, if any. */
function useHistoryBase(): string | null {
  const lalaloop = useCanOpen(CUP_ID_HISTORY_PATH);
  const seoul = useCanOpen(SEOUL_CUP_ID_HISTORY_PATH);
  return lalaloop ? CUP_ID_HISTORY_PATH : seoul ? SEOUL_CUP_ID_HISTORY_PATH : null;
}

function WaitingTable({ waiting }: { waiting: readonly Waiting[] }) {
  const base = useHistoryBase();
  const columns: DataTableColumn<Waiting>[] = [
    {
      id: 'cuid',
      header: T.cuid,
      width: 140,
      cell: (row) =>
        base === null ? (
          row.cuid
        ) : (
          <Link to={cupHistoryPath(row.cuid, base)} aria-label={`${row.cuid} 이력`}>
            {row.cuid}
          </Link>
        ),
    },
    {
      id: 'state',
      header: T.stage,
      width: 120,
      cell: (row) => <Badge tone={cupStatus[row.state].tone}>{WASHING_STAGE_WORDS[row.state]}</Badge>,
    },
    { id: 'since', header: T.since, cell: (row) => formatDateTime(row.since) },
    { id: 'boxNumber', header: T.boxNumber, width: 120, cell: (row) => row.boxNumber ?? '-' },
  ];
  return (
    <DataTable
      label="가장 오래 기다린 컵"
      columns={columns}
      data={waiting}
      getRowId={(row) => row.cuid}
      total={waiting.length}
      page={1}
      onPageChange={() => undefined}
      pageSize={Math.max(waiting.length, 10)}
      sortOptions={[]}
      emptyTitle="오래 기다리는 컵이 없습니다"
    />
  );
}

function StageCards({ status }: { status: WashingStatus | undefined }) {
  const loading = status === undefined;
  return (
    <section aria-label="지금 세척장" className={s.summary}>
      {WASHING_STAGES.map((stage) => (
        <StatCard
          key={stage}
          label={WASHING_STAGE_WORDS[stage]}
          unit="개"
          value={status?.now[stage]}
          loading={loading}
        />
      ))}
      <StatCard label="포장된 박스" unit="개" value={status?.packedBoxes} loading={loading} />
    </section>
  );
}

export function WashingStatusPage() {
  const [params, setParams] = useSearchParams();
  const days = washingDaysOf(params);
  const status = useWashingStatus(days);
  const value = status.value;
  // The chart's code (visx) is fetched beside the answer; the stage figures and the table do not wait for it.
  useEffect(() => {
    LazyBarChart.preload();
  }, []);
  return (
    <Stack gap="16">
      <div className={s.toolbar}>
        <Select
          label="기간"
          options={dayOptions}
          value={String(days)}
          onChange={(event) => {
            const next = Number(event.target.value);
            setParams(next === DEFAULT_WASHING_DAYS ? {} : { days: String(next) });
          }}
        />
      </div>
      {status.error !== undefined && value === undefined ? (
        <Card>
          <ErrorState
            message={serverError(status.error)?.message ?? '세척장 현황을 불러오지 못했습니다.'}
            onRetry={() => void status.mutate()}
          />
        </Card>
      ) : (
        <>
          <StageCards status={value} />
          {value === undefined ? (
            <LoadingCard title="일별 처리량" message="세척장 현황을 불러오는 중…" />
          ) : (
            <>
              <Card title={`일별 처리량 (최근 ${String(days)}일)`} headingLevel={2}>
                <LazyBarChart
                  title={`일별 단계별 컵 수 (최근 ${String(days)}일)`}
                  unit="개"
                  categoryLabel={T.day}
                  series={series}
                  emptyLabel="이 기간의 처리 기록이 없습니다"
                  data={value.days.map((day) => ({
                    label: formatMonthDay(day.day),
                    values: { COLLECTED: day.COLLECTED, WASHING: day.WASHING, CLEAN: day.CLEAN, IN_BOX: day.IN_BOX },
                  }))}
                />
              </Card>
              <Card title="가장 오래 기다린 컵" headingLevel={2}>
                <WaitingTable waiting={value.waiting} />
              </Card>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

export { WashingStatusPage as Component };
