/** The tooltip beside the active data point, and the sentence the chart's live region says for it. */
import { Tooltip } from '@visx/tooltip';
import { clsx } from 'clsx';
import * as s from './Chart.css';

/** Where the tooltip points, in plot coordinates, and what it says. */
export interface ChartTooltipData {
  title: string;
  rows: TooltipRow[];
  total?: { label: string; value: string };
}

interface TooltipRow {
  key: string;
  label: string;
  value: string;
  color?: string;
  swatch?: 'square' | 'line';
}

/** The live region's sentence for a tooltip: '2026.11 · 로봇 1,234대, 반납기 56대'. */
export function tooltipSentence(data: ChartTooltipData): string {
  const parts = data.rows.map((row) => `${row.label} ${row.value}`);
  if (data.total) parts.push(`${data.total.label} ${data.total.value}`);
  return `${data.title} · ${parts.join(', ')}`;
}

interface ChartTooltipProps {
  data: ChartTooltipData;
  /** Anchor in plot coordinates. */
  left: number;
  top: number;
  /** Plot size, to open the tooltip towards the side with room. */
  plotWidth: number;
  plotHeight: number;
}

/**
 * The tooltip box beside a point (visx Tooltip, our styles). Hidden from assistive technology: the live
 * region says the same.
 */
export function ChartTooltip({ data, left, top, plotWidth, plotHeight }: ChartTooltipProps) {
  const flipX = left > plotWidth / 2;
  const flipY = top > plotHeight * 0.6;
  const flip = flipX ? (flipY ? 'leftUp' : 'left') : flipY ? 'up' : 'none';
  return (
    <Tooltip
      unstyled
      applyPositionStyle
      left={left}
      top={top}
      offsetLeft={0}
      offsetTop={0}
      className={clsx(s.tooltip, s.tooltipFlip[flip])}
      aria-hidden
      data-chart-tooltip=""
    >
      <div className={s.tooltipTitle}>{data.title}</div>
      <dl className={s.tooltipRows}>
        {data.rows.map((row) => (
          <div key={row.key} className={s.tooltipRow}>
            <dt className={s.tooltipLabel}>
              <span className={s.swatch[row.swatch ?? 'square']} style={{ backgroundColor: row.color }} />
              {row.label}
            </dt>
            <dd className={s.tooltipValue}>{row.value}</dd>
          </div>
        ))}
        {data.total && (
          <div className={s.tooltipTotal}>
            <dt>{data.total.label}</dt>
            <dd className={s.tooltipValue}>{data.total.value}</dd>
          </div>
        )}
      </dl>
    </Tooltip>
  );
}
