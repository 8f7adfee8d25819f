import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart';
import { countSeries, dailyEmissions, installsByClient, materialSeries, weeklyEmissions } from './storyData';
import { cellTexts, expectEmpty, hoverPoint, legendTexts, tabToChart } from './storyPlay';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: '일별 배출량',
    data: weeklyEmissions,
    series: materialSeries,
    unit: 'kg',
    categoryLabel: '날짜',
    width: 720,
  },
  argTypes: { data: { control: false }, series: { control: false } },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One series with long category names: robots installed per client. */
const installsArgs = {
  title: '고객사별 설치 대수',
  data: installsByClient,
  series: countSeries,
  unit: '대',
  categoryLabel: '고객사',
};

/** Grouped (the default): one bar per material, side by side, for each day. */
export const Grouped: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      /^묶음 막대 그래프, 11월 16일부터 11월 22일까지 항목 7개, 계열 페트, 종이, 캔, 종이팩\./,
    );
    await expect(legendTexts(canvas)).toEqual(['페트', '종이', '캔', '종이팩']);
  },
};

/** Stacked: the materials on top of each other, so the day's total reads at a glance; 14 days. */
export const Stacked: Story = {
  args: { layout: 'stacked', data: dailyEmissions },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/합계가 가장 큰 항목 11월 18일 412\.2kg/);
  },
};

/** One series: no legend (the title says it all). */
export const SingleSeries: Story = {
  args: installsArgs,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: '범례' })).not.toBeInTheDocument();
  },
};

/** Horizontal: rows for long category names (고객사). */
export const Horizontal: Story = {
  args: { ...installsArgs, orientation: 'horizontal' },
};

/** Horizontal and stacked. */
export const HorizontalStacked: Story = {
  args: { orientation: 'horizontal', layout: 'stacked' },
};

/** No data: '데이터가 없습니다' in the chart's box. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

/** Hovering a day highlights it and shows each material and, when stacked, the total. */
export const TooltipOnHover: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement, canvas }) => {
    const tooltip = await hoverPoint(canvasElement, '11월 18일');
    await expect(tooltip).toHaveTextContent(/페트\s*211\.7kg/);
    await expect(tooltip).toHaveTextContent(/합계\s*412\.2kg/);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '11월 18일 · 페트 211.7kg, 종이 112.6kg, 캔 63.8kg, 종이팩 24.1kg, 합계 412.2kg',
    );
  },
};

/** Keyboard: the chart is one tab stop; arrows move between days, Home jumps back. */
export const KeyboardTooltip: Story = {
  play: async ({ canvas }) => {
    const status = await tabToChart(canvas);
    await expect(status).toHaveTextContent(/^11월 16일 · 페트 195\.6kg/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent(/^11월 17일 · 페트 204\.2kg/);
    await userEvent.keyboard('{Home}');
    await expect(status).toHaveTextContent(/^11월 16일/);
  },
};

/** The table alternative shown: the same numbers, with the stack's total. */
export const TableVisible: Story = {
  args: { layout: 'stacked', defaultTableVisible: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '일별 배출량' });
    await expect(table).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['날짜', '페트', '종이', '캔', '종이팩', '합계']);
    const row = within(table).getByRole('row', { name: /11월 18일/ });
    await expect(cellTexts(row)).toEqual(['211.7kg', '112.6kg', '63.8kg', '24.1kg', '412.2kg']);
  },
};

/** A narrow card (320px): day labels thinned, legend wraps. */
export const Narrow: Story = {
  args: { layout: 'stacked', data: dailyEmissions, width: 320 },
};
