// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiBaseUrls, ApiProvider, createApi, HttpError, useResource, type Api } from '@oa/api';
import { createMemoryStorage, createSession } from '@oa/auth';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorPage } from './ScreenErrorPage';

// The design system's pieces are styled with vanilla-extract, which this (node) project does not compile: plain
// stand-ins with the same roles. The boundary's pictures and accessibility are its stories' (ScreenErrorPage.stories).
vi.mock('@oa/ui/StatusPage', () => ({
  StatusPage: ({ title, message, actions }: { title: string; message: ReactNode; actions: ReactNode }) => (
    <section>
      <h2>{title}</h2>
      <p>{message}</p>
      {actions}
    </section>
  ),
}));
vi.mock('@oa/ui/Button', () => ({
  Button: ({ children, onClick }: { children: ReactNode; onClick: () => void }) => (
    <button type="button" onClick={onClick}>
      {children}
    </button>
  ),
  ButtonLink: ({ children, href }: { children: ReactNode; href: string }) => <a href={href}>{children}</a>,
}));

let server: Server;
let api: Api;
let answer: () => unknown;
let asked: number;

beforeEach(async () => {
  asked = 0;
  server = createServer((_request, response) => {
    asked += 1;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const session = createSession({ storage: createMemoryStorage() });
  session.setAccessToken('token');
  api = createApi({
    session,
    baseUrls: apiBaseUrls({ VITE_API_OA: `${origin}/oa`, VITE_API_SEOUL_CUP: `${origin}/seoul-cup` }),
    goToLogin: () => undefined,
  });
});
afterEach(async () => {
  cleanup();
  api.dispose();
  await new Promise((resolve) => server.close(resolve));
});

/** A shell (its heading) around one screen at /screen whose boundary is the console's. */
function renderShell(screenElement: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ApiProvider api={api}>
            <h1>셸</h1>
            <Outlet />
          </ApiProvider>
        ),
        children: [{ path: '/screen', element: screenElement, errorElement: <ScreenErrorPage /> }],
      },
    ],
    { initialEntries: ['/screen'] },
  );
  render(<RouterProvider router={router} />);
}

/** Reads the cup summary's day and shows it as ISO time (an invalid day throws RangeError, as the dashboard did). */
function DayScreen() {
  const { value } = useResource<{ day: string }>('/v1/summary', { client: 'SEOUL_CUP' });
  if (value === undefined) return <p>불러오는 중</p>;
  return <p>{new Date(Date.parse(`${value.day}T00:00:00Z`)).toISOString()}</p>;
}

describe('ScreenErrorPage', () => {
  it('an answer of the wrong shape: the malformed-data message inside the shell; 다시 시도 fetches afresh', async () => {
    answer = () => ({ _data: { day: '내일' } });
    renderShell(<DayScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: '화면을 표시하지 못했습니다' })).toBeTruthy();
    expect(screen.getByText(/응답 데이터 형식이 올바르지 않습니다\./)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '셸' })).toBeTruthy();
    expect(asked).toBe(1);

    answer = () => ({ _data: { day: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('2026-11-27T00:00:00.000Z')).toBeTruthy();
    expect(asked).toBe(2);
  });

  it('a server that cannot be reached: said in Korean, and the screen is run again by itself until it works', async () => {
    let down = true;
    function AwayScreen() {
      if (down) throw new HttpError('ERR_NETWORK', { url: '/v1/summary' });
      return <p>돌아왔습니다</p>;
    }
    renderShell(<AwayScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: '서버에 연결할 수 없습니다' })).toBeTruthy();
    expect(screen.getByText(/연결되면 자동으로 다시 불러옵니다\./)).toBeTruthy();
    down = false;
    // No click: the first retry comes after about a second.
    expect(await screen.findByText('돌아왔습니다', undefined, { timeout: 3000 })).toBeTruthy();
    await act(() => Promise.resolve());
  });

  it('anything else: the generic message', async () => {
    function BrokenScreen(): never {
      throw new Error('boom');
    }
    renderShell(<BrokenScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: '예기치 않은 오류가 발생했습니다' })).toBeTruthy();
    expect(screen.queryByText(/boom/)).toBeNull();
  });
});
