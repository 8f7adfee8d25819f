import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { read, utils, type CellObject } from 'xlsx';
import {
  excelFileName,
  exportExcel,
  listPageFetcher,
  toExcelCell,
  type ExcelColumn,
  type ExcelProgress,
  type ExcelWorker,
  type FetchPage,
} from './excel';
import { createWorkbookBuilder, createWorkbookHandler, safeSheetName, type ExcelWorkerResponse } from './excelWorkbook';
import type { ListResponse } from '@oa/contract';
import { startClientsAgainstServer, type TestServer } from './testServer';
import type { ApiClientsHandle } from './clients';

interface Robot {
  machineId: string;
  name: string;
  fill: number;
  installedAt: string;
}

const columns: ExcelColumn<Robot>[] = [
  { header: '기기 ID', value: (robot) => robot.machineId },
  { header: '이름', value: (robot) => robot.name },
  { header: '적재율(%)', value: (robot) => robot.fill },
  { header: '설치일', value: (robot) => new Date(robot.installedAt) },
];

const robots = (count: number): Robot[] =>
  Array.from({ length: count }, (_, index) => ({
    machineId: `R-${String(index + 1).padStart(5, '0')}`,
    name: `강남구 ${String(index + 1)}호기`,
    fill: index % 101,
    installedAt: '2026-03-01T15:00:00Z',
  }));

/** Runs the worker's handler in this process, answering asynchronously as a real worker would. */
function inProcessWorker() {
  const state = { terminated: false, messages: 0 };
  const onMessage: ((event: MessageEvent<ExcelWorkerResponse>) => void)[] = [];
  const handle = createWorkbookHandler((response) => {
    setTimeout(() => {
      for (const listener of onMessage) listener({ data: response } as MessageEvent<ExcelWorkerResponse>);
    });
  });
  const worker: ExcelWorker = {
    postMessage(message) {
      state.messages += 1;
      const copy = structuredClone(message);
      setTimeout(() => {
        if (!state.terminated) handle(copy);
      });
    },
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') onMessage.push(listener as (event: MessageEvent<ExcelWorkerResponse>) => void);
    },
    terminate() {
      state.terminated = true;
    },
  };
  return { worker, state };
}

