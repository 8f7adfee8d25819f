import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RegisterPage } from './RegisterPage';

/** The sign-up page in a router, with the sign-in page its links go to. */
function WithRouter() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/register', element: <RegisterPage /> },
        { path: '/login', element: <p>로그인 화면</p> },
      ],
      { initialEntries: ['/register'] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** What the page sent to POST /oa/v1/auth/register in the current story (the last body, and how many). */
const sent: { bodies: unknown[] } = { bodies: [] };

/** The server's answer to a sign-up (the reference server's envelope: `_data`, or `error` with `fields`). */
const answer = (status: number, body: Record<string, unknown>) =>
  http.post('/oa/v1/auth/register', async ({ request }) => {
    sent.bodies.push(await request.json());
    return HttpResponse.json(body, { status });
  });

const accepted = answer(201, { _data: { id: 'kim.seoul', status: 'PENDING' } });

const meta = {
  title: 'Console/Pages/RegisterPage',
  component: RegisterPage,
  parameters: { frame: 'none', msw: [accepted] },
  beforeEach: () => {
    sent.bodies = [];
  },
  render: () => <WithRouter />,
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field by its visible label (a required one reads '<label>* 필수'). */
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\* 필수)?$`));

interface SignUpForm {
  loginId: string;
  password: string;
  confirm: string;
  name: string;
  email: string;
  phone?: string;
}

const VALID: SignUpForm = {
  loginId: 'kim.seoul',
  password: 'Seoul-cup-2026',
  confirm: 'Seoul-cup-2026',
  name: '김서울',
  email: 'kim.seoul@example.kr',
};

/** Types the form as a user does, then presses 가입 신청. */
async function fillAndSubmit(canvasElement: HTMLElement, form: SignUpForm) {
  const values: [string, string | undefined][] = [
    ['아이디', form.loginId],
    ['비밀번호', form.password],
    ['비밀번호 확인', form.confirm],
    ['이름', form.name],
    ['이메일', form.email],
    ['휴대전화 (선택)', form.phone],
  ];
  for (const [label, value] of values) {
    if (value !== undefined && value !== '') await userEvent.type(field(canvasElement, label), value);
  }
  await userEvent.click(within(canvasElement).getByRole('button', { name: '가입 신청' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await expect(canvas.getByText('10자 이상 64자 이하, 문자와 숫자를 모두 넣고 아이디는 넣지 마세요.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  },
};

/** Sending an empty form names each required field in Korean; nothing is sent. */
export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '가입 신청' }));
    await expect(canvas.getByText('아이디는 영문, 숫자, . _ - 로 4자 이상 40자 이하입니다.')).toBeVisible();
    await expect(canvas.getByText('비밀번호는 10자 이상 64자 이하로 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText('이름을 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText('이메일 주소를 확인해 주세요.')).toBeVisible();
    for (const label of ['아이디', '비밀번호', '이름', '이메일']) {
      await expect(field(canvasElement, label)).toHaveAttribute('aria-invalid', 'true');
    }
    // The optional phone and an (equally empty) confirmation are not errors.
    await expect(field(canvasElement, '휴대전화 (선택)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, '비밀번호 확인')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(sent.bodies).toHaveLength(0);
  },
};

/**
 * The password rule the server applies, checked first: a password that holds the id, a confirmation that
 * differs, a malformed mobile number. Nothing is sent and nothing typed is lost.
 */
export const BadPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, {
      ...VALID,
      password: 'kim.seoul2026',
      confirm: 'kim.seoul2025',
      phone: '010-12-3456',
    });
    await expect(canvas.getByText('비밀번호에 아이디를 넣을 수 없습니다.')).toBeVisible();
    await expect(canvas.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
    await expect(canvas.getByText('휴대전화 번호를 확인해 주세요 (예: 010-1234-5678).')).toBeVisible();
    await expect(field(canvasElement, '아이디')).toHaveValue('kim.seoul');
    await expect(field(canvasElement, '비밀번호')).toHaveValue('kim.seoul2026');
    await expect(sent.bodies).toHaveLength(0);

    // Letters only: the next rule.
    await userEvent.clear(field(canvasElement, '비밀번호'));
    await userEvent.type(field(canvasElement, '비밀번호'), 'seoulcupseoul');
    await userEvent.click(canvas.getByRole('button', { name: '가입 신청' }));
    await expect(canvas.getByText('비밀번호에 문자와 숫자를 모두 넣어 주세요.')).toBeVisible();
    await expect(sent.bodies).toHaveLength(0);
  },
};

/** The server's 409 for a taken id lands on the id field (and in the form's message); the rest stays typed. */
export const LoginIdTaken: Story = {
  parameters: {
    msw: [
      answer(409, {
        error: {
          code: 'LOGIN_ID_TAKEN',
          message: '이미 사용 중인 아이디입니다.',
          fields: { loginId: '이미 사용 중인 아이디입니다.' },
        },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, VALID);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('이미 사용 중인 아이디입니다.'));
    await expect(field(canvasElement, '아이디')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, '아이디')).toHaveAccessibleDescription('이미 사용 중인 아이디입니다.');
    await expect(field(canvasElement, '이름')).toHaveValue('김서울');
    await expect(field(canvasElement, '비밀번호')).toHaveValue('Seoul-cup-2026');
  },
};

/**
 * Accepted: the account waits for an administrator's approval, and the page says so. The body is the server's
 * sign-up (the name trimmed, no phone when none was given).
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, { ...VALID, name: ' 김서울 ' });
    await expect(await canvas.findByRole('heading', { level: 1, name: '가입 신청이 접수되었습니다' })).toBeVisible();
    await expect(canvas.getByText('관리자가 승인하면 로그인할 수 있습니다.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute('href', '/login');
    await expect(sent.bodies).toEqual([
      { loginId: 'kim.seoul', password: 'Seoul-cup-2026', name: '김서울', email: 'kim.seoul@example.kr' },
    ]);
  },
};

/** A server failure shows the server's Korean message; the form stays as typed, to send again. */
export const ServerError: Story = {
  parameters: {
    msw: [
      answer(500, {
        error: { code: 'INTERNAL', message: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, { ...VALID, phone: '010-1234-5678' });
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'),
    );
    await expect(field(canvasElement, '휴대전화 (선택)')).toHaveValue('010-1234-5678');
    await expect(canvas.getByRole('button', { name: '가입 신청' })).toBeEnabled();
  },
};

/** No answer at all (network down): the page's own Korean message. */
export const Offline: Story = {
  parameters: { msw: [http.post('/oa/v1/auth/register', () => HttpResponse.error())] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, VALID);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.'),
    );
  },
};
