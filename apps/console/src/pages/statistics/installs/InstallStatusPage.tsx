/**
 * /dashboard/install-status (로봇 설치 현황, STATISTICS_RC_VIEW): the robots installed by a day (today unless the URL
 * says), on the map of Seoul's 25 districts and by client, with the districts' table beneath; filters client and
 * district.
 */
import type { InstallStatus } from '@oa/contract/statistics';
import { Card } from '@oa/ui/Card';
import { LazyBarChart, LazySeoulDistrictMap } from '@oa/ui/ChartKit';
import { useInstallStatus } from '../shared/statisticsData';
import { StatisticsScreen, type StatisticsColumn } from '../shared/StatisticsScreen';
import type { StatisticsPageFilters } from '../shared/statisticsQuery';

type Row = InstallStatus['byDistrict'][number];

const PAGE: StatisticsPageFilters = { filters: ['asOf', 'client', 'district'], period: { days: 1 } };

const COLUMNS: readonly StatisticsColumn<Row>[] = [
  { id: 'district', header: '자치구', excel: (row) => row.district },
  { id: 'robots', header: '설치 로봇', align: 'right', excel: (row) => row.robots },
  { id: 'rc40', header: 'RC 4.0', align: 'right', excel: (row) => row.rc40 },
  {
    id: 'rc3',
    header: 'RC 3.x',
    align: 'right',
    cell: (row) => row.robots - row.rc40,
    excel: (row) => row.robots - row.rc40,
  },
];

const TITLE = '자치구별 설치 로봇';
const MAP_HEIGHT = 420;
const CHARTS = [LazySeoulDistrictMap, LazyBarChart];

export function InstallStatusPage() {
  return (
    <StatisticsScreen<InstallStatus, Row>
      page={PAGE}
      useAnswer={useInstallStatus}
      charts={CHARTS}
      loadError="로봇 설치 현황을 불러오지 못했습니다."
      summary={(answer) => [
        { label: '설치 로봇', value: answer?.total ?? null, unit: '대' },
        { label: 'RC 4.0', value: answer?.byGeneration.RC_4_0 ?? null, unit: '대' },
        { label: 'RC 3.x', value: answer?.byGeneration.RC_3 ?? null, unit: '대' },
        {
          label: '설치 자치구',
          value: answer === undefined ? null : answer.byDistrict.filter((row) => row.robots > 0).length,
          unit: '곳',
        },
        {
          label: '고객사',
          value: answer === undefined ? null : answer.byClient.filter((row) => row.clientId !== null).length,
          unit: '곳',
        },
      ]}
      chart={{
        title: TITLE,
        height: MAP_HEIGHT,
        draw: (answer) => (
          <LazySeoulDistrictMap
            title={TITLE}
            unit="대"
            districtLabel="자치구"
            valueLabel="설치 로봇"
            height={MAP_HEIGHT}
            data={answer.byDistrict.map((row) => ({ district: row.district, value: row.robots }))}
          />
        ),
      }}
      table={{
        label: '자치구별 설치 현황',
        columns: COLUMNS,
        rows: (answer) => answer.byDistrict,
        rowId: (row) => row.district,
        fileName: '로봇 설치 현황',
        empty: '설치된 로봇이 없습니다',
      }}
    >
      {(answer) => (
        <Card title="고객사별 설치 로봇" headingLevel={2}>
          <LazyBarChart
            title="고객사별 설치 로봇"
            unit="대"
            orientation="horizontal"
            categoryLabel="고객사"
            series={[{ key: 'robots', label: '설치 로봇' }]}
            data={answer.byClient.map((row) => ({ label: row.clientName, values: { robots: row.robots } }))}
          />
        </Card>
      )}
    </StatisticsScreen>
  );
}

export { InstallStatusPage as Component };
