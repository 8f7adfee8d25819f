import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, errorAnswer, listTable, requestRecorder } from '../../../layout/storyPlay';
import { CupIdManagePage } from './CupIdManagePage';
import { CUP_RANGES, RANGE_CUPS } from './ids.fixture';

/** 컵 ID 관리 inside the signed-in frame: SEOUL_CUP's ID ranges and cups through msw. */
const PATH = '/cup/lalaloop-id-manage';
const ranges = storyList('/seoul-cup/v1/id-ranges', CUP_RANGES);
const cups = storyList('/seoul-cup/v1/cups', RANGE_CUPS);
const { sent, record } = requestRecorder();
const registered = http.post('/seoul-cup/v1/id-ranges/cups', async ({ request }) => {
  const body = (await record(request)) as { first: string; last: string };
  await delay(200);
  return HttpResponse.json(
    {
      _data: {
        id: 9,
        kind: 'CUP',
        first: body.first,
        last: body.last,
        count: 100,
        actor: '박서울',
        createdAt: '2026-11-22T00:00:00.000Z',
      },
    },
    { status: 201 },
  );
});
const discarded = http.post('/seoul-cup/v1/cups/discard', async ({ request }) => {
  const body = (await record(request)) as { cuids: string[] };
  await delay(200);
  return HttpResponse.json({
    _data: {
      preview: false,
      applied: true,
      repeated: false,
      toState: 'DISCARDED',
      count: body.cuids.length,
      changes: body.cuids.map((id) => ({ id, fromState: 'CLEAN' })),
      refused: [],
    },
  });
});

