/**
 * The three monthly averages (STATISTICS_RC_MONTHLY_VIEW): per robot (기기별 월평균 이용 추이), per member's deposits
 * (사용자별 평균 배출량) and points (사용자별 평균 포인트): each month's mean beside its median and its spread (the
 * middle half, the 90th percentile, the largest), so an outlier shows against the typical robot or member; the
 * table has every figure. Filters period, client, district and robot in the URL.
 */
import type { AverageStatistics } from '@oa/contract/statistics';
import { LazyLineChart, seriesColor } from '@oa/ui/ChartKit';
import { formatNumber } from '@oa/ui/format';
import { oneDecimal, periodDate, periodLabel } from '../shared/periods';
import { AVERAGE_HOOKS, type AverageKind } from '../shared/statisticsData';
import { StatisticsScreen, type StatisticsColumn } from '../shared/StatisticsScreen';
import type { StatisticsPageFilters } from '../shared/statisticsQuery';

type Row = AverageStatistics['points'][number] & { label: string };

const PAGE: StatisticsPageFilters = {
  filters: ['period', 'client', 'district', 'machine'],
  period: { months: 12 },
  granularity: 'month',
};

/** Each page's words: who is counted, what, in which unit. */
const WORDS: Record<
  AverageKind,
  { who: string; whoUnit: string; what: string; unit: string; title: string; file: string }
> = {
  devices: {
    who: '로봇',
    whoUnit: '대',
    what: '투입',
    unit: '건',
    title: '로봇 1대당 월 투입 건수',
    file: '기기별 월평균 이용 추이',
  },
  emissionsPerUser: {
    who: '이용자',
    whoUnit: '명',
    what: '배출',
    unit: '건',
    title: '이용자 1명당 월 배출 건수',
    file: '사용자별 평균 배출량',
  },
  pointsPerUser: {
    who: '이용자',
    whoUnit: '명',
    what: '포인트',
    unit: 'P',
    title: '이용자 1명당 월 적립 포인트',
    file: '사용자별 평균 포인트',
  },
};

const SERIES = [
  { key: 'mean', label: '평균', color: seriesColor(0) },
  { key: 'median', label: '중앙값', color: seriesColor(1) },
  { key: 'p90', label: '상위 10% 경계', color: seriesColor(2) },
  { key: 'max', label: '최대', color: seriesColor(3) },
];

const CHARTS = [LazyLineChart];

const decimal = (value: number) => formatNumber(oneDecimal(value));

type SpreadFigure = 'mean' | 'min' | 'p25' | 'median' | 'p75' | 'p90' | 'max';

function columns(kind: AverageKind): StatisticsColumn<Row>[] {
  const words = WORDS[kind];
  const figure = (id: SpreadFigure, header: string): StatisticsColumn<Row> => ({
    id,
    header,
    align: 'right',
    cell: (row) => decimal(row[id]),
    excel: (row) => row[id],
  });
  return [
    { id: 'label', header: '월', excel: (row) => row.label },
    { id: 'count', header: `${words.who} 수`, align: 'right', excel: (row) => row.count },
    { id: 'total', header: `${words.what} 합계`, align: 'right', excel: (row) => row.total },
    figure('mean', '평균'),
    figure('min', '최소'),
    figure('p25', '하위 25%'),
    figure('median', '중앙값'),
    figure('p75', '상위 25%'),
    figure('p90', '상위 10%'),
    figure('max', '최대'),
  ];
}

export function AverageScreen({ kind }: { kind: AverageKind }) {
  const words = WORDS[kind];
  return (
    <StatisticsScreen<AverageStatistics, Row>
      page={PAGE}
      useAnswer={AVERAGE_HOOKS[kind]}
      charts={CHARTS}
      loadError={`${words.file} 통계를 불러오지 못했습니다.`}
      summary={(answer) => [
        {
          label: `${words.who} 1${words.whoUnit}당 월평균`,
          value: answer === undefined ? null : oneDecimal(answer.summary.mean),
          unit: words.unit,
        },
        { label: `기간 ${words.what} 합계`, value: answer?.summary.total ?? null, unit: words.unit },
        {
          label: '평균이 가장 높은 달',
          value:
            answer?.summary.highestMonth === null || answer === undefined
              ? null
              : oneDecimal(answer.summary.highestMonth.value),
          unit: words.unit,
        },
      ]}
      chart={{
        title: words.title,
        legend: SERIES,
        draw: (answer) => (
          <LazyLineChart
            title={words.title}
            unit={words.unit}
            interval="month"
            height={300}
            series={SERIES}
            valueFormat={(value) => `${decimal(value)}${words.unit}`}
            data={answer.points.map((point) => ({
              date: periodDate(point.period),
              values: { mean: point.mean, median: point.median, p90: point.p90, max: point.max },
            }))}
          />
        ),
      }}
      table={{
        label: `월별 ${words.title}`,
        columns: columns(kind),
        rows: (answer) => answer.points.map((point) => ({ ...point, label: periodLabel(point.period, 'month') })),
        rowId: (row) => row.period,
        fileName: words.file,
        empty: '기간에 해당하는 기록이 없습니다',
      }}
    />
  );
}
