/**
 * The heights a chart's plot takes, known before it is drawn: the charts draw at these, and a chart that loads
 * later (ChartKit) holds them while its code arrives, so nothing below it moves.
 */

/** A line chart's plot without a `height`. */
export const LINE_PLOT_HEIGHT = 240;

/** A donut's ring without a `size`. */
export const DONUT_SIZE = 200;

/** Height over width of Seoul in the map's Mercator projection (a map without a `height`). */
export const SEOUL_ASPECT = 0.823;

/** A bar chart's plot: `height` when given, 240 for columns, or from the number of rows (horizontal). */
export function barPlotHeight({
  height,
  orientation = 'vertical',
  layout = 'grouped',
  rows,
  series,
}: {
  height?: number | undefined;
  orientation?: 'vertical' | 'horizontal' | undefined;
  layout?: 'grouped' | 'stacked' | undefined;
  rows: number;
  series: number;
}): number {
  if (height !== undefined) return height;
  if (orientation === 'vertical') return 240;
  const rowHeight = layout === 'stacked' || series === 1 ? 32 : 12 + series * 14;
  return Math.max(rows * rowHeight + 40, 120);
}
