import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AlertHistoryEntry, AlertRecipient } from '@oa/api';
import type { LoggedInUser } from '@oa/auth';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { requestRecorder } from '../../../layout/storyPlay';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { AlertsPage } from './AlertsPage';

/**
 * /dashboard/webin-alaram inside the signed-in frame: 이로봇 (demo-robot, RC_MANAGER_EDIT) manages recipients,
 * 최조회 (demo-viewer) only reads. The real OA client, answered by msw.
 */
const PATH = '/dashboard/webin-alaram';

const RECIPIENTS: AlertRecipient[] = [
  {
    id: 3,
    name: '김담당',
    phone: '010-****-5678',
    events: ['FULL', 'WARNING'],
    dayType: 'EVERYDAY',
    startTime: '09:00',
    endTime: '18:00',
    clientId: null,
    clientName: null,
    enabled: true,
    createdAt: '2026-11-03T00:00:00Z',
    updatedAt: '2026-11-03T00:00:00Z',
  },
  {
    id: 2,
    name: '박야간',
    phone: '010-****-1204',
    events: ['ERROR', 'OFFLINE'],
    dayType: 'WEEKDAY',
    startTime: '18:00',
    endTime: '23:30',
    clientId: 11,
    clientName: '강남구청',
    enabled: false,
    createdAt: '2026-11-02T00:00:00Z',
    updatedAt: '2026-11-02T00:00:00Z',
  },
  {
    id: 1,
    name: '이현장',
    phone: '010-****-9921',
    events: ['FULL', 'WARNING', 'ERROR', 'OFFLINE'],
    dayType: 'EVERYDAY',
    startTime: '06:00',
    endTime: '22:00',
    clientId: 12,
    clientName: '마포구청',
    enabled: true,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  },
];

const EVENTS = ['FULL', 'WARNING', 'ERROR', 'OFFLINE'] as const;
const MESSAGES = {
  FULL: '페트 수거함이 가득 찼습니다 (96%).',
  WARNING: '캔 수거함이 82% 찼습니다.',
  ERROR: '문 잠금 장치 오류가 발생했습니다.',
  OFFLINE: '3분 넘게 응답이 없습니다.',
};
const HISTORY: AlertHistoryEntry[] = Array.from({ length: 24 }, (_, index) => {
  const event = EVENTS[index % EVENTS.length] ?? 'FULL';
  return {
    id: 500 - index,
    machineId: index % 2 === 0 ? 'WB-GN-0001' : 'WB-MP-0002',
    robotName: index % 2 === 0 ? '강남구청 1호기' : '마포구청 2호기',
    event,
    message: MESSAGES[event],
    recipients: index % 6 === 5 ? [] : ['김담당', '이현장'],
    at: new Date(Date.UTC(2026, 10, 22, 0, 0) - index * 95 * 60_000).toISOString(),
  };
});

const CLIENTS = [
  { id: 11, name: '강남구청' },
  { id: 12, name: '마포구청' },
];

/** What the page sent in the current story. */
const { sent, record } = requestRecorder();

const recipients = storyList('/oa/v1/alert-recipients', RECIPIENTS);
const history = storyList('/oa/v1/alert-history', HISTORY);
const clientOptions = http.get('/oa/v1/client-options', () => HttpResponse.json({ _data: CLIENTS }));
const created = http.post('/oa/v1/alert-recipients', async ({ request }) => {
  await record(request);
  return HttpResponse.json({ _data: { ...RECIPIENTS[0], id: 9 } }, { status: 201 });
});
const changed = http.put('/oa/v1/alert-recipients/:id', async ({ request }) => {
  await record(request);
  return HttpResponse.json({ _data: RECIPIENTS[0] });
});
/** Every answer carries `_data` (spec §3), a delete too. */
const deleted = http.delete('/oa/v1/alert-recipients/:id', async ({ request, params }) => {
  await record(request);
  return HttpResponse.json({ _data: { id: Number(params.id) } });
});
const HANDLERS = [meHandler, clientOptions, recipients.handler, history.handler, created, changed, deleted];

const renderAs = (user: LoggedInUser, path = PATH) => (
  <SignedInConsole user={user} path={path} screens={{ [PATH]: <AlertsPage /> }} />
);

