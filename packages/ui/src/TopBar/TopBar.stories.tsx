import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TopBar, type TopBarProps } from './TopBar';

/** The bar with the element its toggle controls (aria-controls must point at something in the page). */
function WithSidebarTarget(props: TopBarProps) {
  return (
    <>
      <TopBar {...props} />
      <div id="oa-sidebar" hidden={props.sidebarOpen === false} style={{ padding: '24px' }}>
        사이드바 자리
      </div>
    </>
  );
}

/** The toggle wired to state, as the console's shell does it. */
function Toggling(props: TopBarProps) {
  const [open, setOpen] = useState(true);
  return (
    <WithSidebarTarget
      {...props}
      sidebarOpen={open}
      onToggleSidebar={() => {
        props.onToggleSidebar?.();
        setOpen((value) => !value);
      }}
    />
  );
}

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  parameters: { frame: 'none' },
  args: { userName: '홍길동', onLogout: fn(), onToggleSidebar: fn(), sidebarOpen: true },
  argTypes: { logo: { control: false }, renderLink: { control: false }, greeting: { control: false } },
  render: (args) => <WithSidebarTarget {...args} />,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 64px high: toggle, logo and CONSOLE, the greeting, the change-password link and logout. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(64);
    await expect(canvas.getByText(/님, 안녕하세요/)).toHaveTextContent('홍길동님, 안녕하세요');
    await expect(canvas.getByRole('link', { name: '비밀번호 변경' })).toHaveAttribute(
      'href',
      '/dashboard/change-password',
    );
    await expect(canvas.getByRole('link', { name: 'CONSOLE' })).toHaveAttribute('href', '/dashboard');

    const logout = canvas.getByRole('button', { name: '로그아웃' });
    await userEvent.click(logout);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    logout.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(2);
  },
};

/** The toggle says what it will do and whether the sidebar is shown; Enter or Space flips it. */
export const ToggleSidebar: Story = {
  render: (args) => <Toggling {...args} />,
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: '메뉴 숨기기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'oa-sidebar');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('메뉴 보기');
    await expect(canvas.queryByText('사이드바 자리')).not.toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('사이드바 자리')).toBeVisible();
  },
};

/** With the sidebar hidden the toggle offers to show it. */
export const SidebarHidden: Story = {
  args: { sidebarOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '메뉴 보기' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A long name is cut with an ellipsis before it pushes the links off the bar. */
export const LongName: Story = {
  args: { userName: '서울특별시 자원순환과 운영 담당자 홍길동' },
  render: (args) => (
    <div style={{ width: '720px' }}>
      <WithSidebarTarget {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '로그아웃' })).toBeVisible();
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: '로그아웃' }).getBoundingClientRect().right).toBeLessThanOrEqual(
      bar.right,
    );
  },
};

/** A logo of the console's own and another product word; no toggle when the page has no sidebar. */
export const CustomLogo: Story = {
  args: {
    onToggleSidebar: undefined,
    productName: 'CUP CONSOLE',
    logo: (
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden>
        <circle cx="16" cy="16" r="14" fill="#00857A" />
        <circle cx="16" cy="16" r="6" fill="#FFFFFF" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '메뉴 숨기기' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'CUP CONSOLE' })).toBeVisible();
  },
};
