import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, errorAnswer, listTable, requestRecorder } from '../../../layout/storyPlay';
import { REFILLS, refillWithCups } from '../shared/cup.fixture';
import { FillingHistoryPage } from './FillingHistoryPage';

/** 충전 이력 inside the signed-in frame: SEOUL_CUP's refills through msw. */
const PATH = '/cup/filling-history';
const refills = storyList('/seoul-cup/v1/refills', REFILLS);
const oneRefill = http.get('/seoul-cup/v1/refills/:id', async ({ params }) => {
  await delay(100);
  const refill = REFILLS.find((candidate) => String(candidate.id) === params.id);
  return refill === undefined
    ? errorAnswer(404, 'NOT_FOUND', '충전 기록을 찾을 수 없습니다.')
    : HttpResponse.json({ _data: refillWithCups(refill) });
});
const { sent, record } = requestRecorder();
const entered = http.post('/seoul-cup/v1/refills', async ({ request }) => {
  const body = (await record(request)) as { machineId: string; boxNumber: string; reason: string };
  await delay(200);
  return HttpResponse.json(
    {
      _data: {
        ...REFILLS[1],
        id: 6200,
        machineId: body.machineId,
        boxNumber: body.boxNumber,
        count: 120,
        manual: true,
        actor: '박서울',
        reason: body.reason,
      },
    },
    { status: 201 },
  );
});

const render = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS] = DEMO_USERS.cupOperator) => (
  <SignedInConsole user={user} path={PATH} screens={{ [PATH]: <FillingHistoryPage /> }} />
);

