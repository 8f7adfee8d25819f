// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createSession, type Session } from '@oa/auth';
import { createApi, type Api } from './api';
import { API_MESSAGES } from './errors';
import { serverError } from './http';
import { ApiProvider, useList, useResource } from './hooks';
import { isKeyUnder, useApiMutation } from './mutation';
import type { ListQuery } from '@oa/contract';
import { gate, startTestServer, until, type ReceivedRequest, type TestServer } from './testServer';

interface Row {
  id: string;
  owner: string;
}

let server: TestServer;
let session: Session;
let api: Api;
let logins: number;

beforeEach(async () => {
  server = await startTestServer();
  session = createSession({ storage: createMemoryStorage() });
  logins = 0;
  api = createApi({
    session,
    baseUrls: server.baseUrls,
    goToLogin: () => {
      logins += 1;
    },
  });
});
afterEach(async () => {
  cleanup();
  api.dispose();
  await server.close();
});

/** The element inside the test's ApiProvider. */
const inApi = (element: ReactNode) => <ApiProvider api={api}>{element}</ApiProvider>;

const query = (request: ReceivedRequest) => new URL(request.path, server.origin).searchParams;

function RobotList({ listQuery }: { listQuery: ListQuery }) {
  const { items, total, isLoading, isValidating, error } = useList<Row>('/v1/robots', listQuery);
  if (error !== undefined) return <p role="alert">오류</p>;
  if (isLoading) return <p>불러오는 중</p>;
  return (
    <div>
      <p>전체 {total}건</p>
      {isValidating ? <p>갱신 중</p> : null}
      <ul>
        {items.map((row) => (
          <li key={row.id}>{`${row.owner}:${row.id}`}</li>
        ))}
      </ul>
    </div>
  );
}

const shownRows = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('useList', () => {
  it('sends page, size, sort and filters in the key, and keeps the previous page on screen while the next loads', async () => {
    session.setAccessToken('token-a');
    const held = gate();
    server.handle(async (request) => {
      const page = Number(query(request).get('page'));
      if (page === 2) await held.promise;
      return {
        status: 200,
        body: { _data: { items: [{ id: `R-${String(page)}`, owner: 'A' }], page, size: 10, total: 11 } },
      };
    });
    const filters = [{ field: 'district', op: 'eq', value: '강남구' }] as const;
    const { rerender } = render(inApi(<RobotList listQuery={{ page: 1, filters }} />));
    expect(await screen.findByText('A:R-1')).toBeTruthy();
    const first = server.received.map(query)[0];
    expect([first?.get('page'), first?.get('size'), first?.get('sort'), first?.get('filter')]).toEqual([
      '1',
      '10',
      'createdAt,DESC',
      'district:eq:강남구',
    ]);

    rerender(inApi(<RobotList listQuery={{ page: 2, filters }} />));
    await screen.findByText('갱신 중');
    expect(shownRows()).toEqual(['A:R-1']);
    held.open();
    expect(await screen.findByText('A:R-2')).toBeTruthy();
    expect(shownRows()).toEqual(['A:R-2']);
  });

  it('an invalid query is an error on screen, and nothing is sent', async () => {
    session.setAccessToken('token-a');
    render(inApi(<RobotList listQuery={{ page: 0 }} />));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(server.received).toHaveLength(0);
  });

  it("a list on another client (APPS) is read through that client, and never shares OA's cache entry", async () => {
    session.setAccessToken('token-a');
    server.handle((request) => ({
      status: 200,
      body: { _data: { items: [{ id: request.path.split('?')[0] ?? '', owner: 'X' }], page: 1, size: 10, total: 1 } },
    }));
    function Both() {
      const oa = useList<Row>('/v1/rc40/collections');
      const apps = useList<Row>('/v1/rc40/collections', {}, { client: 'APPS' });
      return (
        <ul>
          {[...oa.items, ...apps.items].map((row) => (
            <li key={row.id}>{row.id}</li>
          ))}
        </ul>
      );
    }
    render(inApi(<Both />));
    await waitFor(() => {
      expect(shownRows()).toEqual(['/oa/v1/rc40/collections', '/apps/v1/rc40/collections']);
    });
  });
});

