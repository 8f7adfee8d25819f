/** The value axis LineChart and BarChart share: tick count, the room its labels take, its look. */
import * as s from './Chart.css';
import { estimateTextWidth } from './chartUtils';

/** Ticks on a vertical value axis: about one per 48px of plot, at least 2. */
export const verticalTickCount = (length: number) => Math.max(2, Math.floor(length / 48));

/** The left margin a vertical value axis needs: its widest tick label, and a gap. */
export const valueAxisWidth = (ticks: readonly number[], format: (value: number) => string) =>
  Math.max(...ticks.map((tick) => estimateTextWidth(format(tick))), 8) + 12;

/** Props of a value axis (visx AxisLeft or AxisBottom, beside `scale`): tick labels only, the grid shows the lines. */
export const valueAxisProps = (ticks: number[], format: (value: number) => string) => ({
  tickValues: ticks,
  tickFormat: (value: unknown) => format(Number(value)),
  hideAxisLine: true,
  hideTicks: true,
  tickLength: 4,
  tickLabelProps: { className: s.tickLabel },
});
