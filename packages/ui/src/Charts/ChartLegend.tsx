/** A chart's legend: colour swatches (or the map's no-data pattern) and labels, with an optional value. */
import { clsx } from 'clsx';
import * as s from './Chart.css';

export interface LegendItem {
  key: string;
  label: string;
  /** A colour token; ignored for 'noData'. */
  color?: string;
  shape?: 'square' | 'line' | 'noData';
  /** A value beside the label (the donut's value and share). */
  detail?: string;
}

/** The legend: a list of colour swatches and labels. */
export function ChartLegend({
  items,
  label = '범례',
  column = false,
  className,
}: {
  items: LegendItem[];
  label?: string;
  column?: boolean;
  className?: string;
}) {
  return (
    <ul className={clsx(s.legend, column && s.legendColumn, className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={s.legendItem}>
          <span
            className={clsx(
              s.swatch[item.shape === 'line' ? 'line' : 'square'],
              item.shape === 'noData' && s.swatchNoData,
            )}
            style={item.shape === 'noData' ? undefined : { backgroundColor: item.color }}
            aria-hidden
          />
          {item.label}
          {item.detail !== undefined && <span className={s.legendDetail}>{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
