import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QrLabelsPage } from './QrLabelsPage';

/** The public QR label page in a router, opened at `path` (a registered range's link adds `?first=&last=`). */
function WithRouter({ path }: { path: string }) {
  const router = createMemoryRouter([{ path: '/download-cuid-qrcode', element: <QrLabelsPage /> }], {
    initialEntries: [path],
  });
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Console/Pages/QrLabelsPage',
  component: QrLabelsPage,
  parameters: { frame: 'none' },
  render: () => <WithRouter path="/download-cuid-qrcode" />,
} satisfies Meta<typeof QrLabelsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing entered yet: a range or a paste; a wrong range is said in Korean. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '컵 ID QR 코드 내려받기' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PNG 내려받기' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /시작 ID/ }), 'SC00100010');
    await userEvent.type(canvas.getByRole('textbox', { name: /끝 ID/ }), 'SC00100001');
    await userEvent.click(canvas.getByRole('button', { name: '미리 보기' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('끝 ID가 시작 ID보다 앞입니다.');
  },
};

/** Opened from 컵 ID 관리's 라벨 인쇄: the range is filled in and previewed at once. */
export const RegisteredRange: Story = {
  render: () => <WithRouter path="/download-cuid-qrcode?first=SC00100001&last=SC00100100" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /시작 ID/ })).toHaveValue('SC00100001');
    await expect(canvas.getByRole('textbox', { name: /끝 ID/ })).toHaveValue('SC00100100');
    await expect(await canvas.findByRole('heading', { name: '미리 보기: 100개 중 40개' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'SC00100001 QR 코드' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PNG 내려받기 (3장)' })).toBeEnabled();
  },
};

/** Box numbers too (박스 ID 관리's 라벨 인쇄 of one box). */
export const BoxNumber: Story = {
  parameters: { visual: false },
  render: () => <WithRouter path="/download-cuid-qrcode?first=BX000007&last=BX000007" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'BX000007 QR 코드' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '미리 보기: 1개' })).toBeVisible();
  },
};

/** A registration of 1,200 cups: parts of 500, one at a time (이전/다음 묶음), each with its own download. */
export const LongRangeInParts: Story = {
  render: () => <WithRouter path="/download-cuid-qrcode?first=SC00100001&last=SC00101200" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('모두 1,200개라 500개씩 3묶음으로 나눴습니다. 묶음을 하나씩 내려받으세요.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PNG 내려받기 (1묶음, 13장)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '이전 묶음' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '다음 묶음' }));
    await userEvent.click(canvas.getByRole('button', { name: '다음 묶음' }));
    await expect(canvas.getByText('3/3묶음: SC00101001 ~ SC00101200 (200개)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음 묶음' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'PNG 내려받기 (3묶음, 5장)' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'SC00101001 QR 코드' })).toBeVisible());
    await expect(canvas.getByRole('heading', { name: '미리 보기: 200개 중 40개' })).toBeVisible();
  },
};
