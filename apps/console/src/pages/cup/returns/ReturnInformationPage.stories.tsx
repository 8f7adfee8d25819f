import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createEventFeed, type EventFeed } from '../../../app/live/storyEventFeed';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { listTable } from '../../../layout/storyPlay';
import { RETURN_EVENTS } from '../shared/cup.fixture';
import { ReturnInformationPage } from './ReturnInformationPage';

/**
 * 반납기 정보 모니터링 inside the signed-in frame as 박서울 (demo-cup): the 실시간 tab reads a feed the play functions
 * drive (the last 20 events, then one per `return`), the 이력 tab the list contract through msw.
 */
const PATH = '/cup/return-machine-information-monitor';
const screens = { [PATH]: <ReturnInformationPage /> };
/** The stream's backlog: the 20 newest, oldest first, as the server sends them. */
const BACKLOG = RETURN_EVENTS.slice(0, 20).reverse();

let feed: EventFeed = createEventFeed();
const stream = (backlog = BACKLOG) =>
  http.get('/seoul-cup/v1/return-events/stream', () =>
    feed.response(backlog.map((event) => ({ event: 'return', data: event }))),
  );
const history = storyList('/seoul-cup/v1/return-events', RETURN_EVENTS);

const meta = {
  title: 'Console/Pages/Cup/ReturnInformationPage',
  component: ReturnInformationPage,
  parameters: { frame: 'none', msw: [meHandler, stream(), history.handler] },
  args: { path: PATH },
  beforeEach: () => {
    feed = createEventFeed();
    history.requests.length = 0;
    return resetConsoleState();
  },
  render: (args: { path: string }) => (
    <SignedInConsole user={DEMO_USERS.cupOperator} path={args.path} screens={screens} />
  ),
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveList = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '최근 반납' });
const count = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('region', { name: '받은 반납' })).getByText(label).parentElement;

/** The newest returns first, refused ones with their reason; the counts of what arrived. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await liveList(canvasElement);
    await expect(canvas.getByRole('tab', { name: '실시간', selected: true })).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('강남구 주민센터 반납기 (RTRN-GN-001)');
    await expect(count(canvasElement, '반납 거부')).toHaveTextContent('3');
    await expect(count(canvasElement, '반납 처리')).toHaveTextContent('17');
    await expect(list).toHaveTextContent('인식할 수 없는 컵');
    await expect(list).toHaveTextContent('인식 불가');
  },
};

/** A new return arrives on top; one sent again after a reconnect is not shown twice. */
export const LiveArrival: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const list = await liveList(canvasElement);
    const newest = {
      ...RETURN_EVENTS[0],
      id: 7001,
      machineId: 'RTRN-SC-002',
      machineName: '서초구 역 광장 반납기',
      district: '서초구',
      cuid: 'SC00009999',
      at: '2026-11-22T00:01:00.000Z',
    };
    feed.send('return', newest);
    feed.send('return', newest);
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('서초구 역 광장 반납기 (RTRN-SC-002)'),
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    await expect(count(canvasElement, '반납 처리')).toHaveTextContent('18');
  },
};

/** District and result narrow the feed (in the URL); nothing matching is said. */
export const LiveFiltered: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await liveList(canvasElement);
    // The whole backlog first (it arrives over the stream): filtered earlier, the count would be a race with it.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처리 결과' }), '반납 거부');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '자치구' }), '서초구');
    await expect(canvas.getByText('조건에 맞는 반납이 없습니다. 자치구나 처리 결과를 바꿔 보세요.')).toBeVisible();
  },
};

/** No return yet. */
export const LiveEmpty: Story = {
  parameters: { msw: [meHandler, stream([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 반납 기록이 없습니다.')).toBeVisible();
  },
};

const historyTable = listTable('반납 이력');

/** 이력: every return event, newest first, searchable; the tab is in the URL. */
export const History: Story = {
  args: { path: `${PATH}?tab=history` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await historyTable.rowsOf(canvasElement, 30);
    await expect(canvas.getByRole('tab', { name: '이력', selected: true })).toBeVisible();
    await expect(historyTable.dataRows(canvasElement)[0]).toHaveTextContent('RTRN-GN-001');
    await expect(history.requests[0]?.searchParams.get('sort')).toBe('at,DESC');
  },
};

/** Refused returns of one machine: both filters go to the request. */
export const HistoryFiltered: Story = {
  args: { path: `${PATH}?tab=history` },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await historyTable.rowsOf(canvasElement, 30);
    await userEvent.type(canvas.getByRole('searchbox', { name: '반납기 ID' }), 'rtrn-sp-001');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처리 결과' }), '반납 거부');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(history.requests.at(-1)?.searchParams.getAll('filter')).toEqual([
        'machineId:eq:RTRN-SP-001',
        'result:eq:REJECTED',
      ]),
    );
  },
};

export const HistoryLoadError: Story = {
  args: { path: `${PATH}?tab=history` },
  parameters: { msw: [meHandler, stream(), failingList('/seoul-cup/v1/return-events')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};

/** Past the 10,000 rows the server counts: the total says so honestly. */
export const HistoryCappedTotal: Story = {
  args: { path: `${PATH}?tab=history` },
  parameters: {
    msw: [
      meHandler,
      http.get('/seoul-cup/v1/return-events', () =>
        HttpResponse.json({
          _data: { items: RETURN_EVENTS.slice(0, 10), page: 1, size: 10, total: 10_000, totalCapped: true },
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    // The answer's rows (not the skeleton's): the table no longer busy.
    await waitFor(() => expect(historyTable.table(canvasElement)).not.toHaveAttribute('aria-busy'));
    await expect(historyTable.dataRows(canvasElement)).toHaveLength(10);
    await expect(historyTable.table(canvasElement)).toHaveAttribute('aria-rowcount', '-1');
    const total = within(canvasElement).getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === '전체 10,000건 이상',
    );
    await expect(total).toBeVisible();
  },
};
