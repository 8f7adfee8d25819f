import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Stack } from '../Stack';
import { useFirstHeight } from '../internal/useFirstHeight';
import {
  countSeries,
  emissionShares,
  installsByClient,
  installsByDistrict,
  materialSeries,
  monthlyInstalls,
  totalSeries,
  weeklyEmissions,
} from '../Charts/storyData';
import { ChartPlaceholder, type ChartSpace } from './ChartPlaceholder';
import { LazyBarChart, LazyDonut, LazyLineChart, LazySeoulDistrictMap } from './LazyCharts';

const meta = {
  title: 'Charts/ChartKit',
  parameters: { frame: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Shows the placeholder a lazy chart holds for its props, measures it, then the chart itself: the box keeps the
 * placeholder's height in `data-placeholder-height` for the play function to compare with the drawn chart's.
 */
function SpaceCheck({ space, children }: { space: ChartSpace; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const placeholderHeight = useFirstHeight(ref);
  return (
    <div ref={ref} data-placeholder-height={placeholderHeight ?? undefined}>
      {placeholderHeight === null ? <ChartPlaceholder {...space} /> : children}
    </div>
  );
}

const line = {
  title: '월별 신규 설치 수',
  data: monthlyInstalls,
  series: totalSeries,
  interval: 'month',
  unit: '대',
} as const;
const stacked = {
  title: '일별 배출량',
  data: weeklyEmissions,
  series: materialSeries,
  layout: 'stacked',
  unit: 'kg',
  categoryLabel: '날짜',
} as const;
const rows = {
  title: '고객사별 설치 대수',
  data: installsByClient,
  series: countSeries,
  orientation: 'horizontal',
  unit: '대',
} as const;
const donut = { title: '배출 품목 비율', data: emissionShares, unit: 'kg', categoryLabel: '품목' } as const;
const map = {
  title: '구별 설치 현황',
  data: installsByDistrict,
  unit: '대',
  valueLabel: '설치 대수',
  height: 420,
} as const;
const emptyLine = { ...line, title: '기록 없는 달', data: [] };

/**
 * Each chart as a page draws it before its code is in: the placeholder of its size, then the chart in the same
 * space (nothing below it moves). A chart with nothing to draw holds its empty state's space.
 */
export const HoldsItsSpace: Story = {
  render: () => (
    <Stack gap="24">
      <SpaceCheck space={LazyLineChart.space(line)}>
        <LazyLineChart {...line} />
      </SpaceCheck>
      <SpaceCheck space={LazyBarChart.space(stacked)}>
        <LazyBarChart {...stacked} />
      </SpaceCheck>
      <SpaceCheck space={LazyBarChart.space(rows)}>
        <LazyBarChart {...rows} />
      </SpaceCheck>
      <SpaceCheck space={LazyDonut.space(donut)}>
        <LazyDonut {...donut} />
      </SpaceCheck>
      <SpaceCheck space={LazySeoulDistrictMap.space(map)}>
        <LazySeoulDistrictMap {...map} />
      </SpaceCheck>
      <SpaceCheck space={LazyLineChart.space(emptyLine)}>
        <LazyLineChart {...emptyLine} />
      </SpaceCheck>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const measured = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-placeholder-height]')];
    await waitFor(() => expect(measured()).toHaveLength(6));
    const boxes = measured();
    for (const box of boxes) {
      // Drawn: its plot's SVG, or the empty state's text.
      await waitFor(() => {
        if (box.querySelector('svg[role="img"]') === null && !box.textContent.includes('데이터가 없습니다')) {
          throw new Error('not drawn yet');
        }
      });
      await expect(box.getBoundingClientRect().height).toBe(Number(box.dataset.placeholderHeight));
    }
  },
};

/** The chart's code could not be fetched: the chart's space says so, with 다시 시도 (the page around it works). */
export const LoadFailed: Story = {
  render: () => <ChartPlaceholder title="월별 신규 설치 수" empty={false} plot={240} onRetry={() => undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '월별 신규 설치 수' })).toHaveTextContent(
      '차트를 불러오지 못했습니다',
    );
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeEnabled();
  },
};
