import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LineChart } from './LineChart';
import {
  dailyUsage,
  dailyUsageWithGaps,
  generationSeries,
  monthlyInstalls,
  totalSeries,
  usageSeries,
} from './storyData';
import { cellTexts, expectEmpty, hoverPoint, legendTexts, tabToChart } from './storyPlay';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: '월별 신규 설치 수',
    data: monthlyInstalls,
    series: totalSeries,
    interval: 'month',
    unit: '대',
    width: 720,
  },
  argTypes: { data: { control: false }, series: { control: false } },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One series: 월별 신규 설치 수, months as '2026.11', counts on the y axis. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img');
    await expect(chart).toHaveAccessibleName(/선 그래프, 2026\.01부터 2026\.12까지 12개 시점/);
    await expect(chart).toHaveAccessibleName(/신규 설치 최고 46대\(2026\.12\)/);
    await expect(canvas.getByRole('group', { name: '월별 신규 설치 수' })).toBeInTheDocument();
  },
};

/** Several series: new robots by generation, one colour (and legend entry) each. */
export const MultipleSeries: Story = {
  args: { series: generationSeries },
  play: async ({ canvas }) => {
    await expect(legendTexts(canvas)).toEqual(['RC 3.0', 'RC 4.0']);
  },
};

/** Daily data in the tens of thousands: ticks '11월 1일' thinned to fit, values as '1.2만' on the axis. */
export const DailyLargeNumbers: Story = {
  args: { title: '일별 이용 통계', data: dailyUsage, series: usageSeries, interval: 'day', unit: '건' },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img');
    await expect(within(svg).getByText('1.5만')).toBeInTheDocument();
    await expect(within(svg).getByText('11월 1일')).toBeInTheDocument();
  },
};

/** Missing values (a robot offline) leave gaps in the line and show '-' in the tooltip and table. */
export const WithGaps: Story = {
  args: {
    title: '일별 이용 통계',
    data: dailyUsageWithGaps,
    series: usageSeries,
    interval: 'day',
    unit: '건',
    defaultTableVisible: true,
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /2026\.11\.06/ });
    await expect(cellTexts(row)).toEqual(['-', '-']);
  },
};

/** No data: the chart's box says '데이터가 없습니다' (no axes, legend or table). */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

/** Hovering a month shows every series' value there, and says it to screen readers. */
export const TooltipOnHover: Story = {
  args: { series: generationSeries },
  play: async ({ canvasElement, canvas }) => {
    const tooltip = await hoverPoint(canvasElement, '2026.11');
    await expect(tooltip).toHaveTextContent('2026.11');
    await expect(tooltip).toHaveTextContent(/RC 3\.0\s*4대/);
    await expect(tooltip).toHaveTextContent(/RC 4\.0\s*36대/);
    await expect(canvas.getByRole('status')).toHaveTextContent('2026.11 · RC 3.0 4대, RC 4.0 36대');
  },
};

/** Keyboard: Tab (after the table toggle) focuses the chart and shows the first month; arrows step, End jumps, Escape hides. */
export const KeyboardTooltip: Story = {
  args: { series: generationSeries },
  play: async ({ canvas }) => {
    const status = await tabToChart(canvas);
    await expect(status).toHaveTextContent('2026.01 · RC 3.0 12대, RC 4.0 3대');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(status).toHaveTextContent('2026.03 · RC 3.0 14대, RC 4.0 8대');
    await userEvent.keyboard('{Escape}');
    await expect(status).toHaveTextContent('');
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent('2026.12 · RC 3.0 6대, RC 4.0 40대');
  },
};

/** '표로 보기' shows the same numbers as a table (it is always there for screen readers). */
export const TableVisible: Story = {
  args: { series: generationSeries },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '표로 보기' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: '월별 신규 설치 수' });
    await expect(table).toBeVisible();
    const row = within(table).getByRole('row', { name: /2026\.11/ });
    await expect(cellTexts(row)).toEqual(['4대', '36대']);
  },
};

/** A narrow card (320px): fewer ticks, legend and toggle wrap. */
export const Narrow: Story = {
  args: { series: generationSeries, width: 320 },
};

/** Without `width` the chart fills its container and follows its size. */
export const Responsive: Story = {
  args: { series: generationSeries, width: undefined },
  render: (args) => (
    <div data-testid="container" style={{ width: '600px', resize: 'horizontal', overflow: 'hidden' }}>
      <LineChart {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('width', '600'));
    container.style.width = '400px';
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('width', '400'));
  },
};
