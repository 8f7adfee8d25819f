import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { errorAnswer, requestRecorder } from '../../../layout/storyPlay';
import type { Robot } from '@oa/api';
import { RobotListPage } from '../list/RobotListPage';
import { clientOptionsHandler, robotFixture, robotListHandler } from '../shared/robots.fixture';
import { field, fixFormToday, formReady, pickFirstDay, typeGangnamPlace } from '../../../app/forms/place/storyPlace';
import { RobotRegisterPage } from './RobotRegisterPage';

/**
 * 로봇 등록 / 수정 inside the signed-in frame (이로봇, demo-robot), through the real OA client, answered by msw as
 * the reference server answers (apps/server robots: 201 with the robot, 400/409 with `fields`, 409 on a stale
 * revision, 404).
 */
const REGISTER = '/dashboard/webin-manage-register';
const ROUTE = '/dashboard/webin-manage-register/:machineId?';
const LIST = '/dashboard/webin-manage-list';
const screens = { [ROUTE]: <RobotRegisterPage />, [LIST]: <RobotListPage /> };

/** What the page sent in the current story. */
const { sent, record } = requestRecorder();

const EDITED = robotFixture(1, { machineId: 'WB-GN-0001', name: '강남역 수거함', revision: 3 });
const getRobot = http.get('/oa/v1/robots/:machineId', ({ params }) =>
  params.machineId === EDITED.machineId
    ? HttpResponse.json({ _data: EDITED })
    : errorAnswer(404, 'NOT_FOUND', '대상을 찾을 수 없습니다.'),
);
const created = http.post('/oa/v1/robots', async ({ request }) => {
  await record(request);
  const body = sent.at(-1)?.body as Partial<Robot> & { machineId: string };
  return HttpResponse.json({ _data: robotFixture(1, { ...body, revision: 1 }) }, { status: 201 });
});
const updated = http.put('/oa/v1/robots/:machineId', async ({ request }) => {
  await record(request);
  return HttpResponse.json({ _data: { ...EDITED, name: '강남역 수거함 (이전)', revision: 4 } });
});
/** POST /robots refused as the server refuses, with its field messages; the request is kept. */
const refusedCreate = (status: number, code: string, message: string, fields: Record<string, string>) =>
  http.post('/oa/v1/robots', async ({ request }) => {
    await record(request);
    return errorAnswer(status, code, message, fields);
  });
const base = [meHandler, clientOptionsHandler, getRobot, robotListHandler(), created, updated];

const meta = {
  title: 'Console/Pages/Robots/RobotRegisterPage',
  component: RobotRegisterPage,
  parameters: { frame: 'none', msw: base },
  beforeEach: () => {
    sent.length = 0;
    const restoreToday = fixFormToday();
    const reset = resetConsoleState();
    return () => {
      restoreToday();
      reset();
    };
  },
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path={REGISTER} screens={screens} />,
} satisfies Meta<typeof RobotRegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills every required field of a new robot with valid values (the installation day from the calendar). */
async function fillValidRobot(canvasElement: HTMLElement, machineId = 'WB-GN-0101') {
  await formReady(canvasElement);
  await userEvent.type(field(canvasElement, '기기 ID'), machineId);
  await userEvent.type(field(canvasElement, '로봇 이름'), '역삼역 수거함');
  await userEvent.selectOptions(field(canvasElement, '세대'), 'RC 4.0');
  await userEvent.selectOptions(field(canvasElement, '고객사'), '강남구청');
  await pickFirstDay(canvasElement);
  await typeGangnamPlace(canvasElement);
  await userEvent.selectOptions(field(canvasElement, '수거함 1 품목'), '페트');
  await userEvent.type(field(canvasElement, '수거함 1 용량'), '120');
}

