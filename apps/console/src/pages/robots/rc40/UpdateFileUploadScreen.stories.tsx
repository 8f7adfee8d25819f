import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UpdateFile } from '@oa/api';
import { delay, http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { AiModelPage } from './AiModelPage';
import { AiModelUploadPage } from './AiModelUploadPage';
import { ProgramUploadPage } from './ProgramUploadPage';
import { ProgramVersionPage } from './ProgramVersionPage';
import { storyList } from '../../../app/lists/storyLists';
import { UpdateFileUploadScreen } from './UpdateFileUploadScreen';

/**
 * The upload screens (/dashboard/rc-4_0-version/edit, /dashboard/rc-4_0-ai-model/edit: one screen, two kinds)
 * inside the signed-in frame as 이로봇 (demo-robot), through the real OA_BLOB upload (XHR) answered by msw.
 */
const EDIT = '/dashboard/rc-4_0-version/edit';
const SCREENS = {
  '/dashboard/rc-4_0-version': <ProgramVersionPage />,
  [EDIT]: <ProgramUploadPage />,
  '/dashboard/rc-4_0-ai-model': <AiModelPage />,
  '/dashboard/rc-4_0-ai-model/edit': <AiModelUploadPage />,
};

const CREATED: UpdateFile = {
  id: 13,
  kind: 'PROGRAM',
  version: '4.3.0',
  fileName: 'webin-rc40-4.3.0.zip',
  sizeBytes: 2048,
  sha256: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
  releaseNotes: '야간 절전 모드 개선',
  uploadedBy: '이로봇',
  rollout: { PENDING: 0, DOWNLOADING: 0, INSTALLED: 0, FAILED: 0 },
  createdAt: '2026-11-22T01:00:00Z',
};

/** What the screen sent: the multipart fields, the file by name and size, and the bearer header. */
const sent: { version: unknown; releaseNotes: unknown; file: string; authorization: string | null }[] = [];
const answer = (status: number, body: Record<string, unknown>, wait?: number | 'infinite') =>
  http.post('/oa/v1/rc40/programs', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    sent.push({
      version: form.get('version'),
      releaseNotes: form.get('releaseNotes'),
      file: file instanceof File ? `${file.name} ${String(file.size)}` : '',
      authorization: request.headers.get('authorization'),
    });
    if (wait === 'infinite') return unanswered({ request });
    if (wait !== undefined) await delay(wait);
    return HttpResponse.json(body, { status });
  });

const listAfter = storyList('/oa/v1/rc40/programs', [CREATED]);
const oneFile = http.get('/oa/v1/rc40/programs/13', () => HttpResponse.json({ _data: CREATED }));
const rollouts = storyList('/oa/v1/rc40/programs/13/rollouts', []);
const BASE = [meHandler, listAfter.handler, oneFile, rollouts.handler];

