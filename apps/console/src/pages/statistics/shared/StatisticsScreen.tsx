/**
 * The frame of every statistics page: its filters (in the URL), then the period's key numbers, the chart (with
 * PNG and SVG downloads) and the same numbers as a table beneath (paged in the URL, EXCEL of every row). While the
 * answer loads the numbers and the chart hold their places; when it cannot be read, one Korean message with 다시
 * 시도 (the server's message first, e.g. a period it refuses). A page gives its answer's hook and how to read it.
 */
import { saveFile, serverError, type ExcelColumn } from '@oa/api';
import type { StatisticsQuery } from '@oa/contract/statistics';
import { Card, StatCard } from '@oa/ui/Card';
import { ChartDownload, type ChartImageLegendItem } from '@oa/ui/ChartKit';
import type { DataTableColumn } from '@oa/ui/DataTable';
import { ErrorState } from '@oa/ui/ErrorState';
import { Skeleton } from '@oa/ui/Skeleton';
import { Stack } from '@oa/ui/Stack';
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListTable } from '../../../app/lists/ListTable';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { notify } from '../../../app/shell/notify';
import * as s from './StatisticsScreen.css';
import { RowsExcelButton } from './RowsExcelButton';
import { StatisticsFilters } from './StatisticsFilters';
import { readStatisticsQuery, statisticsClock, statisticsSearch, type StatisticsPageFilters } from './statisticsQuery';

/**
 * The legend row above a chart of @oa/ui/ChartKit and its gap (measured: every chart and the map draw their plot's
 * height plus this): the loading placeholder holds the whole, so nothing below it moves when the chart arrives.
 */
export const CHART_LEGEND_SPACE = 46;

/** A key number of the period. */
export interface SummaryFigure {
  label: string;
  value: number | null;
  unit: string;
}

/** A column of the table: how it shows on screen and in the EXCEL file. */
export interface StatisticsColumn<Row> extends DataTableColumn<Row> {
  excel: ExcelColumn<Row>['value'];
}

/** What a page's answer hook returns (useResource). */
export interface StatisticsAnswer<Answer> {
  value: Answer | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface StatisticsScreenProps<Answer, Row> {
  page: StatisticsPageFilters;
  /** Reads the answer for a query (the page's typed hook). */
  useAnswer: (query: StatisticsQuery) => StatisticsAnswer<Answer>;
  /** The period's key numbers, from the answer (undefined while it loads: placeholders). */
  summary: (answer: Answer | undefined) => readonly SummaryFigure[];
  /**
   * The charts the page draws (@oa/ui/ChartKit's lazy charts; a module constant): their code is fetched when the
   * page mounts, beside the answer, and each is drawn as soon as both are in. The figures and the table do not wait
   * for it.
   */
  charts: readonly { preload: () => void }[];
  chart: {
    /** The chart's title: its card's heading, its name for assistive technology, its files' names. */
    title: string;
    draw: (answer: Answer, query: StatisticsQuery) => ReactNode;
    /** The legend written under the plot in the downloaded files. */
    legend?: readonly ChartImageLegendItem[];
    /** The plot's height (default 300): with CHART_LEGEND_SPACE, what the placeholder holds while the answer loads. */
    height?: number;
  };
  table: {
    label: string;
    columns: readonly StatisticsColumn<Row>[];
    rows: (answer: Answer) => readonly Row[];
    rowId: (row: Row) => string;
    /** The EXCEL file's name before its date. */
    fileName: string;
    empty: string;
  };
  /** When the answer cannot be read and the server says nothing. */
  loadError: string;
  /** What the page shows between the chart and the table (a second view: the share's ring, the clients' bars). */
  children?: (answer: Answer) => ReactNode;
}

export function StatisticsScreen<Answer, Row>({
  page,
  useAnswer,
  summary,
  charts,
  chart,
  table,
  loadError,
  children,
}: StatisticsScreenProps<Answer, Row>) {
  useEffect(() => {
    for (const lazyChart of charts) lazyChart.preload();
  }, [charts]);
  const [params, setParams] = useSearchParams();
  const today = statisticsClock.today();
  const query = readStatisticsQuery(params, page, today);
  const answer = useAnswer(query);
  const tableState = useListUrlState();
  const chartRef = useRef<HTMLDivElement>(null);
  // The answer's figures, chart and table are drawn in a render React may interrupt (a map, a few hundred bars and
  // a table at once would otherwise block the page's main thread in one long task); all of them together.
  const value = useDeferredValue(answer.value);
  const rows = value === undefined ? [] : table.rows(value);
  const { page: pageNumber, size } = tableState.query;
  const apply = (next: StatisticsQuery) => {
    // A new query starts its table at page 1 (the table's size stays).
    const search = new URLSearchParams(statisticsSearch(next, page, today));
    if (params.has('size')) search.set('size', params.get('size') ?? '');
    setParams(search);
  };

  return (
    <Stack gap="16">
      <StatisticsFilters page={page} query={query} today={today} onApply={apply} searching={answer.isLoading} />
      {answer.error === undefined ? null : (
        <ErrorState message={serverError(answer.error)?.message ?? loadError} onRetry={() => void answer.mutate()} />
      )}
      {answer.error !== undefined ? null : (
        <>
          <div className={s.figures} aria-busy={value === undefined}>
            {summary(value).map((figure) => (
              <StatCard
                key={figure.label}
                label={figure.label}
                value={figure.value}
                unit={figure.unit}
                loading={value === undefined}
              />
            ))}
          </div>
          <Card
            title={chart.title}
            headingLevel={2}
            actions={
              <ChartDownload
                target={chartRef}
                title={chart.title}
                legend={chart.legend}
                save={saveFile}
                onError={(message) => {
                  notify('error', message);
                }}
                disabled={value === undefined}
              />
            }
          >
            <div ref={chartRef}>
              {value === undefined ? (
                // The chart's whole height (plot and legend), so nothing below it moves when it arrives.
                <Skeleton variant="block" height={(chart.height ?? 300) + CHART_LEGEND_SPACE} />
              ) : (
                chart.draw(value, query)
              )}
            </div>
          </Card>
          <div className={s.below}>
            <ListTable
              label={table.label}
              columns={table.columns}
              getRowId={table.rowId}
              sortOptions={[]}
              table={tableState}
              list={{
                items: rows.slice((pageNumber - 1) * size, pageNumber * size),
                total: rows.length,
                isLoading: value === undefined,
                reload: () => Promise.resolve(answer.mutate()),
              }}
              text={{ loadError, empty: table.empty }}
              actions={
                <RowsExcelButton
                  rows={rows}
                  fileName={table.fileName}
                  columns={table.columns.map((column) => ({ header: column.header, value: column.excel }))}
                />
              }
            />
          </div>
          {value === undefined || children === undefined ? null : <div className={s.below}>{children(value)}</div>}
        </>
      )}
    </Stack>
  );
}