const meta = {
  title: 'Console/Pages/Cup/FillingHistoryPage',
  component: FillingHistoryPage,
  parameters: { frame: 'none', msw: [meHandler, refills.handler, oneRefill, entered] },
  beforeEach: () => {
    refills.requests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => render(),
} satisfies Meta<typeof FillingHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const refillTable = listTable('충전 이력');

/** Newest first: the machine and its district, the box, the count, the stock before and after, 자동/수동, who. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await refillTable.rowsOf(canvasElement, REFILLS.length);
    await expect(refills.requests[0]?.searchParams.get('sort')).toBe('at,DESC');
    const [first, second] = refillTable.dataRows(canvasElement);
    await expect(first).toHaveTextContent('강남구 주민센터 대여기 (RENT-GN-001)');
    await expect(first).toHaveTextContent('BX000120');
    await expect(first).toHaveTextContent('0 → 40개');
    await expect(first).toHaveTextContent('자동');
    await expect(second).toHaveTextContent('수동');
    await expect(second).toHaveTextContent('박서울');
    await expect(second).toHaveTextContent('대여기 재고 없음 민원');
    await expect(within(canvasElement).getByRole('button', { name: '수동 충전' })).toBeVisible();
  },
};

/** A row opens the refill with every cup that went in (Enter on a focused row too). */
export const RefillCups: Story = {
  play: async ({ canvasElement }) => {
    await refillTable.rowsOf(canvasElement, REFILLS.length);
    const [first] = refillTable.dataRows(canvasElement);
    first?.focus();
    await userEvent.keyboard('{Enter}');
    const cups = await dialog('RENT-GN-001 충전 내역');
    const list = await cups.findByRole('list', { name: '충전된 컵 40개' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    await expect(within(list).getByText('SC00030000')).toBeVisible();
  },
};

/** 수동 충전 checks in Korean first; pressed twice it sends one entry (ids in upper case) and says so. */
export const ManualRefillOnce: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await refillTable.rowsOf(canvasElement, REFILLS.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '수동 충전' }));
    const entry = await dialog('수동 충전');
    await userEvent.click(entry.getByRole('button', { name: '충전' }));
    await expect(await entry.findByText('대여기 ID를 입력해 주세요.')).toBeVisible();
    await expect(entry.getByText('박스 번호를 입력해 주세요.')).toBeVisible();
    await expect(sent).toHaveLength(0);
    await userEvent.type(entry.getByRole('textbox', { name: /대여기 ID/ }), 'rent-mp-002');
    await userEvent.type(entry.getByRole('textbox', { name: /박스 번호/ }), 'bx000777');
    await userEvent.type(entry.getByRole('textbox', { name: /사유/ }), '재고 없음 민원');
    await userEvent.dblClick(entry.getByRole('button', { name: '충전' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toEqual({
      requestId: expect.any(String) as unknown,
      machineId: 'RENT-MP-002',
      boxNumber: 'BX000777',
      reason: '재고 없음 민원',
    });
    await expect(
      await within(document.body).findByText('RENT-MP-002에 컵 120개를 충전했습니다.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The server's refusal (the box's state) stays in the dialog in its words; what was typed stays. */
export const ManualRefillRefused: Story = {
  parameters: {
    msw: [
      meHandler,
      refills.handler,
      http.post('/seoul-cup/v1/refills', () =>
        errorAnswer(
          409,
          'BOX_NOT_DELIVERED',
          '박스 BX000777은(는) 배송 중입니다. 배송 완료된 박스만 충전할 수 있습니다.',
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await refillTable.rowsOf(canvasElement, REFILLS.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '수동 충전' }));
    const entry = await dialog('수동 충전');
    await userEvent.type(entry.getByRole('textbox', { name: /대여기 ID/ }), 'RENT-MP-002');
    await userEvent.type(entry.getByRole('textbox', { name: /박스 번호/ }), 'BX000777');
    await userEvent.type(entry.getByRole('textbox', { name: /사유/ }), '재고 없음 민원');
    await userEvent.click(entry.getByRole('button', { name: '충전' }));
    await expect(await entry.findByRole('alert')).toHaveTextContent('배송 완료된 박스만 충전할 수 있습니다.');
    await expect(entry.getByRole('textbox', { name: /박스 번호/ })).toHaveValue('BX000777');
    await expect(entry.getByRole('textbox', { name: /사유/ })).toHaveValue('재고 없음 민원');
  },
};

/** An unknown machine: the server's 404 in its words. */
export const ManualRefillUnknownMachine: Story = {
  parameters: {
    visual: false,
    msw: [
      meHandler,
      refills.handler,
      http.post('/seoul-cup/v1/refills', () =>
        errorAnswer(404, 'NOT_FOUND', '대여기 RENT-XX-999을(를) 찾을 수 없습니다.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await refillTable.rowsOf(canvasElement, REFILLS.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '수동 충전' }));
    const entry = await dialog('수동 충전');
    await userEvent.type(entry.getByRole('textbox', { name: /대여기 ID/ }), 'RENT-XX-999');
    await userEvent.type(entry.getByRole('textbox', { name: /박스 번호/ }), 'BX000777');
    await userEvent.type(entry.getByRole('textbox', { name: /사유/ }), '재고 없음 민원');
    await userEvent.click(entry.getByRole('button', { name: '충전' }));
    await expect(await entry.findByRole('alert')).toHaveTextContent('대여기 RENT-XX-999을(를) 찾을 수 없습니다.');
  },
};

/** The district and 수동 chosen and searched are the URL's filters, and the server's. */
export const FilterByDistrictAndMode: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await refillTable.rowsOf(canvasElement, REFILLS.length);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '자치구' }), '마포구');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '구분' }), '수동');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await refillTable.rowsOf(canvasElement, 1);
    await expect(refills.requests.at(-1)?.searchParams.getAll('filter')).toEqual([
      'district:eq:마포구',
      'manual:eq:true',
    ]);
  },
};

/** 조회 전용 reads the refills without 수동 충전. */
export const ReadOnlyViewer: Story = {
  parameters: { visual: false },
  render: () => render(DEMO_USERS.viewer),
  play: async ({ canvasElement }) => {
    await refillTable.rowsOf(canvasElement, REFILLS.length);
    await expect(within(canvasElement).queryByRole('button', { name: '수동 충전' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/refills', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('충전 기록이 없습니다')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: [meHandler, failingList('/seoul-cup/v1/refills')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};
