import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MachineStatus } from '@oa/contract/cup';
import { ClockProvider } from '../../../app/live/clock';
import { createEventFeed, type EventFeed } from '../../../app/live/storyEventFeed';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { RENTAL_MACHINES, RETURN_MACHINES } from '../shared/cup.fixture';
import { RentalMachineMonitorPage } from './RentalMachineMonitorPage';
import { ReturnMachineMonitorPage } from './ReturnMachineMonitorPage';

/**
 * 대여기 모니터링 / 반납기 모니터링 inside the signed-in frame as 박서울 (demo-cup). The kind's stream is a feed the
 * play functions drive (`snapshot` first, then `machine` per change); the clock is fixed at the fixtures' time.
 */
const RENTAL_PATH = '/cup/rental-machine-monitor';
const RETURN_PATH = '/cup/return-machine-monitor';
const NOW = Date.UTC(2026, 10, 22, 0, 0);
const screens = { [RENTAL_PATH]: <RentalMachineMonitorPage />, [RETURN_PATH]: <ReturnMachineMonitorPage /> };

let feed: EventFeed = createEventFeed();
let connects = 0;
const stream = (kind: 'rental' | 'return', snapshot: readonly MachineStatus[]) =>
  http.get(`/seoul-cup/v1/${kind}-machines/stream`, () => {
    connects += 1;
    return feed.response([{ event: 'snapshot', data: snapshot }]);
  });

const meta = {
  title: 'Console/Pages/Cup/MachineMonitorScreen',
  component: RentalMachineMonitorPage,
  parameters: {
    frame: 'none',
    msw: [meHandler, stream('rental', RENTAL_MACHINES), stream('return', RETURN_MACHINES)],
  },
  args: { path: RENTAL_PATH },
  beforeEach: () => {
    feed = createEventFeed();
    connects = 0;
    return resetConsoleState();
  },
  render: (args: { path: string }) => (
    <ClockProvider now={() => NOW}>
      <SignedInConsole user={DEMO_USERS.cupOperator} path={args.path} screens={screens} />
    </ClockProvider>
  ),
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const board = async (canvasElement: HTMLElement, name = '대여기 재고 현황') => {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name });
  return canvas;
};

/** A summary count's card by its label. */
const count = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('region', { name: '현황 요약' })).getByText(label).parentElement;

/** The machines in the order shown. */
const shownIds = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-machine-id]')].map((cell) => cell.getAttribute('data-machine-id'));

/** Every rental machine, the empty and offline ones first; the counts; each card links to its manage page. */
export const RentalLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '대여기 모니터링' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: '실시간 연결: 연결됨' })).toBeVisible();
    await expect(canvas.getByText('전체 14대 중 14대 표시 · 주의가 필요한 순')).toBeVisible();
    await expect(count(canvasElement, '재고 없음')).toHaveTextContent('3');
    await expect(count(canvasElement, '연결 끊김')).toHaveTextContent('2');
    const [first] = shownIds(canvasElement);
    await expect(first).toBe('RENT-JN-003');
    await expect(canvas.getByRole('link', { name: RENTAL_MACHINES[2]?.name ?? '' })).toHaveAttribute(
      'href',
      '/cup/rental-machine-manage/RENT-JN-003',
    );
    await expect(canvas.getAllByRole('meter', { name: /^재고/ })).toHaveLength(14);
  },
};

/** A pushed change moves the machine's gauge and the counts, and briefly highlights its card. */
export const LiveChange: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await board(canvasElement);
    const id = 'RENT-GN-001';
    const card = canvasElement.querySelector<HTMLElement>(`[data-machine-id="${id}"]`);
    if (card === null) throw new Error('no card');
    await expect(card.querySelector('[data-changed]')).toBeNull();
    const machine = RENTAL_MACHINES.find((candidate) => candidate.machineId === id);
    feed.send('machine', { ...machine, level: 0, levelBand: 'EMPTY' });
    await waitFor(() => expect(count(canvasElement, '재고 없음')).toHaveTextContent('4'));
    const updated = canvasElement.querySelector<HTMLElement>(`[data-machine-id="${id}"]`);
    await expect(updated).toHaveTextContent('0 / 300개');
    await expect(updated?.querySelector('[data-changed]')).not.toBeNull();
  },
};

/** The filters narrow the cards and stay in the URL. */
export const Filtered: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '자치구' }), '마포구');
    await expect(canvas.getByText('전체 14대 중 3대 표시 · 주의가 필요한 순')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '상태' }), '재고 부족');
    // Both running low; the emptier (by share of its capacity) first.
    await expect(shownIds(canvasElement)).toEqual(['RENT-MP-012', 'RENT-MP-002']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '상태' }), '점검·정지');
    await expect(canvas.getByText('조건에 맞는 대여기가 없습니다')).toBeVisible();
  },
};

/** The return machines: fill, the full ones first, 가득 참 and 거의 참 counted. */
export const ReturnLive: Story = {
  args: { path: RETURN_PATH },
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement, '반납기 적재 현황');
    await expect(count(canvasElement, '가득 참')).toHaveTextContent('2');
    await expect(count(canvasElement, '거의 참')).toHaveTextContent('1');
    await expect(count(canvasElement, '전체 적재')).toHaveTextContent('1,720');
    await expect(shownIds(canvasElement)[0]).toBe('RTRN-JN-003');
    await expect(canvas.getAllByText(/적재/).length).toBeGreaterThan(0);
  },
};

/** A user who may not edit machines sees the board without links. */
export const ReadOnlyViewer: Story = {
  parameters: { visual: false },
  render: (args: { path: string }) => (
    <ClockProvider now={() => NOW}>
      <SignedInConsole user={DEMO_USERS.viewer} path={args.path} screens={screens} />
    </ClockProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement);
    await expect(canvas.queryAllByRole('link', { name: RENTAL_MACHINES[0]?.name ?? '' })).toHaveLength(0);
  },
};

/** No machines registered. */
export const Empty: Story = {
  parameters: { msw: [meHandler, stream('rental', [])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('등록된 대여기가 없습니다')).toBeVisible();
    await expect(count(canvasElement, '재고 없음')).toHaveTextContent('0');
  },
};

/** Before the first snapshot: the counts wait. */
export const Connecting: Story = {
  parameters: {
    msw: [meHandler, http.get('/seoul-cup/v1/rental-machines/stream', () => feed.response([]))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('region', { name: '현황 요약' });
    await expect(summary.querySelectorAll('[aria-busy="true"]')).toHaveLength(4);
    await expect(canvas.queryByRole('list', { name: '대여기 재고 현황' })).not.toBeInTheDocument();
  },
};

/** The connection drops and the server is unavailable: shown as reconnecting; the last board stays. */
export const Reconnecting: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/seoul-cup/v1/rental-machines/stream', () => {
        connects += 1;
        return connects === 1
          ? feed.response([{ event: 'snapshot', data: RENTAL_MACHINES }])
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
    await expect(canvas.getByText('전체 14대 중 14대 표시 · 주의가 필요한 순')).toBeVisible();
  },
};
