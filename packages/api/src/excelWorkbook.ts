/**
 * The workbook side of the EXCEL export, run inside the export worker (`excel.worker.ts`): rows arrive in chunks
 * while pages are still being fetched, and the file is written once at the end. Importing this module loads xlsx,
 * so only the worker imports it.
 */
import { utils, write, type WorkSheet } from 'xlsx';

/** A cell as the console shows it: dates are already Seoul-time text, money integer KRW. */
export type ExcelCell = string | number | boolean | null;

/** What the page sends the worker. */
export type ExcelWorkerRequest =
  | { type: 'start'; sheetName: string; headers: readonly string[]; widths: readonly number[] }
  | { type: 'rows'; rows: ExcelCell[][] }
  | { type: 'finish' };

/** What the worker answers; the file's bytes are transferred, not copied. */
export type ExcelWorkerResponse = { type: 'done'; buffer: ArrayBuffer } | { type: 'error'; message: string };

/** Excel's own limits: 31 characters, none of `\ / ? * [ ] :`. */
export function safeSheetName(name: string): string {
  const cleaned = name.replace(/[\\/?*[\]:]/g, ' ').trim();
  return (cleaned === '' ? 'Sheet1' : cleaned).slice(0, 31);
}

export interface WorkbookBuilder {
  addRows(rows: readonly (readonly ExcelCell[])[]): void;
  /** The .xlsx file. */
  finish(): ArrayBuffer;
}

/**
 * A sheet with a header row, then the rows in order. Strings are written as text cells, never as formulas, so a
 * value such as `=HYPERLINK(...)` typed by a user is shown, not run (CSV/formula injection).
 */
export function createWorkbookBuilder(
  sheetName: string,
  headers: readonly string[],
  widths: readonly number[] = [],
): WorkbookBuilder {
  const sheet: WorkSheet = utils.aoa_to_sheet([[...headers]]);
  sheet['!cols'] = headers.map((_, index) => ({ wch: widths[index] ?? 12 }));
  return {
    addRows(rows) {
      if (rows.length > 0) utils.sheet_add_aoa(sheet, rows as ExcelCell[][], { origin: -1 });
    },
    finish() {
      const book = utils.book_new();
      utils.book_append_sheet(book, sheet, safeSheetName(sheetName));
      const bytes = write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
      return bytes;
    },
  };
}

/** The worker's message handling, apart from the worker itself (so Node tests can run it in-process). */
export function createWorkbookHandler(reply: (response: ExcelWorkerResponse, transfer?: Transferable[]) => void) {
  let builder: WorkbookBuilder | null = null;
  return (request: ExcelWorkerRequest): void => {
    try {
      if (request.type === 'start') {
        builder = createWorkbookBuilder(request.sheetName, request.headers, request.widths);
      } else if (builder === null) {
        throw new Error('the export was not started');
      } else if (request.type === 'rows') {
        builder.addRows(request.rows);
      } else {
        const buffer = builder.finish();
        builder = null;
        reply({ type: 'done', buffer }, [buffer]);
      }
    } catch (error) {
      builder = null;
      reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
