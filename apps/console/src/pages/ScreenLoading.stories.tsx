import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenLoading } from './ScreenLoading';

const meta = {
  title: 'Console/Pages/ScreenLoading',
  component: ScreenLoading,
  parameters: { frame: 'none' },
} satisfies Meta<typeof ScreenLoading>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    // Screen readers hear it: a live status, and the page marked busy.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};
