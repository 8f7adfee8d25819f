import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { DistrictCollection } from '../LocationPicker/geo';
import type { RenderLink } from '../internal/link';
import { PointMap, type MapGroup, type MapPoint } from './PointMap';
// The console loads this file as an asset; stories import it directly.
import seoulDistricts from '../Charts/seoul_municipalities_geo_simple.json';

const districts = seoulDistricts as DistrictCollection;

const GROUPS: MapGroup[] = [
  { key: 'EMPTY', label: '재고 없음', tone: 'danger' },
  { key: 'LOW', label: '재고 부족', tone: 'warning' },
  { key: 'OK', label: '재고 있음', tone: 'success' },
  { key: 'OFFLINE', label: '연결 끊김', tone: 'neutral' },
];

/** Each group's stock in the stories' details. */
const STOCK: Record<string, number> = { EMPTY: 0, LOW: 40, OK: 210, OFFLINE: 120 };

/** Fixed places across Seoul (no randomness: the pictures must not move). */
const PLACES: [string, number, number][] = [
  ['강남구청', 37.5172, 127.0473],
  ['역삼역', 37.5007, 127.0365],
  ['마포구청', 37.5663, 126.9019],
  ['홍대입구역', 37.5572, 126.9245],
  ['종로구청', 37.5735, 126.979],
  ['광화문', 37.5759, 126.9768],
  ['송파구청', 37.5145, 127.1059],
  ['잠실역', 37.5133, 127.1001],
  ['노원구청', 37.6542, 127.0568],
  ['강서구청', 37.5509, 126.8495],
  ['관악구청', 37.4784, 126.9516],
  ['성동구청', 37.5633, 127.0371],
];
const POINTS: MapPoint[] = PLACES.map(([name, lat, lng], index) => {
  const group = GROUPS[[2, 2, 1, 2, 0, 2, 2, 3, 2, 1, 2, 2][index] ?? 2] ?? { key: 'OK', label: '' };
  return {
    id: `RENT-${String(index + 1).padStart(3, '0')}`,
    label: `${name} 대여기`,
    detail: `재고 ${String(STOCK[group.key] ?? 0)} / 300개 · ${group.label}`,
    group: group.key,
    lat,
    lng,
    href: `/cup/rental-machine-manage/RENT-${String(index + 1).padStart(3, '0')}`,
  };
});

/** A router stand-in: records where a point's link would go instead of leaving the page. */
const recordingLink =
  (onNavigate: (href: string) => void): RenderLink =>
  ({ href, children, ...props }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );

const navigate = fn();

const meta = {
  title: 'Data/PointMap',
  component: PointMap,
  parameters: { frame: 'padded' },
  args: {
    label: '대여기 지도',
    districts,
    points: POINTS,
    groups: GROUPS,
    caption: '조건에 맞는 대여기 12대',
    renderLink: recordingLink(navigate),
  },
  argTypes: { districts: { control: false }, renderLink: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '640px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every place a dot in its group's colour over the districts; the legend counts each group, empty ones too. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: '대여기 지도' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('path[data-district]')).toHaveLength(25);
    await expect(canvasElement.querySelectorAll('circle[data-point]')).toHaveLength(12);
    const legend = canvas.getByRole('list', { name: '대여기 지도 범례' });
    await expect(legend).toHaveTextContent('재고 없음 1재고 부족 2재고 있음 8연결 끊김 1');
    // The worrying ones are drawn last, on top of the calm ones.
    const drawn = [...canvasElement.querySelectorAll('circle[data-point]')].map((dot) =>
      dot.getAttribute('data-group'),
    );
    await expect(drawn.at(-1)).toBe('EMPTY');
    await expect(drawn.at(-2)).toBe('LOW');
  },
};

/**
 * Each point with a page is a link named by its place and detail: focus shows its ring and its tooltip, a click
 * opens its page (through `renderLink`). The browser's own Tab and Enter reach and open SVG links (checked in
 * Chromium); the simulated keyboard of a play function does not know SVG links, so focus is set directly here.
 */
export const KeyboardAndLinks: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const link = canvas.getByRole('link', { name: '강남구청 대여기, 재고 210 / 300개 · 재고 있음' });
    link.focus();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(canvasElement.querySelector('[data-focus-ring]')).not.toBeNull());
    await expect(canvasElement).toHaveTextContent('재고 210 / 300개 · 재고 있음');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/cup/rental-machine-manage/RENT-001');
    await expect(canvas.getAllByRole('link')).toHaveLength(args.points.length);
  },
};

/** Hovering a point names it in a tooltip, without moving focus. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const dot = canvasElement.querySelector('circle[data-point="RENT-005"]');
    if (dot === null) throw new Error('no point RENT-005');
    await userEvent.hover(dot);
    await waitFor(() => expect(canvasElement).toHaveTextContent('종로구청 대여기'));
    await expect(canvasElement).toHaveTextContent('재고 0 / 300개 · 재고 없음');
  },
};

/** Without pages (a user who may not open them), points are drawn only: no links to tab through. */
export const WithoutLinks: Story = {
  args: { points: POINTS.map(({ href: _href, ...point }) => point) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('circle[data-point]')).toHaveLength(12);
  },
};

/** No places: the districts and a legend of zeros. */
export const Empty: Story = {
  args: { points: [], caption: '조건에 맞는 대여기가 없습니다' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '대여기 지도 범례' })).toHaveTextContent(
      '재고 없음 0재고 부족 0재고 있음 0연결 끊김 0',
    );
    await expect(canvas.getByText('조건에 맞는 대여기가 없습니다')).toBeVisible();
  },
};
