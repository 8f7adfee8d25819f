/**
 * /dashboard/new-installation-statistics (신규 설치 통계, STATISTICS_RC_VIEW): robots installed per month (bars) and
 * the running total since the first robot (a line beside), over the last 12 months unless the URL says; filters
 * client and district.
 */
import type { NewInstallations } from '@oa/contract/statistics';
import { Card } from '@oa/ui/Card';
import { LazyBarChart, LazyLineChart, seriesColor } from '@oa/ui/ChartKit';
import { periodDate, periodLabel } from '../shared/periods';
import { useNewInstallations } from '../shared/statisticsData';
import { StatisticsScreen, type StatisticsColumn } from '../shared/StatisticsScreen';
import type { StatisticsPageFilters } from '../shared/statisticsQuery';

type Row = NewInstallations['points'][number] & { label: string };

const PAGE: StatisticsPageFilters = {
  filters: ['period', 'client', 'district'],
  period: { months: 12 },
  granularity: 'month',
};

const COLUMNS: readonly StatisticsColumn<Row>[] = [
  { id: 'label', header: '월', excel: (row) => row.label },
  { id: 'installed', header: '신규 설치', align: 'right', excel: (row) => row.installed },
  { id: 'cumulative', header: '누적 설치', align: 'right', excel: (row) => row.cumulative },
];

const PLOT_HEIGHT = 280;
const CHARTS = [LazyBarChart, LazyLineChart];
const TITLE = '월별 신규 설치 로봇';
const INSTALLED = [{ key: 'installed', label: '신규 설치', color: seriesColor(0) }];
const CUMULATIVE = [{ key: 'cumulative', label: '누적 설치', color: seriesColor(1) }];

export function NewInstallationsPage() {
  return (
    <StatisticsScreen<NewInstallations, Row>
      page={PAGE}
      useAnswer={useNewInstallations}
      charts={CHARTS}
      loadError="신규 설치 통계를 불러오지 못했습니다."
      summary={(answer) => [
        { label: '기간 내 신규 설치', value: answer?.summary.installed ?? null, unit: '대' },
        { label: '누적 설치', value: answer?.summary.cumulative ?? null, unit: '대' },
        { label: '최다 설치 월', value: answer?.summary.busiest?.value ?? null, unit: '대' },
      ]}
      chart={{
        title: TITLE,
        legend: INSTALLED,
        height: PLOT_HEIGHT,
        draw: (answer) => (
          <LazyBarChart
            title={TITLE}
            unit="대"
            categoryLabel="월"
            height={PLOT_HEIGHT}
            series={INSTALLED}
            data={answer.points.map((point) => ({
              label: periodLabel(point.period, 'month'),
              values: { installed: point.installed },
            }))}
          />
        ),
      }}
      table={{
        label: '월별 신규 설치',
        columns: COLUMNS,
        rows: (answer) => answer.points.map((point) => ({ ...point, label: periodLabel(point.period, 'month') })),
        rowId: (row) => row.period,
        fileName: '신규 설치 통계',
        empty: '기간에 설치된 로봇이 없습니다',
      }}
    >
      {(answer) => (
        <Card title="누적 설치 추이" headingLevel={2}>
          <LazyLineChart
            title="월별 누적 설치 로봇"
            unit="대"
            interval="month"
            height={220}
            series={CUMULATIVE}
            data={answer.points.map((point) => ({
              date: periodDate(point.period),
              values: { cumulative: point.cumulative },
            }))}
          />
        </Card>
      )}
    </StatisticsScreen>
  );
}

export { NewInstallationsPage as Component };
