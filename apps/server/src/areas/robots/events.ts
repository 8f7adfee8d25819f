/**
 * How robot changes reach the live streams, correct with several server processes over one PostgreSQL
 * (architecture.md): a change made in this process (a command, the simulator) is announced with `changed()` and
 * pushed at once; every other change is found by polling the database while any stream is open: robots whose
 * `updated_at` moved and log lines of the watched robots, each with a look-back window so a row committed late is
 * not missed. The same row may so arrive twice: subscribers drop what they already sent (a robot's state by its
 * `updatedAt`, a log line by its id).
 */
import { and, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { RobotLogEntry } from '@oa/contract';
import type { Db } from '../../db/database';
import { robotLogs, robots } from './schema';
import { selectLogs, type RobotRow } from './model';

/** Changed rows are looked for this far before the last one seen (late commits, clock skew between processes). */
const STATE_LOOKBACK_MS = 5000;
/** New log lines are looked for this far back. */
const LOG_LOOKBACK_MS = 15_000;

export interface RobotSubscriber {
  /** Specific robots (a robot's stream). */
  robotIds?: ReadonlySet<number>;
  /** Every RC 4.0 robot of these clients (null: all clients): the RC 4.0 board. */
  rc40?: { clientIds: readonly number[] | null };
  /** Log lines are delivered only for `robotIds`. */
  onState(row: RobotRow): void;
  onLog(entry: RobotLogEntry, robotId: number): void;
  /** Periodically, so a subscriber can notice a robot going offline (no row changes when heartbeats stop). */
  onTick?(): void;
  /** The server is closing: end the stream. */
  end(): void;
}

export interface RobotEvents {
  /** Robots changed in this process: push their state and new log lines to the streams now. */
  changed(robotIds: readonly number[]): void;
  subscribe(subscriber: RobotSubscriber): () => void;
  /** Open subscribers (tests, diagnostics). */
  readonly size: number;
  /** Ends every stream and stops polling. */
  close(): void;
}

export interface RobotEventsOptions {
  db: Db;
  /** How often the database is polled while a stream is open, ms. */
  pollMs: number;
  now: () => Date;
  onError?: (error: unknown) => void;
}

export function createRobotEvents({ db, pollMs, now, onError }: RobotEventsOptions): RobotEvents {
  const subscribers = new Set<RobotSubscriber>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let stateCursor = now().getTime();
  let running: Promise<void> = Promise.resolve();

  const watchedIds = () => {
    const ids = new Set<number>();
    for (const subscriber of subscribers) for (const id of subscriber.robotIds ?? []) ids.add(id);
    return ids;
  };
  const wantsRc40 = () => [...subscribers].some((subscriber) => subscriber.rc40 !== undefined);

  const dispatchState = (row: RobotRow) => {
    for (const subscriber of subscribers) {
      const mine =
        (subscriber.robotIds?.has(row.id) ?? false) ||
        (subscriber.rc40 !== undefined &&
          row.generation === 'RC_4_0' &&
          (subscriber.rc40.clientIds === null ||
            (row.clientId !== null && subscriber.rc40.clientIds.includes(row.clientId))));
      if (mine) subscriber.onState(row);
    }
  };

  const dispatchLogs = async (robotIds: readonly number[], since: Date) => {
    if (robotIds.length === 0) return;
    const entries = await db
      .select({ id: robotLogs.id, robotId: robotLogs.robotId })
      .from(robotLogs)
      .where(and(inArray(robotLogs.robotId, [...robotIds]), gt(robotLogs.at, since)));
    if (entries.length === 0) return;
    const robotOf = new Map(entries.map((entry) => [entry.id, entry.robotId]));
    const logs = await selectLogs(db, inArray(robotLogs.id, [...robotOf.keys()]), 1000);
    for (const log of logs) {
      const robotId = robotOf.get(log.id);
      if (robotId === undefined) continue;
      for (const subscriber of subscribers)
        if (subscriber.robotIds?.has(robotId) === true) subscriber.onLog(log, robotId);
    }
  };

  /** One pass: the given robots (an announced change) or, without ids, whatever changed since the cursor. */
  const pass = async (announced?: readonly number[]) => {
    if (subscribers.size === 0 || closed) return;
    const watched = watchedIds();
    let where: SQL | undefined;
    if (announced !== undefined) {
      const relevant = announced.filter((id) => watched.has(id) || wantsRc40());
      if (relevant.length === 0) return;
      where = inArray(robots.id, relevant);
    } else {
      const who = or(
        watched.size > 0 ? inArray(robots.id, [...watched]) : undefined,
        wantsRc40() ? eq(robots.generation, 'RC_4_0') : undefined,
      );
      where = and(gt(robots.updatedAt, new Date(stateCursor - STATE_LOOKBACK_MS)), who);
    }
    const rows = await db.select().from(robots).where(where);
    for (const row of rows) {
      if (announced === undefined) stateCursor = Math.max(stateCursor, row.updatedAt.getTime());
      dispatchState(row);
    }
    const logRobots = announced === undefined ? [...watched] : announced.filter((id) => watched.has(id));
    await dispatchLogs(logRobots, new Date(now().getTime() - LOG_LOOKBACK_MS));
    if (announced === undefined) for (const subscriber of subscribers) subscriber.onTick?.();
  };

  /** Passes run one at a time (PGlite has one connection; order keeps states in sequence). */
  const enqueue = (announced?: readonly number[]) => {
    running = running
      .then(() => pass(announced))
      .catch((error: unknown) => {
        if (!closed) onError?.(error);
      });
  };

  const startPolling = () => {
    if (timer !== undefined) return;
    stateCursor = Math.max(stateCursor, now().getTime() - STATE_LOOKBACK_MS);
    timer = setInterval(() => {
      enqueue();
    }, pollMs);
    timer.unref();
  };

  return {
    changed(robotIds) {
      if (robotIds.length > 0 && subscribers.size > 0) enqueue(robotIds);
    },
    subscribe(subscriber) {
      if (closed) {
        subscriber.end();
        return () => undefined;
      }
      subscribers.add(subscriber);
      startPolling();
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    get size() {
      return subscribers.size;
    },
    close() {
      closed = true;
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      for (const subscriber of [...subscribers]) subscriber.end();
      subscribers.clear();
    },
  };
}
