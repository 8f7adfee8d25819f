import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldAlert } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: '데이터를 불러오지 못했습니다' and '다시 시도', pressed by click, Enter or Space. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('데이터를 불러오지 못했습니다');
    const retry = canvas.getByRole('button', { name: '다시 시도' });
    await userEvent.click(retry);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(retry).toHaveFocus();
    await expect(args.onRetry).toHaveBeenCalledTimes(3);
  },
};

/** With the reason from the error catalogue. */
export const WithMessage: Story = {
  args: { message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('서버에 연결할 수 없습니다.');
  },
};

/** While the retry runs: the button shows 'Loading...', is busy and ignores clicks. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, args }) => {
    const retry = canvas.getByRole('button', { name: 'Loading...' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** An error a retry cannot fix (no `onRetry`): no button; own icon and title. */
export const WithoutRetry: Story = {
  args: {
    onRetry: undefined,
    icon: <ShieldAlert />,
    title: '권한이 없습니다',
    message: '이 목록을 볼 권한이 없습니다. 관리자에게 문의해 주세요.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('권한이 없습니다');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
