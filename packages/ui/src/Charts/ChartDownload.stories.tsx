import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChartDownload } from './ChartDownload';
import { seriesColor } from './colors';
import { LineChart } from './LineChart';
import { monthlyInstalls, totalSeries } from './storyData';

/** What the stories' `save` received: each file's name, type and first characters. */
const saved: { name: string; type: string; head: string }[] = [];
const save = (file: Blob, name: string) => {
  void file.text().then((text) => saved.push({ name, type: file.type, head: text.slice(0, 4000) }));
};
let failures: string[] = [];

function ChartWithDownload({ empty = false, disabled = false }: { empty?: boolean; disabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div style={{ width: 720 }}>
      <ChartDownload
        target={ref}
        title="월별 신규 설치 수"
        legend={[{ label: '신규 설치', color: seriesColor(0) }]}
        save={save}
        onError={(message) => failures.push(message)}
        disabled={disabled}
      />
      <div ref={ref}>
        {empty ? null : (
          <LineChart title="월별 신규 설치 수" data={monthlyInstalls} series={totalSeries} interval="month" unit="대" />
        )}
      </div>
    </div>
  );
}

const meta = {
  title: 'Charts/ChartDownload',
  component: ChartWithDownload,
  beforeEach: () => {
    saved.length = 0;
    failures = [];
  },
} satisfies Meta<typeof ChartWithDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * PNG 저장 and SVG 저장: the SVG is a standalone document titled with the chart's title, named after it and the day;
 * the PNG is an image.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    // The chart draws once it has measured its width: save what a person would see, the drawn chart.
    await within(canvas.getByRole('group', { name: '월별 신규 설치 수' })).findByRole('img');
    await userEvent.click(canvas.getByRole('button', { name: /SVG 저장/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]?.name).toMatch(/^월별 신규 설치 수_\d{8}\.svg$/);
    await expect(saved[0]?.type).toBe('image/svg+xml');
    await expect(saved[0]?.head).toMatch(
      /^<\?xml[^>]*>\n<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><title>월별 신규 설치 수<\/title>/,
    );
    await userEvent.click(canvas.getByRole('button', { name: /PNG 저장/ }));
    await waitFor(() => expect(saved).toHaveLength(2), { timeout: 5000 });
    await expect(saved[1]?.name).toMatch(/^월별 신규 설치 수_\d{8}\.png$/);
    await expect(saved[1]?.type).toBe('image/png');
    await expect(failures).toEqual([]);
  },
};

/** No chart drawn in the target: nothing is saved, and the page is told in Korean. */
export const NoChart: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /PNG 저장/ }));
    await waitFor(() => expect(failures).toEqual(['저장할 차트가 없습니다.']));
    await expect(saved).toEqual([]);
  },
};

/** While the chart's data loads: both buttons in place (the card's header keeps its height), neither pressable. */
export const Disabled: Story = {
  args: { empty: true, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /PNG 저장/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /SVG 저장/ })).toBeDisabled();
    await expect(failures).toEqual([]);
  },
};
