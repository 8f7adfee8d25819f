import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatCompactNumber } from '../format';
import { valueAxisProps, valueAxisWidth, verticalTickCount } from './axes';
import * as s from './Chart.css';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip, type ChartTooltipData } from './ChartTooltip';
import { estimateTextWidth, thinIndexes } from './chartUtils';
import { barPlotHeight } from './plotSpace';
import { seriesValues, type ChartSeries } from './seriesData';
import { barSummary } from './summaries';
import { useChart, type ChartCommonProps } from './useChart';

/** One category (a day, a material, a client) with a value per series. */
export interface BarChartDatum {
  /** The category's label as shown ('11월 22일', '페트'): format dates with the format module first. */
  label: string;
  /** Values by series key; null or missing draws no bar (shown as '-'). */
  values: Readonly<Record<string, number | null | undefined>>;
}

export interface BarChartProps extends ChartCommonProps {
  /** The categories, in order. Empty: the empty state. */
  data: readonly BarChartDatum[];
  /** The series, in legend (and stack, bottom up) order. */
  series: readonly ChartSeries[];
  /** Series side by side ('grouped') or on top of each other ('stacked', non-negative values). Default 'grouped'. */
  layout?: 'grouped' | 'stacked';
  /** Columns ('vertical') or rows ('horizontal', for long category names). Default 'vertical'. */
  orientation?: 'vertical' | 'horizontal';
  /** Header of the category column in the table. Default '구분'. */
  categoryLabel?: string;
  /** Label of the sum of a stack (tooltip, table). Default '합계'. */
  totalLabel?: string;
  /** Formats the value axis ticks. Default '1,234' / '1.2만'. */
  axisFormat?: (value: number) => string;
  /** Height of the plot in px. Default 240 (vertical), or from the number of rows (horizontal). */
  height?: number;
}

/**
 * Values per category, one bar per series: grouped side by side or stacked (e.g. 일별 배출량 by material).
 * Hover or keyboard (focus, arrows) shows a category's values, and the stack's total.
 */
