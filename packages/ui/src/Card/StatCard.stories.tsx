import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  args: { label: '오늘 대여 건수', value: 12840, unit: '건', delta: 320, deltaLabel: '전일 대비' },
  argTypes: { renderLink: { control: false } },
  render: (args) => (
    <div style={{ width: '280px' }}>
      <StatCard {...args} />
    </div>
  ),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rise, good news: green, up arrow, '+' sign, Korean grouping. */
export const Rise: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: '오늘 대여 건수' });
    await expect(card).toHaveTextContent('12,840건');
    await expect(card).toHaveTextContent('전일 대비+320건 증가');
  },
};

/** A fall, bad news: red, down arrow, '-' sign. */
export const Fall: Story = {
  args: { label: '이번 달 배출량', value: 48213.5, unit: 'kg', delta: -1204.25, deltaLabel: '전월 대비' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveTextContent('-1,204.25kg 감소');
  },
};

/** For a number where up is bad (alerts), `higherIsBetter={false}` turns a rise red; a rate uses '%p'. */
export const RiseIsBad: Story = {
  args: { label: '가득 참 알림', value: 17, unit: '건', delta: 5, higherIsBetter: false },
};

/** No change: a flat line, grey. */
export const NoChange: Story = {
  args: { label: '운영 중 로봇', value: 128, unit: '대', delta: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveTextContent('0대 변동 없음');
  },
};

/** No previous period to compare with: no change line. */
export const WithoutDelta: Story = {
  args: { label: '등록된 컵', value: 250000, unit: '개', delta: undefined },
};

/** A link to the page behind the number; its name says which number. */
export const WithLink: Story = {
  args: { href: '/cup/rental-information-monitor' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '오늘 대여 건수 자세히 보기' });
    await expect(link).toHaveAttribute('href', '/cup/rental-information-monitor');
  },
};

/** Loading: a placeholder where the number goes, busy for assistive technology. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: '오늘 대여 건수' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('불러오는 중…');
    await expect(card).not.toHaveTextContent('12,840');
  },
};

/** No data: '-'. */
export const NoData: Story = {
  args: { value: null, delta: null },
};

/** A dashboard row. */
export const Row: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '16px' }}>
      <StatCard label="운영 중 로봇" value={128} unit="대" delta={2} deltaLabel="전일 대비" />
      <StatCard label="오늘 수거량" value={3120} unit="개" delta={-84} deltaLabel="전일 대비" />
      <StatCard label="대여 중인 컵" value={8412} unit="개" delta={0} deltaLabel="전일 대비" />
      <StatCard label="환급 실패" value={3} unit="건" delta={1} deltaLabel="전일 대비" higherIsBetter={false} />
    </div>
  ),
};

/** A number of more than eight characters (a year's deposits) is set one size down, so it stays inside a narrow card. */
export const LongNumber: Story = {
  args: { label: '기간 투입 합계', value: 31013043, unit: '건', delta: undefined },
  render: (args) => (
    <div style={{ width: '201px' }}>
      <StatCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const number = canvas.getByText('31,013,043');
    const card = canvas.getByRole('group', { name: '기간 투입 합계' });
    await expect(number.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};
