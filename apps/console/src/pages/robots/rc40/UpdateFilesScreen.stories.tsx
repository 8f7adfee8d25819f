import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Robot, Rollout, RolloutState, UpdateFile } from '@oa/api';
import type { LoggedInUser } from '@oa/auth';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { AiModelPage } from './AiModelPage';
import { ProgramVersionPage } from './ProgramVersionPage';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { UpdateFilesScreen } from './UpdateFilesScreen';

/**
 * /dashboard/rc-4_0-version and /dashboard/rc-4_0-ai-model (one screen, two kinds) inside the signed-in frame:
 * 이로봇 (demo-robot) may upload and roll out, 최조회 (demo-viewer) only reads.
 */
const VERSION = '/dashboard/rc-4_0-version';
const AI_MODEL = '/dashboard/rc-4_0-ai-model';
const SCREENS = { [VERSION]: <ProgramVersionPage />, [AI_MODEL]: <AiModelPage /> };

const counts = (installed: number, downloading: number, pending: number, failed: number) => ({
  INSTALLED: installed,
  DOWNLOADING: downloading,
  PENDING: pending,
  FAILED: failed,
});

const PROGRAMS: UpdateFile[] = [
  {
    id: 12,
    kind: 'PROGRAM',
    version: '4.2.0',
    fileName: 'webin-rc40-4.2.0.zip',
    sizeBytes: 48_234_112,
    sha256: '9f2c4e7a1b3d5f60718293a4b5c6d7e8f9012345678abcdef0123456789abcd',
    releaseNotes: '캔 인식률 개선\n문 잠금 재시도 간격 조정',
    uploadedBy: '이로봇',
    rollout: counts(3, 1, 1, 1),
    createdAt: '2026-11-20T05:00:00Z',
  },
  {
    id: 11,
    kind: 'PROGRAM',
    version: '4.1.3',
    fileName: 'webin-rc40-4.1.3.zip',
    sizeBytes: 47_100_000,
    sha256: '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80',
    releaseNotes: '하트비트 주기 단축',
    uploadedBy: '김관리',
    rollout: counts(40, 0, 0, 0),
    createdAt: '2026-10-02T01:30:00Z',
  },
  {
    id: 10,
    kind: 'PROGRAM',
    version: '4.1.2',
    fileName: 'webin-rc40-4.1.2.apk',
    sizeBytes: 39_900_000,
    sha256: 'abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789',
    releaseNotes: '',
    uploadedBy: null,
    rollout: counts(0, 0, 0, 0),
    createdAt: '2026-09-12T08:10:00Z',
  },
];

const AI_MODELS: UpdateFile[] = [
  {
    id: 21,
    kind: 'AI_MODEL',
    version: '2.0.1',
    fileName: 'material-classifier-2.0.1.onnx',
    sizeBytes: 182_452_224,
    sha256: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
    releaseNotes: '종이팩 학습 데이터 추가',
    uploadedBy: '김관리',
    rollout: counts(12, 0, 0, 0),
    createdAt: '2026-11-15T02:00:00Z',
  },
];

const STATES: RolloutState[] = ['INSTALLED', 'INSTALLED', 'INSTALLED', 'DOWNLOADING', 'PENDING', 'FAILED'];
const ROLLOUTS: Rollout[] = STATES.map((state, index) => ({
  machineId: `WB-GN-${String(index + 1).padStart(4, '0')}`,
  robotName: `강남구 RC 4.0 ${String(index + 1)}호기`,
  state,
  message: state === 'FAILED' ? '저장 공간이 부족합니다.' : null,
  updatedAt: new Date(Date.UTC(2026, 10, 21, 3, 0) - index * 600_000).toISOString(),
}));

const ROBOTS = Array.from({ length: 14 }, (_, index) => ({
  machineId: `WB-${index < 7 ? 'GN' : 'MP'}-${String(index + 1).padStart(4, '0')}`,
  name: `${index < 7 ? '강남구' : '마포구'} RC 4.0 ${String(index + 1)}호기`,
  generation: 'RC_4_0',
  district: index < 7 ? '강남구' : '마포구',
  online: index % 4 !== 3,
  programVersion: index < 4 ? '4.2.0' : '4.1.3',
  aiModelVersion: '2.0.1',
  q: `WB-${index < 7 ? 'GN' : 'MP'} ${index < 7 ? '강남구' : '마포구'}`,
})) as unknown as Robot[];

const sent: { path: string; body: unknown }[] = [];
const programs = storyList('/oa/v1/rc40/programs', PROGRAMS);
const rollouts = storyList('/oa/v1/rc40/programs/12/rollouts', ROLLOUTS);
const robots = storyList('/oa/v1/robots', ROBOTS);
const oneFile = http.get('/oa/v1/rc40/:kind/:id', ({ params }) => {
  const file = [...PROGRAMS, ...AI_MODELS].find((candidate) => String(candidate.id) === params.id);
  return file === undefined
    ? HttpResponse.json({ error: { code: 'NOT_FOUND', message: '없는 파일입니다.' } }, { status: 404 })
    : HttpResponse.json({ _data: file });
});
const started = http.post('/oa/v1/rc40/programs/12/rollouts', async ({ request }) => {
  sent.push({ path: new URL(request.url).pathname, body: await request.json() });
  return HttpResponse.json({ _data: { started: 2 } }, { status: 201 });
});
const HANDLERS = [
  meHandler,
  rollouts.handler,
  programs.handler,
  storyList('/oa/v1/rc40/ai-models', AI_MODELS).handler,
  robots.handler,
  oneFile,
  started,
];

