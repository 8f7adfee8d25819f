/**
 * The cup programme's live streams (Server-Sent Events, http/sse.ts), read by its monitors:
 *
 * GET /seoul-cup/v1/rental-machines/stream, /v1/return-machines/stream
 *   `event: snapshot` (MachineStatus[] of every machine of the kind), then `event: machine` (MachineStatus) for each
 *   machine whose stock or fill, band, state, connection or open alerts changed (a heartbeat alone is sent again at
 *   most every 30 s), a new machine included.
 * GET /seoul-cup/v1/return-events/stream
 *   `event: return` (ReturnEvent, `id:` its id): with a `Last-Event-ID` header every event after that id (up to 500),
 *   without it the last 20; then each new one as return machines see it.
 */
import type { CupMachineKind, MachineStatus, ReturnEvent } from '@oa/contract';
import { CUP_PATHS } from '@oa/contract';
import { desc, eq, gt, inArray } from 'drizzle-orm';
import { screen, type Access } from '../../../http/access';
import { lastEventId, openSse, SSE_HEARTBEAT_MS } from '../../../http/sse';
import type { AreaPlugin } from '../../area';
import { selectMachines, selectReturnEvents, toMachineStatus } from '../model';
import { cupMachines, cupReturnEvents } from '../schema';

/** A machine whose only change is a newer heartbeat is sent again at most this often. */
export const MONITOR_HEARTBEAT_EVERY_MS = 30_000;
/** Return events sent on a fresh connection (no Last-Event-ID), and at most after one. */
export const RECENT_RETURNS = 20;
export const RESUME_RETURNS = 500;

const MONITORS: Record<CupMachineKind, { access: Access; noun: string }> = {
  RENTAL: { access: screen('/cup/rental-machine-monitor'), noun: '대여기 재고' },
  RETURN: { access: screen('/cup/return-machine-monitor'), noun: '반납기 적재' },
};

/** What the monitor shows of a machine, without the heartbeat's time. */
const essence = (status: MachineStatus) => JSON.stringify({ ...status, lastHeartbeatAt: null });

export const cupStreamRoutes: AreaPlugin = (app, { db, cupLive, now, accessTokenTtl, streamHeartbeatMs }) => {
  const maxStreamMs = accessTokenTtl * 1000;
  const heartbeatMs = streamHeartbeatMs ?? SSE_HEARTBEAT_MS;

  for (const [kind, monitor] of Object.entries(MONITORS) as [CupMachineKind, (typeof MONITORS)['RENTAL']][]) {
    app.get(
      CUP_PATHS.machineStream(kind),
      {
        config: { access: monitor.access },
        schema: {
          tags: ['cup'],
          summary: `${monitor.noun} 실시간 (Server-Sent Events: snapshot, machine)`,
          description:
            'text/event-stream. 처음에 `event: snapshot` (MachineStatus[]), 이후 바뀐 기기마다 `event: machine`. 15초마다 `: heartbeat`.',
        },
      },
      async (request, reply) => {
        const rows = await selectMachines(db, eq(cupMachines.kind, kind));
        const stream = openSse(request, reply, heartbeatMs, maxStreamMs);
        const at = now();
        const snapshot = rows.map((row) => toMachineStatus(row, at));
        /** Per machine: what was last sent and when. */
        const known = new Map(
          snapshot.map((status) => [status.machineId, { sent: essence(status), sentAt: at.getTime() }]),
        );
        stream.send('snapshot', snapshot);
        const unwatch = cupLive.watchMachines({
          kind,
          onMachines(current, passAt) {
            for (const row of current) {
              const status = toMachineStatus(row, passAt);
              const key = essence(status);
              const before = known.get(status.machineId);
              if (before?.sent === key && passAt.getTime() - before.sentAt < MONITOR_HEARTBEAT_EVERY_MS) continue;
              known.set(status.machineId, { sent: key, sentAt: passAt.getTime() });
              stream.send('machine', status);
            }
          },
          end: () => {
            stream.end();
          },
        });
        stream.onEnd(unwatch);
      },
    );
  }

  app.get(
    CUP_PATHS.returnEventStream,
    {
      config: { access: screen('/cup/return-machine-information-monitor') },
      schema: {
        tags: ['cup'],
        summary: '반납 이벤트 실시간 (Server-Sent Events: return)',
        description:
          'text/event-stream. `event: return` ReturnEvent (`id:` 이벤트 ID; Last-Event-ID 헤더로 이어 받기). 처음 연결하면 최근 20건. 15초마다 `: heartbeat`.',
      },
    },
    async (request, reply) => {
      const resumeAfter = lastEventId(request);
      const backlog: ReturnEvent[] =
        resumeAfter === null
          ? await selectReturnEvents(
              db,
              inArray(
                cupReturnEvents.id,
                db
                  .select({ id: cupReturnEvents.id })
                  .from(cupReturnEvents)
                  .orderBy(desc(cupReturnEvents.at), desc(cupReturnEvents.id))
                  .limit(RECENT_RETURNS),
              ),
              RECENT_RETURNS,
            )
          : await selectReturnEvents(db, gt(cupReturnEvents.id, resumeAfter), RESUME_RETURNS);
      const stream = openSse(request, reply, heartbeatMs, maxStreamMs);
      /** Events before the first one sent are history the client has (or did not ask for). */
      const floor = resumeAfter ?? (backlog.length === 0 ? 0 : Math.min(...backlog.map((event) => event.id)) - 1);
      const sent = new Set<number>();
      const send = (event: ReturnEvent) => {
        if (event.id <= floor || sent.has(event.id)) return;
        sent.add(event.id);
        if (sent.size > 2000) {
          const oldest = sent.values().next().value;
          if (oldest !== undefined) sent.delete(oldest);
        }
        stream.send('return', event, event.id);
      };
      for (const event of backlog) send(event);
      const unwatch = cupLive.watchReturns({
        onReturn: send,
        end: () => {
          stream.end();
        },
      });
      stream.onEnd(unwatch);
    },
  );

  return Promise.resolve();
};
