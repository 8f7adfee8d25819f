/**
 * The deposits' books, per Seoul day of rental: every deposit taken is refunded (a COMPLETED refund's amount),
 * still held (the rental RENTED, or RETURNED and not yet paid back: requested, in remittance or failed) or forfeited
 * (EXPIRED: not returned in time). Refunded is read from the refunds and the other two from the rentals, so a
 * refund of the wrong amount, a rental marked REFUNDED without a completed refund or a completed refund whose
 * rental still counts as held all show as a difference on their day.
 */
import type { Reconciliation, ReconciliationDay } from '@oa/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { seoulDate } from '../../geo/placeFields';
import { addDays, daysBetween, isCalendarDay } from '../statistics/buckets';
import { badRequest } from '../../http/errors';

export const RECONCILIATION_DEFAULT_DAYS = 30;
export const RECONCILIATION_MAX_DAYS = 92;

/** The period asked ('YYYY-MM-DD' both included), or the last 30 Seoul days; a wrong one is a 400 in Korean. */
export function reconciliationPeriod(query: { from?: string; to?: string }, at: Date): { from: string; to: string } {
  const to = query.to ?? seoulDate(at);
  const from = query.from ?? addDays(to, -(RECONCILIATION_DEFAULT_DAYS - 1));
  const fields: Record<string, string> = {};
  if (!isCalendarDay(from)) fields.from = '시작일을 YYYY-MM-DD로 입력해 주세요.';
  if (!isCalendarDay(to)) fields.to = '종료일을 YYYY-MM-DD로 입력해 주세요.';
  if (Object.keys(fields).length === 0 && from > to) fields.from = '시작일이 종료일보다 늦습니다.';
  if (Object.keys(fields).length === 0 && daysBetween(from, to) > RECONCILIATION_MAX_DAYS)
    fields.to = `기간은 ${String(RECONCILIATION_MAX_DAYS)}일까지 조회할 수 있습니다.`;
  if (Object.keys(fields).length > 0) throw badRequest('조회 기간을 확인해 주세요.', fields);
  return { from, to };
}

export async function reconcile(db: Db, period: { from: string; to: string }): Promise<Reconciliation> {
  const start = `${period.from}T00:00:00+09:00`;
  const end = `${addDays(period.to, 1)}T00:00:00+09:00`;
  const result: unknown = await db.execute(sql`
    select to_char(r.rented_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day,
      count(*)::int as rentals,
      sum(r.deposit_krw)::bigint as taken,
      coalesce(sum(f.amount_krw) filter (where f.state = 'COMPLETED'), 0)::bigint as refunded,
      coalesce(sum(r.deposit_krw) filter (where r.state in ('RENTED', 'RETURNED')), 0)::bigint as held,
      coalesce(sum(r.deposit_krw) filter (where r.state = 'EXPIRED'), 0)::bigint as forfeited
    from cup_rentals r left join cup_refunds f on f.rental_id = r.id
    where r.rented_at >= ${start}::timestamptz and r.rented_at < ${end}::timestamptz
    group by 1 order by 1`);
  const { rows } = result as {
    rows: { day: string; rentals: number; taken: string; refunded: string; held: string; forfeited: string }[];
  };
  const days: ReconciliationDay[] = rows.map((row) => {
    const takenKrw = Number(row.taken);
    const refundedKrw = Number(row.refunded);
    const heldKrw = Number(row.held);
    const forfeitedKrw = Number(row.forfeited);
    return {
      day: row.day,
      rentals: row.rentals,
      takenKrw,
      refundedKrw,
      heldKrw,
      forfeitedKrw,
      differenceKrw: takenKrw - refundedKrw - heldKrw - forfeitedKrw,
    };
  });
  const sum = (pick: (day: ReconciliationDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  return {
    ...period,
    days,
    mismatched: days.filter((day) => day.differenceKrw !== 0).length,
    totals: {
      takenKrw: sum((day) => day.takenKrw),
      refundedKrw: sum((day) => day.refundedKrw),
      heldKrw: sum((day) => day.heldKrw),
      forfeitedKrw: sum((day) => day.forfeitedKrw),
      differenceKrw: sum((day) => day.differenceKrw),
    },
  };
}
