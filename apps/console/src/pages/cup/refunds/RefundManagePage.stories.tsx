import { PERMISSIONS as P } from '@oa/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, errorAnswer, listTable, requestRecorder } from '../../../layout/storyPlay';
import {
  MISMATCHED_RECONCILIATION,
  NAMED_MISMATCHES,
  RECONCILIATION,
  REFUNDS,
  REFUNDS_WITHOUT_MESSAGES,
} from '../shared/cup.fixture';
import { RefundManagePage } from './RefundManagePage';

/** 보증금 환급 관리 inside the signed-in frame, reading SEOUL_CUP's refunds and books through msw. */
const PATH = '/cup/seoul-refund-money-manage';
const refunds = storyList('/seoul-cup/v1/refunds', REFUNDS);
const books = (answer = RECONCILIATION) =>
  http.get('/seoul-cup/v1/refunds/reconciliation', () => HttpResponse.json({ _data: answer }));
const { sent, record } = requestRecorder();
const refundOf = (id: unknown) => REFUNDS.find((refund) => String(refund.id) === id) ?? REFUNDS[0];
const resent = http.post('/seoul-cup/v1/refunds/:id/message/resend', async ({ request, params }) => {
  await record(request);
  await delay(200);
  return HttpResponse.json({ _data: { refund: refundOf(params.id), changed: true } });
});
const retried = http.post('/seoul-cup/v1/refunds/:id/retry', async ({ request, params }) => {
  await record(request);
  await delay(200);
  return HttpResponse.json({ _data: { refund: { ...refundOf(params.id), state: 'REQUESTED' }, changed: true } });
});
const decrypt = http.post('/seoul-cup/v1/members/:memberId/phone/decrypt', ({ params }) =>
  HttpResponse.json({ _data: { memberId: Number(params.memberId), phone: '010-2345-1037' } }),
);
const HANDLERS = [meHandler, refunds.handler, books(), resent, retried, decrypt];

/** 다회용컵 운영 without SEOUL_CUP_REFUND_MESSAGE_VIEW: the server sends no message state, the screen shows none. */
const withoutMessages = {
  ...DEMO_USERS.cupOperator,
  permissions: DEMO_USERS.cupOperator.permissions.filter(
    (permission) => permission !== P.SEOUL_CUP_REFUND_MESSAGE_VIEW,
  ),
};

const render = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS] = DEMO_USERS.cupOperator, path = PATH) => (
  <SignedInConsole user={user} path={path} screens={{ [PATH]: <RefundManagePage /> }} />
);

const meta = {
  title: 'Console/Pages/Cup/RefundManagePage',
  component: RefundManagePage,
  parameters: { frame: 'none', msw: HANDLERS },
  beforeEach: () => {
    refunds.requests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => render(),
} satisfies Meta<typeof RefundManagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const refundTable = listTable('보증금 환급');
/** The data row of a cup. */
const rowOf = (canvasElement: HTMLElement, cuid: string) => {
  const row = refundTable.dataRows(canvasElement).find((candidate) => candidate.textContent.includes(cuid));
  if (row === undefined) throw new Error(`no row of ${cuid}`);
  return within(row);
};
const COMPLETED = REFUNDS[3]?.cuid ?? '';
const FAILED = REFUNDS[2]?.cuid ?? '';

/**
 * The books of the last 30 days agree; newest first: masked phone with 보기, 1,000원, bank, masked account, the
 * state (a refused transfer says why), the message, and the actions each state allows.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await refundTable.rowsOf(canvasElement, REFUNDS.length);
    await expect(await canvas.findByText('모든 날 일치')).toBeVisible();
    await expect(canvas.getByText('받은 보증금').nextElementSibling).toHaveTextContent('35,895,000원');
    await expect(refunds.requests[0]?.searchParams.get('sort')).toBe('requestedAt,DESC');
    const [first] = refundTable.dataRows(canvasElement);
    await expect(first).toHaveTextContent('요청');
    await expect(first).toHaveTextContent('1,000원');
    await expect(first).toHaveTextContent('대기');
    const failed = rowOf(canvasElement, FAILED);
    await expect(failed.getByText('계좌번호가 올바르지 않습니다.')).toBeVisible();
    await expect(failed.getByRole('button', { name: `${FAILED} 재송금` })).toBeVisible();
    await expect(failed.queryByRole('button', { name: /알림 재발송/ })).toBeNull();
    const completed = rowOf(canvasElement, COMPLETED);
    await expect(completed.getByRole('button', { name: `${COMPLETED} 알림 재발송` })).toBeVisible();
    await expect(completed.getByRole('link', { name: `${COMPLETED} 송금 상세` })).toHaveAttribute(
      'href',
      `/cup/view-remittance-information/${String(REFUNDS[3]?.id)}`,
    );
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: '수동 환급' })).toHaveAttribute(
      'href',
      '/cup/seoul-refund-money-edit',
    );
  },
};

/** The books' answer, held until the story lets it go. */
const heldBooks = (() => {
  let release: (() => void) | null = null;
  return {
    handler: http.get('/seoul-cup/v1/refunds/reconciliation', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return HttpResponse.json({ _data: RECONCILIATION });
    }),
    asked: () => release !== null,
    release: () => {
      release?.();
      release = null;
    },
  };
})();

