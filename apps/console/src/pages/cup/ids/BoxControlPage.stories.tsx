import { cuidOf, type BoxDetail, type Cup } from '@oa/contract/cupLife';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { errorAnswer, requestRecorder } from '../../../layout/storyPlay';
import { BoxControlPage } from './BoxControlPage';
import { boxDetail, boxFixture, cupFixture } from './ids.fixture';

/**
 * 컵 ID 제어 inside the signed-in frame: a box of SEOUL_CUP through msw, packed by a server kept in the story (each
 * scan's answer the box after it), so a run of scans fills it as the real one would.
 */
const PATH = '/cup/lalaloop-id-control';
const EMPTY_BOX = boxDetail(boxFixture(1), 0);
/** Scans the server refuses, as it would: unknown, and in a state that may not be packed. */
const UNKNOWN = 'SC09999999';
const WASHING = 'SC00300001';

let box: BoxDetail = structuredClone(EMPTY_BOX);
/** How long the server takes per scan (ms). */
let packDelay = 15;
const { sent, record } = requestRecorder();

const boxRead = http.get('/seoul-cup/v1/boxes/:boxNumber', async ({ params }) => {
  await delay(50);
  if (params.boxNumber !== box.box.boxNumber) return errorAnswer(404, 'NOT_FOUND', '박스를 찾을 수 없습니다.');
  return HttpResponse.json({ _data: box });
});
const packed = http.post('/seoul-cup/v1/boxes/:boxNumber/cups', async ({ request }) => {
  const { cuid } = (await record(request)) as { cuid: string };
  await delay(packDelay);
  if (cuid === UNKNOWN) return errorAnswer(404, 'NOT_FOUND', `컵 ${cuid}을(를) 찾을 수 없습니다.`);
  if (cuid === WASHING)
    return errorAnswer(409, 'ILLEGAL_CUP_STATE', "지금 '세척 중' 상태라 '박스 포장'(으)로 바꿀 수 없습니다.");
  if (box.cups.some((cup) => cup.cuid === cuid)) return errorAnswer(409, 'ALREADY_IN_BOX', '이미 이 박스에 있습니다.');
  const cup: Cup = cupFixture(1, { cuid, state: 'IN_BOX', boxNumber: box.box.boxNumber });
  box = {
    ...box,
    box: { ...box.box, state: 'PACKED', cupCount: box.cups.length + 1 },
    cups: [cup, ...box.cups],
  };
  return HttpResponse.json({ _data: { box: box.box, cup } });
});
const unpacked = http.delete('/seoul-cup/v1/boxes/:boxNumber/cups/:cuid', async ({ request, params }) => {
  await record(request);
  await delay(50);
  const cup = box.cups.find((candidate) => candidate.cuid === params.cuid);
  if (cup === undefined) return errorAnswer(404, 'NOT_FOUND', '박스에 없는 컵입니다.');
  const cups = box.cups.filter((candidate) => candidate !== cup);
  box = { ...box, box: { ...box.box, cupCount: cups.length, state: cups.length === 0 ? 'EMPTY' : 'PACKED' }, cups };
  return HttpResponse.json({ _data: { box: box.box, cup: { ...cup, state: 'CLEAN', boxNumber: null } } });
});

const render = (path: string) => (
  <SignedInConsole user={DEMO_USERS.cupOperator} path={path} screens={{ [PATH]: <BoxControlPage /> }} />
);

const meta = {
  title: 'Console/Pages/Cup/BoxControlPage',
  component: BoxControlPage,
  parameters: { frame: 'none', msw: [meHandler, boxRead, packed, unpacked] },
  beforeEach: () => {
    box = structuredClone(EMPTY_BOX);
    packDelay = 15;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => render(`${PATH}?box=BX000001`),
} satisfies Meta<typeof BoxControlPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const scanField = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: '컵 스캔' })).getByRole('textbox', { name: /컵 ID/ });

/** Each ID put in the field and submitted (what a scanner's Enter does), all in the same task. */
function scanBurst(field: HTMLElement, ids: readonly string[]) {
  const input = field as HTMLInputElement;
  for (const id of ids) {
    // The field is uncontrolled: the page reads what is in it on submit.
    input.value = id;
    input.form?.requestSubmit();
  }
}

/** No box chosen yet: the box number is asked for, checked in Korean, and goes to the URL. */
export const ChooseBox: Story = {
  render: () => render(PATH),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('박스를 선택해 주세요')).toBeVisible();
    const chooser = within(canvas.getByRole('form', { name: '박스 선택' }));
    await userEvent.type(chooser.getByRole('searchbox', { name: '박스 번호' }), 'BX12{Enter}');
    await expect(await chooser.findByText('박스 번호는 BX000001 형식으로 입력해 주세요.')).toBeVisible();
    await userEvent.clear(chooser.getByRole('searchbox', { name: '박스 번호' }));
    await userEvent.type(chooser.getByRole('searchbox', { name: '박스 번호' }), 'bx000001{Enter}');
    await expect(await canvas.findByText('담긴 컵 0 / 50개')).toBeVisible();
    await waitFor(() => expect(scanField(canvasElement)).toHaveFocus());
  },
};

