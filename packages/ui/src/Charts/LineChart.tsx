import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatCompactNumber, formatDate, formatMonth, formatMonthDay, toDate, type DateInput } from '../format';
import { valueAxisProps, valueAxisWidth, verticalTickCount } from './axes';
import * as s from './Chart.css';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip, type ChartTooltipData } from './ChartTooltip';
import { estimateTextWidth, thinIndexes } from './chartUtils';
import { seriesValues, type ChartSeries } from './seriesData';
import { LINE_PLOT_HEIGHT } from './plotSpace';
import { lineSummary } from './summaries';
import { useChart, type ChartCommonProps } from './useChart';

/** One time bucket (a day, a month) with a value per series. */
export interface LineChartDatum {
  /** The bucket: a UTC ISO string, a Date or epoch ms; shown in Seoul time. */
  date: Exclude<DateInput, null | undefined>;
  /** Values by series key. null or a missing key leaves a gap in that line. */
  values: Readonly<Record<string, number | null | undefined>>;
}

export interface LineChartProps extends ChartCommonProps {
  /** The buckets, in any order (drawn in time order). Empty: the empty state. */
  data: readonly LineChartDatum[];
  /** The lines, in legend order. */
  series: readonly ChartSeries[];
  /** The buckets' size, for date labels: 'day' → ticks '11월 22일', table '2026.11.22'; 'month' → '2026.11'. Default 'day'. */
  interval?: 'day' | 'month';
  /** Overrides the x-axis tick label. */
  tickFormat?: (date: Date) => string;
  /** Formats the y-axis ticks. Default '1,234' / '1.2만'. */
  axisFormat?: (value: number) => string;
  /** Height of the plot in px. Default 240. */
  height?: number;
}

const MARGIN = { top: 12, bottom: 28 };
/** Points are drawn while they stay apart; past this many per line the line alone reads better. */
const MAX_MARKED_POINTS = 40;

/**
 * Values over time, one line per series (e.g. 월별 신규 설치 수). Dates in Seoul time on the x axis, Korean
 * numbers on the y axis; hover or keyboard (focus, arrows) shows every series' value at a date.
 */
