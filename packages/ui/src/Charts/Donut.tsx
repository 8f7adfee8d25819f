import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { formatPercent } from '../format';
import * as s from './Chart.css';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip, type ChartTooltipData } from './ChartTooltip';
import { seriesColor } from './colors';
import { DONUT_SIZE } from './plotSpace';
import { donutSummary } from './summaries';
import { useChart, type ChartCommonProps } from './useChart';

/** One part of the whole. */
export interface DonutDatum {
  /** Stable key. */
  key: string;
  /** Korean label ('페트'). */
  label: string;
  /** The part's size (non-negative). */
  value: number;
  /** A colour token. Default: the series palette in order. */
  color?: string;
}

export interface DonutProps extends ChartCommonProps {
  /** The parts, in order (clockwise from 12 o'clock). Empty or all zero: the empty state. */
  data: readonly DonutDatum[];
  /** Diameter of the ring in px (smaller when the chart is narrower). Default 200. */
  size?: number;
  /** Label above the total in the centre, and of the table's total row. Default '합계'. */
  totalLabel?: string;
  /** The centre text. Default: the total, formatted with `valueFormat`. */
  centerValue?: string;
  /** Header of the part column in the table. Default '구분'. */
  categoryLabel?: string;
  /** Formats a share (0–1). Default '45.2%'. */
  shareFormat?: (ratio: number) => string;
}

/**
 * Parts of a whole as a ring, with the total in the centre and a legend giving each part's value and share
 * (e.g. 배출 품목 비율). Hover or keyboard (focus, arrows) shows a part's value and share.
 */
export function Donut({
  data,
  size = DONUT_SIZE,
  totalLabel = '합계',
  centerValue,
  categoryLabel = '구분',
  shareFormat = formatPercent,
  summary,
  ...common
}: DonutProps) {
  const parts = data.map((d) => ({ ...d, value: Number.isFinite(d.value) ? Math.max(d.value, 0) : 0 }));
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const empty = total <= 0;
  const colors = parts.map((part, i) => part.color ?? seriesColor(i));
  const share = (value: number) => shareFormat(total > 0 ? value / total : 0);
  const { width, valueFormat, active, pointProps, surfaceProps, frameProps } = useChart(
    common,
    empty ? 0 : parts.length,
  );

  const diameter = Math.max(Math.min(size, width), 0);
  const outer = diameter / 2 - 4;
  const thickness = Math.max(Math.round(diameter * 0.16), 12);

  const tooltipData: ChartTooltipData | null =
    active === null
      ? null
      : {
          title: parts[active]?.label ?? '',
          rows: [
            {
              key: 'value',
              label: '값',
              value: valueFormat(parts[active]?.value ?? 0),
              color: colors[active],
            },
            { key: 'share', label: '비율', value: share(parts[active]?.value ?? 0) },
          ],
        };

  const label = summary ?? donutSummary(parts, valueFormat, shareFormat);

  return (
    <ChartFrame
      {...frameProps}
      empty={empty}
      emptyHeight={size}
      table={{
        columns: [
          { key: 'category', header: categoryLabel },
          { key: 'value', header: '값', numeric: true },
          { key: 'share', header: '비율', numeric: true },
        ],
        rows: parts.map((part) => ({
          key: part.key,
          cells: [part.label, valueFormat(part.value), share(part.value)],
        })),
        footer: [totalLabel, valueFormat(total), share(total)],
      }}
      tooltip={tooltipData}
    >
      <div className={s.donutBody}>
        {diameter > 0 && (
          <div className={s.donutRing}>
            <svg width={diameter} height={diameter} aria-label={label} {...surfaceProps}>
              <Group left={diameter / 2} top={diameter / 2}>
                <Pie
                  data={parts}
                  pieValue={(part) => part.value}
                  pieSort={null}
                  pieSortValues={null}
                  outerRadius={outer}
                  innerRadius={outer - thickness}
                >
                  {(pie) =>
                    pie.arcs.map((arc, i) => {
                      // The active part stands out a little from the ring.
                      const path =
                        i === active
                          ? pie.path.outerRadius(outer + 4).innerRadius(outer - thickness)(arc)
                          : pie.path.outerRadius(outer).innerRadius(outer - thickness)(arc);
                      return (
                        <path
                          key={arc.data.key}
                          d={path ?? ''}
                          className={s.segment}
                          style={{ fill: colors[i] }}
                          data-chart-point={arc.data.label}
                          {...pointProps(i)}
                        />
                      );
                    })
                  }
                </Pie>
                <text className={s.centerLabel} textAnchor="middle" y={-14}>
                  {totalLabel}
                </text>
                <text className={s.centerValue} textAnchor="middle" y={12}>
                  {centerValue ?? valueFormat(total)}
                </text>
              </Group>
            </svg>
            {tooltipData && active !== null && (
              <ChartTooltip
                data={tooltipData}
                {...arcAnchor(parts, active, total, diameter, outer - thickness / 2)}
                plotWidth={diameter}
                plotHeight={diameter}
              />
            )}
          </div>
        )}
        <ChartLegend
          column
          className={s.donutLegend}
          items={parts.map((part, i) => ({
            key: part.key,
            label: part.label,
            color: colors[i],
            detail: `${valueFormat(part.value)} (${share(part.value)})`,
          }))}
        />
      </div>
    </ChartFrame>
  );
}

/** The middle of a part's arc, in the ring's box: where its tooltip points. */
function arcAnchor(
  parts: readonly { value: number }[],
  index: number,
  total: number,
  diameter: number,
  radius: number,
) {
  const before = parts.slice(0, index).reduce((sum, part) => sum + part.value, 0);
  const mid = total > 0 ? ((before + (parts[index]?.value ?? 0) / 2) / total) * 2 * Math.PI : 0;
  // Angles run clockwise from 12 o'clock (d3's pie).
  return { left: diameter / 2 + radius * Math.sin(mid), top: diameter / 2 - radius * Math.cos(mid) };
}
