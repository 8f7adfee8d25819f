/// <reference lib="webworker" />
/** The EXCEL export worker: xlsx runs here, so writing 100,000 rows never blocks the page. */
import { createWorkbookHandler, type ExcelWorkerRequest } from './excelWorkbook';

declare const self: DedicatedWorkerGlobalScope;

const handle = createWorkbookHandler((response, transfer = []) => {
  self.postMessage(response, transfer);
});

self.addEventListener('message', (event: MessageEvent<ExcelWorkerRequest>) => {
  handle(event.data);
});