const meta = {
  title: 'Console/Pages/Robots/UpdateFileUploadScreen',
  component: UpdateFileUploadScreen,
  args: { kind: 'PROGRAM' },
  parameters: { frame: 'none', msw: [...BASE, answer(201, { _data: CREATED })] },
  beforeEach: () => {
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path={EDIT} screens={SCREENS} />,
} satisfies Meta<typeof UpdateFileUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}(\\* 필수)?$`));

const zip = (name = 'webin-rc40-4.3.0.zip') => new File([new Uint8Array(2048)], name, { type: 'application/zip' });

/** Fills the form with a valid version, notes and file. */
async function fill(canvasElement: HTMLElement, version = '4.3.0') {
  await userEvent.type(field(canvasElement, '버전'), version);
  await userEvent.type(field(canvasElement, '릴리스 노트'), '야간 절전 모드 개선');
  await userEvent.upload(field(canvasElement, '프로그램 파일'), zip());
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: '업로드' }));

/** The empty form: the kind's extensions and size limit are named under the file field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sidebar's client label (GET /v1/me) has arrived: the picture is the settled page.
    await canvas.findByText('본사');
    await expect(canvas.getByRole('heading', { level: 1, name: '프로그램 버전 수정' })).toBeVisible();
    await expect(canvas.getByText('.zip, .tar.gz, .apk · 최대 200 MB')).toBeVisible();
    await expect(field(canvasElement, '버전')).toHaveValue('');
  },
};

/** Nothing chosen, a bad version, a file of the wrong type: Korean messages, nothing sent. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(canvas.getByText('버전을 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText('업로드할 파일을 선택해 주세요.')).toBeVisible();
    await userEvent.type(field(canvasElement, '버전'), 'v4.3');
    await userEvent.upload(field(canvasElement, '프로그램 파일'), new File(['x'], 'setup.exe'), { applyAccept: false });
    await waitFor(() =>
      expect(field(canvasElement, '프로그램 파일')).toHaveAccessibleDescription(
        /허용되지 않는 파일 형식입니다\. \(\.zip, \.tar\.gz, \.apk\)/,
      ),
    );
    await submit(canvasElement);
    await expect(canvas.getByText('버전을 4.2.0처럼 숫자 세 자리(주.부.수정)로 입력해 주세요.')).toBeVisible();
    await expect(field(canvasElement, '버전')).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).toEqual([]);
  },
};

/** While the file goes up: its progress, 취소, and the form locked. */
export const Progress: Story = {
  parameters: { msw: [...BASE, answer(201, { _data: CREATED }, 'infinite')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'webin-rc40-4.3.0.zip 업로드' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '취소' })).toBeVisible();
    await expect(field(canvasElement, '버전')).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toEqual({
      version: '4.3.0',
      releaseNotes: '야간 절전 모드 개선',
      file: 'webin-rc40-4.3.0.zip 2048',
      authorization: 'Bearer story-access-token',
    });
  },
};

/** 취소 stops the upload; everything typed and the file stay, ready to send again. */
export const Cancel: Story = {
  parameters: { msw: [...BASE, answer(201, { _data: CREATED }, 'infinite')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await submit(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '취소' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('업로드를 취소했습니다. 입력한 내용은 그대로 있습니다.'),
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(field(canvasElement, '버전')).toHaveValue('4.3.0');
    await expect(field(canvasElement, '릴리스 노트')).toHaveValue('야간 절전 모드 개선');
    await expect(canvas.getByText('webin-rc40-4.3.0.zip')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '업로드' })).toBeEnabled();
  },
};

/** A version that exists (409) lands on 버전; the notes and the file stay. */
export const DuplicateVersion: Story = {
  parameters: {
    msw: [
      ...BASE,
      answer(409, {
        error: {
          code: 'DUPLICATE_VERSION',
          message: '이미 등록된 버전입니다.',
          fields: { version: '이미 등록된 버전입니다: 4.2.0' },
        },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '4.2.0');
    await submit(canvasElement);
    await waitFor(() =>
      expect(field(canvasElement, '버전')).toHaveAccessibleDescription(/이미 등록된 버전입니다: 4\.2\.0/),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('이미 등록된 버전입니다.');
    await expect(field(canvasElement, '릴리스 노트')).toHaveValue('야간 절전 모드 개선');
    await expect(canvas.getByText('webin-rc40-4.3.0.zip')).toBeVisible();
  },
};

/** Uploaded: a toast, and the list with the new file chosen (its rollout panel open). */
export const Success: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByText('프로그램 4.3.0을 업로드했습니다.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: '프로그램 버전 관리' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '4.3.0 배포 현황' })).toBeVisible();
  },
};

/** Leaving with unsaved input asks first: 계속 작성 keeps it, 나가기 leaves. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, '버전'), '4.3.0');
    await userEvent.click(canvas.getByRole('button', { name: '목록' }));
    let dialog = within(await screen.findByRole('dialog', { name: '업로드하지 않고 나갈까요?' }));
    await userEvent.click(dialog.getByRole('button', { name: '계속 작성' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(field(canvasElement, '버전')).toHaveValue('4.3.0');

    await userEvent.click(canvas.getByRole('link', { name: '수거 이력' }));
    dialog = within(await screen.findByRole('dialog', { name: '업로드하지 않고 나갈까요?' }));
    await waitFor(() => expect(dialog.getByText('입력한 버전, 릴리스 노트와 선택한 파일이 사라집니다.')).toBeVisible());
  },
};

/** The AI model kind: its own label, extensions, limit and endpoint through the same screen. */
export const AiModel: Story = {
  render: () => (
    <SignedInConsole user={DEMO_USERS.robotOperator} path="/dashboard/rc-4_0-ai-model/edit" screens={SCREENS} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('본사');
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI 모델 수정' })).toBeVisible();
    await expect(field(canvasElement, 'AI 모델 파일')).toBeInTheDocument();
    await expect(canvas.getByText('.onnx, .tflite, .pt, .zip · 최대 500 MB')).toBeVisible();
  },
};
