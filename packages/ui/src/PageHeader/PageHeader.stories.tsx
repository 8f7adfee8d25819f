import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { onGoBack: fn() },
  argTypes: { actions: { control: false }, renderLink: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without props: the spec's default title 'Dashboard' and no trail. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A list page: the trail links up to its area, the last step is the current page. */
export const WithBreadcrumb: Story = {
  args: {
    title: '로봇 목록',
    breadcrumbs: [{ name: '대시보드', to: '/dashboard' }, { name: '로봇 관리' }, { name: '로봇 목록' }],
  },
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: '이동 경로' });
    await expect(trail).toBeVisible();
    await expect(canvas.getByRole('link', { name: '대시보드' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByText('로봇 목록', { selector: '[aria-current="page"]' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '로봇 목록' })).toBeVisible();
  },
};

/** A detail page: the list step goes back (keeping the list's filters), by mouse or keyboard. */
export const GoBack: Story = {
  args: {
    title: '대여기 상세',
    breadcrumbs: [
      { name: '서울컵 관리', to: '/cup/rental-machine' },
      { name: '대여기 목록', isGoback: true },
      { name: '대여기 상세' },
    ],
  },
  play: async ({ canvas, args }) => {
    const back = canvas.getByRole('button', { name: '대여기 목록' });
    await userEvent.click(back);
    await expect(args.onGoBack).toHaveBeenCalledTimes(1);
    back.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoBack).toHaveBeenCalledTimes(2);
  },
};

/** Page actions on the right and a line of description under the title. */
export const WithActions: Story = {
  args: {
    title: '로봇 목록',
    description: '설치된 수거 로봇의 운영 상태와 적재량을 확인합니다.',
    breadcrumbs: [{ name: '대시보드', to: '/dashboard' }, { name: '로봇 관리' }, { name: '로봇 목록' }],
    actions: (
      <>
        <Button variant="secondary" icon={<Download size={16} />}>
          EXCEL
        </Button>
        <Button icon={<Plus size={16} />}>로봇 등록</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '로봇 등록' })).toBeVisible();
    await expect(canvas.getByText('설치된 수거 로봇의 운영 상태와 적재량을 확인합니다.')).toBeVisible();
  },
};
