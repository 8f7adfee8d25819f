import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SIDEBAR_STORAGE_KEY } from './ConsoleLayout';
import { DEMO_USERS, homeHandlers, resetConsoleState, SignedInConsole } from './signedInStory';

/**
 * The signed-in frame (spec §2 layout) as each demo account sees it: top bar, sidebar with the menu that
 * `buildMenu` makes of the account's permissions, page title and breadcrumb from the route table.
 */
const meta = {
  title: 'Console/Layout/ConsoleLayout',
  component: SignedInConsole,
  parameters: { frame: 'none', msw: homeHandlers },
  beforeEach: resetConsoleState,
  args: { user: DEMO_USERS.admin, path: '/dashboard' },
  argTypes: { user: { control: 'object' }, path: { control: 'text' } },
  // A new console (session, router) whenever the controls change the account or the path.
  render: (args) => <SignedInConsole key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof SignedInConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebarOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('complementary'));

/** The sidebar's top-level entries, in order (the group buttons and the top-level links). */
const topLevelEntries = (canvasElement: HTMLElement) =>
  [...within(canvasElement).getByRole('navigation', { name: 'Menu' }).querySelectorAll(':scope > ul > li')].map(
    (item) => item.firstElementChild?.textContent,
  );

/** Opens every group of the sidebar (a group's sub-groups appear when it opens), so the picture shows the menu. */
async function openEveryGroup(canvasElement: HTMLElement) {
  const sidebar = sidebarOf(canvasElement);
  for (;;) {
    const closed = sidebar.queryAllByRole('button', { expanded: false });
    const next = closed[0];
    if (!next) break;
    await userEvent.click(next);
  }
  // No focus ring left on the last group: the picture is of the menu.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** What the menu of an account must hold and must not, in the Korean labels of labels-ko.md. */
async function expectMenu(
  canvasElement: HTMLElement,
  menu: { topLevel: string[]; links: number; present: string[]; absent: string[] },
) {
  const sidebar = sidebarOf(canvasElement);
  await expect(topLevelEntries(canvasElement)).toEqual(menu.topLevel);
  await openEveryGroup(canvasElement);
  await expect(sidebar.getAllByRole('link')).toHaveLength(menu.links);
  for (const name of menu.present) await expect(sidebar.getByRole('link', { name })).toBeVisible();
  for (const name of menu.absent) await expect(sidebar.queryByRole('link', { name })).toBeNull();
}

/**
 * 김관리 (demo-admin, every permission) on the home page: the whole menu, every group opened. The top bar greets
 * them; the sidebar shows name, client label, id and the version stamp; the main area the title Dashboard.
 */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = sidebarOf(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('김관리님, 안녕하세요');
    await expect(canvas.getByRole('link', { name: 'CONSOLE' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('link', { name: '비밀번호 변경' })).toHaveAttribute(
      'href',
      '/dashboard/change-password',
    );
    await expect(canvas.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(sidebar.getByText('김관리')).toBeVisible();
    await expect(sidebar.getByText('고객사')).toBeVisible();
    await expect(sidebar.getByText('demo-admin')).toBeVisible();
    await expect(sidebar.getByText('v 25.08.18 17:05')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText('58')).toBeVisible();
    await expectMenu(canvasElement, {
      topLevel: ['대시보드', '로봇 관리', '서울컵 관리', '통계', '사용자 관리', '고객사 관리자 관리'],
      links: 45,
      present: ['AI 모델 관리', '박스 ID 관리', '권한 그룹 등록', '고객사 목록'],
      absent: [],
    });
  },
};

/** 이로봇 (demo-robot, 로봇 운영): robots and statistics only; no cup, user or client menu. */
export const RobotOperator: Story = {
  args: { user: DEMO_USERS.robotOperator },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveTextContent('이로봇님, 안녕하세요');
    await expect(sidebarOf(canvasElement).getByText('demo-robot')).toBeVisible();
    await expectMenu(canvasElement, {
      topLevel: ['대시보드', '로봇 관리', '통계'],
      links: 17,
      present: ['로봇 등록', '실시간 현황', '사용자별 평균 포인트 사용'],
      absent: ['대여기 목록', '보증금 환급 관리', '전체 사용자', '고객사 목록'],
    });
  },
};

/** 박서울 (demo-cup, 다회용컵 운영): the seven numbered cup groups; no robot, statistics, user or client menu. */
export const CupOperator: Story = {
  args: { user: DEMO_USERS.cupOperator },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveTextContent('박서울님, 안녕하세요');
    await expectMenu(canvasElement, {
      topLevel: ['대시보드', '서울컵 관리'],
      links: 24,
      present: ['대여기 목록', '보증금 환급 관리', '컵 ID 관리', '박스 ID 관리'],
      absent: ['로봇 목록', '로봇 설치 현황', '전체 사용자', '고객사 목록'],
    });
  },
};

/**
 * 최조회 (demo-viewer, 조회 전용): every screen that needs a *_VIEW; the edit screens (로봇 등록, 컵 ID 관리,
 * 박스 ID 관리) and the user and client menus, which need edit permissions, are gone.
 */
export const Viewer: Story = {
  args: { user: DEMO_USERS.viewer },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveTextContent('최조회님, 안녕하세요');
    await expectMenu(canvasElement, {
      topLevel: ['대시보드', '로봇 관리', '서울컵 관리', '통계'],
      links: 36,
      present: ['로봇 목록', 'AI 모델 관리', '박스 번호 조회', '이용 통계'],
      absent: ['로봇 등록', '컵 ID 관리', '컵 ID 제어', '박스 ID 관리', '전체 사용자', '고객사 목록'],
    });
  },
};