function sheetRows(file: Blob | ArrayBuffer): Promise<unknown[][]> {
  const bytes = file instanceof Blob ? file.arrayBuffer() : Promise.resolve(file);
  return bytes.then((buffer) => {
    const book = read(new Uint8Array(buffer), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (sheet === undefined) throw new Error('no sheet');
    return utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
  });
}

describe('file names and cells', () => {
  it('names the file in Korean with the Seoul date, and replaces characters no file system accepts', () => {
    // 15:30 UTC on the 21st is already the 22nd in Seoul.
    const now = new Date('2026-11-21T15:30:00Z');
    expect(excelFileName('로봇 목록', now)).toBe('로봇 목록_20261122.xlsx');
    expect(excelFileName('반납/회수: "상세"', now)).toBe('반납_회수_ _상세__20261122.xlsx');
    expect(excelFileName('  ', now)).toBe('export_20261122.xlsx');
  });

  it('writes dates as Seoul time, and undefined or NaN as empty cells', () => {
    expect(toExcelCell(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02 00:00:00');
    expect(toExcelCell(undefined)).toBeNull();
    expect(toExcelCell(Number.NaN)).toBeNull();
    expect(toExcelCell(3000)).toBe(3000);
  });

  it('writes text that looks like a formula as text, never as a formula', async () => {
    const builder = createWorkbookBuilder('목록', ['메모']);
    builder.addRows([['=HYPERLINK("http://evil.example","클릭")'], ['+1+1']]);
    const book = read(new Uint8Array(builder.finish()), { type: 'array', cellFormula: true });
    const sheet = book.Sheets['목록'];
    expect(sheet?.A2).toMatchObject({ t: 's', v: '=HYPERLINK("http://evil.example","클릭")' });
    expect((sheet?.A2 as CellObject | undefined)?.f).toBeUndefined();
    expect(await sheetRows(builder.finish())).toEqual([
      ['메모'],
      ['=HYPERLINK("http://evil.example","클릭")'],
      ['+1+1'],
    ]);
  });

  it('keeps sheet names within Excel limits', () => {
    expect(safeSheetName('수거/세척 [현황]: 2026년 11월 22일 기준 전체 목록입니다')).toBe(
      '수거 세척  현황   2026년 11월 22일 기준 전체',
    );
    expect(safeSheetName('***')).toBe('Sheet1');
  });
});

describe('exportExcel against a list endpoint', () => {
  let server: TestServer;
  let handle: ApiClientsHandle;
  const all = robots(250);

  beforeEach(async () => {
    ({ server, handle } = await startClientsAgainstServer());
    server.handle((request) => {
      const params = new URL(request.path, server.origin).searchParams;
      const page = Number(params.get('page'));
      const size = Number(params.get('size'));
      const items = all.slice((page - 1) * size, page * size);
      return { status: 200, body: { _data: { items, page, size, total: all.length } } };
    });
  });
  afterEach(async () => {
    handle.dispose();
    await server.close();
  });

  it('fetches every page with the current filters, reports progress and saves one workbook with every row', async () => {
    const progress: ExcelProgress[] = [];
    const saved: { file: Blob; name: string }[] = [];
    const { worker, state } = inProcessWorker();
    const result = await exportExcel({
      fileName: '로봇 목록',
      columns,
      fetchPage: listPageFetcher<Robot>(handle.clients.OA, '/v1/robots', {
        filters: [{ field: 'district', op: 'eq', value: '강남구' }],
        sort: { key: 'installedAt', direction: 'ASC' },
      }),
      createWorker: () => worker,
      save: (file, name) => saved.push({ file, name }),
      onProgress: (value) => progress.push(value),
      now: () => new Date('2026-11-22T01:00:00Z'),
    });

    expect(result).toMatchObject({ fileName: '로봇 목록_20261122.xlsx', rows: 250 });
    const requested = server.received.map((request) => new URL(request.path, server.origin).searchParams);
    expect(requested.map((params) => params.get('page')).sort()).toEqual(['1', '2', '3']);
    for (const params of requested) {
      expect(params.get('size')).toBe('100');
      expect(params.get('filter')).toBe('district:eq:강남구');
      expect(params.get('sort')).toBe('installedAt,ASC');
    }
    const percents = progress.map((value) => value.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ phase: 'write', loaded: 250, total: 250, percent: 100 });

    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('로봇 목록_20261122.xlsx');
    const rows = await sheetRows(saved[0]?.file ?? new Blob());
    expect(rows[0]).toEqual(['기기 ID', '이름', '적재율(%)', '설치일']);
    expect(rows).toHaveLength(251);
    expect(rows[1]).toEqual(['R-00001', '강남구 1호기', 0, '2026-03-02 00:00:00']);
    expect(rows.at(-1)?.[0]).toBe('R-00250');
    expect(state.terminated).toBe(true);
  });

  it('cancel: stops fetching, saves nothing, ends the worker, and says so in Korean', async () => {
    const controller = new AbortController();
    const { worker, state } = inProcessWorker();
    const saved: string[] = [];
    const pending = exportExcel({
      fileName: '로봇 목록',
      columns,
      fetchPage: listPageFetcher<Robot>(handle.clients.OA, '/v1/robots'),
      concurrency: 1,
      createWorker: () => worker,
      save: (_file, name) => saved.push(name),
      signal: controller.signal,
      onProgress: () => {
        controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ code: 'CANCELED', message: '엑셀 다운로드를 취소했습니다.' });
    expect(server.received.length).toBeLessThan(3);
    expect(saved).toEqual([]);
    expect(state.terminated).toBe(true);
  });

  it('a failed page fails the export with a Korean message, and nothing is saved', async () => {
    server.handle(() => ({ status: 500 }));
    const { worker, state } = inProcessWorker();
    const saved: string[] = [];
    await expect(
      exportExcel({
        fileName: '로봇 목록',
        columns,
        fetchPage: listPageFetcher<Robot>(handle.clients.OA, '/v1/robots'),
        createWorker: () => worker,
        save: (_file, name) => saved.push(name),
      }),
    ).rejects.toMatchObject({ code: 'FAILED', message: '엑셀 파일을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    expect(saved).toEqual([]);
    expect(state.terminated).toBe(true);
  });
});

describe('exportExcel ordering and failures', () => {
  it('one failed page stops the other requests', async () => {
    const requested: number[] = [];
    const fetchPage: FetchPage<Robot> = async (page, size, signal) => {
      requested.push(page);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (page === 3) throw new Error('500');
      if (signal.aborted) throw new Error('aborted');
      return { items: robots(size), page, size, total: 5000 };
    };
    await expect(
      exportExcel({
        fileName: '목록',
        columns,
        fetchPage,
        createWorker: () => inProcessWorker().worker,
        save: () => undefined,
      }),
    ).rejects.toMatchObject({ code: 'FAILED' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested.length).toBeLessThan(10);
  });

  it('hands pages to the worker in order even when they arrive out of order', async () => {
    const all = robots(1000);
    const fetchPage: FetchPage<Robot> = async (page, size) => {
      await new Promise((resolve) => setTimeout(resolve, ((page * 7) % 5) * 3));
      return {
        items: all.slice((page - 1) * size, page * size),
        page,
        size,
        total: all.length,
      } satisfies ListResponse<Robot>;
    };
    let file: Blob | undefined;
    await exportExcel({
      fileName: '목록',
      columns,
      fetchPage,
      createWorker: () => inProcessWorker().worker,
      save: (saved) => (file = saved),
    });
    const rows = await sheetRows(file ?? new Blob());
    expect(rows.slice(1).map((row) => row[0])).toEqual(all.map((robot) => robot.machineId));
  });

  it('an empty list still gives a file with the header row', async () => {
    let file: Blob | undefined;
    const result = await exportExcel({
      fileName: '목록',
      columns,
      fetchPage: (page, size) => Promise.resolve({ items: [], page, size, total: 0 }),
      createWorker: () => inProcessWorker().worker,
      save: (saved) => (file = saved),
    });
    expect(result.rows).toBe(0);
    expect(await sheetRows(file ?? new Blob())).toEqual([['기기 ID', '이름', '적재율(%)', '설치일']]);
  });

  it('a worker that fails is an export failure, not a hang', async () => {
    const worker: ExcelWorker = {
      postMessage: () => undefined,
      addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
        if (type === 'error')
          setTimeout(() => {
            (listener as (event: ErrorEvent) => void)({ message: 'boom' } as ErrorEvent);
          });
      },
      terminate: () => undefined,
    };
    await expect(
      exportExcel({
        fileName: '목록',
        columns,
        fetchPage: (page, size) =>
          new Promise((resolve) =>
            setTimeout(() => {
              resolve({ items: robots(100), page, size, total: 1000 });
            }, 20),
          ),
        createWorker: () => worker,
        save: () => undefined,
      }),
    ).rejects.toMatchObject({ code: 'FAILED', cause: new Error('boom') });
  });
});
