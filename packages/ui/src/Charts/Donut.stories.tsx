import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Donut } from './Donut';
import { emissionShares, robotStates } from './storyData';
import { cellTexts, expectEmpty, hoverPoint, tabToChart } from './storyPlay';

const meta = {
  title: 'Charts/Donut',
  component: Donut,
  args: { title: '배출 품목 비율', data: emissionShares, unit: 'kg', categoryLabel: '품목', width: 480 },
  argTypes: { data: { control: false } },
} satisfies Meta<typeof Donut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parts of this month's emissions, the total in the centre, each part's value and share in the legend. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      '도넛 그래프, 합계 4,649.8kg. 페트 51.9%(2,414.2kg), 종이 27.1%(1,261.6kg), 캔 15.4%(718.3kg), 종이팩 5.5%(255.7kg).',
    );
    const legend = canvas.getByRole('list', { name: '범례' });
    await expect(within(legend).getAllByRole('listitem')[0]).toHaveTextContent('페트2,414.2kg (51.9%)');
  },
};

/** Counts (로봇 상태), a part of zero stays in the legend and table; a custom centre label. */
export const Counts: Story = {
  args: { title: '로봇 상태', data: robotStates, unit: '대', categoryLabel: '상태', totalLabel: '전체 로봇' },
  play: async ({ canvas }) => {
    const ring = within(canvas.getByRole('img'));
    await expect(ring.getByText('전체 로봇')).toBeInTheDocument();
    await expect(ring.getByText('378대')).toBeInTheDocument();
    await expect(canvas.getByText('0대 (0%)')).toBeInTheDocument();
  },
};

/** No data (or every part zero): '데이터가 없습니다'. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

/** Hovering a part raises it and shows its value and share. */
export const TooltipOnHover: Story = {
  play: async ({ canvasElement, canvas }) => {
    const tooltip = await hoverPoint(canvasElement, '종이');
    await expect(tooltip).toHaveTextContent(/종이\s*값\s*1,261\.6kg\s*비율\s*27\.1%/);
    await expect(canvas.getByRole('status')).toHaveTextContent('종이 · 값 1,261.6kg, 비율 27.1%');
  },
};

/** Keyboard: focus shows the first part, arrows step through the parts. */
export const KeyboardTooltip: Story = {
  play: async ({ canvas }) => {
    const status = await tabToChart(canvas);
    await expect(status).toHaveTextContent('페트 · 값 2,414.2kg, 비율 51.9%');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(status).toHaveTextContent('종이팩 · 값 255.7kg, 비율 5.5%');
    await userEvent.keyboard('{ArrowDown}');
    await expect(status).toHaveTextContent('종이팩 · 값 255.7kg, 비율 5.5%');
  },
};

/** The table alternative, with the total row. */
export const TableVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '표로 보기' }));
    const table = canvas.getByRole('table', { name: '배출 품목 비율' });
    await expect(table).toBeVisible();
    const total = within(table).getByRole('row', { name: /합계/ });
    await expect(cellTexts(total)).toEqual(['4,649.8kg', '100%']);
  },
};

/** Narrow (280px): the ring shrinks to fit and the legend moves below it. */
export const Narrow: Story = {
  args: { width: 280 },
};