export function LineChart({
  data,
  series,
  interval = 'day',
  tickFormat,
  axisFormat = formatCompactNumber,
  height = LINE_PLOT_HEIGHT,
  summary,
  ...common
}: LineChartProps) {
  const points = data
    .flatMap((datum) => {
      const date = toDate(datum.date);
      return date ? [{ date, values: datum.values }] : [];
    })
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const { valueOf, allValues, colors, texts, summarySeries, tableColumns, legendItems, tooltipRows } = seriesValues(
    points,
    series,
    'line',
  );
  const empty = allValues.length === 0 || series.length === 0;

  const tickLabel = tickFormat ?? (interval === 'month' ? formatMonth : formatMonthDay);
  const fullLabel = interval === 'month' ? formatMonth : formatDate;
  const pointLabels = points.map((p) => fullLabel(p.date));

  const { width, valueFormat, active, pointProps, surfaceProps, frameProps } = useChart(
    common,
    empty ? 0 : points.length,
  );

  // Scales. The y axis starts at zero (counts and weights), and its tick labels size the left margin.
  const innerHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 0);
  const yScale = scaleLinear<number>({
    domain: [Math.min(0, ...allValues), Math.max(0, ...allValues) || 1],
    range: [innerHeight, 0],
    nice: true,
  });
  const yTicks = yScale.ticks(verticalTickCount(innerHeight));
  const xLabels = points.map((p) => tickLabel(p.date));
  // Room for the widest y label, and for half of the first date label, centred on the axis.
  const left = Math.max(valueAxisWidth(yTicks, axisFormat), Math.ceil(estimateTextWidth(xLabels[0] ?? '') / 2) + 4);
  const lastLabelWidth = estimateTextWidth(xLabels.at(-1) ?? '');
  const right = Math.max(16, Math.ceil(lastLabelWidth / 2) + 4);
  const innerWidth = Math.max(width - left - right, 0);
  const first = points[0]?.date ?? new Date(0);
  const last = points.at(-1)?.date ?? first;
  const xScale = scaleUtc<number>({ domain: [first, last], range: [0, innerWidth] });
  // One bucket (an empty domain) lands in the middle.
  const xOf = (index: number) => xScale(points[index]?.date ?? first);
  const labelWidth = Math.max(...xLabels.map((label) => estimateTextWidth(label)), 0);
  const shownTicks = thinIndexes(points.length, innerWidth, labelWidth).map((i) => points[i]?.date ?? first);

  const tooltipData: ChartTooltipData | null =
    active === null
      ? null
      : {
          title: pointLabels[active] ?? '',
          rows: tooltipRows(active, valueFormat),
        };
  const activeYs =
    active === null
      ? []
      : series
          .map((serie) => valueOf(active, serie.key))
          .filter((v) => v !== null)
          .map(yScale);

  const label = summary ?? lineSummary(pointLabels, summarySeries, valueFormat);

  return (
    <ChartFrame
      {...frameProps}
      empty={empty}
      emptyHeight={height}
      plotHeight={height}
      legend={<ChartLegend items={legendItems} />}
      table={{
        columns: [{ key: 'date', header: interval === 'month' ? '월' : '날짜' }, ...tableColumns],
        rows: points.map((_, i) => ({
          key: String(i),
          cells: [pointLabels[i] ?? '', ...texts(i, valueFormat)],
        })),
      }}
      tooltip={tooltipData}
    >
      {width > 0 && (
        <svg width={width} height={height} aria-label={label} {...surfaceProps}>
          <Group left={left} top={MARGIN.top}>
            <GridRows scale={yScale} width={innerWidth} tickValues={yTicks} className={s.gridLine} />
            <AxisLeft scale={yScale} {...valueAxisProps(yTicks, axisFormat)} />
            <AxisBottom
              top={innerHeight}
              scale={xScale}
              tickValues={shownTicks}
              tickFormat={(value) => tickLabel(new Date(Number(value)))}
              tickLength={4}
              axisLineClassName={s.axisLine}
              tickLineProps={{ className: s.tickLine }}
              tickLabelProps={{ className: s.tickLabel }}
            />
            {active !== null && (
              <line className={s.guideLine} x1={xOf(active)} x2={xOf(active)} y1={0} y2={innerHeight} />
            )}
            {series.map((serie, si) => (
              <g key={serie.key} style={{ stroke: colors[si], fill: colors[si] }}>
                <LinePath
                  data={points.map((_, i) => i)}
                  x={xOf}
                  y={(i) => yScale(valueOf(i, serie.key) ?? 0)}
                  defined={(i) => valueOf(i, serie.key) !== null}
                  className={s.line}
                />
                {points.length <= MAX_MARKED_POINTS &&
                  points.map((_, i) => {
                    const value = valueOf(i, serie.key);
                    return value === null ? null : (
                      <circle
                        key={i}
                        className={i === active ? s.activePoint : s.point}
                        cx={xOf(i)}
                        cy={yScale(value)}
                        r={i === active ? 5 : 3}
                      />
                    );
                  })}
                {points.length > MAX_MARKED_POINTS && active !== null && valueOf(active, serie.key) !== null && (
                  <circle
                    className={s.activePoint}
                    cx={xOf(active)}
                    cy={yScale(valueOf(active, serie.key) ?? 0)}
                    r={5}
                  />
                )}
              </g>
            ))}
            {/* Hit areas: each date owns the strip half-way to its neighbours. */}
            {points.map((_, i) => {
              const x0 = i === 0 ? 0 : (xOf(i - 1) + xOf(i)) / 2;
              const x1 = i === points.length - 1 ? innerWidth : (xOf(i) + xOf(i + 1)) / 2;
              return (
                <rect
                  key={i}
                  className={s.hitArea}
                  x={x0}
                  width={Math.max(x1 - x0, 0)}
                  y={0}
                  height={innerHeight}
                  data-chart-point={pointLabels[i]}
                  {...pointProps(i)}
                />
              );
            })}
          </Group>
        </svg>
      )}
      {width > 0 && tooltipData && active !== null && (
        <ChartTooltip
          data={tooltipData}
          left={left + xOf(active)}
          top={MARGIN.top + (activeYs.length > 0 ? Math.min(...activeYs) : innerHeight / 2)}
          plotWidth={width}
          plotHeight={height}
        />
      )}
    </ChartFrame>
  );
}
