import { HttpError } from '@oa/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DEMO_USERS,
  homeHandlers,
  homeSummaryHandler,
  meHandler,
  resetConsoleState,
  SignedInConsole,
} from '../layout/signedInStory';
import { ScreenErrorPage } from './ScreenErrorPage';

/**
 * A signed-in screen's error boundary (issue 30): the error shows in the screen's place, inside the real frame,
 * whose top bar, sidebar and 로그아웃 stay. Each story's screen keeps failing, so the picture is of the error;
 * `mounts` counts how often the screen was run, which shows that 다시 시도 (or the retry of an unreachable server)
 * runs it again without a page load.
 */
const meta = {
  title: 'Console/Pages/ScreenErrorPage',
  component: ScreenErrorPage,
  parameters: { frame: 'none', msw: homeHandlers },
  beforeEach: () => {
    mounts = 0;
    return resetConsoleState();
  },
} satisfies Meta<typeof ScreenErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

let mounts = 0;

/** The robot list's place, as a screen that throws `error` every time it renders. */
function failing(error: () => Error) {
  function FailingScreen(): never {
    mounts += 1;
    throw error();
  }
  return { '/dashboard/webin-manage-list': <FailingScreen /> };
}

/** The frame is all there: the page title, the sidebar's menu and 로그아웃. */
async function expectShell(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

/** A screen that threw something unexpected: the generic message; 다시 시도 runs the screen again. */
export const UnexpectedError: Story = {
  render: () => (
    <SignedInConsole
      user={DEMO_USERS.robotOperator}
      path="/dashboard/webin-manage-list"
      screens={failing(() => new Error('Cannot read properties of undefined'))}
    />
  ),
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(await main.findByRole('heading', { level: 2, name: '예기치 않은 오류가 발생했습니다' })).toBeVisible();
    await expectShell(canvasElement, '로봇 목록');
    await expect(main.queryByText(/Cannot read properties/)).toBeNull();
    await expect(main.getByRole('link', { name: '메인으로 이동' })).toHaveAttribute('href', '/');
    const before = mounts;
    await userEvent.click(main.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(mounts).toBeGreaterThan(before), { timeout: 5000 });
    await expect(main.getByRole('heading', { level: 2, name: '예기치 않은 오류가 발생했습니다' })).toBeVisible();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/**
 * The dashboard meets an answer of the wrong shape (the cup summary's day is not a date: `RangeError: Invalid time
 * value` while rendering): spec §8's malformed-data message in the screen's place. (다시 시도 fetching afresh is
 * ScreenErrorPage.test.tsx's and e2e/shell-errors.spec.ts's.)
 */
export const MalformedData: Story = {
  parameters: {
    msw: [
      meHandler,
      homeSummaryHandler,
      http.get('/seoul-cup/v1/summary', () => HttpResponse.json({ _data: { day: '내일', rentalsToday: '많음' } })),
    ],
  },
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path="/dashboard" />,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(await main.findByRole('heading', { level: 2, name: '화면을 표시하지 못했습니다' })).toBeVisible();
    await expect(main.getByText(/응답 데이터 형식이 올바르지 않습니다\./)).toBeVisible();
    await expectShell(canvasElement, '대시보드');
    await expect(main.queryByText(/Invalid time value/)).toBeNull();
  },
};

/**
 * A screen that could not reach the server (no answer, or 502/503/504): said in Korean, and tried again by itself
 * with backoff (about 1 s, then 2 s, 4 s, ... up to 10 s) until the server answers, with no click.
 */
export const UnreachableAndRetrying: Story = {
  render: () => (
    <SignedInConsole
      user={DEMO_USERS.robotOperator}
      path="/dashboard/webin-manage-list"
      screens={failing(() => new HttpError('ERR_NETWORK', { url: '/v1/robots' }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(await main.findByRole('heading', { level: 2, name: '서버에 연결할 수 없습니다' })).toBeVisible();
    await expect(main.getByText(/연결되면 자동으로 다시 불러옵니다\./)).toBeVisible();
    await expectShell(canvasElement, '로봇 목록');
    const before = mounts;
    // No click: the screen is run again by itself.
    await waitFor(() => expect(mounts).toBeGreaterThan(before), { timeout: 5000 });
    await expect(main.getByRole('heading', { level: 2, name: '서버에 연결할 수 없습니다' })).toBeVisible();
  },
};
