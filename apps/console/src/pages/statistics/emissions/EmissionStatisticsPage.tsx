/**
 * /dashboard/emission-product-statistics (배출 품목 통계, STATISTICS_RC_VIEW): the accepted deposits by material, their
 * share over the period (a ring) and their trend per day, week or month (stacked bars); filters in the URL.
 */
import { MATERIAL_TYPES } from '@oa/contract/robots';
import type { EmissionStatistics } from '@oa/contract/statistics';
import { Card } from '@oa/ui/Card';
import { LazyBarChart, LazyDonut } from '@oa/ui/ChartKit';
import { formatNumber } from '@oa/ui/format';
import { MATERIAL_SERIES } from '../shared/materials';
import { periodLabel } from '../shared/periods';
import { useEmissionStatistics } from '../shared/statisticsData';
import { StatisticsScreen, type StatisticsColumn } from '../shared/StatisticsScreen';
import type { StatisticsPageFilters } from '../shared/statisticsQuery';

type Row = EmissionStatistics['points'][number] & { label: string };

const PAGE: StatisticsPageFilters = {
  filters: ['period', 'granularity', 'client', 'district', 'machine'],
  period: { days: 30 },
  granularity: 'week',
};

const COLUMNS: readonly StatisticsColumn<Row>[] = [
  { id: 'label', header: '기간', excel: (row) => row.label },
  ...MATERIAL_SERIES.map((material): StatisticsColumn<Row> => ({
    id: material.key,
    header: material.label,
    align: 'right',
    excel: (row) => row[material.key],
  })),
  { id: 'total', header: '합계', align: 'right', excel: (row) => row.total },
];

const TITLE = '기간별 품목별 배출 건수';
const CHARTS = [LazyBarChart, LazyDonut];

export function EmissionStatisticsPage() {
  return (
    <StatisticsScreen<EmissionStatistics, Row>
      page={PAGE}
      useAnswer={useEmissionStatistics}
      charts={CHARTS}
      loadError="배출 품목 통계를 불러오지 못했습니다."
      summary={(answer) => [
        { label: '총 배출 건수', value: answer?.summary.total ?? null, unit: '건' },
        ...MATERIAL_SERIES.filter((material) => material.key !== 'NONE').map((material) => ({
          label: material.label,
          value: answer?.totals[material.key] ?? null,
          unit: '건',
        })),
      ]}
      chart={{
        title: TITLE,
        legend: MATERIAL_SERIES,
        draw: (answer) => (
          <LazyBarChart
            title={TITLE}
            unit="건"
            layout="stacked"
            categoryLabel="기간"
            totalLabel="합계"
            height={300}
            series={MATERIAL_SERIES}
            data={answer.points.map((point) => ({
              label: periodLabel(point.period, answer.granularity),
              values: Object.fromEntries(MATERIAL_TYPES.map((material) => [material, point[material]])),
            }))}
          />
        ),
      }}
      table={{
        label: '기간별 품목별 배출 현황',
        columns: COLUMNS,
        rows: (answer) =>
          answer.points.map((point) => ({ ...point, label: periodLabel(point.period, answer.granularity) })),
        rowId: (row) => row.period,
        fileName: '배출 품목 통계',
        empty: '기간에 해당하는 배출 기록이 없습니다',
      }}
    >
      {(answer) => (
        <Card title="품목별 비중" headingLevel={2}>
          <LazyDonut
            title="품목별 배출 비중"
            unit="건"
            totalLabel="합계"
            categoryLabel="품목"
            centerValue={formatNumber(answer.summary.total)}
            data={MATERIAL_SERIES.map((material) => ({
              key: material.key,
              label: material.label,
              value: answer.totals[material.key],
              color: material.color,
            }))}
          />
        </Card>
      )}
    </StatisticsScreen>
  );
}

export { EmissionStatisticsPage as Component };
