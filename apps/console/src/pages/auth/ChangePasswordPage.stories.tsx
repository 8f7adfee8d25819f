import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, homeHandlers, meHandler, resetConsoleState, SignedInConsole } from '../../layout/signedInStory';
import { ChangePasswordPage } from './ChangePasswordPage';

/**
 * /dashboard/change-password where the app shows it: inside the signed-in frame (title and breadcrumb from the
 * route table), signed in as 이로봇 (demo-robot), through the real OA client (bearer token from the session).
 */
const PATH = '/dashboard/change-password';

/** What the page sent to POST /oa/v1/auth/password in the current story. */
const sent: { bodies: unknown[]; authorization: (string | null)[] } = { bodies: [], authorization: [] };

/** The reference server's answer (apps/server/src/auth/routes.ts): new tokens, or `error` with `fields`. */
const answer = (status: number, body: Record<string, unknown>) =>
  http.post('/oa/v1/auth/password', async ({ request }) => {
    sent.bodies.push(await request.json());
    sent.authorization.push(request.headers.get('authorization'));
    return HttpResponse.json(body, { status });
  });

const changed = answer(200, { _data: { accessToken: 'story-access-token-2', refreshToken: 'story-refresh-token-2' } });

const meta = {
  title: 'Console/Pages/ChangePasswordPage',
  component: ChangePasswordPage,
  parameters: { frame: 'none', msw: [meHandler, changed] },
  beforeEach: () => {
    sent.bodies = [];
    sent.authorization = [];
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path={PATH} />,
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field by its visible label (a required one reads '<label>* 필수'). */
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}(\\* 필수)?$`));

/** Types the three passwords (empty ones skipped) and presses the form's 비밀번호 변경 button. */
async function fillAndSubmit(canvasElement: HTMLElement, current: string, next: string, confirm: string) {
  const values: [string, string][] = [
    ['현재 비밀번호', current],
    ['새 비밀번호', next],
    ['새 비밀번호 확인', confirm],
  ];
  for (const [label, value] of values) if (value !== '') await userEvent.type(field(canvasElement, label), value);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '비밀번호 변경' }));
}

const CURRENT = 'oa-demo-2026!';
const NEXT = 'Seoul-robot-2027';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '비밀번호 변경' })).toBeVisible();
    // The sidebar's client label (GET /v1/me) is in the picture: wait for it.
    await expect(await canvas.findByText('본사')).toBeVisible();
    await expect(canvas.getByText('10자 이상 64자 이하, 문자와 숫자를 모두 넣고 아이디는 넣지 마세요.')).toBeVisible();
    for (const label of ['현재 비밀번호', '새 비밀번호', '새 비밀번호 확인']) {
      await expect(field(canvasElement, label)).toHaveAttribute('type', 'password');
    }
  },
};

/** Sending nothing names the current password and the rule for the new one, the focus on the first; nothing is sent. */
export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, '', '', '');
    await expect(canvas.getByText('현재 비밀번호를 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText('비밀번호는 10자 이상 64자 이하로 입력해 주세요.')).toBeVisible();
    await expect(field(canvasElement, '현재 비밀번호')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, '새 비밀번호')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(canvasElement, '현재 비밀번호')).toHaveFocus());
    await expect(sent.bodies).toHaveLength(0);
  },
};

/**
 * The shared password rule (packages/contract) before anything is sent: a new password holding the login id,
 * then one without a digit; a confirmation that differs. The focus goes to the new password, the first problem.
 */
export const MismatchAndStrength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, CURRENT, 'demo-robot-2027', 'demo-robot-2028');
    await expect(canvas.getByText('비밀번호에 아이디를 넣을 수 없습니다.')).toBeVisible();
    await expect(canvas.getByText('새 비밀번호가 일치하지 않습니다.')).toBeVisible();

    await userEvent.clear(field(canvasElement, '새 비밀번호'));
    await userEvent.type(field(canvasElement, '새 비밀번호'), 'seoul-robot-cup');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
    await expect(canvas.getByText('비밀번호에 문자와 숫자를 모두 넣어 주세요.')).toBeVisible();
    await expect(canvas.getByText('새 비밀번호가 일치하지 않습니다.')).toBeVisible();
    await waitFor(() => expect(field(canvasElement, '새 비밀번호')).toHaveFocus());
    await expect(field(canvasElement, '현재 비밀번호')).toHaveValue(CURRENT);
    await expect(sent.bodies).toHaveLength(0);
  },
};

/** A new password equal to the current one is refused here, as the server would (SAME_PASSWORD). */
export const SameAsCurrent: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'Seoul-robot-2026', 'Seoul-robot-2026', 'Seoul-robot-2026');
    await expect(within(canvasElement).getByText('새 비밀번호가 현재 비밀번호와 같습니다.')).toBeVisible();
    await waitFor(() => expect(field(canvasElement, '새 비밀번호')).toHaveFocus());
    await expect(sent.bodies).toHaveLength(0);
  },
};

/**
 * The server's 400 WRONG_PASSWORD lands on the current password's field (which takes the focus) and in the form's
 * message.
 */
export const WrongCurrentPassword: Story = {
  parameters: {
    msw: [
      meHandler,
      answer(400, {
        error: {
          code: 'WRONG_PASSWORD',
          message: '현재 비밀번호가 올바르지 않습니다.',
          fields: { currentPassword: '현재 비밀번호가 올바르지 않습니다.' },
        },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, 'oa-demo-2025!', NEXT, NEXT);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('현재 비밀번호가 올바르지 않습니다.'));
    const current = field(canvasElement, '현재 비밀번호');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('현재 비밀번호가 올바르지 않습니다.');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(field(canvasElement, '새 비밀번호')).toHaveValue(NEXT);
    await expect(sent.bodies).toEqual([{ currentPassword: 'oa-demo-2025!', newPassword: NEXT }]);
  },
};

/**
 * Changed: the success toast (the other devices are signed out), the form emptied. The request carried the
 * session's access token; the answer's new tokens keep this tab signed in.
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, CURRENT, NEXT, NEXT);
    const region = await canvas.findByRole('region', { name: /^알림/ });
    await waitFor(() =>
      expect(within(region).getByRole('listitem')).toHaveTextContent(
        '비밀번호를 변경했습니다. 다른 기기의 로그인은 종료되었습니다.',
      ),
    );
    await expect(within(region).getByRole('listitem')).toHaveAttribute('data-type', 'success');
    for (const label of ['현재 비밀번호', '새 비밀번호', '새 비밀번호 확인']) {
      await expect(field(canvasElement, label)).toHaveValue('');
    }
    await expect(sent.bodies).toEqual([{ currentPassword: CURRENT, newPassword: NEXT }]);
    await expect(sent.authorization).toEqual(['Bearer story-access-token']);
  },
};

/** No answer (network down): the page's own Korean message; what was typed stays. */
export const Offline: Story = {
  parameters: { msw: [meHandler, http.post('/oa/v1/auth/password', () => HttpResponse.error())] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, CURRENT, NEXT, NEXT);
    // No answer at all: the server cannot be reached (issue 30), and what was typed stays.
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.'),
    );
    await expect(field(canvasElement, '새 비밀번호')).toHaveValue(NEXT);
  },
};

/** GET /oa/v1/me while the account's password is a one-time one, until the change succeeds. */
let oneTimePassword = true;
const meWithOneTimePassword = http.get('/oa/v1/me', () =>
  HttpResponse.json({ _data: { client: null, mustChangePassword: oneTimePassword } }),
);
const changedOnce = http.post('/oa/v1/auth/password', () => {
  oneTimePassword = false;
  return HttpResponse.json({ _data: { accessToken: 'story-access-token-2', refreshToken: 'story-refresh-token-2' } });
});

/**
 * Signed in with a one-time password (a new account or a reset): any screen leads here, with the reason; once the
 * password is changed the console opens on the dashboard.
 */
export const OneTimePassword: Story = {
  parameters: { msw: [meWithOneTimePassword, changedOnce, ...homeHandlers.filter((handler) => handler !== meHandler)] },
  beforeEach: () => {
    oneTimePassword = true;
  },
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path="/dashboard/webin-manage-list" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        '임시 비밀번호로 로그인했습니다. 새 비밀번호로 바꾸면 콘솔의 다른 화면을 쓸 수 있습니다.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '비밀번호 변경' })).toBeVisible();
    await fillAndSubmit(canvasElement, CURRENT, NEXT, NEXT);
    await expect(await canvas.findByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  },
};
