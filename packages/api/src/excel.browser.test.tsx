import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { read, utils } from 'xlsx';
import { createMemoryStorage, createSession } from '@oa/auth';
import { createApi } from './api';
import { exportExcel, type ExcelColumn, type FetchPage } from './excel';
import { ApiProvider } from './hooks';
import type { ListResponse } from '@oa/contract';
import { useExcelExport } from './useExcelExport';

interface Row {
  id: number;
  name: string;
  at: string;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `수거함 ${String(index + 1)}`,
    at: '2026-11-21T23:00:00Z',
  }));

const columns: ExcelColumn<Row>[] = [
  { header: '번호', value: (row) => row.id },
  { header: '이름', value: (row) => row.name },
  { header: '시각', value: (row) => new Date(row.at) },
];

async function sheetOf(file: Blob): Promise<unknown[][]> {
  const book = read(new Uint8Array(await file.arrayBuffer()), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (sheet === undefined) throw new Error('no sheet');
  return utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the export worker in Chromium', () => {
  it('writes 20,000 rows in the real Web Worker', async () => {
    const all = rows(20_000);
    const fetchPage: FetchPage<Row> = (page, size) =>
      Promise.resolve({ items: all.slice((page - 1) * size, page * size), page, size, total: all.length });
    let saved: { file: Blob; name: string } | undefined;
    const result = await exportExcel({
      fileName: '수거함 목록',
      columns,
      fetchPage,
      save: (file, name) => (saved = { file, name }),
    });
    expect(result.rows).toBe(20_000);
    expect(saved?.name).toMatch(/^수거함 목록_\d{8}\.xlsx$/);
    expect(saved?.file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await sheetOf(saved?.file ?? new Blob());
    expect(sheet).toHaveLength(20_001);
    expect(sheet[1]).toEqual([1, '수거함 1', '2026-11-22 08:00:00']);
    expect(sheet[20_000]?.[0]).toBe(20_000);
  });

  it('useExcelExport: a button exports every matching row as a download, and shows progress while it runs', async () => {
    const all = rows(450);
    const requested: string[] = [];
    // The clients' requests answered in the page (no server in this test): the list contract, 450 rows.
    const answer: typeof fetch = (input) => {
      const params = new URL(input instanceof Request ? input.url : input, location.href).searchParams;
      requested.push(params.toString());
      const page = Number(params.get('page'));
      const size = Number(params.get('size'));
      const body: { _data: ListResponse<Row> } = {
        _data: { items: all.slice((page - 1) * size, page * size), page, size, total: all.length },
      };
      return new Promise((resolve) => {
        setTimeout(() => {
          resolve(Response.json(body));
        }, 20);
      });
    };
    const session = createSession({ storage: createMemoryStorage() });
    session.setAccessToken('token');
    const api = createApi({
      session,
      baseUrls: { OA: '/oa', OA_BLOB: '/oa', APPS: '/apps', CUID: '/cuid', SEOUL_CUP: '/seoul-cup' },
      fetch: answer,
    });
    const downloads: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });
    const percents: number[] = [];
    function Export() {
      const { start, progress } = useExcelExport<Row>({
        path: '/v1/bins',
        query: { filters: [{ field: 'district', op: 'eq', value: '마포구' }] },
        columns,
        fileName: '수거함 목록',
      });
      if (progress !== null) percents.push(progress.percent);
      return (
        <button type="button" onClick={() => void start()}>
          {progress === null ? 'EXCEL' : `${String(Math.round(progress.percent))}%`}
        </button>
      );
    }
    render(
      <ApiProvider api={api}>
        <Export />
      </ApiProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'EXCEL' }));
    // The button shows how far the export is while it runs, then the file is offered once.
    expect(await screen.findByRole('button', { name: /^\d+%$/ })).toBeTruthy();
    await waitFor(
      () => {
        expect(downloads).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    await screen.findByRole('button', { name: 'EXCEL' });
    expect(screen.getByRole('button').textContent).toBe('EXCEL');
    expect(percents.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(requested).toHaveLength(5);
    expect(requested.every((query) => query.includes('filter=district%3Aeq%3A%EB%A7%88%ED%8F%AC%EA%B5%AC'))).toBe(true);
    const file = await (await fetch(downloads[0]?.href ?? '')).blob();
    expect(await sheetOf(file)).toHaveLength(451);
    api.dispose();
  });
});
