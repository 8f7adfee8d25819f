import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/vars';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ width: '480px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grey bars (leaf elements), each checked to be hidden from assistive technology. */
const bars = (canvasElement: HTMLElement) => {
  const leaves = Array.from(canvasElement.querySelectorAll<HTMLElement>('span')).filter(
    (el) => el.childElementCount === 0,
  );
  for (const leaf of leaves) if (!leaf.closest('[aria-hidden="true"]')) throw new Error('A skeleton bar is exposed');
  return leaves;
};

/** One line of text, the container's width; hidden from assistive technology. */
export const Text: Story = {
  // Nothing here is exposed to assistive technology (an empty tree cannot be snapshotted); play checks it.
  parameters: { ariaSnapshot: false },
  play: async ({ canvasElement }) => {
    const [bar] = bars(canvasElement);
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bars(canvasElement)).toHaveLength(1);
    await expect(bar?.getBoundingClientRect().width).toBe(480);
    await expect(bar?.getBoundingClientRect().height).toBe(14);
  },
};

/** A paragraph: three lines, the last shorter. */
export const Paragraph: Story = {
  // Nothing here is exposed to assistive technology (an empty tree cannot be snapshotted); play checks it.
  parameters: { ariaSnapshot: false },
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const lines = bars(canvasElement);
    await expect(lines).toHaveLength(3);
    await expect(lines[2]?.getBoundingClientRect().width).toBeLessThan(lines[0]?.getBoundingClientRect().width ?? 0);
  },
};

/** A block (an image, a chart) with a given size in px. */
export const Block: Story = {
  // Nothing here is exposed to assistive technology (an empty tree cannot be snapshotted); play checks it.
  parameters: { ariaSnapshot: false },
  args: { variant: 'block', width: 240, height: 120 },
  play: async ({ canvasElement }) => {
    const [block] = bars(canvasElement);
    await expect(block?.getBoundingClientRect().width).toBe(240);
    await expect(block?.getBoundingClientRect().height).toBe(120);
  },
};

/**
 * A card while it loads, composed from blocks and lines. The shimmer moves left to right, and stands still
 * for users who prefer reduced motion.
 */
export const CardPlaceholder: Story = {
  render: () => (
    <div
      style={{
        display: 'flex',
        gap: '16px',
        padding: '16px',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      }}
      aria-busy="true"
      aria-label="불러오는 중…"
      role="status"
    >
      <Skeleton variant="block" width={64} height={64} />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: '12px' }}>
        <Skeleton width="40%" />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: '불러오는 중…' })).toBeInTheDocument();
    await expect(bars(canvasElement)).toHaveLength(4);
    const [first] = bars(canvasElement);
    if (!first) throw new RangeError('No skeleton bar');
    const animated = getComputedStyle(first).animationName;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(animated === 'none').toBe(reduced);
  },
};
