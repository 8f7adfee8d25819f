import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPage } from './LoginPage';

/** The sign-in page in a router, with the page it goes to on success. */
function WithRouter() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <p>대시보드로 이동했습니다</p> },
      { path: '/register', element: <p>회원가입 화면</p> },
    ],
    { initialEntries: ['/login'] },
  );
  return <RouterProvider router={router} />;
}

const refuse = (status: number, code: string, message: string) =>
  http.post('/oa/v1/auth/login', () => HttpResponse.json({ error: { code, message } }, { status }));

const meta = {
  title: 'Console/Pages/LoginPage',
  component: LoginPage,
  parameters: { frame: 'none' },
  render: () => <WithRouter />,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'OA CONSOLE 로그인' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/register');
  },
};

/** Submitting empty fields names each one in Korean; nothing is sent. */
export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await expect(canvas.getByText('아이디를 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText('비밀번호를 입력해 주세요.')).toBeVisible();
  },
};

/** The server's answer in Korean (here: too many attempts); what was typed stays. */
export const TooManyAttempts: Story = {
  parameters: { msw: [refuse(429, 'TOO_MANY_ATTEMPTS', '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/아이디/), 'demo-viewer');
    await userEvent.type(canvas.getByLabelText(/비밀번호/), 'wrong-password{Enter}');
    await expect(await canvas.findByText('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible();
    await expect(canvas.getByLabelText(/아이디/)).toHaveValue('demo-viewer');
  },
};

/** An account waiting for approval learns it only with the right password. */
export const WaitingForApproval: Story = {
  parameters: { msw: [refuse(403, 'ACCOUNT_PENDING', '관리자의 승인을 기다리는 계정입니다.')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/아이디/), 'new-operator');
    await userEvent.type(canvas.getByLabelText(/비밀번호/), 'Seoul-cup-2026{Enter}');
    await expect(await canvas.findByText('관리자의 승인을 기다리는 계정입니다.')).toBeVisible();
  },
};
