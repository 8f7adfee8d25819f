import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, errorAnswer, requestRecorder } from '../../../layout/storyPlay';
import { stateChangeAnswer } from '../shared/cupLife.fixture';
import { BoxStateChangePage } from './BoxStateChangePage';
import { CupStateChangePage } from './CupStateChangePage';

/** 컵/박스 상태 수동 변경 inside the signed-in frame: the server's previews and changes through msw. */
const CUP_PATH = '/cup/state-manual-change';
const BOX_PATH = '/cup/box-state-manual-change';
const { sent, record } = requestRecorder();
const answer = (kind: 'CUP' | 'BOX', url: string) =>
  http.post(url, async ({ request }) => {
    const body = (await record(request)) as { ids: string[]; toState: string; preview?: boolean };
    await delay(150);
    const result = stateChangeAnswer(kind, body);
    if (!result.preview && result.refused.length > 0)
      return errorAnswer(
        409,
        'SOME_REFUSED',
        `${String(result.refused.length)}개 ID를 바꿀 수 없습니다.`,
        Object.fromEntries(result.refused.map((refused) => [refused.id, refused.reason])),
      );
    return HttpResponse.json({ _data: result });
  });
const cupChanges = answer('CUP', '/seoul-cup/v1/cups/state-changes');
const boxChanges = answer('BOX', '/seoul-cup/v1/boxes/state-changes');

type User = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];
const render = (user: User = DEMO_USERS.cupOperator, path = CUP_PATH) => (
  <SignedInConsole
    user={user}
    path={path}
    screens={{ [CUP_PATH]: <CupStateChangePage />, [BOX_PATH]: <BoxStateChangePage /> }}
  />
);

const meta = {
  title: 'Console/Pages/Cup/StateChangePage',
  component: CupStateChangePage,
  parameters: { frame: 'none', msw: [meHandler, cupChanges, boxChanges] },
  beforeEach: () => {
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => render(),
} satisfies Meta<typeof CupStateChangePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement, name = '컵 상태 수동 변경') =>
  within(await within(canvasElement).findByRole('form', { name }));

async function fill(canvasElement: HTMLElement, ids: string, target: string, reason = '재고 조사에서 분실 확인') {
  const change = await form(canvasElement);
  await userEvent.type(change.getByRole('textbox', { name: /컵 ID 목록/ }), ids);
  await userEvent.selectOptions(change.getByRole('combobox', { name: /바꿀 상태/ }), target);
  await userEvent.type(change.getByRole('textbox', { name: /사유/ }), reason);
  return change;
}

/** The empty form: IDs, the target (회수 … 폐기), the reason; 미리 보기 and a disabled 변경. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const change = await form(canvasElement);
    await expect(change.getByRole('button', { name: '변경' })).toBeDisabled();
    await expect(
      within(change.getByRole('combobox', { name: /바꿀 상태/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['선택', '회수', '세척 중', '세척 완료', '분실', '폐기']);
  },
};

/** Nothing entered: Korean messages on the fields, the focus on the first, nothing sent. */
export const CheckInput: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const change = await form(canvasElement);
    await userEvent.type(change.getByRole('textbox', { name: /컵 ID 목록/ }), 'BX000001');
    await userEvent.click(change.getByRole('button', { name: '미리 보기' }));
    await expect(await change.findByText('BX000001: 컵 ID는 SC00000001 형식으로 입력해 주세요.')).toBeVisible();
    await expect(change.getByText('바꿀 상태를 선택해 주세요.')).toBeVisible();
    await expect(change.getByText('사유를 입력해 주세요.')).toBeVisible();
    await expect(change.getByRole('textbox', { name: /컵 ID 목록/ })).toHaveFocus();
    await expect(sent).toHaveLength(0);
  },
};

/**
 * A range and a pasted ID previewed: each cup's state now and the target; 변경 asks with the count and the target,
 * and pressed twice applies once, with the preview's request id kept for the change.
 */
