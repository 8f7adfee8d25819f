import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { RenderLink } from '../internal/link';
import { NotFound } from './NotFound';

const meta = {
  title: 'Layout/NotFound',
  component: NotFound,
  parameters: { frame: 'none' },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the shell's main area: the message and a link to the main page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(canvas.getByText('요청하신 페이지가 존재하지 않거나 이동되었습니다.')).toBeVisible();
    const home = canvas.getByRole('link', { name: '메인으로 이동' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(home).toHaveFocus();
  },
};

/** Outside the shell (signed out): fills the window. */
export const FullPage: Story = {
  args: { fullPage: true },
};

/** With `onGoHome` the way out is a button, for a console that navigates in code. */
export const WithButton: Story = {
  args: { onGoHome: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '메인으로 이동' }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
  },
};

const routerLink: RenderLink = ({ href, children, ...props }) => (
  <a href={`#${href}`} data-router-link="" {...props}>
    {children}
  </a>
);

/** The console's router link through `renderLink`, another home and other words. */
export const Customised: Story = {
  args: {
    renderLink: routerLink,
    homeHref: '/dashboard',
    code: '',
    title: '권한이 없습니다',
    message: '이 화면을 볼 권한이 없습니다. 관리자에게 문의해 주세요.',
    homeLabel: '대시보드로 이동',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('404')).toBeNull();
    const home = canvas.getByRole('link', { name: '대시보드로 이동' });
    await expect(home).toHaveAttribute('href', '#/dashboard');
    await expect(home).toHaveAttribute('data-router-link');
  },
};
