/**
 * What a chart shows while its drawing code loads (ChartKit), or when that code could not be loaded: the chart's
 * whole space (its header row and its plot, or the empty state's box when it has nothing to draw), so nothing
 * below it moves when it arrives.
 */
import { ErrorState } from '../ErrorState';
import { Skeleton } from '../Skeleton';
import * as s from '../Charts/Chart.css';
import { SEOUL_ASPECT } from '../Charts/plotSpace';

/** The space a chart takes once drawn, known from its props. */
export interface ChartSpace {
  /** The chart's title: the placeholder is named by it, as the chart's group is. */
  title: string;
  /** The chart's fixed width (its `width` prop); default its container's. */
  width?: number | undefined;
  /** Nothing to draw: the chart shows its empty state (no header row), as tall as its plot. */
  empty: boolean;
  /** The plot's height in px, or 'seoul': as tall as the map of Seoul at the chart's width. */
  plot: number | 'seoul';
}

export interface ChartPlaceholderProps extends ChartSpace {
  /** The code could not be loaded: the reason and 다시 시도 in the chart's space, instead of the grey boxes. */
  onRetry?: (() => void) | undefined;
}

const plotStyle = (plot: ChartSpace['plot']) =>
  plot === 'seoul' ? { height: 'auto', style: { aspectRatio: `1 / ${String(SEOUL_ASPECT)}` } } : { height: plot };

/**
 * The chart's space (see the file comment). Busy for assistive technology (its grey boxes are hidden from it), and
 * marked `data-pending-part` so tests and pictures wait for the chart.
 */
export function ChartPlaceholder({ title, width, empty, plot, onRetry }: ChartPlaceholderProps) {
  if (onRetry !== undefined) {
    return (
      <div role="group" aria-label={title} className={s.root} style={{ width }}>
        {!empty && <div className={s.header} />}
        <ErrorState
          className={s.plot}
          style={plot === 'seoul' ? { aspectRatio: `1 / ${String(SEOUL_ASPECT)}` } : { minHeight: plot }}
          title="차트를 불러오지 못했습니다"
          message="네트워크 연결을 확인한 뒤 다시 시도해 주세요."
          onRetry={onRetry}
        />
      </div>
    );
  }
  const { height, style } = plotStyle(plot);
  return (
    <div role="group" aria-label={title} aria-busy className={s.root} style={{ width }} data-pending-part="">
      {!empty && <div className={s.header} />}
      <Skeleton variant="block" height={height} style={style} />
    </div>
  );
}
