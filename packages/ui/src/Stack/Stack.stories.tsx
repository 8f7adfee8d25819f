import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Inline, Stack } from './Stack';

/** A grey box standing for any content. */
const Box = ({ label, height = 40 }: { label: string; height?: number }) => (
  <div
    style={{
      minWidth: '80px',
      height: `${String(height)}px`,
      padding: '0 12px',
      display: 'flex',
      alignItems: 'center',
      background: '#E9ECEF',
      borderRadius: '6px',
    }}
  >
    {label}
  </div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: '16' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stack: one under another, the gap a space token. */
export const Vertical: Story = {
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <Box label="검색 조건" />
      <Box label="목록" height={120} />
      <Box label="페이지 이동" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [first, second] = Array.from(canvas.getByTestId('stack').children);
    const gap = (second?.getBoundingClientRect().top ?? 0) - (first?.getBoundingClientRect().bottom ?? 0);
    await expect(gap).toBe(16);
  },
};

/** Inline: side by side, centred on the cross axis by default. */
export const Horizontal: Story = {
  args: { gap: '8' },
  render: (args) => (
    <Inline {...args} data-testid="inline">
      <Button variant="secondary">초기화</Button>
      <Button variant="dark">검색</Button>
      <Box label="높이가 다른 내용" height={60} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const [first, second] = Array.from(canvas.getByTestId('inline').children);
    await expect((second?.getBoundingClientRect().left ?? 0) - (first?.getBoundingClientRect().right ?? 0)).toBe(8);
  },
};

/** `justify="between"` pushes the ends apart (a toolbar with a count on the left and buttons on the right). */
export const Justify: Story = {
  render: () => (
    <Stack gap="12">
      {(['start', 'center', 'end', 'between'] as const).map((justify) => (
        <Inline key={justify} justify={justify} gap="8" style={{ background: '#FFFFFF', padding: '8px' }}>
          <Box label={justify} />
          <Box label="B" />
          <Box label="C" />
        </Inline>
      ))}
    </Stack>
  ),
};

/** `align` on the cross axis: start, center, end, stretch (and baseline, for text of different sizes). */
export const Align: Story = {
  render: () => (
    <Inline gap="24" align="start">
      {(['start', 'center', 'end', 'stretch'] as const).map((align) => (
        <Stack key={align} align={align} gap="8" style={{ width: '160px', background: '#FFFFFF', padding: '8px' }}>
          <Box label={align} />
          <Box label="짧음" />
        </Stack>
      ))}
    </Inline>
  ),
};

/** `wrap` lets a long row of filters continue on the next line. */
export const Wrap: Story = {
  render: () => (
    <div style={{ width: '420px' }}>
      <Inline gap="8" wrap data-testid="wrapping">
        {['전체', '운영 중', '점검 중', '대기', '정지', '미설정', '가득 참', '경고'].map((label) => (
          <Box key={label} label={label} />
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvas }) => {
    const items = Array.from(canvas.getByTestId('wrapping').children);
    const tops = new Set(items.map((item) => item.getBoundingClientRect().top));
    await expect(tops.size).toBeGreaterThan(1);
  },
};

/** `as="ul"` gives the children list semantics (each child a `<li>`). */
export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap="8" aria-label="공지">
      <li>8월 18일 17:05 배포</li>
      <li>서울컵 반납기 점검 안내</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '공지' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
