import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

function WithRouter() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>메인 화면</p> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: ['/no-such-page'] },
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Console/Pages/NotFoundPage',
  component: NotFoundPage,
  parameters: { frame: 'none' },
  render: () => <WithRouter />,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '메인으로 이동' })).toHaveAttribute('href', '/');
  },
};

export const GoesToMainPage: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '메인으로 이동' }));
    await expect(await canvas.findByText('메인 화면')).toBeVisible();
  },
};
