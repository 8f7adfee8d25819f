import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, errorAnswer, listTable, requestRecorder } from '../../../layout/storyPlay';
import { OVERDUE_RENTALS, RENTALS } from '../shared/cup.fixture';
import { ReturnValidityPage } from './ReturnValidityPage';

/** 반납 유효기간 만료 inside the signed-in frame: the overdue rentals (the list filters `overdue:eq:true`). */
const PATH = '/cup/return-validity-expiration';
const rentals = storyList('/seoul-cup/v1/rentals', RENTALS);
const { sent, record } = requestRecorder();
const extended = http.post('/seoul-cup/v1/rentals/:id/extend', async ({ request }) => {
  await record(request);
  await delay(200);
  const rental = OVERDUE_RENTALS[0];
  return HttpResponse.json({
    _data: {
      rental: { ...rental, dueAt: '2026-11-29T00:00:00.000Z', overdue: false, state: 'RENTED' },
      extended: true,
      previousDueAt: rental?.dueAt,
    },
  });
});

const meta = {
  title: 'Console/Pages/Cup/ReturnValidityPage',
  component: ReturnValidityPage,
  parameters: { frame: 'none', msw: [meHandler, rentals.handler, extended] },
  beforeEach: () => {
    rentals.requests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => (
    <SignedInConsole user={DEMO_USERS.cupOperator} path={PATH} screens={{ [PATH]: <ReturnValidityPage /> }} />
  ),
} satisfies Meta<typeof ReturnValidityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const overdueTable = listTable('반납 유효기간 만료');

/** Only overdue rentals, the longest overdue first, each with 연장. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await overdueTable.rowsOf(canvasElement, OVERDUE_RENTALS.length);
    await expect(rentals.requests[0]?.searchParams.getAll('filter')).toEqual(['overdue:eq:true']);
    await expect(rentals.requests[0]?.searchParams.get('sort')).toBe('dueAt,ASC');
    const [first] = overdueTable.dataRows(canvasElement);
    await expect(first).toHaveTextContent('기한 만료');
    await expect(within(first ?? canvasElement).getByRole('button', { name: /반납 기한 연장$/ })).toBeVisible();
  },
};

/** 연장 asks for a reason first; pressed twice while saving, it sends one request with one request id. */
export const ExtendOnce: Story = {
  play: async ({ canvasElement }) => {
    await overdueTable.rowsOf(canvasElement, OVERDUE_RENTALS.length);
    const [first] = overdueTable.dataRows(canvasElement);
    await userEvent.click(within(first ?? canvasElement).getByRole('button', { name: /반납 기한 연장$/ }));
    const ask = await dialog('반납 유효기간 연장');
    await userEvent.click(ask.getByRole('button', { name: '연장' }));
    await expect(ask.getByText('연장 사유를 입력해 주세요.')).toBeVisible();
    await expect(sent).toHaveLength(0);
    await userEvent.type(ask.getByRole('textbox', { name: /연장 사유/ }), '민원 접수로 연장');
    await userEvent.dblClick(ask.getByRole('button', { name: '연장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toMatchObject({ days: 7, reason: '민원 접수로 연장' });
    await expect(
      await within(document.body).findByText(/반납 기한을 2026\.11\.29 09:00까지 연장했습니다/),
    ).toBeVisible();
  },
};

/** A refusal stays in the dialog in the server's words; what was typed stays. */
export const ExtendRefused: Story = {
  parameters: {
    msw: [
      meHandler,
      rentals.handler,
      http.post('/seoul-cup/v1/rentals/:id/extend', () =>
        errorAnswer(409, 'RENTAL_RETURNED', '이미 반납된 대여는 유효기간을 연장할 수 없습니다.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await overdueTable.rowsOf(canvasElement, OVERDUE_RENTALS.length);
    const [first] = overdueTable.dataRows(canvasElement);
    await userEvent.click(within(first ?? canvasElement).getByRole('button', { name: /반납 기한 연장$/ }));
    const ask = await dialog('반납 유효기간 연장');
    await userEvent.type(ask.getByRole('textbox', { name: /연장 사유/ }), '민원');
    await userEvent.click(ask.getByRole('button', { name: '연장' }));
    await expect(await ask.findByRole('alert')).toHaveTextContent('이미 반납된 대여는 유효기간을 연장할 수 없습니다.');
    await expect(ask.getByRole('textbox', { name: /연장 사유/ })).toHaveValue('민원');
  },
};

/** 조회 전용 reads the list without 연장. */
export const ReadOnlyViewer: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.viewer} path={PATH} screens={{ [PATH]: <ReturnValidityPage /> }} />,
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await overdueTable.rowsOf(canvasElement, OVERDUE_RENTALS.length);
    await expect(within(canvasElement).queryByRole('button', { name: /반납 기한 연장$/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/rentals', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('반납 기한이 지난 대여가 없습니다')).toBeVisible();
  },
};