/** Fifty scans typed as a scanner does (ID and Enter, no pause): every one lands, in order, the box full. */
export const FiftyScans: Story = {
  // Its picture is the same fifty rows twice; the play test is the point.
  parameters: { visual: false },
  beforeEach: () => {
    packDelay = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('담긴 컵 0 / 50개')).toBeVisible();
    const ids = Array.from({ length: 50 }, (_, index) => cuidOf(400_001 + index));
    // Faster than any scanner: fifty IDs, each submitted as its Enter does, in one go without waiting for a thing.
    // (The Refusals story types its scans key by key, Enter included.)
    scanBurst(scanField(canvasElement), ids);
    await expect(scanField(canvasElement)).toHaveValue('');
    await expect(scanField(canvasElement)).toHaveFocus();
    await waitFor(() => expect(canvas.getByText('담긴 컵 50 / 50개')).toBeVisible(), { timeout: 10_000 });
    await expect(sent.map((request) => (request.body as { cuid: string }).cuid)).toEqual(ids);
    const log = within(canvas.getByRole('list', { name: '스캔 기록' }));
    await expect(log.getAllByRole('listitem')).toHaveLength(50);
    await expect(log.queryAllByText('거부')).toHaveLength(0);
    await expect(log.getAllByRole('listitem')[0]).toHaveTextContent(ids[49] ?? '');
    await expect(canvas.getByRole('status', { name: '스캔 결과' })).toHaveTextContent(`${ids[49] ?? ''} 담음 (50/50)`);
  },
};

/**
 * Refused scans, each marked 거부 in red with its Korean reason and announced: not a cup ID, the same cup twice
 * at once, a cup already in the box (no request), an unknown cup (404), a cup being washed (409); the good ones land.
 */
export const Refusals: Story = {
  // A slow answer, so the second scan of the same cup comes while the first is still in flight.
  beforeEach: () => {
    packDelay = 500;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('담긴 컵 0 / 50개')).toBeVisible();
    await userEvent.type(
      scanField(canvasElement),
      `BX000001{Enter}sc00400001{Enter}SC00400001{Enter}${UNKNOWN}{Enter}${WASHING}{Enter}`,
    );
    await waitFor(() => expect(canvas.getByText('담긴 컵 1 / 50개')).toBeVisible());
    const log = within(canvas.getByRole('list', { name: '스캔 기록' }));
    await waitFor(() => expect(log.getAllByText('거부')).toHaveLength(4));
    await userEvent.type(scanField(canvasElement), 'SC00400001{Enter}');
    await waitFor(() => expect(log.getAllByText('거부')).toHaveLength(5));
    const rows = log.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('SC00400001거부 이미 이 박스에 담긴 컵입니다.');
    await expect(rows[1]).toHaveTextContent("지금 '세척 중' 상태라 '박스 포장'(으)로 바꿀 수 없습니다.");
    await expect(rows[2]).toHaveTextContent(`컵 ${UNKNOWN}을(를) 찾을 수 없습니다.`);
    await expect(rows[3]).toHaveTextContent('같은 컵을 방금 스캔했습니다 (처리 중).');
    await expect(rows[4]).toHaveTextContent('SC00400001담음');
    await expect(rows[5]).toHaveTextContent("'BX000001'은(는) 컵 ID가 아닙니다 (예: SC00000001).");
    await expect(canvas.getByRole('status', { name: '스캔 결과' })).toHaveTextContent(
      'SC00400001 거부: 이미 이 박스에 담긴 컵입니다.',
    );
    // Only the ones the console could not judge were sent.
    await expect(sent.map((request) => (request.body as { cuid: string }).cuid)).toEqual([
      'SC00400001',
      UNKNOWN,
      WASHING,
    ]);
  },
};

/** 꺼내기 takes a cup out of the box (DELETE) and the contents say so. */
export const Unpack: Story = {
  beforeEach: () => {
    box = structuredClone(boxDetail(boxFixture(2), 3));
  },
  render: () => render(`${PATH}?box=BX000002`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('담긴 컵 3 / 50개')).toBeVisible();
    const contents = within(canvas.getByRole('table', { name: '박스 BX000002에 담긴 컵' }));
    await userEvent.click(contents.getByRole('button', { name: 'SC00200002 꺼내기' }));
    await waitFor(() => expect(canvas.getByText('담긴 컵 2 / 50개')).toBeVisible());
    await expect(contents.queryByText('SC00200002')).toBeNull();
    await expect(sent.at(-1)).toEqual({
      method: 'DELETE',
      path: '/seoul-cup/v1/boxes/BX000002/cups/SC00200002',
      body: undefined,
    });
    await expect(
      await within(document.body).findByText('SC00200002을(를) 박스에서 꺼냈습니다.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A retired box is shown, and cannot be packed. */
export const RetiredBox: Story = {
  beforeEach: () => {
    box = structuredClone(boxDetail(boxFixture(6), 0));
  },
  render: () => render(`${PATH}?box=BX000006`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('사용 중지된 박스에는 컵을 담을 수 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: '컵 스캔' })).toBeNull();
  },
};

export const BoxNotFound: Story = {
  render: () => render(`${PATH}?box=BX999999`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('박스를 찾을 수 없습니다')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [meHandler, http.get('/seoul-cup/v1/boxes/:boxNumber', unanswered)],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('박스를 불러오는 중…')).toBeVisible();
  },
};
