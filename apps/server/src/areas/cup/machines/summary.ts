/**
 * The cup programme at a glance for the home page, in one answer: machines offline, open low-stock alerts, return
 * machines full, today's rentals and returns (Asia/Seoul's day) and the overdue rentals. Each
 * count reads an index (`cup_machines` is small; rentals by `rented_at`, returns by `at`, overdue by the partial
 * index of open rentals). At production size the day's returns and the overdue rentals are tens of thousands of
 * index entries, so one answer serves every caller for SUMMARY_TTL_MS (the home page's counts are at most that old;
 * docs/decisions.md).
 */
import { CUP_MACHINE_OFFLINE_AFTER_SECONDS, type CupSummary } from '@oa/contract';
import { and, count, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { seoulDate } from '../../../geo/placeFields';
import type { Db } from '../../../db/database';
import { cupMachineAlerts, cupMachines, cupRentals, cupReturnEvents } from '../schema';

/** How long one summary serves every caller. */
export const SUMMARY_TTL_MS = 15_000;

/** The summary as kept: one answer serves every caller for SUMMARY_TTL_MS (a failed count is not kept). */
export function keptSummary(db: Db): (at: Date) => Promise<CupSummary> {
  let kept: { at: number; answer: Promise<CupSummary> } | null = null;
  return (at) => {
    if (kept === null || at.getTime() - kept.at >= SUMMARY_TTL_MS || at.getTime() < kept.at) {
      const answer = summarize(db, at);
      kept = { at: at.getTime(), answer };
      answer.catch(() => {
        if (kept?.answer === answer) kept = null;
      });
    }
    return kept.answer;
  };
}

/** Every count of the summary at `at`, run together. */
export async function summarize(db: Db, at: Date): Promise<CupSummary> {
  const day = seoulDate(at);
  const dayStart = new Date(`${day}T00:00:00+09:00`);
  const offlineSince = new Date(at.getTime() - CUP_MACHINE_OFFLINE_AFTER_SECONDS * 1000);
  const offline = or(isNull(cupMachines.lastHeartbeatAt), lt(cupMachines.lastHeartbeatAt, offlineSince));
  const countOf = async (table: PgTable, where: SQL | undefined): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };
  const machines = (where: SQL | undefined) => countOf(cupMachines, where);
  // Each count by its name, run together.
  const queries = {
    rentalMachinesOffline: machines(and(eq(cupMachines.kind, 'RENTAL'), offline)),
    returnMachinesOffline: machines(and(eq(cupMachines.kind, 'RETURN'), offline)),
    lowStockAlerts: countOf(
      cupMachineAlerts,
      and(isNull(cupMachineAlerts.clearedAt), eq(cupMachineAlerts.kind, 'LOW_STOCK')),
    ),
    returnMachinesFull: machines(and(eq(cupMachines.kind, 'RETURN'), eq(cupMachines.levelBand, 'FULL'))),
    rentalsToday: countOf(cupRentals, gte(cupRentals.rentedAt, dayStart)),
    returnsToday: countOf(
      cupReturnEvents,
      and(gte(cupReturnEvents.at, dayStart), eq(cupReturnEvents.result, 'ACCEPTED')),
    ),
    overdue: countOf(cupRentals, and(isNull(cupRentals.returnedAt), lt(cupRentals.dueAt, sql`${at}`))),
  };
  const values = await Promise.all(Object.values(queries));
  const counts = Object.fromEntries(Object.keys(queries).map((name, index) => [name, values[index] ?? 0])) as Record<
    keyof typeof queries,
    number
  >;
  return { ...counts, day };
}
