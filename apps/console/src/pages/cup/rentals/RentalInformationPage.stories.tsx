import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { listTable, requestRecorder } from '../../../layout/storyPlay';
import { RENTALS } from '../shared/cup.fixture';
import { RentalInformationPage } from './RentalInformationPage';

/** 대여 정보 모니터링 inside the signed-in frame, reading SEOUL_CUP's rentals through msw. */
const PATH = '/cup/rental-information-monitor';
const rentals = storyList('/seoul-cup/v1/rentals', RENTALS);
const { sent, record } = requestRecorder();
const decrypt = http.post('/seoul-cup/v1/members/:memberId/phone/decrypt', async ({ request, params }) => {
  await record(request);
  return HttpResponse.json({ _data: { memberId: Number(params.memberId), phone: '010-2345-1000' } });
});
const render = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) => (
  <SignedInConsole user={user} path={PATH} screens={{ [PATH]: <RentalInformationPage /> }} />
);

const meta = {
  title: 'Console/Pages/Cup/RentalInformationPage',
  component: RentalInformationPage,
  parameters: { frame: 'none', msw: [meHandler, rentals.handler, decrypt] },
  beforeEach: () => {
    rentals.requests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => render(DEMO_USERS.admin),
} satisfies Meta<typeof RentalInformationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rentalTable = listTable('대여 정보');

/** Newest first: the cup, the phone masked with 보기, the machine, the deposit in 원, due and return, the state. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await rentalTable.rowsOf(canvasElement, 24);
    const [first] = rentalTable.dataRows(canvasElement);
    await expect(first).toHaveTextContent('SC00001200');
    await expect(first).toHaveTextContent('010-****-1000');
    await expect(first).toHaveTextContent('1,000원');
    await expect(first).toHaveTextContent('반납 완료');
    await expect(rentals.requests[0]?.searchParams.get('sort')).toBe('rentedAt,DESC');
  },
};

/** 보기 asks the server for the number (which it audits) and shows it in place. */
export const DecryptPhone: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await rentalTable.rowsOf(canvasElement, 24);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '010-****-1000 전화번호 보기' }));
    await expect(await within(canvasElement).findByText('010-2345-1000')).toBeVisible();
    await expect(sent.map((request) => request.path)).toEqual(['/seoul-cup/v1/members/300/phone/decrypt']);
  },
};

/** 조회 전용 has no SEOUL_CUP_PHONE_NUMBER_VIEW: masked numbers, no 보기. */
export const ViewerWithoutPhonePermission: Story = {
  render: () => render(DEMO_USERS.viewer),
  play: async ({ canvasElement }) => {
    await rentalTable.rowsOf(canvasElement, 24);
    await expect(within(canvasElement).queryByRole('button', { name: /전화번호 보기/ })).toBeNull();
  },
};

/** A cup id typed in lower case is searched as the id it is. */
export const SearchByCup: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rentalTable.rowsOf(canvasElement, 24);
    await userEvent.type(canvas.getByRole('searchbox', { name: '컵 ID' }), 'sc00001203');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await rentalTable.rowsOf(canvasElement, 1);
    await expect(rentals.requests.at(-1)?.searchParams.getAll('filter')).toEqual(['cuid:eq:SC00001203']);
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/rentals', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('대여 기록이 없습니다')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: [meHandler, failingList('/seoul-cup/v1/rentals')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};
