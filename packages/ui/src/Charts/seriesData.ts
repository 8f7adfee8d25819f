/** The data model LineChart and BarChart share: rows (time buckets, categories) with a value per series key. */
import { finiteOrNull } from './chartUtils';
import { seriesColor } from './colors';

/** A data series: its key in each datum's `values`, its label (legend, tooltip, table) and optional colour. */
export interface ChartSeries {
  /** Key of the series in each datum's `values`. */
  key: string;
  /** Korean label shown in the legend, tooltip and table ('페트'). */
  label: string;
  /** A colour token (e.g. `vars.palette.blue[700]`). Default: the next colour of the series palette. */
  color?: string;
}

/** A row of values by series key; null, a missing key or a non-finite number is a missing value. */
interface SeriesRow {
  values: Readonly<Record<string, number | null | undefined>>;
}

/** A value as text for tooltips and tables: formatted, or '-' when missing. */
const formatOrDash = (value: number | null, format: (value: number) => string) =>
  value === null ? '-' : format(value);

/**
 * The rows' values read through the series: one value by row index and series key (a finite number or null),
 * all present values, each series' colour, its values for the generated summary, its table column, and the
 * legend and tooltip entries, marked `mark` (a square for bars, a line for lines).
 */
export function seriesValues(rows: readonly SeriesRow[], series: readonly ChartSeries[], mark: 'square' | 'line') {
  const valueOf = (index: number, key: string) => finiteOrNull(rows[index]?.values[key]);
  const colors = series.map((serie, i) => serie.color ?? seriesColor(i));
  /** Row `index`'s values as text, by series: formatted, or '-'. */
  const texts = (index: number, format: (value: number) => string) =>
    series.map((serie) => formatOrDash(valueOf(index, serie.key), format));
  return {
    valueOf,
    allValues: rows.flatMap((_, i) => series.map((serie) => valueOf(i, serie.key))).filter((v) => v !== null),
    colors,
    texts,
    summarySeries: series.map((serie) => ({ label: serie.label, values: rows.map((_, i) => valueOf(i, serie.key)) })),
    tableColumns: series.map((serie) => ({ key: serie.key, header: serie.label, numeric: true })),
    legendItems: series.map((serie, i) => ({ key: serie.key, label: serie.label, color: colors[i], shape: mark })),
    /** The tooltip's rows for row `index`. */
    tooltipRows: (index: number, format: (value: number) => string) =>
      series.map((serie, i) => ({
        key: serie.key,
        label: serie.label,
        value: formatOrDash(valueOf(index, serie.key), format),
        color: colors[i],
        swatch: mark,
      })),
  };
}
