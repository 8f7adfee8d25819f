/**
 * Pieces every chart is built from: the frame (header with legend, unit and table toggle; plot; table
 * alternative; live region), the tooltip, the legend, the table, the empty state, and `useChart`, the hook
 * every chart starts from (common props resolved, responsive width, the active data point under the pointer or
 * keyboard).
 */
import { useParentSize } from '@visx/responsive';
import { Tooltip } from '@visx/tooltip';
import { clsx } from 'clsx';
import { ChartNoAxesColumn, Table2 } from 'lucide-react';
import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Button } from '../Button';
import { formatNumber } from '../format';
import { visuallyHidden } from '../internal/a11y.css';
import * as s from './Chart.css';
import { nextIndex } from './chartUtils';

/** A data series: its key in each datum's `values`, its label (legend, tooltip, table) and optional colour. */
export interface ChartSeries {
  /** Key of the series in each datum's `values`. */
  key: string;
  /** Korean label shown in the legend, tooltip and table ('페트'). */
  label: string;
  /** A colour token (e.g. `vars.palette.blue[700]`). Default: the next colour of the series palette. */
  color?: string;
}

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

export const DEFAULT_EMPTY_LABEL = '데이터가 없습니다';
export const DEFAULT_TABLE_TOGGLE_LABEL = '표로 보기';
export const DEFAULT_KEYBOARD_HINT = '화살표 키로 값을 하나씩 볼 수 있습니다.';

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

/** Where the tooltip points, in plot coordinates, and what it says. */
export interface ChartTooltipData {
  title: string;
  rows: TooltipRow[];
  total?: { label: string; value: string };
}

export interface TooltipRow {
  key: string;
  label: string;
  value: string;
  color?: string;
  swatch?: 'square' | 'line';
}

/**
 * The data point the user is on, by pointer or keyboard: one state for both, so the tooltip, the highlight
 * and the live region agree. The chart surface is one tab stop: focus (by keyboard) shows the first point,
 * arrows step, Home/End jump, Escape hides; a pointer entering a point's hit area shows that point.
 */
function useActivePoint(count: number) {
  const [state, setState] = useState<{ index: number; via: 'pointer' | 'keyboard' } | null>(null);
  const active = state !== null && state.index < count ? state.index : null;
  const surfaceProps = {
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setState(null);
        return;
      }
      const next = nextIndex(event.key, active, count);
      if (next === undefined) return;
      event.preventDefault();
      setState({ index: next, via: 'keyboard' });
    },
    onFocus: (event: FocusEvent) => {
      // A click also focuses the chart; only keyboard focus opens the first point.
      if (count > 0 && active === null && event.currentTarget.matches(':focus-visible'))
        setState({ index: 0, via: 'keyboard' });
    },
    onBlur: () => {
      setState(null);
    },
    onMouseLeave: () => {
      setState((current) => (current?.via === 'pointer' ? null : current));
    },
  };
  const pointProps = (index: number) => ({
    onMouseEnter: () => {
      setState({ index, via: 'pointer' });
    },
  });
  return { active, surfaceProps, pointProps };
}

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

/** The live region's sentence for a tooltip: '2026.11 · 로봇 1,234대, 반납기 56대'. */
export function tooltipSentence(data: ChartTooltipData): string {
  const parts = data.rows.map((row) => `${row.label} ${row.value}`);
  if (data.total) parts.push(`${data.total.label} ${data.total.value}`);
  return `${data.title} · ${parts.join(', ')}`;
}

interface ChartTooltipProps {
  data: ChartTooltipData;
  /** Anchor in plot coordinates. */
  left: number;
  top: number;
  /** Plot size, to open the tooltip towards the side with room. */
  plotWidth: number;
  plotHeight: number;
}

/**
 * The tooltip box beside a point (visx Tooltip, our styles). Hidden from assistive technology: the live
 * region says the same.
 */
export function ChartTooltip({ data, left, top, plotWidth, plotHeight }: ChartTooltipProps) {
  const flipX = left > plotWidth / 2;
  const flipY = top > plotHeight * 0.6;
  const flip = flipX ? (flipY ? 'leftUp' : 'left') : flipY ? 'up' : 'none';
  return (
    <Tooltip
      unstyled
      applyPositionStyle
      left={left}
      top={top}
      offsetLeft={0}
      offsetTop={0}
      className={clsx(s.tooltip, s.tooltipFlip[flip])}
      aria-hidden
      data-chart-tooltip=""
    >
      <div className={s.tooltipTitle}>{data.title}</div>
      <dl className={s.tooltipRows}>
        {data.rows.map((row) => (
          <div key={row.key} className={s.tooltipRow}>
            <dt className={s.tooltipLabel}>
              <span className={s.swatch[row.swatch ?? 'square']} style={{ backgroundColor: row.color }} />
              {row.label}
            </dt>
            <dd className={s.tooltipValue}>{row.value}</dd>
          </div>
        ))}
        {data.total && (
          <div className={s.tooltipTotal}>
            <dt>{data.total.label}</dt>
            <dd className={s.tooltipValue}>{data.total.value}</dd>
          </div>
        )}
      </dl>
    </Tooltip>
  );
}

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

