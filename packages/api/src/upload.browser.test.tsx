import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createMemoryStorage, createSession, type Session } from '@oa/auth';
import { createApi, type Api } from './api';
import { ApiProvider } from './hooks';
import { isHttpError, serverError } from './http';
import { useUpload } from './liveHooks';
import type { UploadLogEntry } from './upload.browser.setup';
import { uploadFile } from './upload';

const origin = inject('uploadServer');
const MB = 1024 * 1024;

let runs = 0;
let apis: Api[] = [];

afterEach(() => {
  cleanup();
  for (const api of apis) api.dispose();
  apis = [];
});

/** A signed-in Api whose five clients point at this test's own run on the upload server. */
function setup(): { api: Api; session: Session; log: () => Promise<UploadLogEntry[]>; logins: () => number } {
  runs += 1;
  const run = `${String(Date.now())}-${String(runs)}`;
  const base = `${origin}/r/${run}`;
  const session = createSession({ storage: createMemoryStorage() });
  session.setAccessToken('access-old');
  session.setRefreshToken('refresh-1');
  let logins = 0;
  const api = createApi({
    session,
    baseUrls: { OA: `${base}/oa`, OA_BLOB: `${base}/oa`, APPS: `${base}/apps`, CUID: `${base}/cuid`, SEOUL_CUP: base },
    goToLogin: () => {
      logins += 1;
    },
  });
  apis.push(api);
  return {
    api,
    session,
    log: async () => (await (await fetch(`${origin}/log/${run}`)).json()) as UploadLogEntry[],
    logins: () => logins,
  };
}

function form(bytes: number): FormData {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(bytes)], 'rc4-program.bin', { type: 'application/octet-stream' }));
  data.append('note', '2.1.0 배포');
  return data;
}

describe('uploadFile in Chromium (XMLHttpRequest against a real server)', () => {
  it('reports progress up to 1, sends the bearer token and a multipart body with its boundary', async () => {
    const { api, log } = setup();
    const seen: { fraction: number; loaded: number; total: number }[] = [];
    const response = await uploadFile<{ _data: { bytes: number } }>(api, '/v1/files', form(4 * MB), {
      onProgress: (fraction, loaded, total) => seen.push({ fraction, loaded, total }),
    });
    expect(response.status).toBe(200);
    const [upload] = await log();
    expect(upload?.authorization).toBe('Bearer access-old');
    expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(response.data._data.bytes).toBe(upload?.bytes);
    expect(upload?.bytes).toBeGreaterThan(4 * MB);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toEqual({ fraction: 1, loaded: upload?.bytes, total: upload?.bytes });
    const fractions = seen.map((entry) => entry.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('410: one refresh, then the upload is sent again from the start, once, with the new token', async () => {
    const { api, session, log } = setup();
    const seen: number[] = [];
    const response = await uploadFile(api, '/v1/files/expiring', form(MB), {
      onProgress: (fraction) => seen.push(fraction),
    });
    expect(response.status).toBe(200);
    const entries = await log();
    expect(entries.map((entry) => [entry.path, entry.authorization])).toEqual([
      ['/oa/v1/files/expiring', 'Bearer access-old'],
      ['/oa/v1/auth/token/access', 'Bearer refresh-1'],
      ['/oa/v1/files/expiring', 'Bearer access-new'],
    ]);
    // The whole file both times.
    expect(entries[2]?.bytes).toBe(entries[0]?.bytes);
    expect(session.getAccessToken()).toBe('access-new');
    // Two passes over the file, each up to 1.
    expect(seen.filter((fraction) => fraction === 1)).toHaveLength(2);
  });

  it('498: logs out once and rejects with the HttpError', async () => {
    const { api, session, logins } = setup();
    const error: unknown = await uploadFile(api, '/v1/files/expired', form(1000)).catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(498);
    expect(logins()).toBe(1);
    expect(session.getAccessToken()).toBeNull();
  });

  it('an error status rejects with HttpError whose server body serverError() reads (Korean message)', async () => {
    const { api } = setup();
    const error: unknown = await uploadFile(api, '/v1/files/forbidden', form(1000)).catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.code).toBe('ERR_BAD_RESPONSE');
    expect(serverError(error)).toEqual({ code: 'FORBIDDEN', message: '업로드 권한이 없습니다.' });
  });

  it('an aborted signal rejects with ERR_CANCELED and the server sees the connection go', async () => {
    const { api, log } = setup();
    const controller = new AbortController();
    const pending = uploadFile(api, '/v1/files/slow', form(1000), { signal: controller.signal });
    await waitFor(async () => {
      expect((await log())[0]?.bytes).toBeGreaterThan(1000);
    });
    controller.abort();
    const error: unknown = await pending.catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.code).toBe('ERR_CANCELED');
    await waitFor(async () => {
      expect((await log())[0]?.aborted).toBe(true);
    });
  });
});

function Uploader() {
  const { upload, progress, status, error, result, cancel, reset } = useUpload<{ bytes: number }>();
  const send = (path: string) => {
    upload(path, form(2 * MB)).catch(() => undefined);
  };
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          send('/v1/files');
        }}
      >
        업로드
      </button>
      <button
        type="button"
        onClick={() => {
          send('/v1/files/slow');
        }}
      >
        느린 업로드
      </button>
      <button
        type="button"
        onClick={() => {
          send('/v1/files/forbidden');
        }}
      >
        금지된 업로드
      </button>
      <button type="button" onClick={cancel}>
        취소
      </button>
      <button type="button" onClick={reset}>
        초기화
      </button>
      <progress aria-label="업로드 진행률" max={1} value={progress} />
      <p>상태: {status}</p>
      <p>결과: {result === undefined ? '-' : String(result.bytes)}</p>
      <p>오류: {serverError(error)?.message ?? (error === undefined ? '-' : '기타')}</p>
    </div>
  );
}

describe('useUpload in Chromium', () => {
  it('goes uploading -> done with progress 1 and the answer, and an error shows the server message', async () => {
    const { api, log } = setup();
    render(
      <ApiProvider api={api}>
        <Uploader />
      </ApiProvider>,
    );
    expect(screen.getByText('상태: idle')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '업로드' }));
    await screen.findByText('상태: done');
    const [entry] = await log();
    expect(screen.getByText(`결과: ${String(entry?.bytes)}`)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '업로드 진행률' }).getAttribute('value')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: '금지된 업로드' }));
    await screen.findByText('상태: error');
    expect(screen.getByText('오류: 업로드 권한이 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(screen.getByText('상태: idle')).toBeTruthy();
    expect(screen.getByText('오류: -')).toBeTruthy();
  });

  it('cancel stops the upload on the wire and goes back to idle', async () => {
    const { api, log } = setup();
    render(
      <ApiProvider api={api}>
        <Uploader />
      </ApiProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '느린 업로드' }));
    await screen.findByText('상태: uploading');
    await waitFor(async () => {
      expect((await log())[0]?.bytes).toBeGreaterThan(2 * MB);
    });
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await screen.findByText('상태: idle');
    await waitFor(async () => {
      expect((await log())[0]?.aborted).toBe(true);
    });
    expect(screen.getByText('오류: -')).toBeTruthy();
  });
});