describe('useResource', () => {
  it("GETs the key's path on OA and gives the answer's _data", async () => {
    session.setAccessToken('token-a');
    server.handle((request) => ({ status: 200, body: { _data: { name: '홍길동', path: request.path } } }));
    function Me() {
      const { value } = useResource<{ name: string; path: string }>(['/v1/me', { detail: 'full' }]);
      return <p>{value === undefined ? '…' : `${value.name} ${value.path}`}</p>;
    }
    render(inApi(<Me />));
    expect(await screen.findByText('홍길동 /oa/v1/me?detail=full')).toBeTruthy();
  });

  it("reads another client's resource through that client, in a cache entry of its own", async () => {
    session.setAccessToken('token-a');
    server.handle((request) => ({ status: 200, body: { _data: { name: '요약', path: request.path } } }));
    function Both() {
      const oa = useResource<{ path: string }>('/v1/summary');
      const cup = useResource<{ path: string }>('/v1/summary', { client: 'SEOUL_CUP' });
      return <p>{`${oa.value?.path ?? '…'} ${cup.value?.path ?? '…'}`}</p>;
    }
    render(inApi(<Both />));
    expect(await screen.findByText('/oa/v1/summary /seoul-cup/v1/summary')).toBeTruthy();
  });
});

describe('answers of the wrong shape, and a server that is away (issue 30)', () => {
  function Said({ error }: { error: unknown }) {
    return <p role="alert">{serverError(error)?.message}</p>;
  }
  function Robots() {
    const { items, error } = useList<Row>('/v1/robots', {});
    if (error !== undefined) return <Said error={error} />;
    return <p>{items.length}건</p>;
  }
  function Summary() {
    const { value, error } = useResource<{ name: string }>('/v1/summary');
    if (error !== undefined) return <Said error={error} />;
    return <p>{value?.name ?? '…'}</p>;
  }

  it('a list answer without an items array, or a resource answer without _data, is spec §8 malformed data', async () => {
    session.setAccessToken('token-a');
    server.handle((request) => ({
      status: 200,
      body: request.path.startsWith('/oa/v1/robots') ? { _data: { items: 'many', total: 3 } } : { name: 'bare' },
    }));
    render(inApi(<Robots />));
    expect((await screen.findByRole('alert')).textContent).toBe('응답 데이터 형식이 올바르지 않습니다.');
    cleanup();
    render(inApi(<Summary />));
    expect((await screen.findByRole('alert')).textContent).toBe('응답 데이터 형식이 올바르지 않습니다.');
  });

  it('a read that meets 503 says the server cannot be reached, and shows the data once it answers, with no call', async () => {
    session.setAccessToken('token-a');
    let away = true;
    server.handle(() =>
      away
        ? { status: 503, body: '<html>Service Unavailable</html>' }
        : { status: 200, body: { _data: { name: '요약' } } },
    );
    render(inApi(<Summary />));
    expect((await screen.findByRole('alert')).textContent).toBe(API_MESSAGES.unreachableRead);
    away = false;
    // The first retry waits about a second.
    expect(await screen.findByText('요약', undefined, { timeout: 3000 })).toBeTruthy();
  });
});

