import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiName } from './baseUrls';
import type { ExcelColumn, ExcelExportResult, ExcelProgress } from './excelTypes';
import { useApi } from './hooks';
import type { ListQuery } from '@oa/contract';

export interface UseExcelExportOptions<T> {
  /** The list endpoint, e.g. `/v1/robots`. */
  path: string;
  /** The filters and sort on screen (page and size are the export's own). */
  query?: ListQuery;
  columns: readonly ExcelColumn<T>[];
  /** '로봇 목록' -> '로봇 목록_20261122.xlsx'. */
  fileName: string;
  client?: ApiName;
}

export interface ExcelExportState {
  /** Runs the export; resolves to the result, or `null` when one is already running. Rejects with `ExcelExportError`. */
  start: () => Promise<ExcelExportResult | null>;
  /** Cancels the running export (its `start` rejects with CANCELED). */
  cancel: () => void;
  /** While running: how far (for `ExcelButton`'s percentage); `null` otherwise. */
  progress: ExcelProgress | null;
  busy: boolean;
}

/** The EXCEL button's behaviour for a list screen; leaving the screen cancels a running export. */
export function useExcelExport<T>(options: UseExcelExportOptions<T>): ExcelExportState {
  const { clients } = useApi();
  const [progress, setProgress] = useState<ExcelProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );

  const start = useCallback(async (): Promise<ExcelExportResult | null> => {
    if (running.current !== null) return null;
    const controller = new AbortController();
    running.current = controller;
    const { path, query = {}, columns, fileName, client = 'OA' } = latest.current;
    setProgress({ phase: 'fetch', loaded: 0, total: 0, percent: 0 });
    try {
      // The export's code comes with the first export, not with the list screen.
      const { exportExcel, listPageFetcher } = await import('./excel');
      return await exportExcel({
        fileName,
        columns,
        fetchPage: listPageFetcher<T>(clients[client], path, query),
        signal: controller.signal,
        onProgress: setProgress,
      });
    } finally {
      running.current = null;
      setProgress(null);
    }
  }, [clients]);

  const cancel = useCallback(() => {
    running.current?.abort();
  }, []);

  return { start, cancel, progress, busy: progress !== null };
}
