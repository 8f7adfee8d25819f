/**
 * /dashboard/webin-usage-statistics (이용 통계, STATISTICS_RC_VIEW): deposits into the robots and the members who
 * made them, per day, week or month; filters period, bucket, client, district and robot in the URL.
 */
import type { UsageStatistics } from '@oa/contract/statistics';
import { LazyLineChart, seriesColor } from '@oa/ui/ChartKit';
import { formatNumber, formatPercent } from '@oa/ui/format';
import { useUsageStatistics } from '../shared/statisticsData';
import { oneDecimal, PER_BUCKET, periodDate, periodLabel } from '../shared/periods';
import { StatisticsScreen, type StatisticsColumn } from '../shared/StatisticsScreen';
import type { StatisticsPageFilters } from '../shared/statisticsQuery';

type Row = UsageStatistics['points'][number] & { label: string };

const PAGE: StatisticsPageFilters = {
  filters: ['period', 'granularity', 'client', 'district', 'machine'],
  period: { days: 30 },
  granularity: 'day',
};

const SERIES = [
  { key: 'deposits', label: '투입 건수', color: seriesColor(0) },
  { key: 'users', label: '이용자 수', color: seriesColor(1) },
] as const;

const CHARTS = [LazyLineChart];

const acceptance = (row: Row) => (row.deposits === 0 ? null : row.accepted / row.deposits);

const COLUMNS: readonly StatisticsColumn<Row>[] = [
  { id: 'label', header: '기간', excel: (row) => row.label },
  { id: 'deposits', header: '투입 건수', align: 'right', excel: (row) => row.deposits },
  { id: 'accepted', header: '승인 건수', align: 'right', excel: (row) => row.accepted },
  {
    id: 'acceptance',
    header: '승인율',
    align: 'right',
    cell: (row) => formatPercent(acceptance(row)),
    excel: (row) => acceptance(row) ?? undefined,
  },
  { id: 'users', header: '이용자 수', align: 'right', excel: (row) => row.users },
];

export function UsageStatisticsPage() {
  return (
    <StatisticsScreen<UsageStatistics, Row>
      page={PAGE}
      useAnswer={useUsageStatistics}
      charts={CHARTS}
      loadError="이용 통계를 불러오지 못했습니다."
      summary={(answer) => {
        const per = PER_BUCKET[answer?.granularity ?? 'day'];
        return [
          { label: '총 투입 건수', value: answer?.summary.deposits ?? null, unit: '건' },
          { label: '승인 건수', value: answer?.summary.accepted ?? null, unit: '건' },
          {
            label: `${per} 평균 투입`,
            value: answer === undefined ? null : oneDecimal(answer.summary.averageDeposits),
            unit: '건',
          },
          {
            label: `${per} 평균 이용자`,
            value: answer === undefined ? null : oneDecimal(answer.summary.averageUsers),
            unit: '명',
          },
          { label: '최다 투입', value: answer?.summary.peak?.value ?? null, unit: '건' },
        ];
      }}
      chart={{
        title: '기간별 투입 건수와 이용자 수',
        legend: SERIES,
        draw: (answer) => (
          <LazyLineChart
            title="기간별 투입 건수와 이용자 수"
            unit="건·명"
            series={SERIES}
            interval={answer.granularity === 'month' ? 'month' : 'day'}
            height={300}
            valueFormat={formatNumber}
            data={answer.points.map((point) => ({
              date: periodDate(point.period),
              values: { deposits: point.deposits, users: point.users },
            }))}
          />
        ),
      }}
      table={{
        label: '기간별 이용 통계',
        columns: COLUMNS,
        rows: (answer) =>
          answer.points.map((point) => ({ ...point, label: periodLabel(point.period, answer.granularity) })),
        rowId: (row) => row.period,
        fileName: '이용 통계',
        empty: '기간에 해당하는 이용 기록이 없습니다',
      }}
    />
  );
}

export { UsageStatisticsPage as Component };
