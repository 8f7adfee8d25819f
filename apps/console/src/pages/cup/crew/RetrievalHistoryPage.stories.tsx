import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, errorAnswer, listTable, requestRecorder } from '../../../layout/storyPlay';
import { RETRIEVALS } from '../shared/cup.fixture';
import { RetrievalHistoryPage } from './RetrievalHistoryPage';

/** 회수 이력 inside the signed-in frame: SEOUL_CUP's retrievals through msw. */
const PATH = '/cup/retrieval-history';
const retrievals = storyList('/seoul-cup/v1/retrievals', RETRIEVALS);
const { sent, record } = requestRecorder();
const received = http.post('/seoul-cup/v1/retrievals', async ({ request }) => {
  const body = (await record(request)) as { machineId: string; reason: string };
  await delay(200);
  return HttpResponse.json(
    { _data: { ...RETRIEVALS[0], id: 7400, machineId: body.machineId, count: 212, manual: true, actor: '박서울' } },
    { status: 201 },
  );
});

const render = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS] = DEMO_USERS.cupOperator) => (
  <SignedInConsole user={user} path={PATH} screens={{ [PATH]: <RetrievalHistoryPage /> }} />
);

const meta = {
  title: 'Console/Pages/Cup/RetrievalHistoryPage',
  component: RetrievalHistoryPage,
  parameters: { frame: 'none', msw: [meHandler, retrievals.handler, received] },
  beforeEach: () => {
    retrievals.requests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => render(),
} satisfies Meta<typeof RetrievalHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const retrievalTable = listTable('회수 이력');

/** Newest first: the return machine and its district, the count, 자동/수동, who and why. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await retrievalTable.rowsOf(canvasElement, RETRIEVALS.length);
    await expect(retrievals.requests[0]?.searchParams.get('sort')).toBe('at,DESC');
    const [first, , third] = retrievalTable.dataRows(canvasElement);
    await expect(first).toHaveTextContent('강남구 주민센터 반납기 (RTRN-GN-001)');
    await expect(first).toHaveTextContent('80개');
    await expect(first).toHaveTextContent('자동');
    await expect(third).toHaveTextContent('수동');
    await expect(third).toHaveTextContent('반납기 통신 장애로 비움 미보고');
    await expect(within(canvasElement).getByRole('button', { name: '수동 입고' })).toBeVisible();
  },
};

/** 수동 입고 asks for the return machine and a reason; pressed twice it sends one entry and says so. */
export const ManualReceivingOnce: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await retrievalTable.rowsOf(canvasElement, RETRIEVALS.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '수동 입고' }));
    const entry = await dialog('수동 입고');
    await expect(entry.queryByRole('textbox', { name: /박스 번호/ })).toBeNull();
    await userEvent.type(entry.getByRole('textbox', { name: /반납기 ID/ }), 'rtrn-jn-003');
    await userEvent.type(entry.getByRole('textbox', { name: /사유/ }), '반납기 통신 장애로 비움 미보고');
    await userEvent.dblClick(entry.getByRole('button', { name: '입고' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toEqual({
      requestId: expect.any(String) as unknown,
      machineId: 'RTRN-JN-003',
      reason: '반납기 통신 장애로 비움 미보고',
    });
    await expect(
      await within(document.body).findByText('RTRN-JN-003의 컵 212개를 입고했습니다.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The server's refusal (the machine's state) stays in the dialog in its words; what was typed stays. */
export const ManualReceivingRefused: Story = {
  parameters: {
    msw: [
      meHandler,
      retrievals.handler,
      http.post('/seoul-cup/v1/retrievals', () =>
        errorAnswer(409, 'MACHINE_EMPTY', '반납기 RTRN-JN-003에 회수할 컵이 없습니다.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await retrievalTable.rowsOf(canvasElement, RETRIEVALS.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '수동 입고' }));
    const entry = await dialog('수동 입고');
    await userEvent.type(entry.getByRole('textbox', { name: /반납기 ID/ }), 'RTRN-JN-003');
    await userEvent.type(entry.getByRole('textbox', { name: /사유/ }), '비움 미보고');
    await userEvent.click(entry.getByRole('button', { name: '입고' }));
    await expect(await entry.findByRole('alert')).toHaveTextContent('반납기 RTRN-JN-003에 회수할 컵이 없습니다.');
    await expect(entry.getByRole('textbox', { name: /반납기 ID/ })).toHaveValue('RTRN-JN-003');
  },
};

/** A machine id typed in part, in lower case, is searched as ids are written. */
export const SearchByMachine: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retrievalTable.rowsOf(canvasElement, RETRIEVALS.length);
    await userEvent.type(canvas.getByRole('searchbox', { name: '반납기 ID' }), 'gn-00');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(retrievals.requests.at(-1)?.searchParams.getAll('filter')).toEqual(['machineId:like:GN-00']),
    );
  },
};

/** 조회 전용 reads the retrievals without 수동 입고. */
export const ReadOnlyViewer: Story = {
  render: () => render(DEMO_USERS.viewer),
  play: async ({ canvasElement }) => {
    await retrievalTable.rowsOf(canvasElement, RETRIEVALS.length);
    await expect(within(canvasElement).queryByRole('button', { name: '수동 입고' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/retrievals', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('회수 기록이 없습니다')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: [meHandler, failingList('/seoul-cup/v1/retrievals')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};