export const PreviewAndApply: Story = {
  play: async ({ canvasElement }) => {
    const change = await fill(canvasElement, 'SC00000001..SC00000004, sc00000010', 'LOST');
    await expect(change.getByText('입력한 ID 5개 (최대 1,000개)')).toBeVisible();
    await userEvent.click(change.getByRole('button', { name: '미리 보기' }));
    const table = await within(canvasElement).findByRole('table', { name: '컵 상태 수동 변경 미리 보기' });
    await expect(within(canvasElement).getByText(/컵 5개 중 변경 5개, 거부 0개/)).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(sent[0]?.body).toEqual({
      ids: ['SC00000001', 'SC00000002', 'SC00000003', 'SC00000004', 'SC00000010'],
      toState: 'LOST',
      reason: '재고 조사에서 분실 확인',
      requestId: expect.any(String) as unknown,
      preview: true,
    });
    await userEvent.click(change.getByRole('button', { name: '변경' }));
    const confirm = await dialog('상태 변경 확인');
    await expect(
      confirm.getByText("컵 5개를 '분실'(으)로 바꿀까요? 변경 이력에 사유와 처리자가 남습니다."),
    ).toBeVisible();
    await userEvent.dblClick(confirm.getByRole('button', { name: '변경' }));
    await expect(
      await within(document.body).findByText("컵 5개를 '분실'(으)로 바꿨습니다.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(sent).toHaveLength(2);
    const applied = sent[1]?.body as { preview: boolean; requestId: string };
    await expect(applied.preview).toBe(false);
    await expect(applied.requestId).not.toBe((sent[0]?.body as { requestId: string }).requestId);
  },
};

/** A discarded cup in the list: refused with the contract's Korean reason, counted, and 변경 stays disabled. */
export const PreviewWithRefusals: Story = {
  play: async ({ canvasElement }) => {
    const change = await fill(canvasElement, 'SC00000001\nSC00000003\nSC00000901', 'CLEAN', '재검수 완료');
    await userEvent.click(change.getByRole('button', { name: '미리 보기' }));
    const table = await within(canvasElement).findByRole('table', { name: '컵 상태 수동 변경 미리 보기' });
    await expect(within(canvasElement).getByText(/컵 3개 중 변경 2개, 거부 1개/)).toBeVisible();
    const [, refusedRow] = within(table).getAllByRole('row');
    await expect(refusedRow).toHaveTextContent('SC00000901');
    await expect(refusedRow).toHaveTextContent('폐기된 컵은 다시 쓸 수 없습니다.');
    await expect(change.getByRole('button', { name: '변경' })).toBeDisabled();
  },
};

/** Typing after the preview makes it stale: 변경 is disabled until a new preview. */
export const StaleAfterEdit: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const change = await fill(canvasElement, 'SC00000001', 'LOST');
    await userEvent.click(change.getByRole('button', { name: '미리 보기' }));
    await within(canvasElement).findByRole('table', { name: '컵 상태 수동 변경 미리 보기' });
    await waitFor(() => expect(change.getByRole('button', { name: '변경' })).toBeEnabled());
    await userEvent.type(change.getByRole('textbox', { name: /컵 ID 목록/ }), ' SC00000002');
    await expect(change.getByRole('button', { name: '변경' })).toBeDisabled();
    await expect(
      within(canvasElement).getByText('입력이 바뀌었습니다. 변경하려면 다시 미리 보기 해 주세요.'),
    ).toBeVisible();
  },
};

