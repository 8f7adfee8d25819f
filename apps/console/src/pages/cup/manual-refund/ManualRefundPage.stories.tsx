import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, errorAnswer, requestRecorder } from '../../../layout/storyPlay';
import { BLOCKED_QUOTE, OWED_QUOTE, REFUNDABLE_RENTAL, REFUNDS, RENTALS } from '../shared/cup.fixture';
import { ManualRefundPage } from './ManualRefundPage';

/** 수동 환급 inside the signed-in frame: SEOUL_CUP's rentals, quotes and refunds through msw. */
const PATH = '/cup/seoul-refund-money-edit';
const OWED = `${PATH}?rentalId=${String(REFUNDABLE_RENTAL.id)}`;
const BLOCKED_RENTAL = RENTALS[1];
const rentals = storyList('/seoul-cup/v1/rentals', RENTALS);
const quotes = http.get('/seoul-cup/v1/rentals/:rentalId/refund-quote', ({ params }) => {
  const rental = RENTALS.find((candidate) => String(candidate.id) === params.rentalId);
  if (rental === undefined) return errorAnswer(404, 'NOT_FOUND', '대여를 찾을 수 없습니다.');
  if (rental.id === REFUNDABLE_RENTAL.id) return HttpResponse.json({ _data: OWED_QUOTE });
  return HttpResponse.json({ _data: { ...BLOCKED_QUOTE, rentalId: rental.id, cuid: rental.cuid } });
});
const { sent, record } = requestRecorder();
const REFUND = {
  ...(REFUNDS[0] ?? {}),
  id: 4100,
  rentalId: REFUNDABLE_RENTAL.id,
  cuid: REFUNDABLE_RENTAL.cuid,
  bank: '신한은행',
  accountMasked: '****-****-5678',
  state: 'REQUESTED',
  manual: true,
};
const refunded = http.post('/seoul-cup/v1/refunds', async ({ request }) => {
  await record(request);
  await delay(300);
  return HttpResponse.json({ _data: { refund: REFUND, changed: true } }, { status: 201 });
});
const HANDLERS = [meHandler, rentals.handler, quotes, refunded];

/** 조회 전용 has SEOUL_CUP_REFUND_VIEW (so manualRefund) but not the remittance detail. */
const render = (path = OWED, user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS] = DEMO_USERS.cupOperator) => (
  <SignedInConsole user={user} path={path} screens={{ [PATH]: <ManualRefundPage /> }} />
);

const meta = {
  title: 'Console/Pages/Cup/ManualRefundPage',
  component: ManualRefundPage,
  parameters: { frame: 'none', msw: HANDLERS },
  beforeEach: () => {
    rentals.requests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => render(),
} satisfies Meta<typeof ManualRefundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const refundForm = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: '수동 환급' });
/** Types a valid account and reason (the member's bank is chosen already). */
async function fill(canvasElement: HTMLElement) {
  const form = within(await refundForm(canvasElement));
  await userEvent.type(form.getByRole('textbox', { name: /계좌번호/ }), '110-234-5678');
  await userEvent.type(form.getByRole('textbox', { name: /환급 사유/ }), '반납기 통신 장애로 자동 환급 누락');
  return form;
}

/** Opened on a returned rental: what it is owed, the member's registered bank chosen, the account to type. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await refundForm(canvasElement));
    await expect(canvas.getByText('환급할 금액').nextElementSibling).toHaveTextContent('1,000원');
    await expect(form.getByRole('combobox', { name: /은행/ })).toHaveValue('신한은행');
    await expect(form.getByText('앱에 등록된 계좌: 신한은행 ****-****-7710')).toBeVisible();
  },
};

/** The cup's rentals, newest first; 선택 writes the rental to the URL and loads what it is owed. */
export const FindRental: Story = {
  render: () => render(PATH),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '컵 ID' }), 'sc00001200');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    const pick = await canvas.findByRole('button', { name: /^SC00001200 .* 대여 선택$/ });
    await expect(rentals.requests.at(-1)?.searchParams.getAll('filter')).toEqual(['cuid:eq:SC00001200']);
    await userEvent.click(pick);
    await expect(await canvas.findByText('선택됨')).toBeVisible();
    await expect(await refundForm(canvasElement)).toBeVisible();
  },
};

