import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listTable } from '../../layout/storyPlay';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../layout/signedInStory';
import { clientOptionsHandler } from '../robots/shared/robots.fixture';
import { AverageDevicesPage } from './averages/AverageDevicesPage';
import { AverageEmissionsPerUserPage } from './averages/AverageEmissionsPerUserPage';
import { AveragePointsPerUserPage } from './averages/AveragePointsPerUserPage';
import { EmissionStatisticsPage } from './emissions/EmissionStatisticsPage';
import { InstallStatusPage } from './installs/InstallStatusPage';
import { NewInstallationsPage } from './installs/NewInstallationsPage';
import { STATISTICS_FIXTURE, statisticsHandlers } from './shared/statistics.fixture';
import { statisticsClock } from './shared/statisticsQuery';
import { UsageStatisticsPage } from './usage/UsageStatisticsPage';

/**
 * The seven statistics pages inside the signed-in frame, as 이로봇 (robots and statistics) sees them, against msw
 * answers that follow the query (a filter scales the figures down), with today fixed at 2026-11-26.
 */
const screens = {
  '/dashboard/install-status': <InstallStatusPage />,
  '/dashboard/new-installation-statistics': <NewInstallationsPage />,
  '/dashboard/webin-usage-statistics': <UsageStatisticsPage />,
  '/dashboard/emission-product-statistics': <EmissionStatisticsPage />,
  '/dashboard/average-usage-per-device': <AverageDevicesPage />,
  '/dashboard/average-emissions-per-user': <AverageEmissionsPerUserPage />,
  '/dashboard/average-point-usage-per-user': <AveragePointsPerUserPage />,
};

const meta = {
  title: 'Console/Pages/Statistics',
  component: UsageStatisticsPage,
  parameters: { frame: 'none', msw: [meHandler, clientOptionsHandler, ...statisticsHandlers] },
  args: { path: '/dashboard/webin-usage-statistics' },
  beforeEach: () => {
    const realToday = statisticsClock.today;
    statisticsClock.today = () => '2026-11-26';
    Object.assign(STATISTICS_FIXTURE, { failing: false, empty: false, slow: false });
    const reset = resetConsoleState();
    return () => {
      statisticsClock.today = realToday;
      reset();
    };
  },
  render: (args) => <SignedInConsole user={DEMO_USERS.robotOperator} path={args.path} screens={screens} />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const figure = (canvasElement: HTMLElement, label: string) => main(canvasElement).findByRole('group', { name: label });

const usageTable = listTable('기간별 이용 통계');

/**
 * 이용 통계 for the last 30 days by day: the key numbers, the chart with its PNG and SVG buttons, and the 30 days in
 * the table (a page of 10, EXCEL).
 */
export const Usage: Story = {
  play: async ({ canvasElement }) => {
    await usageTable.rowsOf(canvasElement, 30);
    await expect(await figure(canvasElement, '총 투입 건수')).toHaveTextContent(/건$/);
    const page = main(canvasElement);
    // The chart is drawn in a deferred render, after the table's rows.
    await expect(
      await page.findByRole('group', { name: '기간별 투입 건수와 이용자 수' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /PNG 저장/ })).toBeEnabled();
    await expect(page.getByRole('button', { name: /SVG 저장/ })).toBeEnabled();
    await expect(usageTable.dataRows(canvasElement)[0]).toHaveTextContent(/^2026\.10\.28/);
  },
};

/**
 * A district and 주별 chosen and searched: the URL says them, and the numbers, chart and table change together (a
 * district's figures are a small share of Seoul's).
 */
export const DistrictFilter: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await usageTable.rowsOf(canvasElement, 30);
    const before = (await figure(canvasElement, '총 투입 건수')).textContent;
    await userEvent.selectOptions(page.getByRole('combobox', { name: '자치구' }), '강남구');
    await userEvent.selectOptions(page.getByRole('combobox', { name: '집계 단위' }), 'week');
    await userEvent.click(page.getByRole('button', { name: '검색' }));
    await usageTable.rowsOf(canvasElement, 5);
    await waitFor(async () => expect((await figure(canvasElement, '총 투입 건수')).textContent).not.toBe(before));
    await expect(await figure(canvasElement, '주 평균 투입')).toBeVisible();
    await expect(usageTable.dataRows(canvasElement)[0]).toHaveTextContent(/^2026\.10\.26 주/);
  },
};

