import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DEMO_USERS,
  HOME_SUMMARY,
  homeHandlers,
  meHandler,
  resetConsoleState,
  SignedInConsole,
} from '../../layout/signedInStory';
import { HomePage } from './HomePage';

/**
 * /dashboard inside the signed-in frame, as each demo account sees it: the counts the account may read (each a
 * link to its list, filtered the same way) and shortcuts to its first screens. msw answers the lists' totals.
 */
const meta = {
  title: 'Console/Pages/HomePage',
  component: HomePage,
  parameters: { frame: 'none', msw: homeHandlers },
  beforeEach: resetConsoleState,
  render: () => <SignedInConsole user={DEMO_USERS.admin} path="/dashboard" />,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const section = (canvasElement: HTMLElement, title: string) => {
  const heading = main(canvasElement).getByRole('heading', { name: title, level: 2 });
  // ui Card: the heading sits in the card's header.
  const card = heading.parentElement?.parentElement;
  if (!(card instanceof HTMLElement)) throw new Error(`no section ${title}`);
  return within(card);
};

/** A count: its group (named by its label) shows the number and links to `href`. */
async function expectCount(scope: ReturnType<typeof section>, label: string, total: number, href?: string) {
  const group = await scope.findByRole('group', { name: label });
  await waitFor(() => expect(group).toHaveTextContent(new RegExp(`^${label}${total.toLocaleString('ko-KR')}`)));
  if (href !== undefined) await expect(within(group).getByRole('link')).toHaveAttribute('href', href);
}

let failures = 0;

const robotList = (filter: string) => `/dashboard/webin-manage-list?filter=${encodeURIComponent(filter)}`;

/** Every section for 김관리: robots by state, full bins and offline robots; accounts; clients; shortcuts. */
export const Everything: Story = {
  play: async ({ canvasElement }) => {
    const robots = section(canvasElement, '로봇');
    await expectCount(robots, '운영 중', 241, robotList('operationState:eq:OPERATION'));
    await expectCount(robots, '미설정', 2, robotList('operationState:eq:DEFAULT'));
    await expectCount(robots, '수거함 가득 참', 17, robotList('capacityState:any:FULL'));
    await expectCount(robots, '연결 끊김', 9, robotList('online:eq:false'));
    await expect(robots.getAllByRole('group')).toHaveLength(7);

    await expect(section(canvasElement, '서울컵').getAllByRole('group')).toHaveLength(7);
    await expectCount(section(canvasElement, '사용자'), '승인 대기', 3);
    await expectCount(section(canvasElement, '고객사'), '고객사', 52, '/dashboard/client-list');

    const [first] = section(canvasElement, '바로 가기').getAllByRole('link');
    await expect(first).toHaveTextContent('로봇 목록로봇 관리');
    await expect(first).toHaveAttribute('href', '/dashboard/webin-manage-list');
  },
};

/** 이로봇 (robots and statistics): only the robot counts; a count opens the robot list filtered the same way. */
export const RobotOperator: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path="/dashboard" />,
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const robots = section(canvasElement, '로봇');
    await expectCount(robots, '연결 끊김', 9);
    await expect(page.queryByRole('heading', { name: '사용자' })).toBeNull();
    await expect(page.queryByRole('heading', { name: '고객사' })).toBeNull();
    await userEvent.click(within(robots.getByRole('group', { name: '연결 끊김' })).getByRole('link'));
    await expect(await page.findByRole('heading', { name: '로봇 목록', level: 1 })).toBeVisible();
  },
};

/**
 * 박서울 (the cup programme): its counts from one summary, each opening its screen filtered the same way (today's
 * returns on the history tab of the return monitor); no robot or account counts.
 */
export const CupOperator: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path="/dashboard" />,
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const cup = section(canvasElement, '서울컵');
    await expectCount(cup, '연결 끊긴 대여기', 3, '/cup/rental-machine?filter=online%3Aeq%3Afalse');
    await expectCount(
      cup,
      '재고 부족 알림',
      12,
      '/cup/rental-machine-alert?filter=open%3Aeq%3Atrue&filter=kind%3Aeq%3ALOW_STOCK',
    );
    await expectCount(cup, '가득 찬 반납기', 4, '/cup/return-machine?filter=levelBand%3Aeq%3AFULL');
    await expectCount(
      cup,
      '오늘 대여',
      1284,
      '/cup/rental-information-monitor?filter=rentedAt%3Abte%3A2026-11-22%2C2026-11-23',
    );
    await expectCount(
      cup,
      '오늘 반납',
      1197,
      '/cup/return-machine-information-monitor?filter=result%3Aeq%3AACCEPTED&filter=at%3Abte%3A2026-11-22%2C2026-11-23&tab=history',
    );
    await expectCount(cup, '반납 기한 지남', 37, '/cup/return-validity-expiration');
    await expect(page.queryByRole('heading', { name: '로봇' })).toBeNull();
    await expect(page.queryByRole('heading', { name: '사용자' })).toBeNull();
  },
};

/** The summary cannot be read: one Korean message for the section, with 다시 시도. */
export const CupSummaryError: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/seoul-cup/v1/summary', () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: '서버 오류' } }, { status: 500 }),
      ),
    ],
  },
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path="/dashboard" />,
  play: async ({ canvasElement }) => {
    const cup = section(canvasElement, '서울컵');
    await expect(await cup.findByText('서울컵 현황을 불러오지 못했습니다.')).toBeVisible();
    await expect(cup.getByRole('button', { name: '다시 시도' })).toBeEnabled();
  },
};

/** Counts on their way: placeholders announced as busy, the shortcuts already there. */
export const Loading: Story = {
  parameters: {
    msw: [meHandler, http.get('/oa/v1/summary', unanswered)],
  },
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path="/dashboard" />,
  play: async ({ canvasElement }) => {
    const robots = section(canvasElement, '로봇');
    await waitFor(() => expect(robots.getByRole('group', { name: '운영 중' })).toHaveAttribute('aria-busy', 'true'));
    await expect(section(canvasElement, '바로 가기').getAllByRole('link').length).toBeGreaterThan(0);
    // The sidebar's client label (GET /oa/v1/me) settles before the picture.
    await waitFor(() => expect(within(canvasElement).getByRole('complementary')).toHaveTextContent('본사'));
  },
};

/** The summary cannot be read: each of its sections says so in Korean, with 다시 시도, which asks again. */
export const CountError: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/oa/v1/summary', () => {
        failures += 1;
        return failures === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: '서버 오류' } }, { status: 500 })
          : HttpResponse.json({ _data: HOME_SUMMARY });
      }),
    ],
  },
  beforeEach: () => {
    failures = 0;
  },
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path="/dashboard" />,
  play: async ({ canvasElement }) => {
    const robots = section(canvasElement, '로봇');
    await expect(await robots.findByText('로봇 현황을 불러오지 못했습니다.')).toBeVisible();
    await userEvent.click(robots.getByRole('button', { name: '다시 시도' }));
    await expectCount(robots, '운영 중', 241);
  },
};

/** An account with no screen: no counts, and the shortcuts card says to ask an administrator. */
export const NoScreens: Story = {
  render: () => <SignedInConsole user={{ ...DEMO_USERS.viewer, permissions: [] }} path="/dashboard" />,
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('이용할 수 있는 화면이 없습니다. 관리자에게 권한을 요청해 주세요.'),
    ).toBeVisible();
    await expect(main(canvasElement).queryByRole('heading', { name: '로봇' })).toBeNull();
    // The sidebar's client label comes from /v1/me after the page: the picture waits for it.
    await within(canvasElement).findByText('본사');
  },
};