describe('useApiMutation', () => {
  function RegisterRobot() {
    const { trigger, error, isMutating } = useApiMutation<{ name: string }, Row>(
      { method: 'POST', path: '/v1/robots' },
      { revalidate: ['/v1/robots'] },
    );
    return (
      <div>
        <button
          type="button"
          onClick={() => {
            trigger({ name: '새 로봇' }).catch(() => undefined);
          }}
        >
          등록
        </button>
        {isMutating ? <p>저장 중</p> : null}
        {error !== undefined ? <p role="alert">저장 실패</p> : null}
      </div>
    );
  }

  it('sends the body, then refetches the affected list', async () => {
    session.setAccessToken('token-a');
    const rows: Row[] = [{ id: 'R-1', owner: 'A' }];
    server.handle((request) => {
      if (request.method === 'POST') {
        const body = JSON.parse(request.body) as { name: string };
        const row = { id: `R-${String(rows.length + 1)}`, owner: body.name };
        rows.push(row);
        return { status: 201, body: { _data: row } };
      }
      return { status: 200, body: { _data: { items: [...rows], page: 1, size: 10, total: rows.length } } };
    });
    render(
      inApi(
        <>
          <RegisterRobot />
          <RobotList listQuery={{}} />
        </>,
      ),
    );
    await screen.findByText('A:R-1');
    screen.getByRole('button', { name: '등록' }).click();
    expect(await screen.findByText('새 로봇:R-2')).toBeTruthy();
    const post = server.received.find((request) => request.method === 'POST');
    expect(post?.contentType).toContain('application/json');
    expect(server.received.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('a failed save shows its error and refetches nothing', async () => {
    session.setAccessToken('token-a');
    server.handle((request) =>
      request.method === 'POST'
        ? { status: 400, body: { error: { code: 'INVALID', message: '이름을 입력해 주세요.' } } }
        : { status: 200, body: { _data: { items: [], page: 1, size: 10, total: 0 } } },
    );
    render(
      inApi(
        <>
          <RegisterRobot />
          <RobotList listQuery={{}} />
        </>,
      ),
    );
    await screen.findByText('전체 0건');
    screen.getByRole('button', { name: '등록' }).click();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(server.received.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('isKeyUnder: a path covers its list pages and the resources under it, not its siblings', () => {
    expect(isKeyUnder(['/v1/robots', 'page=2&size=10'], ['/v1/robots'])).toBe(true);
    expect(isKeyUnder('/v1/robots/R-1', ['/v1/robots'])).toBe(true);
    expect(isKeyUnder(['/v1/robots-archive', ''], ['/v1/robots'])).toBe(false);
    expect(isKeyUnder(['$inf$', 1], ['/v1/robots'])).toBe(false);
  });
});

describe("logout, then a less privileged user (security.md item 9): no row of the previous user's ever renders", () => {
  it('drops the cache, goes to /login, and neither the cache, keepPreviousData nor a late answer shows A to B', async () => {
    const rendered: string[][] = [];
    const held = gate();
    server.handle(async (request) => {
      const owner =
        request.authorization === 'Bearer token-a' ? 'A' : request.authorization === 'Bearer token-b' ? 'B' : null;
      if (owner === null)
        return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } } };
      const page = Number(query(request).get('page'));
      // A's second page is still on its way when A logs out.
      if (owner === 'A' && page === 2) await held.promise;
      const items =
        owner === 'A'
          ? [
              { id: 'R-1', owner },
              { id: 'R-2', owner },
            ]
          : [{ id: 'R-9', owner }];
      return { status: 200, body: { _data: { items, page, size: 10, total: items.length } } };
    });
    function Recorder({ page }: { page: number }) {
      const { items } = useList<Row>('/v1/robots', { page });
      rendered.push(items.map((row) => row.owner));
      return <RobotList listQuery={{ page }} />;
    }
    session.setAccessToken('token-a');
    const { rerender } = render(inApi(<Recorder page={1} />));
    await screen.findByText('A:R-1');
    rerender(inApi(<Recorder page={2} />));
    await until(() => server.received.some((request) => query(request).get('page') === '2'));

    await act(() => session.logout());
    expect(logins).toBe(1);
    const afterLogout = rendered.length;

    // B signs in (fewer permissions, other rows) while A's page 2 is still held.
    session.setAccessToken('token-b');
    rerender(inApi(<Recorder page={1} />));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // Whatever happened before B signed in, B's list loads B's rows.
    rerender(inApi(<Recorder page={2} />));
    await waitFor(() => {
      expect(shownRows()).toEqual(['B:R-9']);
    });
    held.open();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(shownRows()).toEqual(['B:R-9']);
    expect(rendered.slice(afterLogout).flat()).not.toContain('A');
  });
});
