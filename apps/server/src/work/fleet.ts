/**
 * Background work across the fleet: every server process over one database runs the same jobs' clocks, and each
 * interval of a job is run by exactly one of them. Before running, a process claims the interval (its slot: the
 * database's clock divided by the job's interval) by inserting (job, slot) into `work_runs`; the primary key lets
 * one insert win, the others find it taken and wait for the next interval. Every process looks twice per interval,
 * so when the one that has been winning dies, another claims the next interval: the work moves within one interval,
 * with no leader to elect and no lease to expire. A slot is claimed before its run starts, so a run its process
 * dies in is not repeated (the jobs are made for that: the remitter recovers its claimed refunds, a simulator tick
 * is one transaction). Every process must give a job the same interval.
 */
import { hostname } from 'node:os';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { ticker } from './ticker';
import { workRuns } from './schema';

/** Stops a job's clock; resolves when its current run has finished. */
export type StopJob = () => Promise<void>;

export interface Fleet {
  /** This process's name in `work_runs`. */
  readonly process: string;
  /**
   * Runs `run(now)` once per `intervalMs` across every process on this database, until the returned stop is
   * called. A run's failure goes to the fleet's `onError` and is recorded; the clock goes on.
   */
  every(job: string, intervalMs: number, run: (now: Date) => Promise<unknown>): StopJob;
}

export interface FleetOptions {
  db: Db;
  /** This process's name (default: host:pid). */
  process?: string | undefined;
  /** The clock handed to the runs (the jobs' own notion of now; the slots follow the database's clock). */
  clock?: (() => Date) | undefined;
  onError?: ((error: unknown) => void) | undefined;
}

/** The default name of a process in `work_runs`. */
export const defaultProcessName = (): string => `${hostname()}:${String(process.pid)}`;

/** Claims this interval of `job` for `processName`: its slot, or null when another process has it. */
export async function claimSlot(db: Db, job: string, intervalMs: number, processName: string): Promise<number | null> {
  const result = await db.execute(sql`
    insert into work_runs (job, slot, process, started_at)
    values (${job}, floor(extract(epoch from clock_timestamp()) * 1000 / ${intervalMs})::bigint, ${processName},
            clock_timestamp())
    on conflict do nothing
    returning slot`);
  const [row] = rowsOf<{ slot: string | number }>(result);
  return row === undefined ? null : Number(row.slot);
}

async function finishSlot(db: Db, job: string, slot: number, error: unknown): Promise<void> {
  await db
    .update(workRuns)
    .set({
      finishedAt: sql`clock_timestamp()`,
      error: error === undefined ? null : error instanceof Error ? error.message : JSON.stringify(error),
    })
    .where(and(eq(workRuns.job, job), eq(workRuns.slot, slot)));
}

export function createFleet({ db, process: name, clock = () => new Date(), onError }: FleetOptions): Fleet {
  const processName = name ?? defaultProcessName();
  return {
    process: processName,
    every(job, intervalMs, run) {
      const check = async (now: Date) => {
        const slot = await claimSlot(db, job, intervalMs, processName);
        if (slot === null) return;
        let failure: unknown;
        try {
          await run(now);
        } catch (error) {
          failure = error ?? new Error('failed');
          onError?.(error);
        }
        await finishSlot(db, job, slot, failure);
      };
      const clockOfJob = ticker(check, {
        intervalMs: Math.max(50, Math.floor(intervalMs / 2)),
        clock,
        onError,
      });
      clockOfJob.start();
      return () => clockOfJob.stop();
    },
  };
}

/** Forgets the runs that started more than `keepMs` ago (the pruning job). */
export async function pruneWorkRuns(db: Db, now: Date, keepMs: number): Promise<void> {
  await db.delete(workRuns).where(lt(workRuns.startedAt, new Date(now.getTime() - keepMs)));
}
