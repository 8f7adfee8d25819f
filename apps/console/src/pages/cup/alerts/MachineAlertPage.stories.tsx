import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { listTable, requestRecorder } from '../../../layout/storyPlay';
import { MACHINE_ALERTS } from '../shared/cup.fixture';
import { MachineAlertPage } from './MachineAlertPage';

/** 대여기 알림 inside the signed-in frame, reading SEOUL_CUP's machine alerts through msw. */
const PATH = '/cup/rental-machine-alert';
const alerts = storyList('/seoul-cup/v1/machine-alerts', MACHINE_ALERTS);
const { sent, record } = requestRecorder();
const acknowledge = http.post('/seoul-cup/v1/machine-alerts/:id/acknowledge', async ({ request, params }) => {
  await record(request);
  const alert = MACHINE_ALERTS.find((item) => String(item.id) === params.id);
  return HttpResponse.json({
    _data: { ...alert, acknowledgedAt: '2026-11-22T00:05:00.000Z', acknowledgedBy: '박서울' },
  });
});

const meta = {
  title: 'Console/Pages/Cup/MachineAlertPage',
  component: MachineAlertPage,
  parameters: { frame: 'none', msw: [meHandler, alerts.handler, acknowledge] },
  beforeEach: () => {
    alerts.requests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => (
    <SignedInConsole user={DEMO_USERS.cupOperator} path={PATH} screens={{ [PATH]: <MachineAlertPage /> }} />
  ),
} satisfies Meta<typeof MachineAlertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const alertTable = listTable('기기 알림');

/** Newest first: kind badges, what the machine said, open or cleared, who acknowledged; 확인 on open ones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await alertTable.rowsOf(canvasElement, 5);
    const [first, , third, , fifth] = alertTable.dataRows(canvasElement);
    await expect(first).toHaveTextContent('재고 부족');
    await expect(first).toHaveTextContent('진행 중');
    await expect(
      within(first ?? canvasElement).getByRole('button', { name: 'RENT-MP-002 재고 부족 알림 확인' }),
    ).toBeVisible();
    await expect(third).toHaveTextContent('박서울');
    await expect(fifth).toHaveTextContent('해소 2026.11.22 04:00');
    await expect(alerts.requests[0]?.searchParams.get('sort')).toBe('raisedAt,DESC');
  },
};

/** 확인 posts once and says so. */
export const Acknowledge: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await alertTable.rowsOf(canvasElement, 5);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'RENT-JN-003 재고 없음 알림 확인' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', path: '/seoul-cup/v1/machine-alerts/499/acknowledge', body: undefined }]),
    );
    await expect(await within(document.body).findByText('RENT-JN-003의 알림을 확인했습니다.')).toBeVisible();
  },
};

/** 조회 전용 reads the alerts with no 확인 column. */
export const ReadOnlyViewer: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.viewer} path={PATH} screens={{ [PATH]: <MachineAlertPage /> }} />,
  play: async ({ canvasElement }) => {
    await alertTable.rowsOf(canvasElement, 5);
    await expect(within(canvasElement).queryByRole('columnheader', { name: '관리' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: /알림 확인/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/machine-alerts', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('기기 알림이 없습니다')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: [meHandler, failingList('/seoul-cup/v1/machine-alerts')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};
