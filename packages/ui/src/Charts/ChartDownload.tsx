/**
 * 이미지 저장: the chart in `target` as a PNG (for documents) or an SVG (for print and editing), named after its title
 * and the day. The buttons are quiet (secondary): the chart is the page's subject, not its actions.
 */
import { Download } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Button } from '../Button';
import { chartFileName, chartPng, chartSvgMarkup, type ChartImageLegendItem } from './chartImage';
import * as s from './Chart.css';

export interface ChartDownloadProps {
  /** The element around the chart (its plot's SVG is the first `svg[role="img"]` inside). */
  target: RefObject<HTMLElement | null>;
  /** The chart's title: the file's name and the image's title. */
  title: string;
  /** The legend drawn under the plot in the file. */
  legend?: readonly ChartImageLegendItem[];
  /** Offers the file as a download (the console's `saveFile` from @oa/api; stories record it). */
  save: (file: Blob, fileName: string) => void;
  /** After a failure, with its Korean message (the page's toast). */
  onError?: (message: string) => void;
  /** No chart yet (its data loading): the buttons hold their place, and cannot be pressed. */
  disabled?: boolean;
}

export function ChartDownload({ target, title, legend = [], save, onError, disabled = false }: ChartDownloadProps) {
  const [busy, setBusy] = useState<'png' | 'svg' | null>(null);
  const run = async (format: 'png' | 'svg') => {
    const svg = target.current?.querySelector<SVGSVGElement>('svg[role="img"]');
    if (svg === null || svg === undefined) {
      onError?.('저장할 차트가 없습니다.');
      return;
    }
    setBusy(format);
    try {
      const { markup, width, height } = chartSvgMarkup(svg, title, legend);
      const file =
        format === 'svg' ? new Blob([markup], { type: 'image/svg+xml' }) : await chartPng(markup, width, height);
      save(file, chartFileName(title, format));
    } catch {
      onError?.('차트 이미지를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={s.download} role="group" aria-label={`${title} 이미지 저장`}>
      {(['png', 'svg'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          width="auto"
          height={30}
          icon={<Download size={14} />}
          loading={busy === format}
          loadingLabel={`${format.toUpperCase()} 만드는 중`}
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => void run(format)}
        >
          {format.toUpperCase()} 저장
        </Button>
      ))}
    </div>
  );
}
