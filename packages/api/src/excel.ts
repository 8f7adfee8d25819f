/**
 * The EXCEL export itself: pages fetched a few at a time, rows mapped and streamed to the worker, the file saved.
 * useExcelExport loads this module when an export starts; its shapes and error live in excelTypes.ts.
 */
import type { HttpClient } from './http';
import type { ExcelCell, ExcelWorkerRequest } from './excelWorkbook';
import {
  EXCEL_MIME,
  ExcelExportError,
  type ExcelExportResult,
  type ExcelProgress,
  type ExcelValue,
  type ExcelWorker,
  type ExportExcelOptions,
  type FetchPage,
} from './excelTypes';
import { buildListParams, PAGE_SIZE_OPTIONS, type ListEnvelope, type ListQuery, type ListResponse } from '@oa/contract';
import { saveFile } from './saveFile';

export { saveFile } from './saveFile';
export * from './excelTypes';

const seoulDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function seoulParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(seoulDateTime.formatToParts(date).map((part) => [part.type, part.value]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** A value as its cell: a Date as 'YYYY-MM-DD HH:mm:ss' in Asia/Seoul, undefined and NaN as empty. */
export function toExcelCell(value: ExcelValue): ExcelCell {
  if (value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const p = seoulParts(value);
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

/** '로봇 목록' -> '로봇 목록_20261122.xlsx' (the Seoul date); characters no file system accepts become '_'. */
export function excelFileName(base: string, now: Date = new Date()): string {
  const p = seoulParts(now);
  const safe = base.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'export';
  return `${safe}_${p.year}${p.month}${p.day}.xlsx`;
}

/** A column's width in characters: Hangul and other wide letters count double. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 2 : 1;
  return width;
}

/** The bundled worker, as Vite builds it (its own chunk, loading xlsx). */
export function createExcelWorker(): ExcelWorker {
  return new Worker(new URL('./excel.worker.ts', import.meta.url), { type: 'module', name: 'excel-export' });
}

/** A `FetchPage` for a list endpoint: the current filters and sort, any page and size. */
export function listPageFetcher<T>(client: HttpClient, path: string, query: ListQuery = {}): FetchPage<T> {
  return async (page, size, signal) => {
    const params = buildListParams({ ...query, page, size });
    const response = await client.get<ListEnvelope<T>>(path, { params, signal });
    return response.data._data;
  };
}

/** Read through a call, so TypeScript does not keep an earlier check's narrowing across awaits. */
const isAborted = (signal: AbortSignal): boolean => signal.aborted;

function abortReason(signal: AbortSignal): ExcelExportError {
  return new ExcelExportError('CANCELED', { cause: signal.reason });
}

/** Fetches every page and writes the workbook; rejects with `ExcelExportError` (CANCELED or FAILED). */
export async function exportExcel<T>(options: ExportExcelOptions<T>): Promise<ExcelExportResult> {
  const {
    columns,
    fetchPage,
    pageSize = Math.max(...PAGE_SIZE_OPTIONS),
    concurrency = 4,
    onProgress,
    createWorker = createExcelWorker,
    save = saveFile,
    now = () => new Date(),
  } = options;
  const fileName = excelFileName(options.fileName, now());
  const controller = new AbortController();
  const outer = options.signal;
  const forwardAbort = () => {
    controller.abort(outer?.reason);
  };
  if (outer?.aborted === true) throw abortReason(outer);
  outer?.addEventListener('abort', forwardAbort, { once: true });
  const signal = controller.signal;

  let worker: ExcelWorker | null = null;
  let workerFailure: unknown;
  try {
    // Started first, so xlsx loads while the first page is fetched.
    worker = createWorker();
    const finished = new Promise<ArrayBuffer>((resolve, reject) => {
      worker?.addEventListener('message', (event) => {
        if (event.data.type === 'done') resolve(event.data.buffer);
        else reject(new Error(event.data.message));
      });
      worker?.addEventListener('error', (event) => {
        reject(new Error(event.message || 'the export worker failed'));
      });
      signal.addEventListener('abort', () => {
        reject(abortReason(signal));
      });
    });
    // A worker failure while pages are still being fetched ends the fetching too.
    finished.catch((error: unknown) => {
      workerFailure = error;
      controller.abort();
    });
    const send = (message: ExcelWorkerRequest) => worker?.postMessage(message);
    send({
      type: 'start',
      sheetName: options.sheetName ?? options.fileName,
      headers: columns.map((column) => column.header),
      widths: columns.map((column) => column.width ?? Math.max(10, textWidth(column.header) + 2)),
    });

    let loaded = 0;
    let total = 0;
    const report = (phase: ExcelProgress['phase'], percent: number) =>
      onProgress?.({ phase, loaded, total, percent: Math.round(percent * 10) / 10 });
    const deliver = (page: ListResponse<T>) => {
      send({ type: 'rows', rows: page.items.map((row) => columns.map((column) => toExcelCell(column.value(row)))) });
      loaded += page.items.length;
      report('fetch', total === 0 ? 95 : (Math.min(loaded, total) / total) * 95);
    };

    const first = await fetchPage(1, pageSize, signal);
    total = first.total;
    deliver(first);
    const pages = first.items.length < pageSize ? 1 : Math.ceil(total / pageSize);

    // Pages 2..n, `concurrency` at a time, handed to the worker in order.
    const arrived = new Map<number, ListResponse<T>>();
    let nextToDeliver = 2;
    let nextToFetch = 2;
    let ended = pages < 2;
    const fetchLoop = async (): Promise<void> => {
      while (!ended && !isAborted(signal) && nextToFetch <= pages) {
        const page = nextToFetch;
        nextToFetch += 1;
        const result = await fetchPage(page, pageSize, signal);
        if (signal.aborted) throw abortReason(signal);
        arrived.set(page, result);
        for (let ready = arrived.get(nextToDeliver); ready !== undefined; ready = arrived.get(nextToDeliver)) {
          arrived.delete(nextToDeliver);
          deliver(ready);
          // The list shrank while exporting: nothing lies beyond a short page.
          if (ready.items.length < pageSize) ended = true;
          nextToDeliver += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(0, pages - 1)) }, fetchLoop));
    if (signal.aborted) throw abortReason(signal);

    report('write', 95);
    send({ type: 'finish' });
    const buffer = await finished;
    const file = new Blob([buffer], { type: EXCEL_MIME });
    save(file, fileName);
    report('write', 100);
    return { fileName, rows: loaded, bytes: file.size };
  } catch (error) {
    if (outer !== undefined && isAborted(outer)) throw abortReason(outer);
    if (workerFailure !== undefined && !(workerFailure instanceof ExcelExportError)) {
      throw new ExcelExportError('FAILED', { cause: workerFailure });
    }
    if (error instanceof ExcelExportError) throw error;
    throw new ExcelExportError('FAILED', { cause: error });
  } finally {
    // Stops the other page requests when one failed (a no-op after success).
    controller.abort();
    outer?.removeEventListener('abort', forwardAbort);
    worker?.terminate();
  }
}
