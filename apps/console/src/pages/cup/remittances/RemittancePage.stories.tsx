import type { RefundDetail } from '@oa/contract/cupMoney';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, errorAnswer, listTable } from '../../../layout/storyPlay';
import {
  COMPLETED_REFUND_DETAIL,
  FAILED_REFUND_DETAIL,
  PROCESSING_REFUND_DETAIL,
  REMITTANCE_BATCHES,
} from '../shared/cup.fixture';
import { RemittancePage } from './RemittancePage';

/** 송금 정보 조회 inside the signed-in frame: SEOUL_CUP's batches and refund stories through msw. */
const ROUTE = '/cup/view-remittance-information/:refundId?';
const PATH = '/cup/view-remittance-information';
const batches = storyList('/seoul-cup/v1/remittance-batches', REMITTANCE_BATCHES);
const DETAILS = [COMPLETED_REFUND_DETAIL, FAILED_REFUND_DETAIL, PROCESSING_REFUND_DETAIL];
const detailRequests: string[] = [];
const details = http.get('/seoul-cup/v1/refunds/:id', ({ params }) => {
  detailRequests.push(String(params.id));
  const detail = DETAILS.find((candidate) => String(candidate.refund.id) === params.id);
  return detail === undefined
    ? errorAnswer(404, 'NOT_FOUND', '환급을 찾을 수 없습니다.')
    : HttpResponse.json({ _data: detail });
});
const HANDLERS = [meHandler, batches.handler, details];

const render = (path = PATH, user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS] = DEMO_USERS.cupOperator) => (
  <SignedInConsole user={user} path={path} screens={{ [ROUTE]: <RemittancePage /> }} />
);
const story = (detail: RefundDetail) => `${PATH}/${String(detail.refund.id)}`;

const meta = {
  title: 'Console/Pages/Cup/RemittancePage',
  component: RemittancePage,
  parameters: { frame: 'none', msw: HANDLERS },
  beforeEach: () => {
    batches.requests.length = 0;
    detailRequests.length = 0;
    return resetConsoleState();
  },
  render: () => render(),
} satisfies Meta<typeof RemittancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const batchTable = listTable('송금 묶음');
const history = async (canvasElement: HTMLElement, cuid: string) =>
  within(await within(canvasElement).findByRole('list', { name: `${cuid} 환급 이력` }));

/** The batches, newest first: start, end (the newest still with the bank), count, sent and refused, amount. */
export const Batches: Story = {
  play: async ({ canvasElement }) => {
    await batchTable.rowsOf(canvasElement, REMITTANCE_BATCHES.length);
    await expect(batches.requests[0]?.searchParams.get('sort')).toBe('startedAt,DESC');
    const [first, second] = batchTable.dataRows(canvasElement);
    await expect(first).toHaveTextContent('송금 중');
    await expect(second).toHaveTextContent('#813');
    await expect(
      within(second ?? canvasElement).getByRole('link', { name: '송금 묶음 #813의 환급 보기' }),
    ).toHaveAttribute('href', '/cup/seoul-refund-money-manage?filter=batchId%3Aeq%3A813');
  },
};

export const BatchesEmpty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/remittance-batches', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('송금 기록이 없습니다')).toBeVisible();
  },
};

export const BatchesLoadError: Story = {
  parameters: { msw: [meHandler, failingList('/seoul-cup/v1/remittance-batches')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};

/**
 * A completed refund: the refund and its rental, then its story newest first in Seoul time (the failed message,
 * the operator who sent it again); 알림 재발송, no 재송금.
 */
export const CompletedRefund: Story = {
  render: () => render(story(COMPLETED_REFUND_DETAIL)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { refund } = COMPLETED_REFUND_DETAIL;
    const steps = await history(canvasElement, refund.cuid);
    await expect(canvas.getByText(`TX-20261122-${String(refund.id)}`)).toBeVisible();
    const items = steps.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('알림 재발송');
    await expect(items[0]).toHaveTextContent('박서울');
    await expect(items[0]).toHaveTextContent('고객 요청으로 재발송');
    await expect(items[4]).toHaveTextContent('환급 요청');
    await expect(items[4]).toHaveTextContent('시스템');
    await expect(items[2]).toHaveTextContent(`${refund.bank} ${refund.accountMasked} · 송금 묶음 #812`);
    await expect(canvas.getByRole('button', { name: `${refund.cuid} 알림 재발송` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `${refund.cuid} 재송금` })).toBeNull();
  },
};

/** A refund the bank refused: why, and 재송금 with the reason in its dialog. */
export const FailedRefund: Story = {
  render: () => render(story(FAILED_REFUND_DETAIL)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { refund } = FAILED_REFUND_DETAIL;
    await userEvent.click(await canvas.findByRole('button', { name: `${refund.cuid} 재송금` }));
    const ask = await dialog('재송금');
    await expect(ask.getByText('계좌번호가 올바르지 않습니다.')).toBeVisible();
  },
};

/** A refund with the bank is read again every 2 seconds until the bank answers. */
export const PollsWhileProcessing: Story = {
  parameters: {
    visual: false,
    msw: [
      meHandler,
      http.get('/seoul-cup/v1/refunds/:id', () => {
        detailRequests.push('processing');
        const done: RefundDetail = {
          ...PROCESSING_REFUND_DETAIL,
          refund: { ...PROCESSING_REFUND_DETAIL.refund, state: 'COMPLETED', completedAt: '2026-11-22T00:00:00.000Z' },
        };
        return HttpResponse.json({ _data: detailRequests.length < 2 ? PROCESSING_REFUND_DETAIL : done });
      }),
    ],
  },
  render: () => render(story(PROCESSING_REFUND_DETAIL)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/은행의 송금 결과를 기다리는 중입니다/)).toHaveAttribute('role', 'status');
    await expect(canvas.getByText('송금 중', { selector: '[data-value]' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('완료', { selector: '[data-value]' })).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvas.queryByText('은행의 송금 결과를 기다리는 중입니다.', { exact: false })).toBeNull();
    const asked = detailRequests.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(detailRequests).toHaveLength(asked);
  },
};

/** 조회 전용 may open the page but not a refund's story: said plainly, nothing asked of the server. */
export const WithoutDetailPermission: Story = {
  render: () => render(story(COMPLETED_REFUND_DETAIL), DEMO_USERS.viewer),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('권한이 없습니다')).toBeVisible();
    await expect(detailRequests).toHaveLength(0);
  },
};

export const RefundNotFound: Story = {
  render: () => render(`${PATH}/1`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('환급을 찾을 수 없습니다')).toBeVisible();
  },
};

export const RefundLoadError: Story = {
  parameters: {
    msw: [meHandler, http.get('/seoul-cup/v1/refunds/:id', () => errorAnswer(500, 'INTERNAL', SERVER_ERROR))],
  },
  render: () => render(story(COMPLETED_REFUND_DETAIL)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SERVER_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};