/** Someone changed a cup between the preview and 변경: 409 SOME_REFUSED, nothing changed, the reason in the table. */
export const RefusedOnApply: Story = {
  parameters: {
    msw: [
      meHandler,
      http.post('/seoul-cup/v1/cups/state-changes', async ({ request }) => {
        const body = (await record(request)) as { ids: string[]; toState: string; preview?: boolean };
        if (body.preview === true) return HttpResponse.json({ _data: stateChangeAnswer('CUP', body) });
        return errorAnswer(409, 'SOME_REFUSED', '1개 ID를 바꿀 수 없습니다.', {
          SC00000002: "이미 '분실' 상태입니다.",
        });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const change = await fill(canvasElement, 'SC00000001 SC00000002', 'LOST');
    await userEvent.click(change.getByRole('button', { name: '미리 보기' }));
    await waitFor(() => expect(change.getByRole('button', { name: '변경' })).toBeEnabled());
    await userEvent.click(change.getByRole('button', { name: '변경' }));
    const confirm = await dialog('상태 변경 확인');
    await userEvent.click(confirm.getByRole('button', { name: '변경' }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent('아무것도 바뀌지 않았습니다.');
    await userEvent.click(confirm.getByRole('button', { name: '취소' }));
    const table = within(canvasElement).getByRole('table', { name: '컵 상태 수동 변경 미리 보기' });
    await expect(within(table).getByText("이미 '분실' 상태입니다.")).toBeVisible();
    await expect(change.getByRole('button', { name: '변경' })).toBeDisabled();
    await expect(change.getByRole('textbox', { name: /사유/ })).toHaveValue('재고 조사에서 분실 확인');
  },
};

/** The preview failed: the server's message under the form; everything typed stays. */
export const PreviewError: Story = {
  parameters: {
    visual: false,
    msw: [
      meHandler,
      http.post('/seoul-cup/v1/cups/state-changes', () => errorAnswer(500, 'INTERNAL', '서버 오류가 발생했습니다.')),
    ],
  },
  play: async ({ canvasElement }) => {
    const change = await fill(canvasElement, 'SC00000001', 'LOST');
    await userEvent.click(change.getByRole('button', { name: '미리 보기' }));
    await expect(await change.findByRole('alert')).toHaveTextContent('서버 오류가 발생했습니다.');
    await expect(change.getByRole('textbox', { name: /컵 ID 목록/ })).toHaveValue('SC00000001');
  },
};

/** 조회 전용 previews but has no 변경, and the page says why. */
export const ReadOnlyViewer: Story = {
  render: () => render(DEMO_USERS.viewer),
  play: async ({ canvasElement }) => {
    const change = await fill(canvasElement, 'SC00000001', 'LOST');
    await expect(change.getByText('상태 수동 변경 권한이 없어 미리 보기만 할 수 있습니다.')).toBeVisible();
    await expect(change.queryByRole('button', { name: '변경' })).toBeNull();
    await userEvent.click(change.getByRole('button', { name: '미리 보기' }));
    await within(canvasElement).findByRole('table', { name: '컵 상태 수동 변경 미리 보기' });
  },
};

/** 박스 상태 수동 변경: box numbers and box states; a packed box cannot become empty while it holds cups. */
export const Boxes: Story = {
  render: () => render(DEMO_USERS.cupOperator, BOX_PATH),
  play: async ({ canvasElement }) => {
    const change = await form(canvasElement, '박스 상태 수동 변경');
    await userEvent.type(change.getByRole('textbox', { name: /박스 번호 목록/ }), 'BX000001..BX000002');
    await userEvent.selectOptions(change.getByRole('combobox', { name: /바꿀 상태/ }), 'EMPTY');
    await userEvent.type(change.getByRole('textbox', { name: /사유/ }), '빈 박스 확인');
    await userEvent.click(change.getByRole('button', { name: '미리 보기' }));
    const table = await within(canvasElement).findByRole('table', { name: '박스 상태 수동 변경 미리 보기' });
    await expect(within(table).getByText(/컵 50개가 들어 있어/)).toBeVisible();
    await expect(within(table).getByText("이미 '빈 박스' 상태입니다.")).toBeVisible();
    await expect(sent[0]?.path).toBe('/seoul-cup/v1/boxes/state-changes');
  },
};
