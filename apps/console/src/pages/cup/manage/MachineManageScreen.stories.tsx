import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CupMachine } from '@oa/contract/cup';
import { field, fixFormToday, formReady, pickFirstDay, typeGangnamPlace } from '../../../app/forms/place/storyPlace';
import { storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { errorAnswer, requestRecorder } from '../../../layout/storyPlay';
import { RentalMachineListPage } from '../machines/RentalMachineListPage';
import { machineFixture, RENTAL_MACHINES } from '../shared/cup.fixture';
import { RentalMachineManagePage } from './RentalMachineManagePage';
import { ReturnMachineManagePage } from './ReturnMachineManagePage';

/**
 * 대여기 관리 / 반납기 관리 inside the signed-in frame (박서울, demo-cup), through the real SEOUL_CUP client, answered
 * by msw as the reference server answers (apps/server cup machines: 201 with the machine, 400/409 with `fields`,
 * 409 on a stale revision, 404).
 */
const REGISTER = '/cup/rental-machine-manage';
const screens = {
  '/cup/rental-machine-manage/:machineId?': <RentalMachineManagePage />,
  '/cup/return-machine-manage/:machineId?': <ReturnMachineManagePage />,
  '/cup/rental-machine': <RentalMachineListPage />,
};

const { sent, record } = requestRecorder();

const EDITED: CupMachine = machineFixture('RENTAL', 1, { revision: 3, memo: '' });
const getMachine = http.get('/seoul-cup/v1/rental-machines/:machineId', ({ params }) =>
  params.machineId === EDITED.machineId
    ? HttpResponse.json({ _data: EDITED })
    : errorAnswer(404, 'NOT_FOUND', '대상을 찾을 수 없습니다.'),
);
const created = http.post('/seoul-cup/v1/rental-machines', async ({ request }) => {
  await record(request);
  const body = sent.at(-1)?.body as Partial<CupMachine> & { machineId: string };
  return HttpResponse.json(
    { _data: machineFixture('RENTAL', 0, { ...body, level: 0, levelBand: 'EMPTY', openAlerts: 0, revision: 1 }) },
    { status: 201 },
  );
});
const updated = http.put('/seoul-cup/v1/rental-machines/:machineId', async ({ request }) => {
  await record(request);
  return HttpResponse.json({ _data: { ...EDITED, ...(sent.at(-1)?.body as object), revision: 4 } });
});
const base = [
  meHandler,
  getMachine,
  created,
  updated,
  storyList('/seoul-cup/v1/rental-machines', RENTAL_MACHINES).handler,
];

const meta = {
  title: 'Console/Pages/Cup/MachineManageScreen',
  component: RentalMachineManagePage,
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
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path={REGISTER} screens={screens} />,
} satisfies Meta<typeof RentalMachineManagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: a new machine operates (운영 중) with a rental machine's capacity; 등록 and 취소. */
export const RegisterForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '대여기 등록' })).toBeVisible();
    await formReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '대여기 관리' })).toBeVisible();
    await expect(field(canvasElement, '운영 상태')).toHaveDisplayValue('운영 중');
    await expect(field(canvasElement, '용량')).toHaveValue('300');
    await expect(canvas.queryByRole('heading', { name: '현재 상태' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '등록' })).toBeEnabled();
  },
};

/** 등록 with nothing typed: a Korean message on every missing field and the focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.clear(field(canvasElement, '용량'));
    await userEvent.type(field(canvasElement, '용량'), '2500');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(field(canvasElement, '기기 ID')).toHaveFocus());
    await expect(field(canvasElement, '기기 ID')).toHaveAccessibleDescription(/기기 ID를 입력해 주세요\./);
    await expect(field(canvasElement, '이름')).toHaveAccessibleDescription(/이름을 입력해 주세요\./);
    await expect(field(canvasElement, '용량')).toHaveAccessibleDescription(/용량은 1~2,000개의 정수로 입력해 주세요\./);
    await expect(field(canvasElement, '주소')).toHaveAccessibleDescription(/주소를 입력해 주세요\./);
    await expect(canvas.getByRole('alert')).toHaveTextContent('입력값을 확인해 주세요.');
    await expect(sent).toHaveLength(0);
  },
};

/**
 * A register: the id is typed in upper case, the point picked on the map sets the district, and after the save
 * the page becomes the machine's own (its current state shown), so the next save updates it.
 */
export const RegisterThenEdit: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.type(field(canvasElement, '기기 ID'), 'rent-gn-101');
    await expect(field(canvasElement, '기기 ID')).toHaveValue('RENT-GN-101');
    await userEvent.type(field(canvasElement, '이름'), '역삼역 대여기');
    await pickFirstDay(canvasElement);
    await typeGangnamPlace(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(await canvas.findByRole('form', { name: '대여기 RENT-GN-101 수정' })).toBeVisible();
    await expect(sent[0]?.body).toMatchObject({
      machineId: 'RENT-GN-101',
      name: '역삼역 대여기',
      district: '강남구',
      lat: 37.5006,
      capacity: 300,
      state: 'NORMAL',
      installedAt: '2026-11-01',
    });
    await expect(canvas.getByRole('heading', { name: '현재 상태' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]?.method).toBe('PUT');
    await expect(sent[1]?.body).toMatchObject({ revision: 1 });
    await expect(sent[1]?.body).not.toHaveProperty('machineId');
  },
};

