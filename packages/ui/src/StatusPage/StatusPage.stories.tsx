import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, ButtonLink } from '../Button';
import { StatusPage } from './StatusPage';

const meta = {
  title: 'Feedback/StatusPage',
  component: StatusPage,
  args: {
    title: '화면을 불러오지 못했습니다',
    message: (
      <>
        네트워크 연결을 확인한 뒤 다시 시도해 주세요.
        <br />
        콘솔이 새 버전으로 바뀐 경우에도 다시 시도하면 해결됩니다.
      </>
    ),
    actions: null,
  },
  argTypes: { actions: { control: false }, message: { control: false } },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const retry = fn();

/** A screen that could not load: a retry and a way to the main page. */
export const WithTwoActions: Story = {
  args: {
    actions: (
      <>
        <Button onClick={retry}>다시 시도</Button>
        <ButtonLink href="#main" variant="ghost" width="auto">
          메인으로 이동
        </ButtonLink>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '화면을 불러오지 못했습니다' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '메인으로 이동' })).toHaveFocus();
  },
};

/** Outside the shell it fills the window; the large code is decorative. */
export const FullPageWithCode: Story = {
  parameters: { frame: 'none' },
  args: {
    fullPage: true,
    code: '500',
    title: '예기치 않은 오류가 발생했습니다',
    message: '잠시 후 다시 시도해 주세요. 문제가 계속되면 관리자에게 문의해 주세요.',
    actions: <Button>다시 시도</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('500')).toHaveAttribute('aria-hidden', 'true');
  },
};