/** The empty form: defaults for state (대기), schedule (매일 09:00~18:00) and one bin; 등록 and 취소. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '로봇 등록' })).toBeVisible();
    await formReady(canvasElement);
    await expect(field(canvasElement, '운영 상태')).toHaveDisplayValue('대기');
    await expect(field(canvasElement, '운영 요일')).toHaveDisplayValue('매일');
    await expect(field(canvasElement, '운영 시작 시각')).toHaveValue('09:00');
    await expect(field(canvasElement, '수거함 1 슬롯')).toHaveDisplayValue('1번');
    await expect(canvas.getByRole('button', { name: '수거함 1 삭제' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '등록' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '수거함 추가' }));
    await expect(field(canvasElement, '수거함 2 슬롯')).toHaveDisplayValue('2번');
  },
};

/**
 * 등록 with nothing filled and a bad schedule: a Korean message beside each field, focus on the first (기기 ID),
 * nothing sent.
 */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.type(field(canvasElement, '기기 ID'), 'wb 1');
    await userEvent.clear(field(canvasElement, '운영 종료 시각'));
    await userEvent.type(field(canvasElement, '운영 종료 시각'), '08:00');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(field(canvasElement, '기기 ID')).toHaveAccessibleDescription(
      /기기 ID는 영문 대문자, 숫자, 하이픈\(-\)으로 3~30자를 입력해 주세요/,
    );
    await expect(canvas.getByText('로봇 이름을 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText('세대를 선택해 주세요.')).toBeVisible();
    await expect(canvas.getByText('자치구를 선택해 주세요.')).toBeVisible();
    await expect(canvas.getByText('운영 종료 시각은 시작 시각보다 늦어야 합니다.')).toBeVisible();
    await expect(canvas.getByText('품목을 선택해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('입력값을 확인해 주세요.');
    await waitFor(() => expect(field(canvasElement, '기기 ID')).toHaveFocus());
    await expect(field(canvasElement, '기기 ID')).toHaveValue('WB 1');
    await expect(sent).toHaveLength(0);
  },
};

/** The server answers 409: the machine id is taken. The message is on the field; everything typed stays. */
export const DuplicateMachineId: Story = {
  parameters: {
    msw: [
      meHandler,
      clientOptionsHandler,
      refusedCreate(409, 'DUPLICATE_MACHINE_ID', '이미 등록된 기기 ID입니다.', {
        machineId: '이미 등록된 기기 ID입니다.',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidRobot(canvasElement, 'WB-GN-0001');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(field(canvasElement, '기기 ID')).toHaveAccessibleDescription(/이미 등록된 기기 ID입니다./),
    );
    await expect(field(canvasElement, '기기 ID')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(canvasElement, '기기 ID')).toHaveFocus());
    await expect(field(canvasElement, '로봇 이름')).toHaveValue('역삼역 수거함');
    await expect(field(canvasElement, '수거함 1 용량')).toHaveValue('120');
    await expect(sent).toHaveLength(1);
  },
};

/** The server's nested field names land on their fields (`schedule.openTime`, `bins.0.capacityLiters`). */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: [
      meHandler,
      clientOptionsHandler,
      refusedCreate(400, 'INVALID_INPUT', '입력값을 확인해 주세요.', {
        'schedule.openTime': '올바른 값을 입력해 주세요.',
        'bins.0.capacityLiters': '용량이 너무 큽니다.',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await fillValidRobot(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(field(canvasElement, '운영 시작 시각')).toHaveAccessibleDescription('올바른 값을 입력해 주세요.'),
    );
    await expect(field(canvasElement, '수거함 1 용량')).toHaveAccessibleDescription(/용량이 너무 큽니다./);
    await waitFor(() => expect(field(canvasElement, '운영 시작 시각')).toHaveFocus());
  },
};

/** While saving: the button is busy (저장 중…) and a second click sends nothing more. */
export const Saving: Story = {
  parameters: {
    msw: [
      meHandler,
      clientOptionsHandler,
      http.post('/oa/v1/robots', async ({ request }) => {
        await record(request);
        return unanswered({ request });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidRobot(canvasElement);
    const button = canvas.getByRole('button', { name: '등록' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(canvas.getByRole('button', { name: '저장 중…' })).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: '저장 중…' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(sent).toHaveLength(1);
  },
};

/**
 * A create, then a second save: the address becomes the new robot's (replace), so the second save is an update
 * of it (PUT with its revision), never a second robot.
 */
export const CreateThenUpdate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidRobot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(await canvas.findByRole('form', { name: '로봇 WB-GN-0101 수정' })).toBeVisible();
    await expect(field(canvasElement, '기기 ID')).toHaveAttribute('readonly');
    const region = await canvas.findByRole('region', { name: /^알림/ });
    await waitFor(() => expect(region).toHaveTextContent('로봇 WB-GN-0101을(를) 등록했습니다.'));
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /oa/v1/robots',
      'PUT /oa/v1/robots/WB-GN-0101',
    ]);
    await expect(sent[1]?.body).toMatchObject({ revision: 1, name: '역삼역 수거함' });
    await expect(sent[1]?.body).not.toHaveProperty('machineId');
  },
};

/**
 * The location from the map: the arrow keys put a point on it (the middle of Seoul first), which fills 위도, 경도
 * and the district; the district select stays editable.
 */
export const LocationOnMap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    const map = canvas.getByRole('application', { name: /^지도에서 위치 선택/ });
    map.focus();
    await userEvent.keyboard('{ArrowRight}');
    const valueOf = (label: string) => (field(canvasElement, label) as HTMLInputElement).value;
    await waitFor(() => expect(valueOf('위도')).toMatch(/^37\.\d+$/));
    await expect(valueOf('경도')).toMatch(/^126\.9\d*$/);
    await expect(field(canvasElement, '자치구')).toHaveDisplayValue(/^(중구|용산구|동작구|서초구)$/);
    await userEvent.selectOptions(field(canvasElement, '자치구'), '강남구');
    await expect(field(canvasElement, '자치구')).toHaveDisplayValue('강남구');
  },
};

/** Waiting for the robot to edit. */
export const EditLoading: Story = {
  parameters: {
    msw: [meHandler, clientOptionsHandler, http.get('/oa/v1/robots/:machineId', unanswered)],
  },
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path={`${REGISTER}/WB-GN-0001`} screens={screens} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('로봇 정보를 불러오는 중…');
  },
};

/** The robot loaded into the form; a change is saved with the revision it was loaded with, then a toast. */
export const EditLoaded: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path={`${REGISTER}/WB-GN-0001`} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '로봇 WB-GN-0001 수정' })).toBeVisible();
    await formReady(canvasElement);
    await expect(field(canvasElement, '로봇 이름')).toHaveValue('강남역 수거함');
    await expect(field(canvasElement, '자치구')).toHaveDisplayValue('강남구');
    await expect(field(canvasElement, '수거함 2 품목')).toHaveDisplayValue('캔');
    await userEvent.clear(field(canvasElement, '로봇 이름'));
    await userEvent.type(field(canvasElement, '로봇 이름'), '강남역 2번 출구 수거함');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const region = await canvas.findByRole('region', { name: /^알림/ });
    await waitFor(() => expect(region).toHaveTextContent('저장되었습니다.'));
    await expect(sent[0]?.body).toMatchObject({ revision: 3, name: '강남역 2번 출구 수거함' });
  },
};

