// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createSession, type Session } from '@oa/auth';
import { createApi, type Api } from './api';
import { ApiProvider } from './hooks';
import { isHttpError } from './http';
import { useEventStream } from './liveHooks';
import { OLD, SSE_HEADERS, startSseServer, type SseServer } from './sseTestServer';
import { gate, until } from './testServer';

let server: SseServer;
let session: Session;
let api: Api;
let responses: ServerResponse[];

beforeEach(async () => {
  server = await startSseServer();
  session = createSession({ storage: createMemoryStorage() });
  session.setAccessToken(OLD);
  session.setRefreshToken('refresh-1');
  api = createApi({ session, baseUrls: server.baseUrls, goToLogin: () => undefined });
  responses = [];
  server.handle((_request, response) => {
    response.writeHead(200, SSE_HEADERS);
    response.write(': open\n\n');
    responses.push(response);
  });
});
afterEach(async () => {
  cleanup();
  api.dispose();
  await server.close();
});

interface RobotStatus {
  state: string;
  fill: number;
}

/** Writes an event to the newest open connection. */
function send(text: string) {
  responses.at(-1)?.write(text);
}

function LiveRobot({ machineId, seen }: { machineId: string; seen: string[] }) {
  const { status, latest, lastEventAt, error, retry } = useEventStream<RobotStatus>('/v1/robots/live', {
    params: { machineId },
    events: ['status', 'alert'],
    onEvent: (name, data) => seen.push(`${name}:${JSON.stringify(data)}`),
    reconnect: { initialMs: 10, jitter: 0 },
  });
  return (
    <div>
      <p>연결: {status}</p>
      <p>상태: {latest.status === undefined ? '-' : `${latest.status.state} ${String(latest.status.fill)}%`}</p>
      <p>마지막 수신: {lastEventAt === null ? '없음' : '있음'}</p>
      <p>오류: {isHttpError(error) ? String(error.status) : '-'}</p>
      <button type="button" onClick={retry}>
        다시 연결
      </button>
    </div>
  );
}

function Page({ seen }: { seen: string[] }) {
  const [machineId, setMachineId] = useState('R-0001');
  const [shown, setShown] = useState(true);
  return (
    <ApiProvider api={api}>
      <button
        type="button"
        onClick={() => {
          setMachineId('R-0002');
        }}
      >
        다른 로봇
      </button>
      <button
        type="button"
        onClick={() => {
          setShown(false);
        }}
      >
        닫기
      </button>
      {shown ? <LiveRobot machineId={machineId} seen={seen} /> : null}
    </ApiProvider>
  );
}

describe('useEventStream', () => {
  it('shows connecting, then open, the latest data of the listened events, and when the last one came', async () => {
    const seen: string[] = [];
    render(<Page seen={seen} />);
    expect(screen.getByText('연결: connecting')).toBeTruthy();
    await screen.findByText('연결: open');
    expect(server.streams()[0]?.path).toBe('/oa/v1/robots/live?machineId=R-0001');
    expect(screen.getByText('마지막 수신: 없음')).toBeTruthy();
    act(() => {
      send('event: status\ndata: {"state":"운영","fill":40}\n\n');
      send('event: other\ndata: {"state":"무시","fill":0}\n\n');
      send('event: status\ndata: {"state":"점검","fill":85}\n\n');
    });
    await screen.findByText('상태: 점검 85%');
    expect(screen.getByText('마지막 수신: 있음')).toBeTruthy();
    // `other` is not listened to.
    expect(seen).toEqual(['status:{"state":"운영","fill":40}', 'status:{"state":"점검","fill":85}']);
  });

  it('shows reconnecting while the connection is down and open again after, keeping the latest data', async () => {
    render(<Page seen={[]} />);
    await screen.findByText('연결: open');
    act(() => {
      send('id: 5\nevent: status\ndata: {"state":"운영","fill":10}\n\n');
    });
    await screen.findByText('상태: 운영 10%');
    // The first reconnect gets a 503; the next one is held until the test has seen `reconnecting`.
    const held = gate();
    server.handle((_request, response) => {
      response.writeHead(503).end();
      server.handle(async (_again, next) => {
        await held.promise;
        next.writeHead(200, SSE_HEADERS).write(': back\n\n');
        responses.push(next);
      });
    });
    act(() => {
      responses.at(-1)?.socket?.destroy();
    });
    await screen.findByText('오류: 503');
    expect(screen.getByText('연결: reconnecting')).toBeTruthy();
    held.open();
    await screen.findByText('연결: open');
    expect(screen.getByText('오류: -')).toBeTruthy();
    expect(screen.getByText('상태: 운영 10%')).toBeTruthy();
    expect(server.streams().map((request) => request.lastEventId)).toEqual([null, '5', '5']);
  });

  it('a new machineId opens a new stream with fresh state and closes the old one; unmount closes it', async () => {
    render(<Page seen={[]} />);
    await screen.findByText('연결: open');
    act(() => {
      send('event: status\ndata: {"state":"운영","fill":10}\n\n');
    });
    await screen.findByText('상태: 운영 10%');
    fireEvent.click(screen.getByRole('button', { name: '다른 로봇' }));
    expect(screen.getByText('상태: -')).toBeTruthy();
    await until(() => server.streams().length === 2);
    expect(server.streams()[1]?.path).toBe('/oa/v1/robots/live?machineId=R-0002');
    await screen.findByText('연결: open');
    await until(() => server.open.size === 1);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await until(() => server.open.size === 0);
  });

  it('a 403 is final: closed with the error, no reconnect, until retry', async () => {
    server.handle((_request, response) => {
      response.writeHead(403).end();
    });
    render(<Page seen={[]} />);
    await screen.findByText('오류: 403');
    expect(screen.getByText('연결: closed')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.streams()).toHaveLength(1);
    server.handle((_request, response) => {
      response.writeHead(200, SSE_HEADERS).write(': ok\n\n');
      responses.push(response);
    });
    fireEvent.click(screen.getByRole('button', { name: '다시 연결' }));
    await screen.findByText('연결: open');
    expect(server.streams()).toHaveLength(2);
  });
});
