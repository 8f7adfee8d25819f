import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  parameters: { frame: 'padded' },
  args: { label: 'PET 적재율', value: 42 },
  decorators: [
    (Story) => (
      <div style={{ width: '320px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A level in the brand colour, its percent written beside the label. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'PET 적재율' });
    await expect(meter).toHaveAttribute('aria-valuenow', '42');
    await expect(meter).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

const bin = { warning: 70, danger: 90 };

/** Bin fill with thresholds (70% warning, 90% danger): the tone follows the level; values are clamped. */
export const FillLevels: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '16px' }}>
      <ProgressBar label="캔" value={0} thresholds={bin} />
      <ProgressBar label="종이" value={35} thresholds={bin} />
      <ProgressBar label="종이팩" value={74.6} thresholds={bin} />
      <ProgressBar label="PET" value={93} thresholds={bin} />
      <ProgressBar label="PET 보조함" value={120} thresholds={bin} />
    </div>
  ),
  play: async ({ canvas }) => {
    const tone = (name: string) => canvas.getByRole('meter', { name }).parentElement?.dataset.tone;
    await expect(tone('캔')).toBe('success');
    await expect(tone('종이')).toBe('success');
    await expect(tone('종이팩')).toBe('warning');
    await expect(canvas.getByRole('meter', { name: '종이팩' })).toHaveAttribute('aria-valuetext', '75%');
    await expect(tone('PET')).toBe('danger');
    await expect(canvas.getByRole('meter', { name: 'PET 보조함' })).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Each tone set explicitly. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '16px' }}>
      <ProgressBar label="brand" value={60} tone="brand" />
      <ProgressBar label="success" value={60} tone="success" />
      <ProgressBar label="info" value={60} tone="info" />
      <ProgressBar label="warning" value={60} tone="warning" />
      <ProgressBar label="danger" value={60} tone="danger" />
      <ProgressBar label="neutral" value={60} tone="neutral" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('meter')).toHaveLength(6);
  },
};

/** How far a task has come (an upload, a rollout): role progressbar, with a text of its own. */
export const TaskProgress: Story = {
  args: { kind: 'progress', label: '배포 진행률', value: 40, tone: 'info', valueText: '10 / 25대' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '배포 진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '10 / 25대');
    await expect(canvas.getByText('10 / 25대')).toBeVisible();
  },
};

/** In a table cell: the label is for screen readers only, the bar and the percent share a row. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, value: 88, thresholds: bin },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'PET 적재율' });
    await expect(canvas.getByText('88%')).toBeVisible();
    await expect(meter.parentElement?.dataset.tone).toBe('warning');
  },
};