/** Nothing typed: each field says what it needs, in Korean; nothing is asked or sent. */
export const Checks: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await refundForm(canvasElement));
    await userEvent.click(form.getByRole('button', { name: '환급' }));
    await expect(await form.findByText('계좌번호를 입력해 주세요.')).toBeVisible();
    await expect(form.getByText('환급 사유를 입력해 주세요.')).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(sent).toHaveLength(0);
  },
};

/** 환급 asks first with the amount and the account as everyone sees it (masked). */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement);
    await userEvent.click(form.getByRole('button', { name: '환급' }));
    const ask = await dialog('환급 확인');
    await expect(ask.getByText('1,000원')).toBeVisible();
    await expect(ask.getByText('****-****-5678')).toBeVisible();
    await expect(ask.queryByText('110-234-5678')).toBeNull();
  },
};

/** 취소 sends nothing and leaves the form as it was; 환급 asks again. */
export const ConfirmCancelled: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement);
    await userEvent.click(form.getByRole('button', { name: '환급' }));
    await userEvent.click((await dialog('환급 확인')).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(sent).toHaveLength(0);
    await expect(form.queryByRole('alert')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: '환급' }));
    await expect(await dialog('환급 확인')).toBeTruthy();
  },
};

/** 확인 pressed twice sends one refund; then the refund's remittance story opens. */
export const DoubleClickRefundsOnce: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement);
    await userEvent.click(form.getByRole('button', { name: '환급' }));
    const ask = await dialog('환급 확인');
    await userEvent.dblClick(ask.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toEqual({
      requestId: expect.any(String) as unknown,
      rentalId: REFUNDABLE_RENTAL.id,
      amountKrw: 1000,
      bank: '신한은행',
      account: '1102345678',
      reason: '반납기 통신 장애로 자동 환급 누락',
    });
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: '송금 정보 조회' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(sent).toHaveLength(1);
  },
};

/**
 * The server refuses the account: its words on the field, everything typed kept; sent again, the same request id
 * (a refund made meanwhile would be answered, not made twice).
 */
export const RefusedKeepsTyped: Story = {
  parameters: {
    msw: [
      meHandler,
      rentals.handler,
      quotes,
      http.post('/seoul-cup/v1/refunds', async ({ request }) => {
        await record(request);
        return errorAnswer(400, 'VALIDATION', '입력값을 확인해 주세요.', {
          account: '이 은행에서 확인되지 않는 계좌입니다.',
        });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement);
    for (const _ of [1, 2]) {
      await userEvent.click(form.getByRole('button', { name: '환급' }));
      await userEvent.click((await dialog('환급 확인')).getByRole('button', { name: '확인' }));
      await expect(await form.findByText('이 은행에서 확인되지 않는 계좌입니다.')).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: /계좌번호/ })).toHaveValue('110-234-5678');
    await expect(form.getByRole('textbox', { name: /환급 사유/ })).toHaveValue('반납기 통신 장애로 자동 환급 누락');
    await expect(sent).toHaveLength(2);
    const [first, second] = sent.map((request) => (request.body as { requestId: string }).requestId);
    await expect(second).toBe(first);
  },
};

/** Without the remittance detail: the refund made is shown here, with the ways on. */
export const DoneWithoutDetail: Story = {
  render: () => render(OWED, DEMO_USERS.viewer),
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement);
    await userEvent.click(form.getByRole('button', { name: '환급' }));
    await userEvent.click((await dialog('환급 확인')).getByRole('button', { name: '확인' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '환급을 요청했습니다' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '환급 목록으로' })).toHaveAttribute(
      'href',
      '/cup/seoul-refund-money-manage?filter=cuid%3Aeq%3ASC00001200',
    );
  },
};

/** A rental refunded or requested already: why nothing is owed, the refund already made, no form. */
export const NothingOwed: Story = {
  render: () => render(`${PATH}?rentalId=${String(BLOCKED_RENTAL?.id)}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('이미 환급이 요청된 대여입니다.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '이미 있는 환급 보기' })).toHaveAttribute(
      'href',
      `/cup/view-remittance-information/${String(BLOCKED_QUOTE.refundId)}`,
    );
    await expect(canvas.queryByRole('form', { name: '수동 환급' })).toBeNull();
  },
};

export const RentalNotFound: Story = {
  render: () => render(`${PATH}?rentalId=1`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('대여를 찾을 수 없습니다')).toBeVisible();
  },
};

export const QuoteLoadError: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/seoul-cup/v1/rentals/:rentalId/refund-quote', () =>
        errorAnswer(500, 'INTERNAL', '서버 오류가 발생했습니다.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('서버 오류가 발생했습니다.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};
