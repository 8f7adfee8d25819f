import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Data/Card',
  component: Card,
  args: {
    title: '로봇 운영 현황',
    children: '운영 중인 로봇 128대, 점검 중 4대, 정지 2대입니다.',
  },
  argTypes: { actions: { control: false }, children: { control: 'text' } },
  render: (args) => (
    <div style={{ maxWidth: '560px' }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title (h2 by default) over the body. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '로봇 운영 현황' })).toBeVisible();
  },
};

/** Actions at the right of the header. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="ghost" width="auto" height={28}>
        전체 보기
      </Button>
    ),
  },
};

/** No header: just the panel. */
export const BodyOnly: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** `padding="none"` for content that draws its own edges (a table), and a deeper heading level. */
export const Flush: Story = {
  args: {
    title: '최근 알림',
    headingLevel: 3,
    padding: 'none',
    children: (
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ background: '#F1F3F5' }}>
            <th style={{ textAlign: 'left', padding: '8px 20px' }}>로봇</th>
            <th style={{ textAlign: 'left', padding: '8px 20px' }}>내용</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td style={{ padding: '8px 20px' }}>R-0012 강남구청</td>
            <td style={{ padding: '8px 20px' }}>페트 적재함 가득 참</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '최근 알림' })).toBeVisible();
  },
};
