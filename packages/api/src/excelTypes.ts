/**
 * The EXCEL export's shapes, messages and error: what a list screen needs before an export starts. The export
 * itself (excel.ts) is loaded when one starts, so a list's first load does not carry it.
 *
 * The EXCEL export of every list (domain.md "Lists"): fetches every page matching the current filters (a few at a
 * time, with progress and cancel), streams the rows to a Web Worker as pages arrive, and the worker writes the
 * .xlsx with xlsx. xlsx is loaded by the worker, so it costs nothing until an export starts, and the page never
 * freezes: the main thread only maps one page of rows at a time.
 */
import type { ExcelCell, ExcelWorkerRequest, ExcelWorkerResponse } from './excelWorkbook';
import type { ListResponse } from '@oa/contract';

export type { ExcelCell } from './excelWorkbook';

export const EXCEL_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const EXCEL_MESSAGES = {
  canceled: '엑셀 다운로드를 취소했습니다.',
  failed: '엑셀 파일을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export type ExcelExportErrorCode = 'CANCELED' | 'FAILED';

/** `code` for programs; `message` (Korean) for the toast; `cause` the underlying error. */
export class ExcelExportError extends Error {
  readonly code: ExcelExportErrorCode;

  constructor(code: ExcelExportErrorCode, options?: ErrorOptions) {
    super(code === 'CANCELED' ? EXCEL_MESSAGES.canceled : EXCEL_MESSAGES.failed, options);
    this.name = 'ExcelExportError';
    this.code = code;
  }
}

/** A value a column may give: dates become Seoul-time text, `undefined` an empty cell. */
export type ExcelValue = ExcelCell | Date | undefined;

export interface ExcelColumn<T> {
  /** The header cell (Korean, as on screen). */
  header: string;
  value: (row: T) => ExcelValue;
  /** Column width in characters; from the header by default. */
  width?: number;
}

export interface ExcelProgress {
  phase: 'fetch' | 'write';
  /** Rows fetched so far. */
  loaded: number;
  /** Rows matching the filters (the first page's `total`). */
  total: number;
  /** 0-100 for a progress bar: fetching is 0-95, writing the file 95-100. */
  percent: number;
}

/** One page of the list, with the export's abort signal. */
export type FetchPage<T> = (page: number, size: number, signal: AbortSignal) => Promise<ListResponse<T>>;

/** The part of a `Worker` the export uses (tests pass an in-process one). */
export interface ExcelWorker {
  postMessage(message: ExcelWorkerRequest, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ExcelWorkerResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

export interface ExportExcelOptions<T> {
  /** The file's name before the date, e.g. '로봇 목록' -> '로봇 목록_20261122.xlsx'. */
  fileName: string;
  /** The sheet's name; the file name by default. */
  sheetName?: string;
  columns: readonly ExcelColumn<T>[];
  fetchPage: FetchPage<T>;
  /** Rows per request: the largest list page size (100) by default. */
  pageSize?: number;
  /** Pages requested at once; 4 by default. */
  concurrency?: number;
  onProgress?: (progress: ExcelProgress) => void;
  signal?: AbortSignal;
  /** Starts the worker; the bundled `excel.worker.ts` by default. */
  createWorker?: () => ExcelWorker;
  /** Hands the file to the user; a download link by default. */
  save?: (file: Blob, fileName: string) => void;
  /** The clock for the file's date. */
  now?: () => Date;
}

export interface ExcelExportResult {
  fileName: string;
  rows: number;
  bytes: number;
}
