/**
 * The charts as a page's first load wants them: each draws where it is rendered, with the chart's own props, but
 * its code (visx, and the map's district shapes) is a chunk of its own, fetched when the chart is first rendered
 * or preloaded (`LazyLineChart.preload()`, e.g. when the page mounts, beside its data's request). Until it arrives
 * the chart's space holds a placeholder of its size (ChartPlaceholder); if it cannot be fetched, the placeholder
 * says so with 다시 시도.
 */
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { BarChartProps } from '../Charts/BarChart';
import { finiteOrNull } from '../Charts/chartUtils';
import type { DonutProps } from '../Charts/Donut';
import type { LineChartProps } from '../Charts/LineChart';
import { barPlotHeight, DONUT_SIZE, LINE_PLOT_HEIGHT, SEOUL_ASPECT } from '../Charts/plotSpace';
import type { SeoulDistrictMapProps } from '../Charts/SeoulDistrictMap';
import { findSeoulDistrict } from '../Charts/seoulDistricts';
import { ChartPlaceholder, type ChartSpace } from './ChartPlaceholder';

/**
 * A chart that loads its code when first shown. `preload` starts that earlier (once; again after a failure);
 * `space` is the space its placeholder holds for these props.
 */
export type LazyChart<Props> = ComponentType<Props> & { preload: () => void; space: (props: Props) => ChartSpace };

interface BoundaryProps {
  space: ChartSpace;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a chart chunk that could not be fetched: the placeholder with 다시 시도, the page around it intact. */
class ChartLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <ChartPlaceholder {...this.props.space} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

function lazyChart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  space: (props: Props) => ChartSpace,
): LazyChart<Props> {
  let request: Promise<ComponentType<Props>> | undefined;
  const fetchChart = () => {
    request ??= load().catch((error: unknown) => {
      request = undefined;
      throw error;
    });
    return request;
  };
  // React keeps a lazy component's failure: a retry needs a new one.
  const lazyDrawn = () => lazy(async () => ({ default: await fetchChart() }));
  const drawn = { current: lazyDrawn() };

  function Chart(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const Drawn = drawn.current;
    return (
      <ChartLoadBoundary
        key={attempt}
        space={space(props)}
        onRetry={() => {
          drawn.current = lazyDrawn();
          setAttempt((count) => count + 1);
        }}
      >
        <Suspense fallback={<ChartPlaceholder {...space(props)} />}>
          <Drawn {...props} />
        </Suspense>
      </ChartLoadBoundary>
    );
  }
  return Object.assign(Chart, {
    preload: () => {
      fetchChart().catch(() => undefined);
    },
    space,
  });
}

/** Whether any row has a finite value of any series (a line or bar chart without one draws its empty state). */
const anyValue = (
  rows: readonly { values: Readonly<Record<string, number | null | undefined>> }[],
  series: readonly { key: string }[],
) => rows.some((row) => series.some((serie) => finiteOrNull(row.values[serie.key]) !== null));

/** LineChart (@oa/ui/Charts), its code loaded when first shown. */
export const LazyLineChart = lazyChart<LineChartProps>(
  () => import('../Charts/LineChart').then((module) => module.LineChart),
  ({ title, width, data, series, height = LINE_PLOT_HEIGHT }) => ({
    title,
    width,
    empty: !anyValue(data, series),
    plot: height,
  }),
);

/** BarChart (@oa/ui/Charts), its code loaded when first shown. */
export const LazyBarChart = lazyChart<BarChartProps>(
  () => import('../Charts/BarChart').then((module) => module.BarChart),
  ({ title, width, data, series, height, orientation, layout }) => ({
    title,
    width,
    empty: !anyValue(data, series),
    plot: barPlotHeight({ height, orientation, layout, rows: data.length, series: series.length }),
  }),
);

/** Donut (@oa/ui/Charts), its code loaded when first shown. */
export const LazyDonut = lazyChart<DonutProps>(
  () => import('../Charts/Donut').then((module) => module.Donut),
  ({ title, width, data, size = DONUT_SIZE }) => ({
    title,
    width,
    empty: data.reduce((sum, part) => sum + (Number.isFinite(part.value) ? Math.max(part.value, 0) : 0), 0) <= 0,
    plot: width === undefined ? size : Math.min(size, width),
  }),
);

/** SeoulDistrictMap (@oa/ui/Charts), its code and the district shapes loaded when first shown. */
export const LazySeoulDistrictMap = lazyChart<SeoulDistrictMapProps>(
  () => import('../Charts/SeoulDistrictMap').then((module) => module.SeoulDistrictMap),
  ({ title, width, data, height }) => {
    const empty = !data.some(({ district, value }) => findSeoulDistrict(district) && finiteOrNull(value) !== null);
    // As the map: its height, or its width's; a map of no data without either is 320px tall.
    const fromWidth = width === undefined ? (empty ? 320 : 'seoul') : Math.round(width * SEOUL_ASPECT);
    return { title, width, empty, plot: height ?? fromWidth };
  },
);