/** The period cannot be read: the server's message with 다시 시도, in place of the numbers, chart and table. */
export const LoadError: Story = {
  beforeEach: () => {
    STATISTICS_FIXTURE.failing = true;
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('통계를 계산하지 못했습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toBeEnabled();
    await expect(page.queryByRole('table')).toBeNull();
  },
};

/** While the answer comes: the numbers and the chart hold their places, the table its skeleton rows. */
export const Loading: Story = {
  beforeEach: () => {
    STATISTICS_FIXTURE.slow = true;
  },
  play: async ({ canvasElement }) => {
    await expect(await figure(canvasElement, '총 투입 건수')).toHaveAttribute('aria-busy', 'true');
    // The sidebar's client label comes from /v1/me after the page: the picture waits for it.
    await within(canvasElement).findByText('본사');
  },
};

/** Nothing deposited in the period: zeros, and the charts' empty state. */
export const Empty: Story = {
  beforeEach: () => {
    STATISTICS_FIXTURE.empty = true;
  },
  play: async ({ canvasElement }) => {
    await usageTable.rowsOf(canvasElement, 30);
    await expect(await figure(canvasElement, '총 투입 건수')).toHaveTextContent(/0건$/);
  },
};

/** 배출 품목 통계: the materials' weekly stacked bars, their share in a ring, and the materials as the table's columns. */
export const Emissions: Story = {
  args: { path: '/dashboard/emission-product-statistics' },
  play: async ({ canvasElement }) => {
    const table = listTable('기간별 품목별 배출 현황');
    await table.rowsOf(canvasElement, 5);
    await expect(
      await main(canvasElement).findByRole('group', { name: '품목별 배출 비중' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(table.table(canvasElement)).toHaveTextContent(/페트.*종이.*캔.*종이팩.*기타.*합계/);
  },
};

/** 로봇 설치 현황: the districts on the map of Seoul, by client, and the 25 districts' table. */
export const InstallStatus: Story = {
  args: { path: '/dashboard/install-status' },
  play: async ({ canvasElement }) => {
    const table = listTable('자치구별 설치 현황');
    await table.rowsOf(canvasElement, 25);
    await expect(
      await main(canvasElement).findByRole('group', { name: '자치구별 설치 로봇' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(main(canvasElement).getByRole('group', { name: '고객사별 설치 로봇' })).toBeVisible();
  },
};

/** 신규 설치 통계: the last 12 months' installations and the running total. */
export const NewInstallations: Story = {
  args: { path: '/dashboard/new-installation-statistics' },
  play: async ({ canvasElement }) => {
    await listTable('월별 신규 설치').rowsOf(canvasElement, 12);
    await expect(await figure(canvasElement, '누적 설치')).toHaveTextContent(/대$/);
  },
};

/** 기기별 월평균 이용 추이: each month's mean beside its median, 90th percentile and largest robot, and every figure. */
export const AverageDevices: Story = {
  args: { path: '/dashboard/average-usage-per-device' },
  play: async ({ canvasElement }) => {
    const table = listTable('월별 로봇 1대당 월 투입 건수');
    await table.rowsOf(canvasElement, 12);
    await expect(table.table(canvasElement)).toHaveTextContent(/로봇 수.*평균.*최소.*중앙값.*상위 10%.*최대/);
  },
};

/** 사용자별 평균 배출량 (APPS). */
export const AverageEmissionsPerUser: Story = {
  args: { path: '/dashboard/average-emissions-per-user' },
  play: async ({ canvasElement }) => {
    await listTable('월별 이용자 1명당 월 배출 건수').rowsOf(canvasElement, 12);
  },
};

/** 사용자별 평균 포인트 사용 (APPS): points earned per member and month. */
export const AveragePointsPerUser: Story = {
  args: { path: '/dashboard/average-point-usage-per-user' },
  play: async ({ canvasElement }) => {
    await listTable('월별 이용자 1명당 월 적립 포인트').rowsOf(canvasElement, 12);
    await expect(await figure(canvasElement, '이용자 1명당 월평균')).toHaveTextContent(/P$/);
  },
};
