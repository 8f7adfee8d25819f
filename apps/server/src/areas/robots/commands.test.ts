/**
 * Commands (realtime control) and the communication log through real HTTP: each command's effect on the robot
 * and its log line (who, result), idempotency by requestId, bad parameters, an offline robot, scope and
 * permissions; the log list's default order, filters and scope.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import type { ErrorBody, ListResponse, RobotCommandResult, RobotLogEntry } from '@oa/contract';
import { robotLogs, robots } from './schema';
import { clientIdOf, startTestApi, type TestApi } from '../../testing/harness';
import { ANCHOR_MACHINE_ID } from './seed';

const commandsOf = (machineId: string) => `/oa/v1/robots/${machineId}/commands`;
let sequence = 0;
const requestId = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

describe('robot commands', () => {
  let api: TestApi;
  let operator: string;
  let operatorName: string;
  let viewer: string;
  let logReader: string;
  let gangnam: number;

  const send = (body: Record<string, unknown>, machineId = ANCHOR_MACHINE_ID, token = operator) =>
    api.request<{ _data: RobotCommandResult } & ErrorBody>('POST', commandsOf(machineId), { token, body });
  const robotRow = async (machineId = ANCHOR_MACHINE_ID) => {
    const [row] = await api.database.db.select().from(robots).where(eq(robots.machineId, machineId));
    if (row === undefined) throw new Error(`no ${machineId}`);
    return row;
  };

  beforeAll(async () => {
    api = await startTestApi();
    operator = (await api.userWith([P.RC_REALTIME_VIEW, P.RC_EDIT])).accessToken;
    operatorName = '테스트';
    viewer = (await api.userWith([P.RC_VIEW])).accessToken;
    logReader = (await api.userWith([P.RC_CMD_LOG_VIEW])).accessToken;
    gangnam = await clientIdOf(api, '강남구청');
  });
  afterAll(async () => {
    await api.close();
  });

  it('SET_OPERATION_STATE changes the state and answers the log line and the live state', async () => {
    const response = await send({ requestId: requestId(), command: 'SET_OPERATION_STATE', operationState: 'CHECK' });
    expect(response.status).toBe(200);
    const { log, state } = response.body._data;
    expect(log).toMatchObject({
      machineId: ANCHOR_MACHINE_ID,
      type: 'COMMAND',
      code: 'SET_OPERATION_STATE',
      message: '운영 상태 변경: 점검 중',
      actorName: operatorName,
      result: 'OK',
    });
    expect(state).toMatchObject({ machineId: ANCHOR_MACHINE_ID, operationState: 'CHECK', online: true });
    expect((await robotRow()).operationState).toBe('CHECK');
  });

  it('OPEN_DOOR / LOCK_DOOR move the door; EMPTY_BIN empties one bin; RESTART reports in', async () => {
    expect((await send({ requestId: requestId(), command: 'OPEN_DOOR' })).body._data.state.doorState).toBe('OPEN');
    expect((await robotRow()).doorState).toBe('OPEN');
    expect((await send({ requestId: requestId(), command: 'LOCK_DOOR' })).body._data.state.doorState).toBe('LOCKED');

    const before = await robotRow();
    const full = before.bins.map((bin) =>
      bin.slot === 1 ? { ...bin, fillPercent: 97, capacityState: 'FULL' as const } : bin,
    );
    await api.database.db
      .update(robots)
      .set({ bins: full, capacityStates: ['FULL', 'ON'] })
      .where(eq(robots.id, before.id));
    const emptied = await send({ requestId: requestId(), command: 'EMPTY_BIN', slot: 1 });
    expect(emptied.status).toBe(200);
    expect(emptied.body._data.state.bins.find((bin) => bin.slot === 1)).toMatchObject({
      fillPercent: 0,
      capacityState: 'ON',
    });
    expect(emptied.body._data.log.message).toBe('1번 수거함 비우기');
    expect((await robotRow()).capacityStates).not.toContain('FULL');

    const restarted = await send({ requestId: requestId(), command: 'RESTART' });
    expect(restarted.status).toBe(200);
    const events = await api.database.db
      .select()
      .from(robotLogs)
      .where(and(eq(robotLogs.robotId, before.id), eq(robotLogs.code, 'RESTARTED')));
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe('EVENT');
  });

  it('calibrations are logged with their values', async () => {
    const weight = await send({ requestId: requestId(), command: 'CALIBRATE_WEIGHT', slot: 1, referenceGrams: 500 });
    expect(weight.status).toBe(200);
    expect(weight.body._data.log.message).toBe('1번 수거함 무게 보정 (기준 500g)');
    const height = await send({ requestId: requestId(), command: 'CALIBRATE_HEIGHT', slot: 2, emptyHeightMm: 850 });
    expect(height.body._data.log.message).toBe('2번 수거함 높이 보정 (빈 높이 850mm)');
    const [line] = await api.database.db.select().from(robotLogs).where(eq(robotLogs.id, height.body._data.log.id));
    expect(line?.detail).toEqual({ slot: 2, emptyHeightMm: 850 });
  });

  it('the same requestId runs once and answers the same log line', async () => {
    const id = requestId();
    const body = { requestId: id, command: 'SET_OPERATION_STATE', operationState: 'WAIT' };
    const [first, second] = await Promise.all([send(body), send(body)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body._data.log.id).toBe(first.body._data.log.id);
    const third = await send(body);
    expect(third.body._data.log).toEqual(first.body._data.log);
    const [{ total }] = (await api.database.db
      .select({ total: count() })
      .from(robotLogs)
      .where(eq(robotLogs.requestId, id))) as [{ total: number }];
    expect(total).toBe(1);
  });

  it('a request id reused with another body is refused (422, Korean), never answered as done', async () => {
    const id = requestId();
    const first = await send({ requestId: id, command: 'SET_OPERATION_STATE', operationState: 'CHECK' });
    expect(first.status).toBe(200);
    const other = await send({ requestId: id, command: 'SET_OPERATION_STATE', operationState: 'STOP' });
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({
      code: 'REQUEST_ID_REUSED',
      message: '이 요청 ID는 다른 내용의 요청에 이미 쓰였습니다. 새로 시도해 주세요.',
    });
    expect((await robotRow()).operationState).toBe('CHECK');
    // The first body again still answers the first answer.
    const again = await send({ requestId: id, command: 'SET_OPERATION_STATE', operationState: 'CHECK' });
    expect(again.body._data.log).toEqual(first.body._data.log);
  });

  it('a request id is the sender’s, for one robot and one command: on another robot or command it acts', async () => {
    const id = requestId();
    await send({ requestId: id, command: 'LOCK_DOOR' });
    // Another command with the same id: run, not answered with the door's lock.
    const opened = await send({ requestId: id, command: 'OPEN_DOOR' });
    expect(opened.status).toBe(200);
    expect(opened.body._data.log.code).toBe('OPEN_DOOR');
    expect((await robotRow()).doorState).toBe('OPEN');
    // Another robot with the same id and command: run on that robot.
    const [other] = await api.database.db
      .select({ machineId: robots.machineId })
      .from(robots)
      .where(and(eq(robots.generation, 'RC_4_0'), sql`${robots.machineId} <> ${ANCHOR_MACHINE_ID}`))
      .limit(1);
    if (other === undefined) throw new Error('no second RC 4.0 robot');
    await api.database.db
      .update(robots)
      .set({ lastHeartbeatAt: api.now(), doorState: 'LOCKED' })
      .where(eq(robots.machineId, other.machineId));
    const elsewhere = await send({ requestId: id, command: 'OPEN_DOOR' }, other.machineId);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body._data.log.machineId).toBe(other.machineId);
    expect((await robotRow(other.machineId)).doorState).toBe('OPEN');
    // Another sender with the same id, robot and command: its own request.
    const colleague = (await api.userWith([P.RC_REALTIME_VIEW, P.RC_EDIT])).accessToken;
    const theirs = await send({ requestId: id, command: 'LOCK_DOOR' }, ANCHOR_MACHINE_ID, colleague);
    expect(theirs.status).toBe(200);
    expect(theirs.body._data.log.id).not.toBe(opened.body._data.log.id);
    expect((await robotRow()).doorState).toBe('LOCKED');
  });

  it('400 with Korean field messages for missing or wrong parameters; nothing is logged', async () => {
    const [{ total: before }] = (await api.database.db.select({ total: count() }).from(robotLogs)) as [
      { total: number },
    ];
    const cases: [Record<string, unknown>, string][] = [
      [{ requestId: requestId(), command: 'SET_OPERATION_STATE' }, 'operationState'],
      [{ requestId: requestId(), command: 'EMPTY_BIN' }, 'slot'],
      [{ requestId: requestId(), command: 'EMPTY_BIN', slot: 4 }, 'slot'],
      [{ requestId: requestId(), command: 'CALIBRATE_WEIGHT', slot: 1, referenceGrams: 0 }, 'referenceGrams'],
      [{ requestId: requestId(), command: 'CALIBRATE_HEIGHT', slot: 1, emptyHeightMm: 3001 }, 'emptyHeightMm'],
      [{ requestId: 'x', command: 'RESTART' }, 'requestId'],
      [{ requestId: requestId(), command: 'SELF_DESTRUCT' }, 'command'],
    ];
    const row = await robotRow();
    for (const [body, field] of cases) {
      if (field === 'slot' && body.slot === 4 && row.bins.some((bin) => bin.slot === 4)) continue;
      const response = await send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields?.[field], JSON.stringify(body)).toMatch(/[가-힣]/);
    }
    const [{ total: after }] = (await api.database.db.select({ total: count() }).from(robotLogs)) as [
      { total: number },
    ];
    expect(after).toBe(before);
  });

  it('a robot that is offline: 409 in Korean, and a FAILED line in the log', async () => {
    const [offline] = await api.database.db
      .select()
      .from(robots)
      .where(sql`${robots.lastHeartbeatAt} < now() - interval '10 minutes'`)
      .limit(1);
    if (offline === undefined) throw new Error('no offline robot in the seed');
    const id = requestId();
    const response = await send({ requestId: id, command: 'RESTART' }, offline.machineId);
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'ROBOT_OFFLINE', message: '로봇이 연결되어 있지 않습니다.' });
    const [line] = await api.database.db.select().from(robotLogs).where(eq(robotLogs.requestId, id));
    expect(line).toMatchObject({ type: 'COMMAND', code: 'RESTART', result: 'FAILED' });
    expect(line?.message).toBe('재시작 실패: 로봇이 연결되어 있지 않습니다.');
    // Retried with the same id: the same answer, still one line.
    expect((await send({ requestId: id, command: 'RESTART' }, offline.machineId)).status).toBe(409);
    const lines = await api.database.db.select().from(robotLogs).where(eq(robotLogs.requestId, id));
    expect(lines).toHaveLength(1);
    // Its heartbeat did not move.
    expect((await robotRow(offline.machineId)).lastHeartbeatAt).toEqual(offline.lastHeartbeatAt);
  });

  it('404 for unknown or foreign robots; 403 without RC_EDIT; 401 without a token', async () => {
    expect((await send({ requestId: requestId(), command: 'RESTART' }, 'NO-SUCH-ROBOT')).status).toBe(404);
    const [foreign] = await api.database.db
      .select({ machineId: robots.machineId })
      .from(robots)
      .where(eq(robots.clientId, await clientIdOf(api, '서초구청')))
      .limit(1);
    const clientOperator = (await api.userWith([P.RC_REALTIME_VIEW, P.RC_EDIT], { clientId: gangnam })).accessToken;
    const denied = await send({ requestId: requestId(), command: 'RESTART' }, foreign?.machineId, clientOperator);
    expect(denied.status).toBe(404);
    expect(
      (await send({ requestId: requestId(), command: 'LOCK_DOOR' }, ANCHOR_MACHINE_ID, clientOperator)).status,
    ).toBe(200);
    expect((await send({ requestId: requestId(), command: 'RESTART' }, ANCHOR_MACHINE_ID, viewer)).status).toBe(403);
    expect(
      (
        await api.request('POST', commandsOf(ANCHOR_MACHINE_ID), {
          body: { requestId: requestId(), command: 'RESTART' },
        })
      ).status,
    ).toBe(401);
  });

  describe('GET /robot-logs', () => {
    const logs = (filters: string[] = [], params: Record<string, string> = {}, token = logReader) => {
      const search = new URLSearchParams(params);
      for (const filter of filters) search.append('filter', filter);
      return api.request<{ _data: ListResponse<RobotLogEntry> } & ErrorBody>(
        'GET',
        `/oa/v1/robot-logs?${search.toString()}`,
        {
          token,
        },
      );
    };

    it('newest first by default, with the robot and who sent a command', async () => {
      const response = await logs([], { size: '50' });
      expect(response.status).toBe(200);
      const times = response.body._data.items.map((item) => item.at);
      expect([...times].sort().reverse()).toEqual(times);
      const [{ total }] = (await api.database.db.select({ total: count() }).from(robotLogs)) as [{ total: number }];
      expect(response.body._data.total).toBe(total);
      const commands = await logs([`machineId:eq:${ANCHOR_MACHINE_ID}`, 'type:eq:COMMAND'], { size: '100' });
      expect(commands.body._data.items.length).toBeGreaterThan(5);
      expect(commands.body._data.items.every((item) => item.machineId === ANCHOR_MACHINE_ID)).toBe(true);
      expect(commands.body._data.items.some((item) => item.actorName === operatorName)).toBe(true);
      const oldest = await logs([], { sort: 'at,ASC', size: '5' });
      const ascending = oldest.body._data.items.map((item) => item.at);
      expect([...ascending].sort()).toEqual(ascending);
    });

    it('filters by machine id (the total too), type, code and time', async () => {
      const anchor = await robotRow();
      const [{ total }] = (await api.database.db
        .select({ total: count() })
        .from(robotLogs)
        .where(eq(robotLogs.robotId, anchor.id))) as [{ total: number }];
      expect((await logs([`machineId:eq:${ANCHOR_MACHINE_ID}`])).body._data.total).toBe(total);
      const errors = await logs(['type:eq:ERROR', 'code:eq:DOOR_JAM'], { size: '100' });
      expect(errors.body._data.items.every((item) => item.type === 'ERROR' && item.code === 'DOOR_JAM')).toBe(true);
      const since = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const recent = await logs([`at:gte:${since}`], { size: '100' });
      expect(recent.body._data.items.every((item) => item.at >= since)).toBe(true);
      expect((await logs(['type:eq:NOISE'])).status).toBe(400);
      expect((await logs(['robotName:eq:x'])).status).toBe(400);
    });

    it("scoped: a client's user reads only its robots' lines; 403 without RC_CMD_LOG_VIEW", async () => {
      const clientReader = (await api.userWith([P.RC_CMD_LOG_VIEW], { clientId: gangnam })).accessToken;
      const response = await logs([], { size: '100' }, clientReader);
      const visible = await api.database.db
        .select({ machineId: robots.machineId })
        .from(robots)
        .where(sql`${robots.clientId} in (select id from clients where id = ${gangnam} or parent_id = ${gangnam})`);
      const ids = new Set(visible.map((row) => row.machineId));
      expect(response.body._data.total).toBeGreaterThan(0);
      expect(response.body._data.items.every((item) => ids.has(item.machineId))).toBe(true);
      const [{ total }] = (await api.database.db
        .select({ total: count() })
        .from(robotLogs)
        .innerJoin(robots, eq(robots.id, robotLogs.robotId))
        .where(
          sql`${robots.clientId} in (select id from clients where id = ${gangnam} or parent_id = ${gangnam})`,
        )) as [{ total: number }];
      expect(response.body._data.total).toBe(total);
      expect((await logs([], {}, viewer)).status).toBe(403);
      expect((await api.request('GET', '/oa/v1/robot-logs')).status).toBe(401);
    });
  });
});
