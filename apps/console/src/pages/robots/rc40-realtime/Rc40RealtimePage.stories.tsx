import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { ClockProvider } from '../../../app/live/clock';
import { createEventFeed, type EventFeed } from '../../../app/live/storyEventFeed';
import { RC40_STATES, STORY_NOW, storyTime } from '../realtime/robotStoryData';
import { Rc40RealtimePage } from './Rc40RealtimePage';

/**
 * /dashboard/rc-4_0-realtime inside the signed-in frame as 이로봇 (demo-robot). GET /oa/v1/rc40/stream is a feed the
 * play functions drive (`snapshot` first, then `state` per change); the clock is fixed at STORY_NOW.
 */
const PATH = '/dashboard/rc-4_0-realtime';

let feed: EventFeed = createEventFeed();
let connects = 0;

const rc40Stream = (snapshot = RC40_STATES) =>
  http.get('/oa/v1/rc40/stream', () => {
    connects += 1;
    return feed.response([{ event: 'snapshot', data: snapshot }]);
  });

const meta = {
  title: 'Console/Pages/Robots/Rc40RealtimePage',
  component: Rc40RealtimePage,
  parameters: { frame: 'none', msw: [meHandler, rc40Stream()] },
  args: { path: PATH },
  beforeEach: () => {
    feed = createEventFeed();
    connects = 0;
    return resetConsoleState();
  },
  render: (args: { path: string }) => (
    <ClockProvider now={() => STORY_NOW}>
      <SignedInConsole user={DEMO_USERS.robotOperator} path={args.path} screens={{ [PATH]: <Rc40RealtimePage /> }} />
    </ClockProvider>
  ),
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const board = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'RC 4.0 로봇' });
  return canvas;
};

/** The summary counts of a stat card by its label. */
const count = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('region', { name: '현황 요약' })).getByText(label).parentElement;

/** Every robot with its counts, each card linking to its realtime control. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '실시간 현황' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: '실시간 연결: 연결됨' })).toBeVisible();
    await expect(canvas.getByText('전체 6대 중 6대 표시')).toBeVisible();
    await expect(count(canvasElement, '운영 중')).toHaveTextContent('3');
    await expect(count(canvasElement, '점검')).toHaveTextContent('1');
    await expect(count(canvasElement, '가득 참')).toHaveTextContent('2');
    await expect(count(canvasElement, '연결 끊김')).toHaveTextContent('1');
    await expect(canvas.getByRole('link', { name: '합정역 1호기' })).toHaveAttribute(
      'href',
      '/dashboard/realtime-control/WB-MP-0001',
    );
  },
};

/** A pushed change updates its card and the counts, and briefly highlights the card. */
export const LiveChange: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await board(canvasElement);
    const card = canvasElement.querySelector<HTMLElement>('[data-machine-id="WB-GN-0001"]');
    if (card === null) throw new Error('no card');
    await expect(card.querySelector('[data-changed]')).toBeNull();
    feed.send('state', { ...RC40_STATES[0], operationState: 'CHECK', updatedAt: storyTime(1) });
    await waitFor(() => expect(count(canvasElement, '점검')).toHaveTextContent('2'));
    await expect(count(canvasElement, '운영 중')).toHaveTextContent('2');
    await expect(within(card).getByText('점검 중')).toBeVisible();
    await expect(card.querySelector('[data-changed]')).not.toBeNull();
  },
};

/** The filters narrow the cards (client-side) and stay in the URL. */
export const Filtered: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '자치구' }), '마포구');
    await expect(canvas.getByText('전체 6대 중 2대 표시')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '상태' }), '연결 끊김');
    const cards = within(canvas.getByRole('list', { name: 'RC 4.0 로봇' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(1);
    await expect(cards[0]).toHaveTextContent('망원시장 1호기');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '상태' }), '점검 중');
    await expect(canvas.getByText('조건에 맞는 로봇이 없습니다')).toBeVisible();
  },
};

/** No RC 4.0 robots at all. */
export const Empty: Story = {
  parameters: { msw: [meHandler, rc40Stream([])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('등록된 RC 4.0 로봇이 없습니다')).toBeVisible();
    await expect(count(canvasElement, '운영 중')).toHaveTextContent('0');
  },
};

/** The connection drops and the server is unavailable: shown as reconnecting; the last board stays. */
export const Reconnecting: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/oa/v1/rc40/stream', () => {
        connects += 1;
        return connects === 1
          ? feed.response([{ event: 'snapshot', data: RC40_STATES }])
          : HttpResponse.json(
              { error: { code: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } },
              { status: 503 },
            );
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement);
    feed.drop();
    await waitFor(() => expect(canvas.getByRole('status', { name: '실시간 연결: 재연결 중…' })).toBeVisible());
    await expect(canvas.getByText('전체 6대 중 6대 표시')).toBeVisible();
  },
};
