import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_ERROR } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { errorAnswer } from '../../../layout/storyPlay';
import { EMPTY_WASHING_STATUS, WASHING_STATUS } from '../shared/cupLife.fixture';
import { WashingStatusPage } from './WashingStatusPage';

/** 세척장 보관 현황 inside the signed-in frame: SEOUL_CUP's washing site through msw. */
const PATH = '/cup/washing-storage-status';
const requests: URL[] = [];
const status = http.get('/seoul-cup/v1/washing-site/status', async ({ request }) => {
  requests.push(new URL(request.url));
  await delay(100);
  return HttpResponse.json({ _data: WASHING_STATUS });
});

const render = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS] = DEMO_USERS.cupOperator, path = PATH) => (
  <SignedInConsole user={user} path={path} screens={{ [PATH]: <WashingStatusPage /> }} />
);

const meta = {
  title: 'Console/Pages/Cup/WashingStatusPage',
  component: WashingStatusPage,
  parameters: { frame: 'none', msw: [meHandler, status] },
  beforeEach: () => {
    requests.length = 0;
    return resetConsoleState();
  },
  render: () => render(),
} satisfies Meta<typeof WashingStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stages now, the packed boxes, the days as a chart, the cups waiting longest linking to their history. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = await canvas.findByRole('table', { name: '가장 오래 기다린 컵' }, { timeout: 5000 });
    await expect(requests[0]?.searchParams.get('days')).toBe('14');
    const summary = canvas.getByRole('region', { name: '지금 세척장' });
    await expect(summary).toHaveTextContent('입고320개');
    await expect(summary).toHaveTextContent('포장된 박스12개');
    await expect(within(waiting).getAllByRole('row')).toHaveLength(6);
    await expect(within(waiting).getByRole('link', { name: 'SC00000417 이력' })).toHaveAttribute(
      'href',
      '/cup/lalaloop-id-history?cuid=SC00000417',
    );
    await expect(within(waiting).getByText('BX000031')).toBeVisible();
  },
};

/** 최근 7일 is the URL's and the server's period. */
export const SevenDays: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '가장 오래 기다린 컵' }, { timeout: 5000 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '기간' }), '최근 7일');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('days')).toBe('7'));
    await expect(await canvas.findByRole('heading', { name: '일별 처리량 (최근 7일)' })).toBeVisible();
  },
};

/** The chart's table: each day's counts per stage. */
export const DayTable: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '가장 오래 기다린 컵' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: '표로 보기' }));
    const days = await canvas.findByRole('table', { name: /일별 단계별 컵 수/ });
    await expect(within(days).getAllByRole('row')).toHaveLength(8);
  },
};

/** Someone who may open no history sees the cup IDs as text. */
export const WithoutHistory: Story = {
  parameters: { visual: false },
  render: () =>
    render({
      ...DEMO_USERS.cupOperator,
      permissions: DEMO_USERS.cupOperator.permissions.filter(
        (permission) => permission !== 'LALALOOP_ID_DATA_VIEW' && permission !== 'SEOUL_CUP_LALALOOP_ID_VIEW',
      ),
    }),
  play: async ({ canvasElement }) => {
    const waiting = await within(canvasElement).findByRole('table', { name: '가장 오래 기다린 컵' }, { timeout: 5000 });
    await expect(within(waiting).queryByRole('link')).toBeNull();
    await expect(within(waiting).getByText('SC00000417')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/seoul-cup/v1/washing-site/status', () => HttpResponse.json({ _data: EMPTY_WASHING_STATUS })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('오래 기다리는 컵이 없습니다', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('이 기간의 처리 기록이 없습니다')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    visual: false,
    msw: [meHandler, http.get('/seoul-cup/v1/washing-site/status', unanswered)],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('세척장 현황을 불러오는 중…')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [meHandler, http.get('/seoul-cup/v1/washing-site/status', () => errorAnswer(500, 'INTERNAL', SERVER_ERROR))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR, {}, { timeout: 5000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};
