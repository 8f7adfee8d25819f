import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, within } from 'storybook/test';
import { RouteErrorPage } from './RouteErrorPage';
import { ScreenLoading } from './ScreenLoading';

/** A router whose only screen fails the way `failure` says, with RouteErrorPage as its boundary. */
function FailingScreen({ failure }: { failure: () => never }) {
  const router = createMemoryRouter([
    {
      hydrateFallbackElement: <ScreenLoading />,
      errorElement: <RouteErrorPage />,
      children: [{ path: '*', lazy: () => Promise.resolve().then(failure) }],
    },
  ]);
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Console/Pages/RouteErrorPage',
  component: RouteErrorPage,
  parameters: { frame: 'none' },
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScreenLoadFailed: Story = {
  render: () => (
    <FailingScreen
      failure={() => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/WebinListPage-abc123.js');
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '화면을 불러오지 못했습니다' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '메인으로 이동' })).toHaveAttribute('href', '/');
    // The developer-facing text of the router's default boundary never reaches the operator.
    await expect(canvas.queryByText(/Unexpected Application Error|Failed to fetch/)).toBeNull();
  },
};

export const UnexpectedError: Story = {
  render: () => (
    <FailingScreen
      failure={() => {
        throw new Error('Cannot read properties of undefined');
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '예기치 않은 오류가 발생했습니다' }),
    ).toBeVisible();
    await expect(canvas.getByText(/관리자에게 문의해 주세요/)).toBeVisible();
    await expect(canvas.queryByText(/Cannot read properties/)).toBeNull();
  },
};