export function BarChart({
  data,
  series,
  layout = 'grouped',
  orientation = 'vertical',
  categoryLabel = '구분',
  totalLabel = '합계',
  axisFormat = formatCompactNumber,
  height: heightProp,
  summary,
  ...common
}: BarChartProps) {
  const horizontal = orientation === 'horizontal';
  const stacked = layout === 'stacked';

  const { valueOf, allValues, colors, texts, summarySeries, tableColumns, legendItems, tooltipRows } = seriesValues(
    data,
    series,
    'square',
  );
  const totalOf = (index: number) =>
    series.reduce((sum, serie) => sum + Math.max(valueOf(index, serie.key) ?? 0, 0), 0);
  const empty = allValues.length === 0;
  const labels = data.map((d) => d.label);
  const { width, valueFormat, active, pointProps, surfaceProps, frameProps } = useChart(
    common,
    empty ? 0 : data.length,
  );

  const height = barPlotHeight({ height: heightProp, orientation, layout, rows: data.length, series: series.length });

  // Value scale first: its tick labels size a vertical chart's left margin.
  const extent = stacked ? data.map((_, i) => totalOf(i)) : allValues;
  const valueDomain = [Math.min(0, ...extent), Math.max(0, ...extent) || 1];
  const margin = { top: 12, bottom: 28, left: 0, right: 16 };
  const innerHeight = Math.max(height - margin.top - margin.bottom, 0);
  let valueTicks: number[];
  if (horizontal) {
    const longest = Math.max(...labels.map((label) => estimateTextWidth(label)), 0);
    margin.left = Math.min(longest + 12, Math.round(width * 0.4));
    const probe = scaleLinear<number>({ domain: valueDomain, nice: true });
    const tickWidth = Math.max(...probe.ticks(5).map((t) => estimateTextWidth(axisFormat(t))));
    margin.right = Math.max(16, Math.ceil(tickWidth / 2) + 4);
    valueTicks = [];
  } else {
    const probe = scaleLinear<number>({ domain: valueDomain, range: [innerHeight, 0], nice: true });
    valueTicks = probe.ticks(verticalTickCount(innerHeight));
    margin.left = valueAxisWidth(valueTicks, axisFormat);
  }
  const innerWidth = Math.max(width - margin.left - margin.right, 0);
  const valueLength = horizontal ? innerWidth : innerHeight;
  const valueScale = scaleLinear<number>({
    domain: valueDomain,
    range: horizontal ? [0, valueLength] : [valueLength, 0],
    nice: true,
  });
  if (horizontal) valueTicks = valueScale.ticks(Math.max(2, Math.floor(innerWidth / 80)));
  const categoryScale = scaleBand<number>({
    domain: data.map((_, i) => i),
    range: [0, horizontal ? innerHeight : innerWidth],
    paddingInner: stacked || series.length === 1 ? 0.35 : 0.25,
    paddingOuter: 0.15,
  });
  const groupScale = scaleBand<string>({
    domain: series.map((serie) => serie.key),
    range: [0, categoryScale.bandwidth()],
    padding: 0.12,
  });

  // Every bar as (category, from value, to value, offset and thickness across the band).
  const bars = data.flatMap((_, i) => {
    let base = 0;
    return series.flatMap((serie, j) => {
      const value = valueOf(i, serie.key);
      if (value === null) return [];
      if (stacked) {
        const from = base;
        base += Math.max(value, 0);
        return [{ i, j, from, to: base, offset: 0, thickness: categoryScale.bandwidth() }];
      }
      return [{ i, j, from: 0, to: value, offset: groupScale(serie.key) ?? 0, thickness: groupScale.bandwidth() }];
    });
  });
  const rect = (i: number, from: number, to: number, offset: number, thickness: number) => {
    const start = (categoryScale(i) ?? 0) + offset;
    const [a, b] = [valueScale(from), valueScale(to)];
    return horizontal
      ? { x: Math.min(a, b), y: start, width: Math.abs(b - a), height: thickness }
      : { x: start, y: Math.min(a, b), width: thickness, height: Math.abs(b - a) };
  };
  // The whole step of a category (band plus half the gaps): highlight and hit area.
  const stepRect = (i: number) => {
    const step = categoryScale.step();
    const start = (categoryScale(i) ?? 0) - (step - categoryScale.bandwidth()) / 2;
    return horizontal
      ? { x: 0, y: start, width: innerWidth, height: step }
      : { x: start, y: 0, width: step, height: innerHeight };
  };

  const labelWidth = Math.max(...labels.map((label) => estimateTextWidth(label)), 0);
  const shownCategories = horizontal
    ? thinIndexes(data.length, innerHeight, 14, 4)
    : thinIndexes(data.length, innerWidth, labelWidth);

  const showTotal = stacked && series.length > 1;
  const tooltipData: ChartTooltipData | null =
    active === null
      ? null
      : {
          title: labels[active] ?? '',
          rows: tooltipRows(active, valueFormat),
          ...(showTotal && { total: { label: totalLabel, value: valueFormat(totalOf(active)) } }),
        };
  // Anchor: the end of the category's longest bar.
  let anchor = { left: 0, top: 0 };
  if (active !== null) {
    const ends = bars.filter((bar) => bar.i === active).map((bar) => valueScale(bar.to));
    const end = ends.length > 0 ? (horizontal ? Math.max(...ends) : Math.min(...ends)) : valueScale(0);
    const center = (categoryScale(active) ?? 0) + categoryScale.bandwidth() / 2;
    anchor = horizontal
      ? { left: margin.left + end, top: margin.top + center }
      : { left: margin.left + center, top: margin.top + end };
  }

  const label = summary ?? barSummary(labels, summarySeries, stacked, valueFormat);

  // The axes swap places with the orientation.
  const categoryAxis = {
    scale: categoryScale,
    tickValues: shownCategories,
    tickFormat: (value: unknown) => labels[Number(value)] ?? '',
    hideTicks: true,
    tickLength: 4,
    axisLineClassName: s.axisLine,
    tickLabelProps: { className: s.tickLabel },
  };
  const valueAxis = { scale: valueScale, ...valueAxisProps(valueTicks, axisFormat) };

  return (
    <ChartFrame
      {...frameProps}
      empty={empty}
      emptyHeight={height}
      plotHeight={height}
      legend={series.length > 1 ? <ChartLegend items={legendItems} /> : undefined}
      table={{
        columns: [
          { key: 'category', header: categoryLabel },
          ...tableColumns,
          ...(showTotal ? [{ key: 'total', header: totalLabel, numeric: true }] : []),
        ],
        rows: data.map((datum, i) => ({
          key: String(i),
          cells: [datum.label, ...texts(i, valueFormat), ...(showTotal ? [valueFormat(totalOf(i))] : [])],
        })),
      }}
      tooltip={tooltipData}
    >
      {width > 0 && (
        <svg width={width} height={height} aria-label={label} {...surfaceProps}>
          <Group left={margin.left} top={margin.top}>
            {horizontal ? (
              <GridColumns scale={valueScale} height={innerHeight} tickValues={valueTicks} className={s.gridLine} />
            ) : (
              <GridRows scale={valueScale} width={innerWidth} tickValues={valueTicks} className={s.gridLine} />
            )}
            {active !== null && <rect className={s.activeBand} {...stepRect(active)} />}
            {bars.map((bar) => (
              <Bar
                key={`${String(bar.i)}-${String(bar.j)}`}
                className={stacked ? s.segment : undefined}
                style={{ fill: colors[bar.j] }}
                {...rect(bar.i, bar.from, bar.to, bar.offset, bar.thickness)}
              />
            ))}
            {horizontal ? (
              <>
                <AxisLeft {...categoryAxis} />
                <AxisBottom top={innerHeight} {...valueAxis} />
              </>
            ) : (
              <>
                <AxisLeft {...valueAxis} />
                <AxisBottom top={innerHeight} {...categoryAxis} />
              </>
            )}
            {data.map((datum, i) => (
              <rect key={i} className={s.hitArea} data-chart-point={datum.label} {...stepRect(i)} {...pointProps(i)} />
            ))}
          </Group>
        </svg>
      )}
      {width > 0 && tooltipData && (
        <ChartTooltip data={tooltipData} {...anchor} plotWidth={width} plotHeight={height} />
      )}
    </ChartFrame>
  );
}
