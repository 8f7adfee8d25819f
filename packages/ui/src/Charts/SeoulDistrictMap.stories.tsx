import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SeoulDistrictMap } from './SeoulDistrictMap';
import { installsByDistrict, installsByDistrictCode } from './storyData';
import { expectEmpty, hoverPoint, legendTexts, tabToChart } from './storyPlay';

const meta = {
  title: 'Charts/SeoulDistrictMap',
  component: SeoulDistrictMap,
  args: { title: '구별 설치 현황', data: installsByDistrict, unit: '대', valueLabel: '설치 대수', width: 640 },
  argTypes: { data: { control: false } },
} satisfies Meta<typeof SeoulDistrictMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Robots per district (by Korean name), five mint classes with round breaks (every class used), names on the map. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      '서울 25개 자치구 지도. 가장 높은 곳 강남구 52대, 가장 낮은 곳 도봉구 5대.',
    );
    await expect(legendTexts(canvas)).toEqual(['10 미만', '10 ~ 20', '20 ~ 30', '30 ~ 40', '40 이상', '데이터 없음']);
  },
};

/** Values by KOSTAT code, with 강북구 reporting null and 도봉구 missing: both hatched as no data. */
export const ByCodeWithMissingDistricts: Story = {
  args: { data: installsByDistrictCode, defaultTableVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/데이터 없는 자치구 2곳/);
    const table = canvas.getByRole('table', { name: '구별 설치 현황' });
    await expect(within(within(table).getByRole('row', { name: /강북구/ })).getByRole('cell')).toHaveTextContent(
      '데이터 없음',
    );
    await expect(within(within(table).getByRole('row', { name: /강남구/ })).getByRole('cell')).toHaveTextContent(
      '52대',
    );
  },
};

/** Explicit class breaks (e.g. targets: under 10, 10–30, 30 and more). */
export const CustomThresholds: Story = {
  args: { thresholds: [10, 30] },
  play: async ({ canvas }) => {
    await expect(legendTexts(canvas)).toEqual(['10 미만', '10 ~ 30', '30 이상', '데이터 없음']);
  },
};

/** No district has a value: '데이터가 없습니다'. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

/** Hovering a district outlines it and names it with its value. */
export const TooltipOnHover: Story = {
  play: async ({ canvasElement, canvas }) => {
    const tooltip = await hoverPoint(canvasElement, '마포구');
    await expect(tooltip).toHaveTextContent(/마포구\s*설치 대수\s*38대/);
    await expect(canvas.getByRole('status')).toHaveTextContent('마포구 · 설치 대수 38대');
  },
};

/** Keyboard: districts in 가나다 order (강남구, 강동구, 강북구...), End jumps to 중랑구. */
export const KeyboardTooltip: Story = {
  play: async ({ canvas }) => {
    const status = await tabToChart(canvas);
    await expect(status).toHaveTextContent('강남구 · 설치 대수 52대');
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('강동구 · 설치 대수 21대');
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent('중랑구 · 설치 대수 8대');
  },
};

/** The table alternative: every district, 가나다 order. */
export const TableVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '표로 보기' }));
    const table = canvas.getByRole('table', { name: '구별 설치 현황' });
    await expect(table).toBeVisible();
    const names = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    await expect(names).toHaveLength(25);
    await expect(names.slice(0, 3)).toEqual(['강남구', '강동구', '강북구']);
  },
};

/** Narrow (320px): the map scales down and names are left to the tooltip and table. */
export const Narrow: Story = {
  args: { width: 320 },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('img')).queryByText('강남구')).toBeNull();
  },
};
