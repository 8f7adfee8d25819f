import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useFirstHeight } from '../internal/useFirstHeight';
import type { DistrictCollection } from './geo';
import { LocationPicker, type LocationPickerProps } from './LocationPicker';
// The console loads this file as an asset; stories import it directly.
import seoulDistricts from '../Charts/seoul_municipalities_geo_simple.json';

const districts = seoulDistricts as DistrictCollection;

/** The picker with its own state, reporting each change to the story's `onChange` spy. */
function Stateful(args: LocationPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LocationPicker
      {...args}
      value={value}
      onChange={(point, district) => {
        setValue(point);
        args.onChange(point, district);
      }}
    />
  );
}

const meta = {
  title: 'Forms/LocationPicker',
  component: LocationPicker,
  parameters: { frame: 'padded' },
  args: { label: '설치 위치', districts, value: null, onChange: fn() },
  argTypes: { districts: { control: false } },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: '640px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const gangnamOffice = { lat: 37.5172, lng: 127.0473 };

/** The map element: the focusable control, named by the label. */
const mapOf = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.getByRole('application', { name: '설치 위치' });

/** The centre of a district's drawn outline (inside it for 강남구, 중구 and 송파구). */
function districtCentre(root: HTMLElement, name: string) {
  const path = root.querySelector(`path[data-district="${name}"]`);
  if (!path) throw new Error(`no outline for ${name}`);
  const box = path.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
}

/** No point yet: the 25 districts and the hint under the map. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(mapOf(canvas)).toHaveAttribute('aria-roledescription', '지도');
    await expect(canvasElement.querySelectorAll('path[data-district]')).toHaveLength(25);
    await expect(canvas.getByText('지도를 누르거나 방향키로 위치를 정하세요.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-marker]')).toBeNull();
  },
};

/** A chosen point: the marker, its district filled, and the district and coordinates under the map. */
export const Selected: Story = {
  args: { value: gangnamOffice },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('강남구 · 37.51720, 127.04730')).toBeVisible();
    await expect(mapOf(canvas)).toHaveAccessibleDescription(/^강남구 · 37\.51720, 127\.04730/);
    await expect(canvasElement.querySelector('[data-marker]')).not.toBeNull();
  },
};

/** A click sets the point and reports the district that contains it. */
export const ClickToSelect: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const map = mapOf(canvas);
    await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: districtCentre(canvasElement, '강남구') });
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { lat: expect.closeTo(37.496, 2) as number, lng: expect.closeTo(127.069, 2) as number },
      '강남구',
    );
    await expect(canvas.getByText(/^강남구 · 37\.49\d{3}, 127\.06\d{3}$/)).toBeVisible();
    await expect(map).toHaveFocus();
  },
};

/** Hovering a district highlights it and names it in the corner. */
export const Hovered: Story = {
  args: { value: gangnamOffice },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.pointer({ target: mapOf(canvas), coords: districtCentre(canvasElement, '중구') });
    await expect(canvas.getByText('중구')).toBeVisible();
    await userEvent.pointer({ target: mapOf(canvas), coords: districtCentre(canvasElement, '송파구') });
    await expect(canvas.getByText('송파구')).toBeVisible();
    await expect(canvas.queryByText('중구')).toBeNull();
  },
};

/** Keyboard: Tab to the map, arrows move the marker 0.0005°, Shift+arrow ten times that; each move is announced. */
export const KeyboardMoved: Story = {
  args: { value: gangnamOffice },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(mapOf(canvas)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: 37.5177, lng: 127.0473 }, '강남구');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: 37.5177, lng: 127.0523 }, '강남구');
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    const status = canvas.getByText('강남구 · 37.51720, 127.05180');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** With no point yet, the first arrow key puts the marker in the middle of the map. */
export const KeyboardFromEmpty: Story = {
  parameters: { visual: false },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(/^(중구|용산구|동작구|서초구) · 37\.\d{5}, 126\.9\d{4}$/)).toBeVisible();
  },
};

/** Other robots shown faintly around the chosen point. */
export const WithMarkers: Story = {
  args: {
    label: '설치 위치 (주변 로봇 표시)',
    value: { lat: 37.5663, lng: 126.9779 },
    markers: [
      { lat: 37.5704, lng: 126.9922, label: '종로구청 1호기' },
      { lat: 37.5511, lng: 126.9882, label: '남산 1호기' },
      { lat: 37.5145, lng: 127.1059, label: '송파구청 1호기' },
      { lat: 37.5172, lng: 127.0473, label: '강남구청 1호기' },
      { lat: 37.6543, lng: 127.0568, label: '노원구청 1호기' },
      { lat: 37.5509, lng: 126.8495, label: '강서구청 1호기' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('circle')).toHaveLength(6);
    await expect(canvas.getByText('중구 · 37.56630, 126.97790')).toBeVisible();
  },
};

/**
 * Zoom with the buttons (or + and - on the map) to the marker; a drag pans the zoomed map without moving the
 * marker.
 */
export const ZoomAndPan: Story = {
  args: { value: gangnamOffice },
  play: async ({ canvas, canvasElement, args }) => {
    const zoomOut = canvas.getByRole('button', { name: '지도 축소' });
    await expect(zoomOut).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '지도 확대' }));
    await expect(zoomOut).toBeEnabled();
    const group = canvasElement.querySelector('svg > g');
    await expect(group).toHaveAttribute('transform', expect.stringContaining('scale(2)') as string);
    const before = group?.getAttribute('transform');
    const map = mapOf(canvas);
    const { clientX, clientY } = districtCentre(canvasElement, '중구');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: map, coords: { clientX, clientY } },
      { target: map, coords: { clientX: clientX + 60, clientY: clientY + 40 } },
      { keys: '[/MouseLeft]', target: map, coords: { clientX: clientX + 60, clientY: clientY + 40 } },
    ]);
    await waitFor(() => expect(group?.getAttribute('transform')).not.toBe(before));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('-');
    await expect(zoomOut).toBeDisabled();
    // Zoomed in twice for the picture: the marker in the middle, at four times the size.
    await userEvent.keyboard('++');
    await expect(group).toHaveAttribute('transform', expect.stringContaining('scale(4)') as string);
  },
};

