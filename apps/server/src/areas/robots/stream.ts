/**
 * The robots' live streams (Server-Sent Events, http/sse.ts):
 *
 * GET /v1/robots/:machineId/stream
 *   `retry: 3000`, then `event: state` (RobotLiveState), then the log: with a `Last-Event-ID` header, every line
 *   after that id (up to 500); without, the last 20 lines; each `event: log` (RobotLogEntry) with `id: <log id>`.
 *   Then live: `state` whenever the robot changes (or goes offline), `log` for each new line.
 * GET /v1/rc40/stream
 *   `event: snapshot` (RobotLiveState[] of every RC 4.0 robot the user sees), then `state` per changed robot.
 *
 * Both are http/sse.ts streams: a heartbeat comment every 15 s, and an end after the access token's lifetime (the
 * console reconnects with Last-Event-ID).
 */
import { Type } from '@fastify/type-provider-typebox';
import type { RobotLiveState, RobotLogEntry } from '@oa/contract';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { clientScope } from '../../authz/scope';
import { clients } from '../clients/schema';
import { robotLogs, robots } from './schema';
import type { Db } from '../../db/database';
import { principalOf, screen, type Principal } from '../../http/access';
import { notFound } from '../../http/errors';
import { lastEventId, openSse, SSE_HEARTBEAT_MS, type SseStream } from '../../http/sse';
import type { RobotsPlugin } from './context';
import { findRobot, selectLogs, toLiveState, type RobotRow } from './model';

/** Log lines sent on a fresh connection (no Last-Event-ID). */
export const SSE_RECENT_LOGS = 20;
/** Log lines resent at most after a Last-Event-ID. */
export const SSE_RESUME_LOGS = 500;
/**
 * The RC 4.0 board: a robot whose only change is a newer heartbeat is sent again at most this often (every robot
 * reports every few seconds; the board needs its state, online or not, rather than each heartbeat).
 */
export const BOARD_HEARTBEAT_EVERY_MS = 30_000;

const MachineIdParams = Type.Object({ machineId: Type.String({ maxLength: 64 }) });

/** The log lines a new connection gets: after `resumeAfter` (Last-Event-ID), or the last few. */
async function backlogOf(db: Db, robotId: number, resumeAfter: number | null): Promise<RobotLogEntry[]> {
  if (resumeAfter !== null)
    return selectLogs(db, and(eq(robotLogs.robotId, robotId), gt(robotLogs.id, resumeAfter)), SSE_RESUME_LOGS);
  const recent = db
    .select({ id: robotLogs.id })
    .from(robotLogs)
    .where(eq(robotLogs.robotId, robotId))
    .orderBy(desc(robotLogs.at), desc(robotLogs.id))
    .limit(SSE_RECENT_LOGS);
  return selectLogs(db, inArray(robotLogs.id, recent), SSE_RECENT_LOGS);
}

/** What one robot's stream sends: its state when it differs from the last sent, each log line once. */
function robotFeed(
  stream: SseStream,
  robot: RobotRow,
  backlog: readonly RobotLogEntry[],
  resumeAfter: number | null,
  now: () => Date,
) {
  // A state is sent when what the client would see differs from what it was last sent (not by time: the
  // same row may come from the announcement and from polling, and processes' clocks may differ).
  let last: RobotRow = robot;
  let lastSent = '';
  const onState = (row: RobotRow) => {
    last = row;
    const state = JSON.stringify(toLiveState(row, now()));
    if (state === lastSent) return;
    lastSent = state;
    stream.send('state', JSON.parse(state));
  };
  const sent = new Set<number>();
  /** Lines older than what was sent first are history the client has (or did not ask for). */
  const floor = resumeAfter ?? (backlog.length > 0 ? (backlog[0]?.id ?? 1) - 1 : 0);
  const onLog = (entry: RobotLogEntry) => {
    if (entry.id <= floor || sent.has(entry.id)) return;
    sent.add(entry.id);
    if (sent.size > 2000) {
      const oldest = sent.values().next().value;
      if (oldest !== undefined) sent.delete(oldest);
    }
    stream.send('log', entry, entry.id);
  };
  onState(robot);
  for (const entry of backlog) onLog(entry);
  return {
    stream,
    onState,
    onLog,
    onTick: () => {
      onState(last);
    },
    end: () => {
      stream.end();
    },
  };
}

