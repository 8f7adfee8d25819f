import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const registerRobot = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: an inbox icon and '데이터가 없습니다'. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('데이터가 없습니다')).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A search that found nothing: its own icon, a hint, no action. */
export const NoSearchResults: Story = {
  args: {
    icon: <SearchX />,
    title: '검색 결과가 없습니다',
    description: '검색어나 기간을 바꿔 다시 검색해 주세요.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('검색 결과가 없습니다')).toBeVisible();
    await expect(canvas.queryByText('데이터가 없습니다')).not.toBeInTheDocument();
  },
};

/** With a next step: a button to register the first item (keyboard too). */
export const WithAction: Story = {
  args: {
    description: '등록된 로봇이 없습니다. 첫 로봇을 등록해 주세요.',
    action: (
      <Button icon={<Plus size={16} />} onClick={registerRobot}>
        로봇 등록
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '로봇 등록' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(registerRobot).toHaveBeenCalledOnce();
  },
};

/** Without an icon (`icon={null}`), for small places such as a card. */
export const WithoutIcon: Story = {
  args: { icon: null, description: '최근 7일 동안 알림이 없습니다.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