/**
 * The keyboard: Tab goes through the top bar, then the menu; Enter opens a group (its links join the Tab order),
 * Space closes it again.
 */
export const GroupByKeyboard: Story = {
  args: { user: DEMO_USERS.robotOperator },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = sidebarOf(canvasElement);
    const robots = sidebar.getByRole('button', { name: '로봇 관리' });
    await expect(robots).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.queryByRole('link', { name: '로봇 목록' })).toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '메뉴 숨기기' })).toHaveFocus();
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(sidebar.getByRole('link', { name: '대시보드' })).toHaveFocus();
    await userEvent.tab();
    await expect(robots).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(robots).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(sidebar.getByRole('link', { name: '로봇 목록' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(robots).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.queryByRole('link', { name: '로봇 목록' })).toBeNull();
    await userEvent.tab();
    await expect(sidebar.getByRole('button', { name: '통계' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(sidebar.getByRole('link', { name: '로봇 설치 현황' })).toBeVisible();
  },
};

/** The top bar's toggle hides the sidebar; the choice is kept in localStorage (`oa-console_sidebar`). */
export const SidebarCollapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('complementary');
    await expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();
    const toggle = canvas.getByRole('button', { name: '메뉴 숨기기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', sidebar.id);

    await userEvent.click(toggle);
    await expect(sidebar).not.toBeVisible();
    await expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('closed');
    await expect(toggle).toHaveAccessibleName('메뉴 보기');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await expect(sidebar).toBeVisible();
    await expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('open');
    await userEvent.click(toggle);
    await expect(sidebar).not.toBeVisible();
    await expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('closed');
  },
};

/** Hidden last time (localStorage says 'closed'), the sidebar starts hidden. */
export const SidebarRememberedClosed: Story = {
  args: { user: DEMO_USERS.cupOperator, path: '/cup/rental-machine' },
  beforeEach: () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'closed');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: '메뉴 보기' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 1, name: '대여기 목록' })).toBeVisible();
  },
};

/**
 * A page two groups deep (서울컵 관리 > 4. 반납 서비스): the breadcrumb names both groups, then the page; both groups
 * opened by themselves and the page's entry is the current one.
 */
export const NestedRouteBreadcrumb: Story = {
  args: { user: DEMO_USERS.cupOperator, path: '/cup/seoul-refund-money-manage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = sidebarOf(canvasElement);
    const breadcrumb = within(canvas.getByRole('navigation', { name: '이동 경로' }));
    const trail = breadcrumb.getAllByRole('listitem').map((item) => item.textContent);
    await expect(trail).toEqual(['대시보드', '서울컵 관리', '4. 반납 서비스', '보증금 환급 관리']);
    await expect(breadcrumb.getByRole('link', { name: '대시보드' })).toHaveAttribute('href', '/dashboard');
    // The client label comes from GET /oa/v1/me; staff of the operating company have none (본사).
    await waitFor(() => expect(within(canvasElement).getByRole('complementary')).toHaveTextContent('고객사본사'));
    await expect(breadcrumb.getByText('보증금 환급 관리')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: '보증금 환급 관리' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: '서울컵 관리' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: '4. 반납 서비스' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: '1. 기기 관리' })).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: '보증금 환급 관리' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(/'보증금 환급 관리' 화면은 이 스토리에 들어 있지 않습니다/)).toBeVisible();
  },
};

/** A page with a parameter (로봇 등록 of one robot): the table entry of the pattern gives title and breadcrumb. */
export const RouteWithParameter: Story = {
  args: { user: DEMO_USERS.robotOperator, path: '/dashboard/webin-manage-register/R-0012' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = within(canvas.getByRole('navigation', { name: '이동 경로' })).getAllByRole('listitem');
    await expect(trail.map((item) => item.textContent)).toEqual(['대시보드', '로봇 관리', '로봇 등록']);
    await expect(canvas.getByRole('heading', { level: 1, name: '로봇 등록' })).toBeVisible();
    await expect(sidebarOf(canvasElement).getByRole('link', { name: '로봇 등록' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The client label (GET /oa/v1/me) settles before the picture.
    await waitFor(() => expect(within(canvasElement).getByRole('complementary')).toHaveTextContent('고객사본사'));
  },
};

/** The menu navigates inside the frame: the title, breadcrumb and current entry follow. */
export const NavigateFromMenu: Story = {
  args: { user: DEMO_USERS.robotOperator },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = sidebarOf(canvasElement);
    await userEvent.click(sidebar.getByRole('button', { name: '로봇 관리' }));
    await userEvent.click(sidebar.getByRole('button', { name: 'RC 4.0' }));
    await userEvent.click(sidebar.getByRole('link', { name: 'AI 모델 관리' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'AI 모델 관리' })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: '이동 경로' })).getAllByRole('listitem');
    await expect(trail.map((item) => item.textContent)).toEqual(['대시보드', '로봇 관리', 'RC 4.0', 'AI 모델 관리']);
    await expect(sidebar.getByRole('link', { name: 'AI 모델 관리' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');
  },
};

/** 로그아웃 ends the session and shows the sign-in page. */
export const Logout: Story = {
  args: { user: DEMO_USERS.viewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '로그아웃' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'OA CONSOLE 로그인' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('banner')).toBeNull());
  },
};
