import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, errorAnswer, listTable, requestRecorder } from '../../../layout/storyPlay';
import { BoxIdManagePage } from './BoxIdManagePage';
import { BOXES } from './ids.fixture';

/** 박스 ID 관리 inside the signed-in frame: SEOUL_CUP's boxes through msw. */
const PATH = '/cup/box-id-manage';
// The list filters by `retired` (BOX_LIST), which a box row says as `retiredAt`.
const boxes = storyList(
  '/seoul-cup/v1/boxes',
  BOXES.map((box) => ({ ...box, retired: box.retiredAt !== null })),
);
const { sent, record } = requestRecorder();
const registered = http.post('/seoul-cup/v1/id-ranges/boxes', async ({ request }) => {
  const body = (await record(request)) as { first: string; last: string };
  await delay(100);
  return HttpResponse.json(
    {
      _data: {
        id: 12,
        kind: 'BOX',
        first: body.first,
        last: body.last,
        count: 20,
        actor: '박서울',
        createdAt: '2026-11-22T00:00:00.000Z',
      },
    },
    { status: 201 },
  );
});
const retired = http.post('/seoul-cup/v1/boxes/:boxNumber/retire', async ({ request, params }) => {
  const body = (await record(request)) as { reason: string };
  await delay(100);
  const box = BOXES.find((candidate) => candidate.boxNumber === params.boxNumber) ?? BOXES[0];
  return HttpResponse.json({
    _data: { ...box, retiredAt: '2026-11-22T00:00:00.000Z', retireReason: body.reason },
  });
});

const meta = {
  title: 'Console/Pages/Cup/BoxIdManagePage',
  component: BoxIdManagePage,
  parameters: { frame: 'none', msw: [meHandler, boxes.handler, registered, retired] },
  beforeEach: () => {
    boxes.requests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path={PATH} screens={{ [PATH]: <BoxIdManagePage /> }} />,
} satisfies Meta<typeof BoxIdManagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxTable = listTable('박스 목록');

/** The register form, the filters, then the boxes: state, place, cups, in service; 라벨 인쇄 and 사용 중지. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boxTable.rowsOf(canvasElement, BOXES.length);
    await expect(boxes.requests[0]?.searchParams.get('sort')).toBe('updatedAt,DESC');
    await expect(canvas.getByRole('link', { name: 'BX000001 라벨 인쇄' })).toHaveAttribute(
      'href',
      '/download-cuid-qrcode?first=BX000001&last=BX000001',
    );
    // Only an empty box in service may be retired.
    await expect(canvas.getByRole('button', { name: 'BX000001 사용 중지' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'BX000002 사용 중지' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'BX000006 사용 중지' })).toBeNull();
  },
};

/** Box numbers checked in Korean; a range registered once with kind BOX. */
export const RegisterBoxNumbers: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boxTable.rowsOf(canvasElement, BOXES.length);
    // Found again at each step: the form's code loads when it is first used, and the loaded form replaces the
    // one drawn before it at the first submit (what was typed and the focus carried over, the submit sent).
    const form = () => within(canvas.getByRole('form', { name: '박스 번호 등록' }));
    await userEvent.type(form().getByRole('textbox', { name: /시작 ID/ }), 'SC00000001');
    await userEvent.type(form().getByRole('textbox', { name: /끝 ID/ }), 'BX000020');
    await userEvent.click(form().getByRole('button', { name: '등록' }));
    await expect(await form().findByText('박스 번호는 BX000001 형식으로 입력해 주세요.')).toBeVisible();
    await userEvent.clear(form().getByRole('textbox', { name: /시작 ID/ }));
    await userEvent.type(form().getByRole('textbox', { name: /시작 ID/ }), 'bx000001');
    await userEvent.dblClick(form().getByRole('button', { name: '20개 등록' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toEqual({
      kind: 'BOX',
      first: 'BX000001',
      last: 'BX000020',
      requestId: expect.any(String) as unknown,
    });
  },
};

/** 사용 중지 asks first and needs a reason; then it retires the box. */
export const RetireEmptyBox: Story = {
  play: async ({ canvasElement }) => {
    await boxTable.rowsOf(canvasElement, BOXES.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'BX000001 사용 중지' }));
    const retire = await dialog('박스 사용 중지');
    await userEvent.click(retire.getByRole('button', { name: '사용 중지' }));
    await expect(await retire.findByText('사유를 입력해 주세요.')).toBeVisible();
    await expect(sent).toHaveLength(0);
    await userEvent.type(retire.getByRole('textbox', { name: /사유/ }), '모서리 파손');
    await userEvent.click(retire.getByRole('button', { name: '사용 중지' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toEqual({
      method: 'POST',
      path: '/seoul-cup/v1/boxes/BX000001/retire',
      body: { reason: '모서리 파손' },
    });
    await expect(
      await within(document.body).findByText('박스 BX000001의 사용을 중지했습니다.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A box that is no longer empty: the server's 409 stays in the dialog with the reason typed. */
export const RetireRefused: Story = {
  parameters: {
    msw: [
      meHandler,
      boxes.handler,
      http.post('/seoul-cup/v1/boxes/:boxNumber/retire', () =>
        errorAnswer(409, 'BOX_NOT_EMPTY', '컵 3개가 들어 있어 사용을 중지할 수 없습니다 (먼저 컵을 꺼내 주세요).'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await boxTable.rowsOf(canvasElement, BOXES.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'BX000001 사용 중지' }));
    const retire = await dialog('박스 사용 중지');
    await userEvent.type(retire.getByRole('textbox', { name: /사유/ }), '모서리 파손');
    await userEvent.click(retire.getByRole('button', { name: '사용 중지' }));
    await expect(await retire.findByRole('alert')).toHaveTextContent('먼저 컵을 꺼내 주세요');
    await expect(retire.getByRole('textbox', { name: /사유/ })).toHaveValue('모서리 파손');
  },
};

/** The state and 사용 chosen are the URL's filters, and the server's. */
export const FilterByState: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boxTable.rowsOf(canvasElement, BOXES.length);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '상태' }), '빈 박스');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '사용' }), '사용 중');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await boxTable.rowsOf(canvasElement, 2);
    await expect(boxes.requests.at(-1)?.searchParams.getAll('filter')).toEqual(['state:eq:EMPTY', 'retired:eq:false']);
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/boxes', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 박스가 없습니다')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: [meHandler, failingList('/seoul-cup/v1/boxes')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};