/** The server refuses a taken id (409): its message on the field, everything typed kept. */
export const MachineIdTaken: Story = {
  parameters: {
    visual: false,
    msw: [
      meHandler,
      http.post('/seoul-cup/v1/rental-machines', async ({ request }) => {
        await record(request);
        return errorAnswer(409, 'MACHINE_ID_TAKEN', '이미 등록된 기기 ID입니다.', {
          machineId: '이미 등록된 기기 ID입니다.',
        });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvasElement);
    await userEvent.type(field(canvasElement, '기기 ID'), 'RENT-GN-001');
    await userEvent.type(field(canvasElement, '이름'), '중복 대여기');
    await pickFirstDay(canvasElement);
    await typeGangnamPlace(canvasElement, '서울특별시 강남구 테헤란로 1');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(field(canvasElement, '기기 ID')).toHaveAccessibleDescription(/이미 등록된 기기 ID입니다\./),
    );
    await expect(field(canvasElement, '이름')).toHaveValue('중복 대여기');
  },
};

/** A machine loaded: how it stands now above the form; a change is saved with its revision, then a toast. */
export const EditLoaded: Story = {
  render: () => (
    <SignedInConsole user={DEMO_USERS.cupOperator} path={`${REGISTER}/${EDITED.machineId}`} screens={screens} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: `대여기 ${EDITED.machineId} 수정` })).toBeVisible();
    await formReady(canvasElement);
    const status = canvas.getByRole('heading', { name: '현재 상태' }).parentElement?.parentElement ?? canvasElement;
    await expect(status).toHaveTextContent('45 / 350개');
    await expect(status).toHaveTextContent('재고 부족');
    await expect(within(status).getByRole('link', { name: /1건/ })).toHaveAttribute(
      'href',
      `/cup/rental-machine-alert?filter=machineId%3Aeq%3A${EDITED.machineId}&filter=open%3Aeq%3Atrue`,
    );
    await expect(field(canvasElement, '이름')).toHaveValue(EDITED.name);
    await expect(field(canvasElement, '기기 ID')).toHaveAttribute('readonly');
    await userEvent.clear(field(canvasElement, '용량'));
    await userEvent.type(field(canvasElement, '용량'), '400');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const region = await canvas.findByRole('region', { name: /^알림/ });
    await waitFor(() => expect(region).toHaveTextContent('저장되었습니다.'));
    await expect(sent[0]?.body).toMatchObject({ revision: 3, capacity: 400 });
  },
};

let conflictReloaded = false;
/** Someone saved first (409): a plain message, what was typed kept, and 최신 정보 불러오기 loads the newer one. */
export const EditConflict: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/seoul-cup/v1/rental-machines/:machineId', () =>
        HttpResponse.json({
          _data: conflictReloaded ? { ...EDITED, name: '역삼역 대여기 (다른 사용자)', revision: 4 } : EDITED,
        }),
      ),
      http.put('/seoul-cup/v1/rental-machines/:machineId', async ({ request }) => {
        await record(request);
        conflictReloaded = true;
        const message = '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 저장해 주세요.';
        return errorAnswer(409, 'REVISION_CONFLICT', message, { revision: message });
      }),
    ],
  },
  beforeEach: () => {
    conflictReloaded = false;
  },
  render: () => (
    <SignedInConsole user={DEMO_USERS.cupOperator} path={`${REGISTER}/${EDITED.machineId}`} screens={screens} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: `대여기 ${EDITED.machineId} 수정` });
    await formReady(canvasElement);
    await userEvent.type(field(canvasElement, '메모'), '배출구 점검');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('다른 사용자가 이 대여기 정보를 먼저 수정했습니다.');
    await expect(field(canvasElement, '메모')).toHaveValue('배출구 점검');
    await userEvent.click(within(alert).getByRole('button', { name: '최신 정보 불러오기' }));
    await waitFor(() => expect(field(canvasElement, '이름')).toHaveValue('역삼역 대여기 (다른 사용자)'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Waiting for the machine. */
export const EditLoading: Story = {
  parameters: {
    msw: [meHandler, http.get('/seoul-cup/v1/rental-machines/:machineId', unanswered)],
  },
  render: () => (
    <SignedInConsole user={DEMO_USERS.cupOperator} path={`${REGISTER}/${EDITED.machineId}`} screens={screens} />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('대여기 정보를 불러오는 중…');
  },
};

/** The machine could not be read: the server's Korean message, with 다시 시도. */
export const EditLoadError: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/seoul-cup/v1/rental-machines/:machineId', () =>
        errorAnswer(500, 'INTERNAL', '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.'),
      ),
    ],
  },
  render: () => (
    <SignedInConsole user={DEMO_USERS.cupOperator} path={`${REGISTER}/${EDITED.machineId}`} screens={screens} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

/** No such machine (404): a Korean not-found state with a way back to the list. */
export const NotFound: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path={`${REGISTER}/RENT-NONE-99`} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('대여기를 찾을 수 없습니다')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '대여기 목록으로' })).toHaveAttribute('href', '/cup/rental-machine');
  },
};

/** The return machine's form: the same fields, its own words and capacity. */
export const ReturnMachineRegister: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path="/cup/return-machine-manage" screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '반납기 등록' })).toBeVisible();
    await formReady(canvasElement);
    await expect(field(canvasElement, '용량')).toHaveValue('500');
    await expect(field(canvasElement, '기기 ID')).toHaveAttribute('placeholder', '예: RTRN-GN-001');
  },
};