/**
 * While the books load, their card keeps the height it has once they are in (the figures and the note's line as
 * skeletons): the list under it does not move when they arrive (Lighthouse saw it move, CLS 0.013).
 */
export const BooksLoadInPlace: Story = {
  parameters: { msw: [meHandler, refunds.handler, heldBooks.handler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await refundTable.rowsOf(canvasElement, REFUNDS.length);
    await waitFor(() => expect(heldBooks.asked()).toBe(true));
    const top = () => refundTable.table(canvasElement).getBoundingClientRect().top;
    const before = top();
    heldBooks.release();
    await expect(await canvas.findByText('모든 날 일치')).toBeVisible();
    await expect(canvas.getByText('모든 날의 보증금이 맞습니다.', { exact: false })).toBeVisible();
    await expect(top()).toBe(before);
  },
};

/** Days whose books do not agree: how many, which, and by how much. */
export const BooksDoNotAgree: Story = {
  parameters: { msw: [meHandler, refunds.handler, books(MISMATCHED_RECONCILIATION)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2일 불일치')).toBeVisible();
    await expect(
      canvas.getByText(/맞지 않는 날: 2026\.11\.05 \(차이 -2,000원\), 2026\.11\.18 \(차이 \+1,000원\)/),
    ).toBeVisible();
  },
};

/** Days that add up while rentals do not: each mismatch the books found, naming its rental or batch. */
export const BooksNameEachMismatch: Story = {
  parameters: { msw: [meHandler, refunds.handler, books(NAMED_MISMATCHES)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1일 불일치')).toBeVisible();
    await expect(canvas.getByText(/맞지 않는 항목 3건: 대여 #48213 환급 완료로 표시된 대여에/)).toBeVisible();
    await expect(canvas.getByText(/송금 묶음 #807/)).toBeVisible();
  },
};

/** 알림 재발송 asks first; pressed twice while it runs, it sends one request with the dialog's request id. */
export const ResendOnce: Story = {
  play: async ({ canvasElement }) => {
    await refundTable.rowsOf(canvasElement, REFUNDS.length);
    await userEvent.click(rowOf(canvasElement, COMPLETED).getByRole('button', { name: `${COMPLETED} 알림 재발송` }));
    const ask = await dialog('알림 재발송');
    await expect(ask.getByText(/완료 알림 문자를 010-\*\*\*\*-\d{4} 번호로 다시 보낼까요\?/)).toBeVisible();
    await userEvent.dblClick(ask.getByRole('button', { name: '재발송' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.path).toBe(`/seoul-cup/v1/refunds/${String(REFUNDS[3]?.id)}/message/resend`);
    await expect(sent[0]?.body).toEqual({ requestId: expect.any(String) as unknown });
    await expect(
      await within(document.body).findByText('알림 문자를 다시 보냈습니다.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A refusal stays in the dialog in the server's words; 취소 closes it. */
export const ResendRefused: Story = {
  parameters: {
    visual: false,
    msw: [
      meHandler,
      refunds.handler,
      books(),
      http.post('/seoul-cup/v1/refunds/:id/message/resend', () =>
        errorAnswer(409, 'REFUND_NOT_COMPLETED', '완료된 환급만 알림을 다시 보낼 수 있습니다.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await refundTable.rowsOf(canvasElement, REFUNDS.length);
    await userEvent.click(rowOf(canvasElement, COMPLETED).getByRole('button', { name: `${COMPLETED} 알림 재발송` }));
    const ask = await dialog('알림 재발송');
    await userEvent.click(ask.getByRole('button', { name: '재발송' }));
    await expect(await ask.findByRole('alert')).toHaveTextContent('완료된 환급만 알림을 다시 보낼 수 있습니다.');
  },
};

/**
 * 재송금 shows the bank's reason; a corrected account is checked before sending, the server's refusal lands on its
 * field, and what was typed stays.
 */
export const RetryRefusedKeepsTyped: Story = {
  parameters: {
    msw: [
      meHandler,
      refunds.handler,
      books(),
      http.post('/seoul-cup/v1/refunds/:id/retry', async ({ request }) => {
        await record(request);
        return errorAnswer(400, 'VALIDATION', '입력값을 확인해 주세요.', {
          account: '이 은행에서 확인되지 않는 계좌입니다.',
        });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await refundTable.rowsOf(canvasElement, REFUNDS.length);
    await userEvent.click(rowOf(canvasElement, FAILED).getByRole('button', { name: `${FAILED} 재송금` }));
    const ask = await dialog('재송금');
    await expect(ask.getByText('계좌번호가 올바르지 않습니다.')).toBeVisible();
    const account = ask.getByRole('textbox', { name: /계좌번호/ });
    await userEvent.type(account, '110-23');
    await userEvent.click(ask.getByRole('button', { name: '재송금' }));
    await expect(await ask.findByText('계좌번호는 숫자 10~14자리로 입력해 주세요.')).toBeVisible();
    await expect(sent).toHaveLength(0);
    await userEvent.type(account, '4-567890');
    await userEvent.selectOptions(ask.getByRole('combobox', { name: /은행/ }), '카카오뱅크');
    await userEvent.click(ask.getByRole('button', { name: '재송금' }));
    await expect(await ask.findByText('이 은행에서 확인되지 않는 계좌입니다.')).toBeVisible();
    await expect(account).toHaveValue('110-234-567890');
    await expect(ask.getByRole('combobox', { name: /은행/ })).toHaveValue('카카오뱅크');
    await expect(sent[0]?.body).toMatchObject({ bank: '카카오뱅크', account: '110234567890' });
  },
};

/** 재송금 pressed twice sends one request; pressed again after a refusal, the same request id. */
export const RetryOnce: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await refundTable.rowsOf(canvasElement, REFUNDS.length);
    await userEvent.click(rowOf(canvasElement, FAILED).getByRole('button', { name: `${FAILED} 재송금` }));
    const ask = await dialog('재송금');
    await userEvent.dblClick(ask.getByRole('button', { name: '재송금' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toEqual({ requestId: expect.any(String) as unknown });
    await expect(
      await within(document.body).findByText(`${FAILED} 환급을 다시 송금합니다.`, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** 보기 shows the number in clear (the server audits it). */
export const DecryptPhone: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await refundTable.rowsOf(canvasElement, REFUNDS.length);
    const phone = REFUNDS[0]?.phoneMasked ?? '';
    await userEvent.click(within(canvasElement).getByRole('button', { name: `${phone} 전화번호 보기` }));
    await expect(await within(canvasElement).findByText('010-2345-1037')).toBeVisible();
  },
};

/** A state chosen and searched is the URL's filter, and the server's. */
export const FilterByState: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await refundTable.rowsOf(canvasElement, REFUNDS.length);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '상태' }), '실패');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await refundTable.rowsOf(canvasElement, 2);
    await expect(refunds.requests.at(-1)?.searchParams.getAll('filter')).toEqual(['state:eq:FAILED']);
  },
};

/** Opened from a remittance batch: the list of that batch, its number in the form. */
export const OneBatch: Story = {
  parameters: { visual: false },
  render: () => render(DEMO_USERS.cupOperator, `${PATH}?filter=batchId:eq:812`),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(refunds.requests[0]?.searchParams.getAll('filter')).toEqual(['batchId:eq:812']));
    await expect(within(canvasElement).getByRole('searchbox', { name: '송금 묶음 번호' })).toHaveValue('812');
  },
};

/** Without SEOUL_CUP_REFUND_MESSAGE_VIEW: no 알림 column and no message filter. */
export const WithoutMessagePermission: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/refunds', REFUNDS_WITHOUT_MESSAGES).handler, books()] },
  render: () => render(withoutMessages),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await refundTable.rowsOf(canvasElement, REFUNDS.length);
    await expect(within(refundTable.table(canvasElement)).queryByRole('columnheader', { name: '알림' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: '알림 상태' })).toBeNull();
  },
};

/** 조회 전용: masked phones without 보기, no 알림 재발송 and no 상세 (the sensitive permissions are not theirs). */
export const ReadOnlyViewer: Story = {
  parameters: { visual: false },
  render: () => render(DEMO_USERS.viewer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await refundTable.rowsOf(canvasElement, REFUNDS.length);
    await expect(canvas.queryByRole('button', { name: /전화번호 보기/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /알림 재발송/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /송금 상세/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/refunds', []).handler, books()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('환급 내역이 없습니다')).toBeVisible();
  },
};

/** The list and the books fail apart: each says so with 다시 시도. */
export const LoadError: Story = {
  parameters: {
    msw: [meHandler, failingList('/seoul-cup/v1/refunds'), failingList('/seoul-cup/v1/refunds/reconciliation')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SERVER_ERROR)).toBeVisible();
    await expect(await canvas.findByText('보증금 대사를 불러오지 못했습니다.')).toBeVisible();
  },
};