const meta = {
  title: 'Console/Pages/Cup/CupIdManagePage',
  component: CupIdManagePage,
  parameters: { frame: 'none', msw: [meHandler, ranges.handler, cups.handler, registered, discarded] },
  beforeEach: () => {
    ranges.requests.length = 0;
    cups.requests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path={PATH} screens={{ [PATH]: <CupIdManagePage /> }} />,
} satisfies Meta<typeof CupIdManagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rangeTable = listTable('등록된 컵 ID 범위');

/** The register form, then the cup ID ranges newest first, each with 컵 ID 목록 and 라벨 인쇄 (the QR page). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await rangeTable.rowsOf(canvasElement, CUP_RANGES.length);
    await expect(ranges.requests[0]?.searchParams.getAll('filter')).toEqual(['kind:eq:CUP']);
    const [first] = rangeTable.dataRows(canvasElement);
    await expect(first).toHaveTextContent('SC00100101');
    await expect(first).toHaveTextContent('1,000개');
    await expect(
      within(canvasElement).getByRole('link', { name: 'SC00100101 ~ SC00101100 라벨 인쇄' }),
    ).toHaveAttribute('href', '/download-cuid-qrcode?first=SC00100101&last=SC00101100');
    await expect(within(canvasElement).getByRole('button', { name: '컵 폐기' })).toBeVisible();
  },
};

/** Wrong IDs are named in Korean before anything is sent; pressed twice, a range registers once (upper case). */
export const RegisterOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rangeTable.rowsOf(canvasElement, CUP_RANGES.length);
    // Found again at each step: the form's code loads when it is first used, and the loaded form replaces the
    // one drawn before it at the first submit (what was typed and the focus carried over, the submit sent).
    const form = () => within(canvas.getByRole('form', { name: '컵 ID 등록' }));
    await userEvent.type(form().getByRole('textbox', { name: /시작 ID/ }), 'SC001');
    await userEvent.type(form().getByRole('textbox', { name: /끝 ID/ }), 'SC00100050');
    await userEvent.click(form().getByRole('button', { name: '등록' }));
    await expect(await form().findByText('컵 ID는 SC00000001 형식으로 입력해 주세요.')).toBeVisible();
    await expect(form().getByRole('textbox', { name: /시작 ID/ })).toHaveFocus();
    await userEvent.clear(form().getByRole('textbox', { name: /시작 ID/ }));
    await userEvent.type(form().getByRole('textbox', { name: /시작 ID/ }), 'SC00100100');
    await userEvent.click(form().getByRole('button', { name: '등록' }));
    await expect(await form().findByText('끝 ID가 시작 ID보다 앞입니다.')).toBeVisible();
    await expect(sent).toHaveLength(0);
    await userEvent.clear(form().getByRole('textbox', { name: /시작 ID/ }));
    await userEvent.type(form().getByRole('textbox', { name: /시작 ID/ }), 'sc00200001');
    await userEvent.clear(form().getByRole('textbox', { name: /끝 ID/ }));
    await userEvent.type(form().getByRole('textbox', { name: /끝 ID/ }), 'SC00200100');
    await userEvent.dblClick(form().getByRole('button', { name: '100개 등록' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toEqual({
      kind: 'CUP',
      first: 'SC00200001',
      last: 'SC00200100',
      requestId: expect.any(String) as unknown,
    });
    await expect(await canvas.findByText('방금 등록: SC00200001 ~ SC00200100 (100개)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '라벨 인쇄' })).toHaveAttribute(
      'href',
      '/download-cuid-qrcode?first=SC00200001&last=SC00200100',
    );
  },
};

/** The server's refusal (an overlapping range) in its words; what was typed stays. */
export const RegisterRefused: Story = {
  parameters: {
    msw: [
      meHandler,
      ranges.handler,
      http.post('/seoul-cup/v1/id-ranges/cups', () =>
        errorAnswer(409, 'RANGE_OVERLAP', 'SC00100050 ~ SC00100100은(는) 이미 등록된 컵 ID입니다.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rangeTable.rowsOf(canvasElement, CUP_RANGES.length);
    // Found again at each step: the form's code loads when it is first used, and the loaded form replaces the
    // one drawn before it at the first submit (what was typed and the focus carried over, the submit sent).
    const form = () => within(canvas.getByRole('form', { name: '컵 ID 등록' }));
    await userEvent.type(form().getByRole('textbox', { name: /시작 ID/ }), 'SC00100050');
    await userEvent.type(form().getByRole('textbox', { name: /끝 ID/ }), 'SC00100149');
    await userEvent.click(form().getByRole('button', { name: '100개 등록' }));
    await expect(await form().findByRole('alert')).toHaveTextContent('이미 등록된 컵 ID입니다.');
    await expect(form().getByRole('textbox', { name: /시작 ID/ })).toHaveValue('SC00100050');
    await expect(form().getByRole('textbox', { name: /끝 ID/ })).toHaveValue('SC00100149');
  },
};

/** 컵 ID 목록 of a range: its cups in ID order with their states, asked for from the first to the last ID. */
export const RangeCups: Story = {
  play: async ({ canvasElement }) => {
    await rangeTable.rowsOf(canvasElement, CUP_RANGES.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SC00100001 ~ SC00100100 컵 ID 목록' }));
    const list = await dialog('컵 ID 목록');
    const table = list.getByRole('table', { name: 'SC00100001 ~ SC00100100 컵 목록' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('SC00100001'));
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(cups.requests.at(-1)?.searchParams.getAll('filter')).toEqual([
      'cuid:gte:SC00100001',
      'cuid:lte:SC00100100',
    ]);
    await expect(cups.requests.at(-1)?.searchParams.get('sort')).toBe('cuid,ASC');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('분실');
    await userEvent.selectOptions(list.getByRole('combobox', { name: '상태' }), '폐기');
    await waitFor(() => expect(cups.requests.at(-1)?.searchParams.getAll('filter')).toContain('state:eq:DISCARDED'));
  },
};

/** 컵 폐기: cups typed as lines and a range, a reason; pressed twice, one discard of every cup. */
export const DiscardOnce: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await rangeTable.rowsOf(canvasElement, CUP_RANGES.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '컵 폐기' }));
    const discard = await dialog('컵 폐기');
    await userEvent.click(discard.getByRole('button', { name: '폐기' }));
    await expect(await discard.findByText('컵 ID를 입력해 주세요.')).toBeVisible();
    await expect(discard.getByText('폐기 사유를 입력해 주세요.')).toBeVisible();
    await userEvent.type(discard.getByRole('textbox', { name: /컵 ID/ }), 'SC00100001{Enter}sc00100010~SC00100012');
    await userEvent.type(discard.getByRole('textbox', { name: /폐기 사유/ }), '세척 중 파손');
    await userEvent.dblClick(discard.getByRole('button', { name: '4개 폐기' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toEqual({
      cuids: ['SC00100001', 'SC00100010', 'SC00100011', 'SC00100012'],
      reason: '세척 중 파손',
      requestId: expect.any(String) as unknown,
    });
    await expect(await within(document.body).findByText('컵 4개를 폐기했습니다.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A refusal changes nothing: each refused cup with the server's reason; what was typed stays. */
export const DiscardRefused: Story = {
  parameters: {
    msw: [
      meHandler,
      ranges.handler,
      http.post('/seoul-cup/v1/cups/discard', () =>
        errorAnswer(409, 'SOME_REFUSED', '폐기할 수 없는 컵이 있어 아무것도 폐기하지 않았습니다.', {
          SC00100004: '대여 중인 컵은 폐기할 수 없습니다.',
          SC00100006: '폐기된 컵은 다시 쓸 수 없습니다.',
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await rangeTable.rowsOf(canvasElement, CUP_RANGES.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '컵 폐기' }));
    const discard = await dialog('컵 폐기');
    await userEvent.type(discard.getByRole('textbox', { name: /컵 ID/ }), 'SC00100001~SC00100006');
    await userEvent.type(discard.getByRole('textbox', { name: /폐기 사유/ }), '정기 점검 폐기');
    await userEvent.click(discard.getByRole('button', { name: '6개 폐기' }));
    await expect(await discard.findByRole('alert')).toHaveTextContent('아무것도 폐기하지 않았습니다.');
    const refused = discard.getByRole('region', { name: '폐기할 수 없는 컵' });
    await expect(refused).toHaveTextContent('SC00100004: 대여 중인 컵은 폐기할 수 없습니다.');
    await expect(refused).toHaveTextContent('SC00100006: 폐기된 컵은 다시 쓸 수 없습니다.');
    await expect(discard.getByRole('textbox', { name: /컵 ID/ })).toHaveValue('SC00100001~SC00100006');
    await expect(discard.getByRole('textbox', { name: /폐기 사유/ })).toHaveValue('정기 점검 폐기');
  },
};

export const Loading: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/id-ranges', CUP_RANGES, 'infinite').handler] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rangeTable.table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    // The sidebar's client label (GET /oa/v1/me) settles first, so the picture does not depend on which answer wins.
    await waitFor(() => expect(within(canvasElement).getByRole('complementary')).toHaveTextContent('본사'));
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/id-ranges', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 컵 ID가 없습니다')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: [meHandler, failingList('/seoul-cup/v1/id-ranges')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};
