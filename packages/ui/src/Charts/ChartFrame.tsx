/**
 * The frame every chart shares: a header with the legend, the unit and the table toggle; the plot (or the empty
 * state); the table alternative; a live region saying the active point.
 */
import { clsx } from 'clsx';
import { ChartNoAxesColumn, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { Button } from '../Button';
import { visuallyHidden } from '../internal/a11y.css';
import * as s from './Chart.css';
import { ChartTable, type ChartTableProps } from './ChartTable';
import { tooltipSentence, type ChartTooltipData } from './ChartTooltip';

/** What a chart shows without data: the chart's box with '데이터가 없습니다'. */
function ChartEmpty({ height, label }: { height: number; label: string }) {
  return (
    <div className={s.empty} style={{ height }}>
      <ChartNoAxesColumn size={32} aria-hidden />
      <p className={s.emptyText}>{label}</p>
    </div>
  );
}

/** The frame's props that come from the chart's common props (`useChart`). */
export interface ChartFrameBaseProps {
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
  /**
   * The plot's height when the chart knows it before measuring its width: the plot holds it from the first render
   * (the SVG is drawn once the width is measured), so what is below the chart does not move.
   */
  plotHeight?: number | undefined;
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
  plotHeight,
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
      <div ref={plotRef} className={s.plot} style={empty ? undefined : { minHeight: plotHeight }}>
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
