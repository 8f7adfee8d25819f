/** The hook every chart starts from, and the props it resolves (the ones every chart takes). */
import { useParentSize } from '@visx/responsive';
import { useId, type Ref } from 'react';
import { formatNumber } from '../format';
import * as s from './Chart.css';
import type { ChartFrameBaseProps } from './ChartFrame';
import { useActivePoint } from './useActivePoint';

/** Props every chart takes. */
export interface ChartCommonProps {
  /** What the chart shows ('월별 신규 설치 수'). Names the chart for assistive technology and captions its table; not drawn (the card around the chart shows its heading). */
  title: string;
  /** What the chart says, for screen readers (the SVG's label). Default: generated from the data (range, extremes). */
  summary?: string;
  /** Width in px. Default: the container's width (responsive). */
  width?: number;
  /** Unit of the values, appended to them ('대', 'kg') and shown as '단위: kg'. */
  unit?: string;
  /** Formats a value in tooltips, the table and the legend. Default: ko-KR grouping plus `unit` ('1,234kg'). */
  valueFormat?: (value: number) => string;
  /** Text of the empty state. Default '데이터가 없습니다'. */
  emptyLabel?: string;
  /** Show the table alternative from the start (it is always in the page for screen readers). Default false. */
  defaultTableVisible?: boolean;
  /** Label of the table toggle. Default '표로 보기'. */
  tableToggleLabel?: string;
  /** Help for keyboard users, read after the summary. Default '화살표 키로 값을 하나씩 볼 수 있습니다.' */
  keyboardHint?: string;
  /** Extra class on the chart's outer element (e.g. for margins in a layout). */
  className?: string;
  /** The chart's outer element. */
  ref?: Ref<HTMLDivElement>;
}

const DEFAULT_EMPTY_LABEL = '데이터가 없습니다';
const DEFAULT_TABLE_TOGGLE_LABEL = '표로 보기';
const DEFAULT_KEYBOARD_HINT = '화살표 키로 값을 하나씩 볼 수 있습니다.';

/**
 * The chart's width: the `width` prop when given, otherwise its container's, measured (0 until measured).
 * `ref` goes on the plot element.
 */
function useChartWidth(fixed: number | undefined) {
  const { parentRef, width } = useParentSize({
    debounceTime: 50,
    ignoreDimensions: ['height', 'top', 'left'],
  });
  return { plotRef: fixed === undefined ? parentRef : undefined, width: Math.floor(fixed ?? width) };
}

/** The default value format: ko-KR grouping plus the unit. */
const withUnit = (format: (value: number) => string, unit: string | undefined) => (value: number) =>
  `${format(value)}${unit ?? ''}`;

/**
 * What every chart takes from its common props (all but `summary`): the defaults applied, the plot's
 * measured width, the active point among `count` points (0 when empty), the props of the plot's SVG (an
 * image described by the keyboard hint, the one tab stop) and of the frame (`ChartFrame`).
 */
export function useChart(
  {
    title,
    width: fixedWidth,
    unit,
    valueFormat = withUnit(formatNumber, unit),
    emptyLabel = DEFAULT_EMPTY_LABEL,
    defaultTableVisible = false,
    tableToggleLabel = DEFAULT_TABLE_TOGGLE_LABEL,
    keyboardHint = DEFAULT_KEYBOARD_HINT,
    className,
    ref,
  }: Omit<ChartCommonProps, 'summary'>,
  count: number,
) {
  const { plotRef, width } = useChartWidth(fixedWidth);
  const hintId = useId();
  const { active, surfaceProps, pointProps } = useActivePoint(count);
  const frameProps: ChartFrameBaseProps = {
    title,
    width: fixedWidth,
    className,
    ref,
    plotRef,
    emptyLabel,
    unit,
    defaultTableVisible,
    tableToggleLabel,
    keyboardHint,
    hintId,
  };
  return {
    width,
    valueFormat,
    active,
    pointProps,
    /** Spread on the plot's `<svg>`, beside its size and `aria-label`. */
    surfaceProps: { role: 'img', 'aria-describedby': hintId, className: s.svg, ...surfaceProps } as const,
    frameProps,
  };
}