/** The RC 4.0 robots a user sees (and, for a client's admin user, the clients it sees). */
async function boardOf(db: Db, principal: Principal) {
  const clientIds =
    principal.clientId === null
      ? null
      : (await db.select({ id: clients.id }).from(clients).where(clientScope(principal, clients.id))).map(
          (row) => row.id,
        );
  const rows = await db
    .select()
    .from(robots)
    .where(and(eq(robots.generation, 'RC_4_0'), clientScope(principal, robots.clientId)))
    .orderBy(robots.machineId);
  return { clientIds, rows };
}

/** What the RC 4.0 board's stream sends: the snapshot, then a robot's state when it matters (not each heartbeat). */
function boardFeed(stream: SseStream, rows: readonly RobotRow[], now: () => Date) {
  const at = now();
  /** What matters on the board: the state without the heartbeat's time. */
  const essence = (state: RobotLiveState) => JSON.stringify({ ...state, lastHeartbeatAt: null, updatedAt: null });
  /** Per robot: its last row, what was last sent and when (sent again only when it differs). */
  const known = new Map<number, { row: RobotRow; sent: string; sentAt: number }>(
    rows.map((row) => [row.id, { row, sent: essence(toLiveState(row, at)), sentAt: at.getTime() }]),
  );
  stream.send(
    'snapshot',
    rows.map((row): RobotLiveState => toLiveState(row, at)),
  );
  const onState = (row: RobotRow) => {
    const time = now();
    const state = toLiveState(row, time);
    const key = essence(state);
    const before = known.get(row.id);
    if (before?.sent === key && time.getTime() - before.sentAt < BOARD_HEARTBEAT_EVERY_MS) {
      known.set(row.id, { ...before, row });
      return;
    }
    known.set(row.id, { row, sent: key, sentAt: time.getTime() });
    stream.send('state', state);
  };
  const onTick = () => {
    for (const { row } of [...known.values()]) onState(row);
  };
  return {
    stream,
    onState,
    onLog: () => undefined,
    onTick,
    end: () => {
      stream.end();
    },
  };
}

export const streamRoutes: RobotsPlugin = (
  app,
  { db, robotEvents: events, now, accessTokenTtl, streamHeartbeatMs },
) => {
  // A stream ends after the access token's lifetime, so a reconnect re-checks the session and permissions.
  const maxStreamMs = accessTokenTtl * 1000;
  const heartbeatMs = streamHeartbeatMs ?? SSE_HEARTBEAT_MS;
  app.get(
    '/v1/robots/:machineId/stream',
    {
      config: { access: screen('/dashboard/realtime-control/:machineId?') },
      schema: {
        tags: ['robots'],
        summary: '로봇 실시간 상태 (Server-Sent Events: state, log)',
        description:
          'text/event-stream. `event: state` RobotLiveState, `event: log` RobotLogEntry (`id:` 로그 ID; Last-Event-ID 헤더로 이어 받기). 15초마다 `: heartbeat`.',
        params: MachineIdParams,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const robot = await findRobot(db, request.params.machineId, principal);
      if (robot === undefined) throw notFound();
      const resumeAfter = lastEventId(request);
      const backlog = await backlogOf(db, robot.id, resumeAfter);
      const feed = robotFeed(openSse(request, reply, heartbeatMs, maxStreamMs), robot, backlog, resumeAfter, now);
      feed.stream.onEnd(events.subscribe({ robotIds: new Set([robot.id]), ...feed }));
    },
  );

  app.get(
    '/v1/rc40/stream',
    {
      config: { access: screen('/dashboard/rc-4_0-realtime') },
      schema: {
        tags: ['rc40'],
        summary: 'RC 4.0 로봇 실시간 현황 (Server-Sent Events: snapshot, state)',
        description:
          'text/event-stream. 처음에 `event: snapshot` (RobotLiveState[]), 이후 바뀐 로봇마다 `event: state`. 15초마다 `: heartbeat`.',
      },
    },
    async (request, reply) => {
      const { clientIds, rows } = await boardOf(db, principalOf(request));
      const feed = boardFeed(openSse(request, reply, heartbeatMs, maxStreamMs), rows, now);
      feed.stream.onEnd(events.subscribe({ rc40: { clientIds }, ...feed }));
    },
  );

  return Promise.resolve();
};
