/**
 * The browser half of `npm run bench`: exports N generated rows through `exportExcel`, with the real worker or (for
 * comparison) with the workbook written on the page's own thread, and reports the time and how long the page was
 * blocked (Long Tasks API, plus the largest gap between 4 ms timer ticks, which also catches blocks under 50 ms).
 */
import { exportExcel, type ExcelColumn, type ExcelWorker, type FetchPage } from '../src/excel';
import { createWorkbookHandler, type ExcelWorkerResponse } from '../src/excelWorkbook';

interface Robot {
  machineId: string;
  name: string;
  client: string;
  district: string;
  generation: string;
  state: string;
  fill: number;
  deposit: number;
  installedAt: Date;
  heartbeatAt: Date;
}

const DISTRICTS = ['강남구', '마포구', '종로구', '송파구', '서초구', '용산구', '성동구', '관악구'];
const STATES = ['운영', '점검', '대기', '중지'];

function robot(index: number): Robot {
  return {
    machineId: `R-${String(index + 1).padStart(6, '0')}`,
    name: `${DISTRICTS[index % DISTRICTS.length] ?? ''} 수거함 ${String(index + 1)}호기`,
    client: `고객사 ${String((index % 40) + 1)}`,
    district: DISTRICTS[index % DISTRICTS.length] ?? '',
    generation: index % 3 === 0 ? 'RC_4_0' : 'RC_3',
    state: STATES[index % STATES.length] ?? '',
    fill: index % 101,
    deposit: 1000 * (index % 7),
    installedAt: new Date(Date.UTC(2025, index % 12, (index % 28) + 1, 3)),
    heartbeatAt: new Date(Date.UTC(2026, 10, 22, index % 24, index % 60)),
  };
}

const columns: ExcelColumn<Robot>[] = [
  { header: '기기 ID', value: (r) => r.machineId },
  { header: '이름', value: (r) => r.name },
  { header: '고객사', value: (r) => r.client },
  { header: '자치구', value: (r) => r.district },
  { header: '세대', value: (r) => r.generation },
  { header: '운영 상태', value: (r) => r.state },
  { header: '적재율(%)', value: (r) => r.fill },
  { header: '보증금(원)', value: (r) => r.deposit },
  { header: '설치일', value: (r) => r.installedAt },
  { header: '마지막 신호', value: (r) => r.heartbeatAt },
];

/** The workbook written on the page's own thread: what the export would cost without the worker. */
function mainThreadWorker(): ExcelWorker {
  const listeners: ((event: MessageEvent<ExcelWorkerResponse>) => void)[] = [];
  const handle = createWorkbookHandler((response) => {
    setTimeout(() => {
      for (const listener of listeners) listener({ data: response } as MessageEvent<ExcelWorkerResponse>);
    });
  });
  return {
    postMessage: (message) => {
      handle(message);
    },
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') listeners.push(listener as (event: MessageEvent<ExcelWorkerResponse>) => void);
    },
    terminate: () => undefined,
  };
}

export interface ExportRun {
  mode: 'worker' | 'main-thread';
  rows: number;
  ms: number;
  bytes: number;
  longestLongTaskMs: number;
  longTasks: number;
  longestTimerGapMs: number;
}

async function runExport(mode: ExportRun['mode'], rows: number): Promise<ExportRun> {
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let last = performance.now();
  let longestGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 4);
  // Pages come from memory, a macrotask apart, like responses would.
  const fetchPage: FetchPage<Robot> = (page, size) =>
    new Promise((resolve) => {
      setTimeout(() => {
        const from = (page - 1) * size;
        const items = Array.from({ length: Math.max(0, Math.min(size, rows - from)) }, (_, i) => robot(from + i));
        resolve({ items, page, size, total: rows });
      });
    });
  let bytes = 0;
  const start = performance.now();
  await exportExcel({
    fileName: '로봇 목록',
    columns,
    fetchPage,
    save: (file) => {
      bytes = file.size;
    },
    ...(mode === 'main-thread' ? { createWorker: mainThreadWorker } : {}),
  });
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 200));
  clearInterval(ticker);
  observer.disconnect();
  return {
    mode,
    rows,
    ms: Math.round(ms),
    bytes,
    longestLongTaskMs: Math.round(Math.max(0, ...longTasks)),
    longTasks: longTasks.length,
    longestTimerGapMs: Math.round(longestGap),
  };
}

(window as unknown as { runExport: typeof runExport }).runExport = runExport;
document.title = 'ready';