export interface TableColumn {
  key: string;
  header: string;
  numeric?: boolean;
}

export interface ChartTableProps {
  caption: string;
  /** The first column heads the rows. */
  columns: TableColumn[];
  rows: { key: string; cells: string[] }[];
  footer?: string[];
  visible: boolean;
  id?: string;
}

/** The table alternative: the chart's numbers as a table, visually hidden until toggled. */
export function ChartTable({ caption, columns, rows, footer, visible, id }: ChartTableProps) {
  return (
    <table id={id} className={visible ? s.table : visuallyHidden}>
      <caption className={s.tableCaption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cellClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <ChartTableRow key={row.key} columns={columns} cells={row.cells} />
        ))}
      </tbody>
      {footer && (
        <tfoot>
          <ChartTableRow columns={columns} cells={footer} />
        </tfoot>
      )}
    </table>
  );
}

const cellClass = (column: TableColumn | undefined) => s.tableCell[column?.numeric ? 'number' : 'text'];

/** A body or footer row: its first cell heads the row. */
function ChartTableRow({ columns, cells }: { columns: TableColumn[]; cells: string[] }) {
  return (
    <tr>
      {cells.map((cell, i) =>
        i === 0 ? (
          <th key={columns[i]?.key ?? i} scope="row" className={cellClass(columns[i])}>
            {cell}
          </th>
        ) : (
          <td key={columns[i]?.key ?? i} className={cellClass(columns[i])}>
            {cell}
          </td>
        ),
      )}
    </tr>
  );
}

/** What a chart shows without data: the chart's box with '데이터가 없습니다'. */
export function ChartEmpty({ height, label }: { height: number; label: string }) {
  return (
    <div className={s.empty} style={{ height }}>
      <ChartNoAxesColumn size={32} aria-hidden />
      <p className={s.emptyText}>{label}</p>
    </div>
  );
}

/** The frame's props that come from the chart's common props (`useChart`). */
interface ChartFrameBaseProps {
  title: string;
  width: number | undefined;
  className: string | undefined;
  ref: Ref<HTMLDivElement> | undefined;
  plotRef: Ref<HTMLDivElement> | undefined;
  emptyLabel: string;
  unit: string | undefined;
  defaultTableVisible: boolean;
  tableToggleLabel: string;
  keyboardHint: string;
  /** Id of the keyboard hint, which describes the plot's SVG. */
  hintId: string;
}

interface ChartFrameProps extends ChartFrameBaseProps {
  /** Nothing to draw: the empty state replaces plot, legend and table. */
  empty: boolean;
  /** Height of the empty state (the chart's own height, so the page does not jump). */
  emptyHeight: number;
  legend?: ReactNode;
  table: Omit<ChartTableProps, 'visible' | 'caption'>;
  /** The active point's tooltip, said by the live region. */
  tooltip: ChartTooltipData | null;
  children: ReactNode;
}

/** The frame every chart shares (see the file comment). The group is named by the chart's title. */
export function ChartFrame({
  title,
  width,
  className,
  ref,
  plotRef,
  empty,
  emptyLabel,
  emptyHeight,
  legend,
  unit,
  table,
  defaultTableVisible,
  tableToggleLabel,
  keyboardHint,
  hintId,
  tooltip,
  children,
}: ChartFrameProps) {
  const [tableVisible, setTableVisible] = useState(defaultTableVisible);
  const tableId = useId();
  return (
    <div ref={ref} role="group" aria-label={title} className={clsx(s.root, className)} style={{ width }}>
      {!empty && (
        <div className={s.header}>
          {legend}
          <div className={s.headerEnd}>
            {unit && <span className={s.unit}>단위: {unit}</span>}
            <Button
              variant="secondary"
              width="auto"
              height={28}
              icon={<Table2 size={14} />}
              className={s.tableToggle}
              aria-pressed={tableVisible}
              aria-controls={tableId}
              onClick={() => {
                setTableVisible((visible) => !visible);
              }}
            >
              {tableToggleLabel}
            </Button>
          </div>
        </div>
      )}
      <div ref={plotRef} className={s.plot}>
        {empty ? (
          <ChartEmpty height={emptyHeight} label={emptyLabel} />
        ) : (
          <>
            {children}
            <span id={hintId} className={visuallyHidden}>
              {keyboardHint}
            </span>
          </>
        )}
      </div>
      {!empty && <ChartTable {...table} id={tableId} caption={title} visible={tableVisible} />}
      <div role="status" className={visuallyHidden}>
        {tooltip ? tooltipSentence(tooltip) : ''}
      </div>
    </div>
  );
}

/** The default value format: ko-KR grouping plus the unit. */
export const withUnit = (format: (value: number) => string, unit: string | undefined) => (value: number) =>
  `${format(value)}${unit ?? ''}`;
