import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { errorAnswer, listTable } from '../../../layout/storyPlay';
import { CUP_EVENTS, CUP_HISTORY, NEW_CUP_HISTORY } from '../shared/cupLife.fixture';
import { CupHistoryScreen } from './CupHistoryScreen';

/** 컵 ID 이력 (and 서울 컵 ID 이력) inside the signed-in frame: SEOUL_CUP's cups and events through msw. */
const PATH = '/cup/lalaloop-id-history';
const SEOUL_PATH = '/cup/seoul-lalaloop-cup-id-history';
const cupRequests: string[] = [];
const cups = http.get('/seoul-cup/v1/cups/:cuid', async ({ params }) => {
  cupRequests.push(String(params.cuid));
  await delay(100);
  if (params.cuid === CUP_HISTORY.cup.cuid) return HttpResponse.json({ _data: CUP_HISTORY });
  if (params.cuid === NEW_CUP_HISTORY.cup.cuid) return HttpResponse.json({ _data: NEW_CUP_HISTORY });
  return errorAnswer(404, 'NOT_FOUND', '컵을 찾을 수 없습니다.');
});
const events = storyList('/seoul-cup/v1/cup-events', CUP_EVENTS);

const render = (path = PATH, user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS] = DEMO_USERS.cupOperator) => (
  <SignedInConsole
    user={user}
    path={path}
    screens={{ [PATH]: <CupHistoryScreen />, [SEOUL_PATH]: <CupHistoryScreen /> }}
  />
);

const meta = {
  title: 'Console/Pages/Cup/CupHistoryScreen',
  component: CupHistoryScreen,
  parameters: { frame: 'none', msw: [meHandler, cups, events.handler] },
  beforeEach: () => {
    cupRequests.length = 0;
    events.requests.length = 0;
    return resetConsoleState();
  },
  render: () => render(),
} satisfies Meta<typeof CupHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const eventTable = listTable('SC00000001 ~ SC00000012 상태 이력');

/** Nothing searched: the page says what to enter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('컵 ID를 입력해 주세요')).toBeVisible();
  },
};

/** One cup: its state, use count and place, then every step newest first with place, 수동/자동, who and why. */
export const OneCup: Story = {
  render: () => render(`${PATH}?cuid=SC00000001`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = await canvas.findByRole('list', { name: 'SC00000001 상태 이력' }, { timeout: 5000 });
    const steps = within(timeline).getAllByRole('listitem');
    await expect(steps).toHaveLength(8);
    await expect(steps[0]).toHaveTextContent('세척 라인 수기 입력');
    await expect(steps[0]).toHaveTextContent('수동');
    await expect(steps[0]).toHaveTextContent('박서울');
    await expect(steps[4]).toHaveTextContent('강남구 주민센터 대여기 (RENT-GN-001) · 박스 BX000120');
    await expect(steps[4]).toHaveTextContent('기기');
    await expect(canvas.getByText('3회')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: /^컵 ID/ })).toHaveValue('SC00000001');
  },
};

/** A cup typed in lower case is searched as written in upper case; the URL holds it. */
export const SearchOneCup: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: /^컵 ID/ }), 'sc00000999');
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await canvas.findByRole('list', { name: 'SC00000999 상태 이력' }, { timeout: 5000 });
    await expect(cupRequests).toEqual(['SC00000999']);
  },
};

/** Not a cup ID, or a range backwards: Korean messages on the fields, nothing asked. */
export const BadInput: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: /^컵 ID/ }), 'BX000001');
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await expect(await canvas.findByText('컵 ID는 SC00000001 형식으로 입력해 주세요.')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: /^컵 ID/ }));
    await userEvent.type(canvas.getByRole('searchbox', { name: /^컵 ID/ }), 'SC00000009');
    await userEvent.type(canvas.getByRole('searchbox', { name: /끝 컵 ID/ }), 'SC00000002');
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await expect(await canvas.findByText('끝 ID가 시작 ID보다 앞입니다.')).toBeVisible();
    await expect(cupRequests).toHaveLength(0);
    await expect(events.requests).toHaveLength(0);
  },
};

export const NotFound: Story = {
  render: () => render(`${PATH}?cuid=SC00005555`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('컵을 찾을 수 없습니다')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    visual: false,
    msw: [meHandler, http.get('/seoul-cup/v1/cups/:cuid', unanswered)],
  },
  render: () => render(`${PATH}?cuid=SC00000001`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('컵의 이력을 불러오는 중…')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [meHandler, http.get('/seoul-cup/v1/cups/:cuid', () => errorAnswer(500, 'INTERNAL', SERVER_ERROR))],
  },
  render: () => render(`${PATH}?cuid=SC00000001`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

/** A range: every cup's events newest first, the range sent as cuid gte and lte; 수동 filters; a row opens its cup. */
export const Range: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: /^컵 ID/ }), 'SC00000001');
    await userEvent.type(canvas.getByRole('searchbox', { name: /끝 컵 ID/ }), 'SC00000012');
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await eventTable.rowsOf(canvasElement, CUP_EVENTS.length);
    await expect(events.requests[0]?.searchParams.get('sort')).toBe('at,DESC');
    await expect(events.requests[0]?.searchParams.getAll('filter')).toEqual([
      'cuid:gte:SC00000001',
      'cuid:lte:SC00000012',
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '구분' }), '수동');
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await waitFor(() =>
      expect(events.requests.at(-1)?.searchParams.getAll('filter')).toEqual([
        'manual:eq:true',
        'cuid:gte:SC00000001',
        'cuid:lte:SC00000012',
      ]),
    );
  },
};

/** A range's row opens its cup's history (Enter on a focused row). */
export const RangeRowOpensCup: Story = {
  parameters: { visual: false },
  render: () => render(`${PATH}?first=SC00000001&last=SC00000012`),
  play: async ({ canvasElement }) => {
    await eventTable.rowsOf(canvasElement, CUP_EVENTS.length);
    const first = eventTable.dataRows(canvasElement).find((row) => row.textContent.includes('SC00000001'));
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement).findByRole('list', { name: 'SC00000001 상태 이력' }, { timeout: 5000 });
  },
};

export const RangeEmpty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/cup-events', []).handler] },
  render: () => render(`${PATH}?first=SC00000001&last=SC00000012`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('이 범위의 컵 이력이 없습니다')).toBeVisible();
  },
};

export const RangeLoadError: Story = {
  parameters: { visual: false, msw: [meHandler, failingList('/seoul-cup/v1/cup-events')] },
  render: () => render(`${PATH}?first=SC00000001&last=SC00000012`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};

/** 서울 컵 ID 이력: the same screen under its own route, for 조회 전용. */
export const SeoulRoute: Story = {
  parameters: { visual: false },
  render: () => render(`${SEOUL_PATH}?cuid=SC00000001`, DEMO_USERS.viewer),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'SC00000001 상태 이력' }, { timeout: 5000 });
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('서울 컵 ID 이력');
  },
};