/** Required and not chosen: the form's error under the map, the map marked invalid. */
export const WithError: Story = {
  args: { required: true, error: '설치 위치를 선택해 주세요.', hint: '로봇이 설치된 곳을 지도에서 누르세요.' },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('application', { name: '설치 위치 필수' });
    await expect(map).toHaveAttribute('aria-invalid', 'true');
    await expect(map).toHaveAccessibleDescription(expect.stringContaining('설치 위치를 선택해 주세요.') as string);
  },
};

/**
 * The shapes are still loading (`districts` null, as a page shows the picker before its shapes arrive): the map's
 * space held, saying so. An edit form's point is shown without its district, which is not known yet.
 */
export const Loading: Story = {
  args: { districts: null, value: gangnamOffice },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('지도를 불러오는 중…');
    await expect(canvas.queryByRole('application')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '지도 확대' })).toBeNull();
    await expect(canvas.getByText('37.51720, 127.04730')).toBeVisible();
  },
};

/** The shapes could not be loaded: the map's space says what to do instead (the page's words). */
export const Unavailable: Story = {
  args: { districts: null, unavailable: '지도를 불러오지 못했습니다. 위도와 경도를 직접 입력해 주세요.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('지도를 불러오지 못했습니다.');
    await expect(canvas.queryByText('지도를 누르거나 방향키로 위치를 정하세요.')).toBeNull();
  },
};

/**
 * The picker first without its shapes, then with them: the field is as tall loading as loaded, so nothing under it
 * moves when the map arrives (the box keeps the loading height in `data-loading-height` for the play function).
 */
function LoadingThenLoaded(args: LocationPickerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const loadingHeight = useFirstHeight(ref);
  return (
    <div ref={ref} data-loading-height={loadingHeight ?? undefined}>
      <Stateful {...args} districts={loadingHeight === null ? null : districts} />
    </div>
  );
}

export const LoadsInPlace: Story = {
  args: { value: gangnamOffice },
  render: (args) => <LoadingThenLoaded {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(mapOf(canvas)).toBeVisible());
    const box = canvasElement.querySelector<HTMLElement>('[data-loading-height]');
    await expect(box?.getBoundingClientRect().height).toBe(Number(box?.dataset.loadingHeight));
    await expect(canvas.getByText('강남구 · 37.51720, 127.04730')).toBeVisible();
  },
};

/** Disabled: shown, not focusable, clicks and keys do nothing. */
export const Disabled: Story = {
  args: { disabled: true, value: gangnamOffice },
  play: async ({ canvas, canvasElement, args }) => {
    const map = mapOf(canvas);
    await expect(map).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(map).not.toHaveFocus();
    await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: districtCentre(canvasElement, '중구') });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '지도 확대' })).toBeDisabled();
  },
};

/**
 * Raster tiles under the outlines (`tileUrl`). Here a stand-in tile that writes its own z/x/y, so the story runs
 * offline: Seoul City Hall (중구) lies in tile 11/1746/793, as on real tile servers.
 */
const tileSvg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef3e8" stroke="#b9c4ad" stroke-width="2"/><text x="10" y="26" font-family="sans-serif" font-size="18" fill="#5b6650">${label}</text></svg>`;
const [tileHead, tileTail] = tileSvg('SPLIT').split('SPLIT');
const standInTiles = `data:image/svg+xml,${encodeURIComponent(tileHead ?? '')}{z}/{x}/{y}${encodeURIComponent(tileTail ?? '')}`;

export const WithTiles: Story = {
  args: { value: { lat: 37.5663, lng: 126.9779 }, tileUrl: standInTiles, tileAttribution: '타일: 예시' },
  play: async ({ canvas, canvasElement }) => {
    const hrefs = [...canvasElement.querySelectorAll('image')].map((image) => image.getAttribute('href') ?? '');
    await expect(hrefs.some((href) => href.includes('11/1746/793'))).toBe(true);
    await expect(canvas.getByText('타일: 예시')).toBeVisible();
  },
};
