import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import type { RenderLink } from '../internal/link';
import { exampleMenu } from './exampleMenu';
import type { MenuItem } from './menu';
import { Sidebar, type SidebarProps } from './Sidebar';

/** Links that change the story's path instead of leaving the page, like the console's router would. */
const routerLike =
  (navigate: (path: string) => void): RenderLink =>
  ({ href, children, ...props }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );

/** The Sidebar with a path that its own links change. */
function Navigating(props: SidebarProps & { startPath?: string }) {
  const { startPath = '/dashboard', ...rest } = props;
  const [path, setPath] = useState(startPath);
  return (
    <div style={{ display: 'flex', height: '900px' }}>
      <Sidebar {...rest} activePath={path} renderLink={routerLike(setPath)} />
      <div style={{ padding: '24px', display: 'flex', flexDirection: 'column', gap: '12px', alignItems: 'flex-start' }}>
        <p>
          현재 경로: <output>{path}</output>
        </p>
        <Button
          variant="secondary"
          width="auto"
          onClick={() => {
            setPath('/dashboard/rc-4_0-realtime');
          }}
        >
          RC 4.0 실시간 현황으로 이동
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  parameters: { frame: 'none' },
  args: {
    menu: exampleMenu,
    userName: '홍길동',
    userId: 'hong.gildong',
    clientName: '서울특별시',
    version: '25.08.18 17:05',
    activePath: '/dashboard',
  },
  argTypes: { menu: { control: false }, renderLink: { control: false } },
  render: (args) => (
    <div style={{ height: '900px' }}>
      <Sidebar {...args} />
    </div>
  ),
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On the dashboard: every group closed. Groups open and close with Enter or Space; a closed group's links
 * are out of the Tab order.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('v 25.08.18 17:05')).toBeVisible();
    const robots = canvas.getByRole('button', { name: '로봇 관리' });
    await expect(robots).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '대시보드' })).toHaveFocus();
    await userEvent.tab();
    await expect(robots).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(robots).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '로봇 목록' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '로봇 목록' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(robots).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: '로봇 목록' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '서울컵 관리' })).toHaveFocus();
  },
};

/** On a page deep in the menu: its group and sub-group are open by themselves, the page is marked current. */
export const ActiveGroupOpen: Story = {
  args: { activePath: '/cup/seoul-refund-money-manage' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '서울컵 관리' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: '4. 반납 서비스' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: '1. 기기 관리' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: '로봇 관리' })).toHaveAttribute('aria-expanded', 'false');
    const current = canvas.getByRole('link', { name: '보증금 환급 관리' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  },
};

/** A detail page under a list ('/dashboard/webin-manage-register/R-0012') keeps the list's entry current. */
export const DetailPageOfAnEntry: Story = {
  args: { activePath: '/dashboard/webin-manage-register/R-0012' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '로봇 등록' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');
  },
};

/** Every group open (the whole menu of labels-ko.md, with RC 4.0 and the seven numbered cup groups). */
export const AllGroupsOpen: Story = {
  render: (args) => (
    <div style={{ height: '2600px' }}>
      <Sidebar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // Opening a group reveals its sub-groups' buttons, so open until none is closed.
    for (;;) {
      const closed = canvas.queryAllByRole('button', { expanded: false });
      const next = closed[0];
      if (!next) break;
      await userEvent.click(next);
    }
    await expect(canvas.getByRole('link', { name: '박스 ID 관리' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AI 모델 관리' })).toBeVisible();
  },
};

/** Navigating into a closed group (a link elsewhere, the browser's back) opens it; groups the user opened stay. */
export const FollowsNavigation: Story = {
  render: (args) => <Navigating {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '통계' }));
    await userEvent.click(canvas.getByRole('link', { name: '이용 통계' }));
    await expect(canvas.getByRole('link', { name: '이용 통계' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('button', { name: 'RC 4.0 실시간 현황으로 이동' }));
    await expect(canvas.getByRole('button', { name: '로봇 관리' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'RC 4.0' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '실시간 현황' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '통계' })).toHaveAttribute('aria-expanded', 'true');
  },
};

const byTitle = (title: string) => exampleMenu.find((item) => item.title === title);

/**
 * What the console's permission filter leaves for a washing-site operator with only cup permissions: the
 * other groups keep no entries (로봇 관리 keeps only an empty RC 4.0 sub-group).
 */
const cupOperatorMenu: MenuItem[] = [
  ...[byTitle('대시보드'), byTitle('서울컵 관리')].filter((item) => item !== undefined),
  { title: '로봇 관리', subMenu: [{ title: 'RC 4.0', subMenu: [] }] },
  { title: '통계', subMenu: [] },
  { title: '사용자 관리', subMenu: [] },
  { title: '고객사 관리자 관리', subMenu: [] },
];

/**
 * After the console's permission filter: groups left with no entries (here everything but the cup programme)
 * are not shown at all.
 */
export const PermissionFiltered: Story = {
  args: { menu: cupOperatorMenu, userName: '김세척', userId: 'wash.kim', clientName: '라라루프 세척장' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '서울컵 관리' })).toBeVisible();
    for (const hidden of ['로봇 관리', '통계', '사용자 관리', '고객사 관리자 관리']) {
      await expect(canvas.queryByRole('button', { name: hidden })).toBeNull();
    }
  },
};

/** Hidden by TopBar's toggle: out of sight and of the accessibility tree, still in the page for aria-controls. */
export const Hidden: Story = {
  // Nothing here is exposed to assistive technology (an empty tree cannot be snapshotted); play checks it.
  parameters: { ariaSnapshot: false },
  args: { open: false },
  play: async ({ canvasElement }) => {
    const sidebar = canvasElement.querySelector('#oa-sidebar');
    await expect(sidebar).not.toBeNull();
    await expect(sidebar).not.toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