let conflictReloaded = false;
/**
 * Someone else saved first (409 on a stale revision): a plain Korean message, what was typed kept, and
 * 최신 정보 불러오기 loads the newer robot into the form.
 */
export const EditConflict: Story = {
  parameters: {
    msw: [
      meHandler,
      clientOptionsHandler,
      http.get('/oa/v1/robots/:machineId', () =>
        HttpResponse.json({
          _data: conflictReloaded ? { ...EDITED, name: '강남역 수거함 (다른 사용자)', revision: 4 } : EDITED,
        }),
      ),
      http.put('/oa/v1/robots/:machineId', async ({ request }) => {
        await record(request);
        conflictReloaded = true;
        // As the reference server answers a stale revision (it names the `revision` field).
        const message = '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 저장해 주세요.';
        return HttpResponse.json(
          { error: { code: 'REVISION_CONFLICT', message, fields: { revision: message } } },
          { status: 409 },
        );
      }),
    ],
  },
  beforeEach: () => {
    conflictReloaded = false;
  },
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path={`${REGISTER}/WB-GN-0001`} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: '로봇 WB-GN-0001 수정' });
    await formReady(canvasElement);
    await userEvent.type(field(canvasElement, '메모'), '점검 완료');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('다른 사용자가 이 로봇 정보를 먼저 수정했습니다.');
    await expect(field(canvasElement, '메모')).toHaveValue('점검 완료');
    await userEvent.click(within(alert).getByRole('button', { name: '최신 정보 불러오기' }));
    await waitFor(() => expect(field(canvasElement, '로봇 이름')).toHaveValue('강남역 수거함 (다른 사용자)'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** No such robot (404): a Korean not-found state with a way back to the list. */
export const NotFound: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path={`${REGISTER}/WB-NONE-9999`} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('로봇을 찾을 수 없습니다')).toBeVisible();
    await expect(canvas.getByText('기기 ID WB-NONE-9999인 로봇이 없거나 삭제되었습니다.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '로봇 목록으로' })).toHaveAttribute('href', LIST);
  },
};

/**
 * Leaving with unsaved changes asks first: 계속 작성 stays with the typing kept; 나가기 goes (here to the list by
 * the form's 취소).
 */
export const UnsavedChangesPrompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await formReady(canvasElement);
    await userEvent.type(field(canvasElement, '로봇 이름'), '임시 이름');
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    // The dialog's code loads on first use.
    const dialog = await body.findByRole('dialog', { name: '저장하지 않은 변경 사항' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(field(canvasElement, '로봇 이름')).toHaveValue('임시 이름');

    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: '저장하지 않은 변경 사항' }, { timeout: 5000 })).getByRole(
        'button',
        {
          name: '나가기',
        },
      ),
    );
    await expect(await canvas.findByRole('table', { name: '로봇 목록' }, { timeout: 5000 })).toBeVisible();
  },
};