const meta = {
  title: 'Console/Pages/Robots/AlertsPage',
  component: AlertsPage,
  parameters: { frame: 'none', msw: HANDLERS },
  beforeEach: () => {
    sent.length = 0;
    recipients.requests.length = 0;
    history.requests.length = 0;
    return resetConsoleState();
  },
  render: () => renderAs(DEMO_USERS.robotOperator),
} satisfies Meta<typeof AlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form field in the open dialog by its label (a required one reads '<label>* 필수'). */
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}(\\* 필수)?$`));

/** The recipient dialog, once its code has loaded (it loads on first use) and it has faded in. */
const recipientDialog = async (name: string) => {
  const element = await screen.findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

/** The toast region's text, once a toast is there. */
async function toastText(canvasElement: HTMLElement): Promise<string> {
  const region = await within(canvasElement).findByRole('region', { name: /^알림 \(/ });
  return waitFor(() => {
    const item = within(region).getByRole('listitem');
    return item.textContent;
  });
}

/** Recipients with masked phones, event badges, days and hours, client, and the controls of an editor. */
export const Recipients: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '수신자', selected: true })).toBeVisible();
    const row = (await canvas.findByText('박야간')).closest('tr');
    await expect(row).toHaveTextContent('010-****-1204');
    await expect(row).toHaveTextContent('오류');
    await expect(row).toHaveTextContent('연결 끊김');
    await expect(row).toHaveTextContent('평일 18:00~23:30');
    await expect(row).toHaveTextContent('강남구청');
    await expect(canvas.getByRole('switch', { name: '박야간 알림 사용' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: '김담당 알림 사용' })).toBeChecked();
    await expect(canvas.getByText('전체 로봇')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '수신자 등록' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '김담당 수정' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '김담당 삭제' })).toBeVisible();
  },
};

/** 박야간 (recipient 2) as its PUT sends it, but for its end time and switch. */
const NIGHT_SHIFT = {
  name: '박야간',
  events: ['ERROR', 'OFFLINE'],
  dayType: 'WEEKDAY',
  startTime: '18:00',
  clientId: 11,
};

/** The switch saves at once (PUT of the recipient with the new state, the phone left out) and says so. */
export const SwitchOn: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: '박야간 알림 사용' }));
    await expect(await toastText(canvasElement)).toContain('박야간님의 알림을 켰습니다.');
    await expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/oa/v1/alert-recipients/2',
        body: { ...NIGHT_SHIFT, endTime: '23:30', enabled: true },
      },
    ]);
  },
};

export const RecipientsEmpty: Story = {
  parameters: { msw: [meHandler, clientOptions, storyList('/oa/v1/alert-recipients', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 알림 수신자가 없습니다')).toBeVisible();
  },
};

export const RecipientsError: Story = {
  parameters: { msw: [meHandler, clientOptions, failingList('/oa/v1/alert-recipients')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};

/** 최조회 (RC_MANAGER_VIEW only) reads the same list with no control that changes it. */
export const ReadOnlyViewer: Story = {
  render: () => renderAs(DEMO_USERS.viewer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('박야간')).closest('tr');
    await expect(row).toHaveTextContent('중지');
    await expect(canvas.queryByRole('button', { name: '수신자 등록' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /수정$/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /삭제$/ })).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: '관리' })).toBeNull();
  },
};

/** Every field checked in Korean before anything is sent, the focus on the first problem; what was typed stays. */
export const CreateValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '수신자 등록' }));
    const dialog = await recipientDialog('알림 수신자 등록');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect(dialog.getByText('이름을 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('전화번호를 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('알림 이벤트를 하나 이상 선택해 주세요.')).toBeVisible();
    await waitFor(() => expect(field('이름')).toHaveFocus());

    await userEvent.type(field('이름'), '최신규');
    await userEvent.type(field('전화번호'), '02-123-4567');
    await userEvent.click(dialog.getByRole('checkbox', { name: '가득 참' }));
    await userEvent.clear(field('시작 시간'));
    await userEvent.type(field('시작 시간'), '9시');
    await userEvent.clear(field('종료 시간'));
    await userEvent.type(field('종료 시간'), '08:00');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect(dialog.getByText('전화번호를 010-0000-0000 형식으로 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('시간을 HH:mm 형식으로 입력해 주세요. (예: 09:00)')).toBeVisible();
    await expect(field('시작 시간')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field('시작 시간'));
    await userEvent.type(field('시작 시간'), '10:00');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect(dialog.getByText('종료 시간은 시작 시간보다 늦어야 합니다.')).toBeVisible();
    await waitFor(() => expect(field('전화번호')).toHaveFocus());
    await expect(field('이름')).toHaveValue('최신규');
    await expect(sent).toEqual([]);
  },
};

/** A valid form is sent whole (phone with dashes, client by id); the dialog closes with a toast. */
export const CreateSaved: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '수신자 등록' }));
    await recipientDialog('알림 수신자 등록');
    await userEvent.type(field('이름'), '최신규');
    await userEvent.type(field('전화번호'), '01055557777');
    await userEvent.click(screen.getByRole('checkbox', { name: '오류' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '가득 참' }));
    await userEvent.selectOptions(field('요일'), '평일');
    await userEvent.selectOptions(field('대상 고객사'), '마포구청');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await expect(await toastText(canvasElement)).toContain('알림 수신자를 등록했습니다.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(sent).toEqual([
      {
        method: 'POST',
        path: '/oa/v1/alert-recipients',
        body: {
          name: '최신규',
          phone: '010-5555-7777',
          events: ['FULL', 'ERROR'],
          dayType: 'WEEKDAY',
          startTime: '09:00',
          endTime: '18:00',
          clientId: 12,
          enabled: true,
        },
      },
    ]);
  },
};

/**
 * The server's field error (a number already registered) lands on its field, which takes the focus; the dialog and
 * its values stay.
 */
export const ServerFieldError: Story = {
  parameters: {
    msw: [
      meHandler,
      clientOptions,
      recipients.handler,
      http.post('/oa/v1/alert-recipients', () =>
        HttpResponse.json(
          {
            error: {
              code: 'DUPLICATE',
              message: '입력값을 확인해 주세요.',
              fields: { phone: '이미 등록된 전화번호입니다.' },
            },
          },
          { status: 409 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '수신자 등록' }));
    const dialog = await recipientDialog('알림 수신자 등록');
    await userEvent.type(field('이름'), '김담당');
    await userEvent.type(field('전화번호'), '010-1234-5678');
    await userEvent.click(dialog.getByRole('checkbox', { name: '경고' }));
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(field('전화번호')).toHaveAccessibleDescription('이미 등록된 전화번호입니다.'));
    await waitFor(() => expect(field('전화번호')).toHaveFocus());
    await expect(dialog.getByRole('alert')).toHaveTextContent('입력값을 확인해 주세요.');
    await expect(field('전화번호')).toHaveValue('010-1234-5678');
    await expect(field('이름')).toHaveValue('김담당');
  },
};

/** Editing starts from the recipient, shows the masked phone as a hint and sends no phone unless one is typed. */
export const EditKeepsPhone: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '박야간 수정' }));
    const dialog = await recipientDialog('알림 수신자 수정');
    await expect(field('이름')).toHaveValue('박야간');
    await expect(field('전화번호')).toHaveValue('');
    await expect(field('전화번호')).toHaveAccessibleDescription('현재 010-****-1204. 바꿀 때만 입력하세요.');
    await expect(dialog.getByRole('checkbox', { name: '연결 끊김' })).toBeChecked();
    await expect(field('대상 고객사')).toHaveValue('11');
    await userEvent.clear(field('종료 시간'));
    await userEvent.type(field('종료 시간'), '23:00');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect(await toastText(canvasElement)).toContain('알림 수신자를 수정했습니다.');
    await expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/oa/v1/alert-recipients/2',
        body: { ...NIGHT_SHIFT, endTime: '23:00', enabled: false },
      },
    ]);
  },
};

/** Delete asks first: 취소 sends nothing; 삭제 sends DELETE and says so. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '이현장 삭제' }));
    let dialog = within(await screen.findByRole('dialog', { name: '알림 수신자 삭제' }));
    await waitFor(() =>
      expect(dialog.getByText(/이현장님\(010-\*\*\*\*-9921\)을 알림 수신자에서 삭제할까요\?/)).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(sent).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: '이현장 삭제' }));
    dialog = within(await screen.findByRole('dialog', { name: '알림 수신자 삭제' }));
    await userEvent.click(dialog.getByRole('button', { name: '삭제' }));
    await expect(await toastText(canvasElement)).toContain('이현장님을 알림 수신자에서 삭제했습니다.');
    await expect(sent).toEqual([{ method: 'DELETE', path: '/oa/v1/alert-recipients/1', body: undefined }]);
    // The picture: the delete question itself.
    await userEvent.click(canvas.getByRole('button', { name: '김담당 삭제' }));
    await screen.findByRole('dialog', { name: '알림 수신자 삭제' });
  },
};

/** 알림 이력 from a link (?tab=history): filtered by event and robot; the filters go to the URL and the server. */
export const HistoryFiltered: Story = {
  render: () => renderAs(DEMO_USERS.robotOperator, `${PATH}?tab=history`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '알림 이력', selected: true })).toBeVisible();
    await canvas.findAllByText('페트 수거함이 가득 찼습니다 (96%).');
    await userEvent.type(canvas.getByLabelText('기기 ID'), 'WB-GN');
    await userEvent.selectOptions(canvas.getByLabelText('이벤트'), '가득 참');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    const table = canvas.getByRole('table', { name: '알림 이력' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    for (const row of within(table).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('WB-GN-0001');
      await expect(row).toHaveTextContent('가득 참');
    }
    await expect(history.requests.at(-1)?.searchParams.getAll('filter')).toEqual([
      'machineId:like:WB-GN',
      'event:eq:FULL',
    ]);
    await expect(history.requests.at(-1)?.searchParams.get('sort')).toBe('at,DESC');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026.11.22 09:00');
    await expect(canvas.getAllByText('김담당, 이현장').length).toBeGreaterThan(0);
  },
};

/** Switching tabs: the tab shows its own list, and 수신자 comes back with the tab parameter gone. */
export const SwitchTabs: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('김담당');
    await userEvent.click(canvas.getByRole('tab', { name: '알림 이력' }));
    await expect(await canvas.findByRole('table', { name: '알림 이력' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: '알림 수신자' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '수신자' }));
    await expect(await canvas.findByRole('table', { name: '알림 수신자' })).toBeVisible();
  },
};

export const HistoryError: Story = {
  render: () => renderAs(DEMO_USERS.robotOperator, `${PATH}?tab=history`),
  parameters: { msw: [meHandler, failingList('/oa/v1/alert-history')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};
