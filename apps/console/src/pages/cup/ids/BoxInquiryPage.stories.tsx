import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { errorAnswer } from '../../../layout/storyPlay';
import { BoxInquiryPage } from './BoxInquiryPage';
import { boxDetail, boxFixture } from './ids.fixture';

/** 박스 번호 조회 inside the signed-in frame, as 조회 전용 (it only reads): a box of SEOUL_CUP through msw. */
const PATH = '/cup/box-number-inquiry';
const SHIPPING_BOX = boxDetail(boxFixture(3), 12);
const RETIRED_BOX = boxDetail(boxFixture(6), 0);
const requested: string[] = [];
const boxRead = http.get('/seoul-cup/v1/boxes/:boxNumber', async ({ params }) => {
  requested.push(String(params.boxNumber));
  await delay(50);
  const detail = [SHIPPING_BOX, RETIRED_BOX].find((candidate) => candidate.box.boxNumber === params.boxNumber);
  return detail === undefined
    ? errorAnswer(404, 'NOT_FOUND', '박스를 찾을 수 없습니다.')
    : HttpResponse.json({ _data: detail });
});

const render = (path: string) => (
  <SignedInConsole user={DEMO_USERS.viewer} path={path} screens={{ [PATH]: <BoxInquiryPage /> }} />
);

const meta = {
  title: 'Console/Pages/Cup/BoxInquiryPage',
  component: BoxInquiryPage,
  parameters: { frame: 'none', msw: [meHandler, boxRead] },
  beforeEach: () => {
    requested.length = 0;
    return resetConsoleState();
  },
  render: () => render(`${PATH}?box=BX000003`),
} satisfies Meta<typeof BoxInquiryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box from the URL: its state and place, its cups, its history (Seoul time, 수동/자동, who, why), its trips. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '박스 BX000003' })).toBeVisible();
    await expect(await canvas.findByText('12 / 50개')).toBeVisible();
    const cups = canvas.getByRole('table', { name: '박스 BX000003에 담긴 컵' });
    await expect(within(cups).getAllByRole('row')).toHaveLength(11);
    const history = within(canvas.getByRole('list', { name: '박스 BX000003 이력' }));
    const [newest] = history.getAllByRole('listitem');
    await expect(newest).toHaveTextContent('포장 완료 → 배송 중');
    await expect(newest).toHaveTextContent('2026.11.22 08:00');
    await expect(history.getAllByRole('listitem')[1]).toHaveTextContent('컵 ID 제어에서 포장');
    const trips = within(canvas.getByRole('table', { name: '박스 BX000003 배송 이력' }));
    await expect(trips.getAllByRole('row')[1]).toHaveTextContent('강남구 주민센터 대여기 (RENT-GN-001)');
  },
};

/** A retired box says since when and why. */
export const RetiredBox: Story = {
  render: () => render(`${PATH}?box=BX000006`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('모서리 파손')).toBeVisible();
    await expect(canvas.getByText('사용 중지')).toBeVisible();
    await expect(canvas.getByText('박스가 비어 있습니다')).toBeVisible();
  },
};

/** Nothing asked yet: the number is checked in Korean, then goes to the URL and is read. */
export const Search: Story = {
  render: () => render(PATH),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('박스 번호를 입력해 주세요')).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: '박스 번호' });
    await userEvent.type(search, 'BOX-3{Enter}');
    await expect(await canvas.findByText('박스 번호는 BX000001 형식으로 입력해 주세요.')).toBeVisible();
    await expect(requested).toHaveLength(0);
    await userEvent.clear(search);
    await userEvent.type(search, 'bx000003{Enter}');
    await expect(await canvas.findByRole('heading', { name: '박스 BX000003' })).toBeVisible();
    await expect(requested).toEqual(['BX000003']);
  },
};

export const NotFound: Story = {
  render: () => render(`${PATH}?box=BX000404`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('박스를 찾을 수 없습니다')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/seoul-cup/v1/boxes/:boxNumber', () => errorAnswer(500, 'INTERNAL', '서버 오류가 발생했습니다.')),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('서버 오류가 발생했습니다.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '다시 시도' })).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: {
    msw: [meHandler, http.get('/seoul-cup/v1/boxes/:boxNumber', unanswered)],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('박스 정보를 불러오는 중…')).toBeVisible();
  },
};
