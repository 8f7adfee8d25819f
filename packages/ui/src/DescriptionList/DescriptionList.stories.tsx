import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { robotOperationStatus, StatusBadge } from '../StatusBadge';
import { DescriptionList, type DescriptionItem } from './DescriptionList';

const robot: DescriptionItem[] = [
  { label: '기기 ID', value: 'R-0012' },
  { label: '기기명', value: '강남구청 1호기' },
  { label: '세대', value: 'RC 4.0' },
  { label: '운영 상태', value: <StatusBadge table={robotOperationStatus} value="OPERATION" /> },
  { label: '고객사', value: '서울특별시 강남구' },
  { label: '설치일', value: '2025.03.14' },
  { label: '주소', value: '서울특별시 강남구 학동로 426 강남구청 본관 1층 민원실 앞', span: 2 },
  { label: '프로그램 버전', value: '4.2.1' },
  { label: '비고', value: null },
];

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  args: { items: robot },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pairs per row (default); the address spans the row; an empty value shows '-'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(9);
    const note = canvas.getByText('비고').nextElementSibling;
    await expect(note).toHaveTextContent('-');
    const address = canvas.getByText('주소').parentElement;
    const list = address?.parentElement;
    await expect(address?.getBoundingClientRect().width).toBe(list?.clientWidth);
  },
};

/** One pair per row, for narrow panels. */
export const OneColumn: Story = {
  args: { columns: 1 },
  render: (args) => (
    <div style={{ maxWidth: '420px' }}>
      <DescriptionList {...args} />
    </div>
  ),
};

/** Three pairs per row, for wide detail pages. */
export const ThreeColumns: Story = {
  args: { columns: 3 },
};

/** Empty values ('', null, undefined) all show the empty mark, here a custom one. */
export const EmptyValues: Story = {
  args: {
    emptyValue: '없음',
    items: [
      { label: '환급 은행', value: '' },
      { label: '계좌번호', value: undefined },
      { label: '송금일', value: null },
      { label: '금액', value: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('없음')).toHaveLength(3);
    // Zero is a value, not an empty one.
    await expect(canvas.getByText('0')).toBeVisible();
  },
};
