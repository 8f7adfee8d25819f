/**
 * The live streams (Server-Sent Events) through real HTTP, read with fetch as the console does: the first state and
 * log lines, a command's log line and state pushed at once, changes made by another process found by polling,
 * Last-Event-ID resuming the log, a robot going offline, the RC 4.0 board, heartbeats, access, cleanup on
 * disconnect, and app.close() with streams open.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import type { RobotLiveState, RobotLogEntry } from '@oa/contract';
import { robotLogs, robots } from './schema';
import { clientIdOf, startTestApi, type SseClient, type TestApi } from '../../testing/harness';
import { ANCHOR_MACHINE_ID } from './seed';

const STREAM = `/oa/v1/robots/${ANCHOR_MACHINE_ID}/stream`;
const RC40 = '/oa/v1/rc40/stream';

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('live streams', () => {
  let api: TestApi;
  let operator: string;
  let board: string;
  let closed = false;
  const open: SseClient[] = [];
  const connect = async (path: string, token: string | null, headers?: Record<string, string>) => {
    const client = await api.stream(path, token, headers);
    open.push(client);
    return client;
  };
  let sequence = 0;
  const command = (body: Record<string, unknown>, machineId = ANCHOR_MACHINE_ID) => {
    sequence += 1;
    return api.request('POST', `/oa/v1/robots/${machineId}/commands`, {
      token: operator,
      body: { requestId: `stream-test-${String(sequence).padStart(4, '0')}`, ...body },
    });
  };

  beforeAll(async () => {
    api = await startTestApi({ streamPollMs: 150, streamHeartbeatMs: 300 });
    operator = (await api.userWith([P.RC_REALTIME_VIEW, P.RC_EDIT])).accessToken;
    board = (await api.userWith([P.RC_4_0_REALTIME_VIEW])).accessToken;
  });
  afterAll(async () => {
    for (const client of open) client.close();
    if (!closed) await api.close();
  });

  it('starts with retry, the state and the recent log lines (each with its id)', async () => {
    const stream = await connect(STREAM, operator);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const state = JSON.parse((await stream.next()).data) as RobotLiveState;
    expect(state).toMatchObject({ machineId: ANCHOR_MACHINE_ID, generation: 'RC_4_0', online: true });
    expect(stream.retry).toBe(3000);
    const first = await stream.next('log');
    const entry = JSON.parse(first.data) as RobotLogEntry;
    expect(entry.machineId).toBe(ANCHOR_MACHINE_ID);
    expect(first.id).toBe(String(entry.id));
    stream.close();
  });

  it('a command: its log line and the new state arrive on the open stream', async () => {
    const stream = await connect(STREAM, operator);
    await stream.next('state');
    const response = await command({ command: 'OPEN_DOOR' });
    expect(response.status).toBe(200);
    const logId = (response.body as { _data: { log: RobotLogEntry } })._data.log.id;
    let log: RobotLogEntry | undefined;
    while (log?.id !== logId) log = JSON.parse((await stream.next('log')).data) as RobotLogEntry;
    expect(log).toMatchObject({ type: 'COMMAND', code: 'OPEN_DOOR', result: 'OK', actorName: '테스트' });
    let state: RobotLiveState | undefined;
    while (state?.doorState !== 'OPEN') state = JSON.parse((await stream.next('state')).data) as RobotLiveState;
    expect(state.machineId).toBe(ANCHOR_MACHINE_ID);
    stream.close();
  });

  it('changes written by another process (straight into the database) arrive by polling', async () => {
    const stream = await connect(STREAM, operator);
    await stream.next('state');
    const [robot] = await api.database.db.select().from(robots).where(eq(robots.machineId, ANCHOR_MACHINE_ID));
    if (robot === undefined) throw new Error('no anchor');
    await api.database.db
      .update(robots)
      .set({ operationState: 'STOP', updatedAt: new Date() })
      .where(eq(robots.id, robot.id));
    const [line] = await api.database.db
      .insert(robotLogs)
      .values({ robotId: robot.id, type: 'ERROR', code: 'DOOR_JAM', message: '투입구 문이 걸렸습니다.' })
      .returning({ id: robotLogs.id });
    let state: RobotLiveState | undefined;
    while (state?.operationState !== 'STOP') state = JSON.parse((await stream.next('state')).data) as RobotLiveState;
    let log: RobotLogEntry | undefined;
    while (log?.id !== line?.id) log = JSON.parse((await stream.next('log')).data) as RobotLogEntry;
    expect(log?.code).toBe('DOOR_JAM');
    stream.close();
  });

  it('Last-Event-ID resumes the log after that line, without resending older ones', async () => {
    const first = await connect(STREAM, operator);
    await first.next('state');
    const response = await command({ command: 'LOCK_DOOR' });
    const lastSeen = (response.body as { _data: { log: RobotLogEntry } })._data.log.id;
    first.close();
    const missed = await command({ command: 'OPEN_DOOR' });
    const missedId = (missed.body as { _data: { log: RobotLogEntry } })._data.log.id;
    const resumed = await connect(STREAM, operator, { 'last-event-id': String(lastSeen) });
    await resumed.next('state');
    const next = await resumed.next('log');
    expect(Number(next.id)).toBeGreaterThan(lastSeen);
    expect(Number(next.id)).toBeLessThanOrEqual(missedId);
    let ids = [Number(next.id)];
    while (!ids.includes(missedId)) ids = [...ids, Number((await resumed.next('log')).id)];
    expect(ids.every((id) => id > lastSeen)).toBe(true);
    resumed.close();
  });

  it('sends a heartbeat comment and notices a robot going offline (no row changes)', async () => {
    const stream = await connect(STREAM, operator);
    await stream.next('state');
    await until(() => stream.comments.includes('heartbeat'), 5000);
    // An hour later the seeded heartbeat is old: the robot is offline.
    api.advance(3600);
    try {
      let state: RobotLiveState | undefined;
      while (state?.online !== false) state = JSON.parse((await stream.next('state')).data) as RobotLiveState;
      expect(state.machineId).toBe(ANCHOR_MACHINE_ID);
    } finally {
      api.advance(-3600);
    }
    stream.close();
  });

  it('the RC 4.0 board: a snapshot of the RC 4.0 robots the user sees, then states', async () => {
    const stream = await connect(RC40, board);
    expect(stream.status).toBe(200);
    const snapshot = JSON.parse((await stream.next('snapshot')).data) as RobotLiveState[];
    const rows = await api.database.db
      .select({ machineId: robots.machineId })
      .from(robots)
      .where(eq(robots.generation, 'RC_4_0'));
    expect(snapshot.map((state) => state.machineId).sort()).toEqual(rows.map((row) => row.machineId).sort());
    expect(snapshot.every((state) => state.generation === 'RC_4_0')).toBe(true);
    await command({ command: 'SET_OPERATION_STATE', operationState: 'WAIT' });
    let state: RobotLiveState | undefined;
    while (state?.machineId !== ANCHOR_MACHINE_ID || state.operationState !== 'WAIT') {
      state = JSON.parse((await stream.next('state')).data) as RobotLiveState;
    }
    // An RC 3 robot's change is not on the board.
    const [rc3] = await api.database.db.select().from(robots).where(eq(robots.generation, 'RC_3')).limit(1);
    await api.database.db
      .update(robots)
      .set({ updatedAt: new Date() })
      .where(eq(robots.id, rc3?.id ?? 0));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(stream.next('state', 300).then((event) => JSON.parse(event.data) as RobotLiveState)).rejects.toThrow();
    stream.close();
  });

  it("a client's user: only its client's RC 4.0 robots on the board; another client's robot stream is 404", async () => {
    const gangnam = await clientIdOf(api, '강남구청');
    const clientBoard = (await api.userWith([P.RC_4_0_REALTIME_VIEW, P.RC_REALTIME_VIEW], { clientId: gangnam }))
      .accessToken;
    const stream = await connect(RC40, clientBoard);
    const snapshot = JSON.parse((await stream.next('snapshot')).data) as RobotLiveState[];
    const own = await api.database.db
      .select({ machineId: robots.machineId })
      .from(robots)
      .where(
        sql`${robots.generation} = 'RC_4_0' and ${robots.clientId} in (select id from clients where id = ${gangnam} or parent_id = ${gangnam})`,
      );
    expect(own.length).toBeGreaterThan(0);
    expect(snapshot.map((state) => state.machineId).sort()).toEqual(own.map((row) => row.machineId).sort());
    stream.close();
    const [foreign] = await api.database.db
      .select({ machineId: robots.machineId })
      .from(robots)
      .where(eq(robots.clientId, await clientIdOf(api, '서초구청')))
      .limit(1);
    const denied = await api.request('GET', `/oa/v1/robots/${foreign?.machineId ?? ''}/stream`, { token: clientBoard });
    expect(denied.status).toBe(404);
  });

  it('401 without a token (a token in the query string is not read), 403 without the permission, 404 unknown', async () => {
    expect((await api.request('GET', STREAM)).status).toBe(401);
    expect((await api.request('GET', `${STREAM}?access_token=${operator}`)).status).toBe(401);
    expect((await api.request('GET', `${STREAM}?token=${operator}`)).status).toBe(401);
    const viewer = (await api.userWith([P.RC_VIEW])).accessToken;
    expect((await api.request('GET', STREAM, { token: viewer })).status).toBe(403);
    expect((await api.request('GET', RC40, { token: operator })).status).toBe(403);
    expect((await api.request('GET', RC40, { token: board })).status).toBe(200);
    const missing = await api.request<{ error: { message: string } }>('GET', '/oa/v1/robots/NO-SUCH/stream', {
      token: operator,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('대상을 찾을 수 없습니다.');
  });

  it('a disconnected client is unsubscribed', async () => {
    await until(() => api.app.robotEvents.size === 0);
    const first = await connect(STREAM, operator);
    const second = await connect(RC40, board);
    await first.next('state');
    await second.next('snapshot');
    expect(api.app.robotEvents.size).toBe(2);
    first.close();
    second.close();
    await until(() => api.app.robotEvents.size === 0);
  });

  it('app.close() ends open streams instead of waiting for them', async () => {
    const stream = await connect(STREAM, operator);
    await stream.next('state');
    const started = Date.now();
    await api.close();
    closed = true;
    expect(Date.now() - started).toBeLessThan(5000);
    await stream.ended;
  });
});
