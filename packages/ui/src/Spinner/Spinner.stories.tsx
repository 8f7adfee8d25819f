import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  parameters: { frame: 'centered' },
  args: { label: '불러오는 중…' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label: a status message that screen readers announce; the ring itself is hidden from them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

/** Three sizes: sm inside buttons, md in page sections, lg on the full-screen overlay. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '24px' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const rings = canvas.getAllByRole('status').map((status) => status.firstElementChild?.getBoundingClientRect());
    await expect(rings.map((ring) => ring?.width)).toEqual([16, 24, 48]);
  },
};

/** Tones: brand on light surfaces, the text colour (inside a button), white on dark surfaces. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '24px' }}>
      <Spinner {...args} tone="brand" />
      <span style={{ color: '#1A4DA8' }}>
        <Spinner {...args} tone="current" />
      </span>
      <span style={{ display: 'inline-flex', padding: '12px', background: '#212529' }}>
        <Spinner {...args} tone="inverse" />
      </span>
    </div>
  ),
};

/** Without a label it is decoration: hidden from assistive technology, which hears the busy control instead. */
export const Decorative: Story = {
  // Nothing here is exposed to assistive technology (an empty tree cannot be snapshotted); play checks it.
  parameters: { ariaSnapshot: false },
  args: { label: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