const renderAs = (user: LoggedInUser, path = VERSION) => <SignedInConsole user={user} path={path} screens={SCREENS} />;

const meta = {
  title: 'Console/Pages/Robots/UpdateFilesScreen',
  component: UpdateFilesScreen,
  args: { kind: 'PROGRAM' },
  parameters: { frame: 'none', msw: HANDLERS },
  beforeEach: () => {
    sent.length = 0;
    rollouts.requests.length = 0;
    robots.requests.length = 0;
    return resetConsoleState();
  },
  render: () => renderAs(DEMO_USERS.robotOperator),
} satisfies Meta<typeof UpdateFilesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Program files newest first, with size, short checksum, notes, uploader and rollout counts; 업로드 for uploaders. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('4.2.0')).closest('tr');
    await expect(row).toHaveTextContent('webin-rc40-4.2.0.zip46.0 MB · SHA-256 9f2c4e7a1b3d');
    await expect(row).toHaveTextContent('캔 인식률 개선');
    await expect(row).toHaveTextContent('설치 완료 3 · 진행 2 · 실패 1');
    await expect(canvas.getByText('배포 전')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '업로드' })).toHaveAttribute(
      'href',
      '/dashboard/rc-4_0-version/edit',
    );
  },
};

/** The same screen for AI models: its own endpoint, words and upload screen. */
export const AiModels: Story = {
  render: () => renderAs(DEMO_USERS.robotOperator, AI_MODEL),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('material-classifier-2.0.1.onnx')).toBeVisible();
    await expect(canvas.getByText('174 MB · SHA-256 0f1e2d3c4b5a')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'AI 모델 파일' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '업로드' })).toHaveAttribute(
      'href',
      '/dashboard/rc-4_0-ai-model/edit',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/oa/v1/rc40/programs', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('업로드한 프로그램 파일이 없습니다')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: [meHandler, failingList('/oa/v1/rc40/programs')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};

/** Choosing a file shows each robot's rollout state, filterable by state; the file goes to the URL. */
export const RolloutPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('4.2.0'));
    const table = await canvas.findByRole('table', { name: '4.2.0 로봇별 배포 상태' });
    await expect(canvas.getByRole('heading', { name: '4.2.0 배포 현황' })).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await expect(canvas.getByText('저장 공간이 부족합니다.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('배포 상태'), '실패');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('실패');
    await expect(rollouts.requests.at(-1)?.searchParams.getAll('filter')).toEqual(['state:eq:FAILED']);
    await expect(canvas.getByRole('button', { name: '배포' })).toBeVisible();
  },
};

/** 배포: pick robots (search, selection), confirm, POST { machineIds }, a toast. */
export const RolloutDialog: Story = {
  render: () => renderAs(DEMO_USERS.robotOperator, `${VERSION}?file=12`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '배포' }));
    const dialog = within(await screen.findByRole('dialog', { name: '프로그램 4.2.0 배포' }));
    await dialog.findByText('WB-GN-0001', undefined, { timeout: 5000 });
    await expect(robots.requests[0]?.searchParams.getAll('filter')).toEqual(['generation:eq:RC_4_0']);
    await expect(dialog.getByRole('button', { name: '배포' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('로봇 검색어'), '마포구');
    await userEvent.click(dialog.getByRole('button', { name: '검색' }));
    // WB-MP-0008 is on the unfiltered first page too: wait for the search's answer (강남구 gone), not its row.
    await waitFor(() => expect(dialog.queryByText('WB-GN-0001')).toBeNull(), { timeout: 5000 });
    await expect(robots.requests.at(-1)?.searchParams.getAll('filter')).toEqual([
      'generation:eq:RC_4_0',
      'q:like:마포구',
    ]);
    await dialog.findByText('WB-MP-0008');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'WB-MP-0008 마포구 RC 4.0 8호기 선택' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'WB-MP-0010 마포구 RC 4.0 10호기 선택' }));
    await waitFor(() => expect(dialog.getByText('2개 선택됨')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '배포' }));
    await expect(
      dialog.getByText('선택한 로봇 2대에 프로그램 4.2.0 (webin-rc40-4.2.0.zip)을 배포할까요?'),
    ).toBeVisible();
    await expect(sent).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: '배포 시작' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('로봇 2대에 프로그램 4.2.0 배포를 시작했습니다.')).toBeVisible();
    await expect(sent).toEqual([
      { path: '/oa/v1/rc40/programs/12/rollouts', body: { machineIds: ['WB-MP-0008', 'WB-MP-0010'] } },
    ]);
  },
};

/** The robot picker itself, two robots chosen (the picture of the dialog). */
export const RolloutDialogPicking: Story = {
  render: () => renderAs(DEMO_USERS.robotOperator, `${VERSION}?file=12`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '배포' }));
    const dialog = within(await screen.findByRole('dialog', { name: '프로그램 4.2.0 배포' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'WB-GN-0001 강남구 RC 4.0 1호기 선택' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'WB-GN-0002 강남구 RC 4.0 2호기 선택' }));
    await expect(dialog.getByRole('button', { name: '배포' })).toBeEnabled();
  },
};

/** 최조회 (VIEW only) sees files and rollouts, but neither 업로드 nor 배포. */
export const ReadOnlyViewer: Story = {
  render: () => renderAs(DEMO_USERS.viewer, `${VERSION}?file=12`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '4.2.0 로봇별 배포 상태' });
    await expect(canvas.queryByRole('link', { name: '업로드' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '배포' })).toBeNull();
  },
};
