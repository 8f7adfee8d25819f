/**
 * Background work across processes (work/fleet.ts), with two fleets standing for two processes over one database:
 * an interval is run by one of them only, the work moves to the other when one stops, a failed run is recorded and
 * the clock goes on, and stopping waits for the run under way.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { freshDatabase } from '../testing/harness';
import { claimSlot, createFleet } from './fleet';
import { workRuns } from './schema';

describe('the fleet (background work once across processes)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const runsOf = (job: string) =>
    database.db.select().from(workRuns).where(eq(workRuns.job, job)).orderBy(asc(workRuns.slot));

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('claims an interval once: the second claim of the same interval finds it taken', async () => {
    const first = await claimSlot(database.db, 'claim-test', 3_600_000, 'a');
    const second = await claimSlot(database.db, 'claim-test', 3_600_000, 'b');
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect((await runsOf('claim-test')).map((run) => run.process)).toEqual(['a']);
  });

  it('runs each interval in one process, and moves to the other when that one stops', async () => {
    const intervalMs = 150;
    const ran: { process: string; at: number }[] = [];
    const job = (process: string) => () => {
      ran.push({ process, at: Date.now() });
      return Promise.resolve();
    };
    const a = createFleet({ db: database.db, process: 'a' });
    const b = createFleet({ db: database.db, process: 'b' });
    const stopA = a.every('move-test', intervalMs, job('a'));
    const stopB = b.every('move-test', intervalMs, job('b'));
    await expect.poll(() => ran.length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(8);
    await stopA();
    const stoppedAt = Date.now();
    await expect
      .poll(() => ran.filter((run) => run.at > stoppedAt).length, { timeout: 10_000, interval: 20 })
      .toBeGreaterThanOrEqual(4);
    await stopB();

    const runs = await runsOf('move-test');
    // One row per interval (the primary key), one run per row, every one finished.
    expect(runs.length).toBe(ran.length);
    expect(new Set(runs.map((run) => run.slot)).size).toBe(runs.length);
    expect(runs.every((run) => run.finishedAt !== null && run.error === null)).toBe(true);
    // After a stopped, b ran every interval, and the work moved within seconds (bounds loose for a loaded machine:
    // timers there fire late; what matters is that b takes over without a lease to expire).
    expect(ran.filter((run) => run.at > stoppedAt).every((run) => run.process === 'b')).toBe(true);
    const firstAfter = ran.find((run) => run.at > stoppedAt);
    expect((firstAfter?.at ?? Infinity) - stoppedAt).toBeLessThan(5000);
    const slots = runs.map((run) => run.slot);
    const gaps = slots.slice(1).map((slot, i) => slot - (slots[i] ?? slot));
    expect(Math.max(...gaps) * intervalMs).toBeLessThan(5000);
  });

  it('records a failed run and keeps its clock; stopping waits for the run under way', async () => {
    const errors: unknown[] = [];
    const fleet = createFleet({ db: database.db, process: 'c', onError: (error) => errors.push(error) });
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finished = false;
    const stop = fleet.every('fail-test', 100, async () => {
      calls += 1;
      if (calls === 1) throw new Error('the bank is closed');
      await held;
      finished = true;
    });
    await expect.poll(() => calls, { timeout: 10_000, interval: 20 }).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await expect.poll(() => errors.length).toBe(1);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    const runs = await runsOf('fail-test');
    expect(runs.map((run) => run.error)).toEqual(['the bank is closed', null]);
  });
});
