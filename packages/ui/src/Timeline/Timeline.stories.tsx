import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { boxStatus, cupStatus, StatusBadge } from '../StatusBadge';
import { Timeline, type TimelineEvent } from './Timeline';

/** A cup's history, sent oldest first by the server (UTC instants). */
const cupHistory: TimelineEvent[] = [
  {
    id: '1',
    time: '2025-08-11T00:10:00Z',
    title: '컵 등록',
    status: <StatusBadge table={cupStatus} value="REGISTERED" />,
    actor: '시스템',
    mode: 'automatic',
  },
  {
    id: '2',
    time: '2025-08-12T02:30:00Z',
    title: '박스 포장',
    status: <StatusBadge table={cupStatus} value="IN_BOX" />,
    actor: '김세척',
    place: '성수 세척장',
    mode: 'manual',
  },
  {
    id: '3',
    time: '2025-08-14T23:45:00Z',
    title: '대여기 적재',
    status: <StatusBadge table={cupStatus} value="LOADED" />,
    place: '시청역 대여기 #3',
    mode: 'automatic',
  },
  {
    id: '4',
    time: '2025-08-18T08:05:00Z',
    title: '상태 수동 변경',
    status: <StatusBadge table={cupStatus} value="LOST" />,
    actor: '홍길동',
    mode: 'manual',
    description: '사유: 반납기 오류로 회수 불가, 현장 확인 결과 분실',
  },
];

const meta = {
  title: 'Data/Timeline',
  component: Timeline,
  args: { events: cupHistory, label: '컵 C-000123 이력' },
  argTypes: { events: { control: false }, formatTime: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: '640px' }}>
      <Timeline {...args} />
    </div>
  ),
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, in Seoul time; manual changes marked '수동', with who, where and why. */
export const CupHistory: Story = {
  play: async ({ canvas }) => {
    const [latest, ...older] = within(canvas.getByRole('list', { name: '컵 C-000123 이력' })).getAllByRole('listitem');
    if (!latest) throw new Error('no events rendered');
    await expect(older).toHaveLength(3);
    await expect(latest).toHaveTextContent('상태 수동 변경');
    await expect(latest).toHaveTextContent('2025.08.18 17:05:00');
    await expect(latest.querySelector('time')).toHaveAttribute('dateTime', '2025-08-18T08:05:00.000Z');
    await expect(within(latest).getByText('수동')).toBeVisible();
    await expect(older[2]).toHaveTextContent('컵 등록');
  },
};

/** A box's history with times already formatted by the console: shown as given, in the given order. */
export const BoxHistoryPreformatted: Story = {
  args: {
    label: '박스 B-2025-0042 이력',
    events: [
      {
        id: 'c',
        time: '2025.08.16 09:12',
        title: '배송 완료',
        status: <StatusBadge table={boxStatus} value="DELIVERED" />,
        place: '시청역 대여기',
      },
      {
        id: 'b',
        time: '2025.08.15 14:00',
        title: '배송 출발',
        status: <StatusBadge table={boxStatus} value="SHIPPING" />,
        actor: '이배송',
      },
      {
        id: 'a',
        time: '2025.08.15 10:30',
        title: '포장 완료',
        status: <StatusBadge table={boxStatus} value="PACKED" />,
        actor: '김세척',
        place: '성수 세척장',
        mode: 'manual',
      },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('2025.08.16 09:12');
    await expect(items[2]).toHaveTextContent('포장 완료');
  },
};

/** A custom time format (e.g. date only). */
export const CustomTimeFormat: Story = {
  args: {
    events: cupHistory.slice(0, 2),
    formatTime: (time) => new Date(time).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('2025. 8. 12.');
  },
};

/** No events yet. */
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('이력이 없습니다')).toBeVisible();
  },
};
