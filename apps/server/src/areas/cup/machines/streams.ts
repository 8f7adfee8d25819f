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
import { desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { screen, type Access } from '../../../http/access';
import type { SseStream } from '../../../http/sse';
import type { CupLive } from './live';
import { selectMachines, selectReturnEvents, toMachineStatus } from '../model';
import { cupMachines, cupReturnEvents } from '../schema';

/** A machine whose only change is a newer heartbeat is sent again at most this often. */
export const MONITOR_HEARTBEAT_EVERY_MS = 30_000;
/** Return events sent on a fresh connection (no Last-Event-ID), and at most after one. */
export const RECENT_RETURNS = 20;
export const RESUME_RETURNS = 500;

export const MONITORS: Record<CupMachineKind, { access: Access; noun: string }> = {
  RENTAL: { access: screen('/cup/rental-machine-monitor'), noun: '대여기 재고' },
  RETURN: { access: screen('/cup/return-machine-monitor'), noun: '반납기 적재' },
};

/** What the monitor shows of a machine, without the heartbeat's time. */
const essence = (status: MachineStatus) => JSON.stringify({ ...status, lastHeartbeatAt: null });

/** Every machine of the kind as the monitor shows it now (the stream's snapshot). */
export async function machineSnapshot(db: Db, kind: CupMachineKind, at: Date): Promise<MachineStatus[]> {
  const rows = await selectMachines(db, eq(cupMachines.kind, kind));
  return rows.map((row) => toMachineStatus(row, at));
}

/**
 * Sends the snapshot, then each machine of the kind whose status changed (a heartbeat alone at most every
 * MONITOR_HEARTBEAT_EVERY_MS), until the stream or the live changes end.
 */
export function followMachines(
  live: Pick<CupLive, 'watchMachines'>,
  kind: CupMachineKind,
  stream: SseStream,
  snapshot: readonly MachineStatus[],
  at: Date,
): void {
  /** Per machine: what was last sent and when. */
  const known = new Map(snapshot.map((status) => [status.machineId, { sent: essence(status), sentAt: at.getTime() }]));
  stream.send('snapshot', snapshot);
  const unwatch = live.watchMachines({
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
}

/** The return events a new stream starts with: after `resumeAfter` (up to RESUME_RETURNS), or the last RECENT_RETURNS. */
export async function returnBacklog(db: Db, resumeAfter: number | null): Promise<ReturnEvent[]> {
  if (resumeAfter !== null) return selectReturnEvents(db, gt(cupReturnEvents.id, resumeAfter), RESUME_RETURNS);
  const recent = db
    .select({ id: cupReturnEvents.id })
    .from(cupReturnEvents)
    .orderBy(desc(cupReturnEvents.at), desc(cupReturnEvents.id))
    .limit(RECENT_RETURNS);
  return selectReturnEvents(db, inArray(cupReturnEvents.id, recent), RECENT_RETURNS);
}

/** Sends the backlog, then each new return event once (by id), until the stream or the live changes end. */
export function followReturns(
  live: Pick<CupLive, 'watchReturns'>,
  stream: SseStream,
  backlog: readonly ReturnEvent[],
  resumeAfter: number | null,
): void {
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
  const unwatch = live.watchReturns({
    onReturn: send,
    end: () => {
      stream.end();
    },
  });
  stream.onEnd(unwatch);
}
