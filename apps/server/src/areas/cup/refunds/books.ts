/**
 * The deposits' books (GET /v1/refunds/reconciliation), checked rental by rental, then summed per Seoul day of
 * rental: every deposit taken is refunded (a COMPLETED refund's amount), still held (the rental RENTED, or RETURNED
 * and not yet paid back) or forfeited (EXPIRED: not returned in time).
 *
 * The sums per day alone let two errors cancel out, so each rental of the period is checked on its own, and each
 * mismatch names its rental (or batch):
 * - a rental REFUNDED has exactly one COMPLETED refund, of its deposit; a COMPLETED refund's rental is REFUNDED;
 * - the bank's record (read through the Bank interface, `ledger`) agrees: every COMPLETED refund has its transfer
 *   made, with the same amount and transaction id; a transfer made for a refund not COMPLETED, or two made for one
 *   rental, is a mismatch;
 * - every remittance batch started in the period counts what its refunds say: completed, and the sum remitted.
 * The checks are set-based SQL over the period's rentals: the bank's entries travel as one JSON parameter and meet
 * the period's refunds by grouping on the refund (no join the planner could turn into a nested loop); 300,000
 * statement entries take about 2 s on PGlite beside a month of rentals, the statement's own read about 4 s more.
 */
import type { Reconciliation, ReconciliationDay, ReconciliationMismatch } from '@oa/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { seoulDate } from '../../../geo/placeFields';
import { badRequest } from '../../../http/errors';
import { addDays, daysBetween, isCalendarDay } from '@oa/contract/days';
import type { Bank } from './bank';

export const RECONCILIATION_DEFAULT_DAYS = 30;
export const RECONCILIATION_MAX_DAYS = 92;
/** Mismatches listed in one answer (all are counted). */
export const RECONCILIATION_MISMATCHES_MAX = 200;

export const PERIOD_MESSAGES = {
  period: '조회 기간을 확인해 주세요.',
  from: '시작일을 YYYY-MM-DD로 입력해 주세요.',
  to: '종료일을 YYYY-MM-DD로 입력해 주세요.',
  order: '시작일이 종료일보다 늦습니다.',
  long: `기간은 ${String(RECONCILIATION_MAX_DAYS)}일까지 조회할 수 있습니다.`,
} as const;

/** The period asked ('YYYY-MM-DD' both included), or the last 30 Seoul days; a wrong one is a 400 in Korean. */
export function reconciliationPeriod(query: { from?: string; to?: string }, at: Date): { from: string; to: string } {
  const fields: Record<string, string> = {};
  const to = query.to ?? seoulDate(at);
  if (!isCalendarDay(to)) fields.to = PERIOD_MESSAGES.to;
  // The default start counts back from a valid end only (from an unreadable one it has no date).
  const from = query.from ?? (fields.to === undefined ? addDays(to, -(RECONCILIATION_DEFAULT_DAYS - 1)) : '');
  if (query.from !== undefined && !isCalendarDay(from)) fields.from = PERIOD_MESSAGES.from;
  if (Object.keys(fields).length === 0 && from > to) fields.from = PERIOD_MESSAGES.order;
  if (Object.keys(fields).length === 0 && daysBetween(from, to) > RECONCILIATION_MAX_DAYS)
    fields.to = PERIOD_MESSAGES.long;
  if (Object.keys(fields).length > 0) throw badRequest(PERIOD_MESSAGES.period, fields);
  return { from, to };
}

/** What each kind of mismatch says, in Korean. */
export const MISMATCH_MESSAGES: Readonly<Record<ReconciliationMismatch['kind'], string>> = {
  REFUNDED_WITHOUT_REFUND: '환급 완료로 표시된 대여에 완료된 환급이 없습니다.',
  REFUND_NOT_MARKED: '환급이 완료되었는데 대여가 환급 완료로 표시되지 않았습니다.',
  AMOUNT_DIFFERS: '환급액이 보증금과 다릅니다.',
  NOT_IN_BANK: '완료된 환급의 송금이 은행 원장에 없습니다.',
  BANK_AMOUNT_DIFFERS: '은행 원장의 송금액이 환급액과 다릅니다.',
  BANK_PAID_NOT_COMPLETED: '은행은 송금했는데 환급이 완료되지 않았습니다.',
  PAID_TWICE: '은행이 한 대여에 두 번 이상 송금했습니다.',
  BATCH_COUNT_DIFFERS: '송금 묶음의 완료 건수가 환급과 다릅니다.',
  BATCH_AMOUNT_DIFFERS: '송금 묶음의 송금액이 환급과 다릅니다.',
};

type Row = Record<string, unknown>;
async function rowsOf<T extends Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function reconcile(db: Db, bank: Bank, period: { from: string; to: string }): Promise<Reconciliation> {
  const start = `${period.from}T00:00:00+09:00`;
  const end = `${addDays(period.to, 1)}T00:00:00+09:00`;
  const inPeriod = sql`r.rented_at >= ${start}::timestamptz and r.rented_at < ${end}::timestamptz`;
  // The bank's statement from the period's start (a refund is paid after its rental), as three JSON arrays.
  const made = await bank.ledger(new Date(start));
  const ledger = JSON.stringify({
    references: made.map((entry) => entry.reference),
    amounts: made.map((entry) => entry.amountKrw),
    transactions: made.map((entry) => entry.transactionId),
  });
  const dayRows = await rowsOf<{
    day: string;
    rentals: number;
    taken: string;
    refunded: string;
    held: string;
    forfeited: string;
  }>(
    db,
    sql`
    select to_char(r.rented_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day,
      count(*)::int as rentals,
      sum(r.deposit_krw)::bigint as taken,
      coalesce(sum(f.amount_krw) filter (where f.state = 'COMPLETED'), 0)::bigint as refunded,
      coalesce(sum(r.deposit_krw) filter (where r.state in ('RENTED', 'RETURNED')), 0)::bigint as held,
      coalesce(sum(r.deposit_krw) filter (where r.state = 'EXPIRED'), 0)::bigint as forfeited
    from cup_rentals r left join cup_refunds f on f.rental_id = r.id
    where ${inPeriod}
    group by 1 order by 1`,
  );
  // Each rental of the period against its refund and the bank's transfers for that refund (one refund a rental).
  const rentalRows = await rowsOf<{
    kind: ReconciliationMismatch['kind'];
    rental_id: string | number;
    refund_id: string | number | null;
    day: string;
    expected: number | null;
    actual: number | null;
  }>(
    db,
    sql`
    with statement as (select ${ledger}::jsonb as j),
    bank as (
      select (split_part(e.reference, ':', 2))::int as refund_id, e.amount_krw::int as amount_krw, e.transaction_id
      from statement, rows from (
        jsonb_array_elements_text(j -> 'references'),
        jsonb_array_elements_text(j -> 'amounts'),
        jsonb_array_elements_text(j -> 'transactions')
      ) as e(reference, amount_krw, transaction_id)
      where e.reference ~ '^refund:[0-9]{1,9}:[0-9]+$'
    ),
    rentals as (
      select r.id as rental_id, r.state as rental_state, r.deposit_krw, f.id as refund_id, f.state as refund_state,
        f.amount_krw, f.transaction_id, to_char(r.rented_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day
      from cup_rentals r left join cup_refunds f on f.rental_id = r.id
      where ${inPeriod}
    ),
    -- The period's refunds beside the bank's transfers, grouped by refund (no join, whatever the planner guesses).
    together as (
      select refund_id, false as bank, rental_id, refund_state, day, amount_krw, transaction_id
        from rentals where refund_id is not null
      union all
      select refund_id, true, null, null, null, amount_krw, transaction_id from bank
        where refund_id in (select refund_id from rentals)
    ),
    per_refund as (
      select refund_id, max(rental_id) as rental_id, max(refund_state) as refund_state, max(day) as day,
        max(amount_krw) filter (where not bank) as amount_krw,
        max(transaction_id) filter (where not bank) as transaction_id,
        count(*) filter (where bank)::int as paid,
        array_agg(transaction_id) filter (where bank) as bank_transactions,
        array_agg(amount_krw) filter (where bank) as bank_amounts
      from together group by refund_id
      having bool_or(not bank)
    ),
    checked as (
      select *, bank_amounts[array_position(bank_transactions, transaction_id)] as paid_krw from per_refund
    )
    select kind, rental_id, refund_id, day, expected, actual from (
      select 'REFUNDED_WITHOUT_REFUND' as kind, rental_id, refund_id, day, null::int as expected, null::int as actual
        from rentals where rental_state = 'REFUNDED' and refund_state is distinct from 'COMPLETED'
      union all
      select 'REFUND_NOT_MARKED', rental_id, refund_id, day, null, null
        from rentals where refund_state = 'COMPLETED' and rental_state <> 'REFUNDED'
      union all
      select 'AMOUNT_DIFFERS', rental_id, refund_id, day, deposit_krw, amount_krw
        from rentals where refund_state = 'COMPLETED' and amount_krw <> deposit_krw
      union all
      select 'NOT_IN_BANK', rental_id, refund_id, day, null, null
        from checked where refund_state = 'COMPLETED' and paid_krw is null
      union all
      select 'BANK_AMOUNT_DIFFERS', rental_id, refund_id, day, amount_krw, paid_krw
        from checked where refund_state = 'COMPLETED' and paid_krw <> amount_krw
      union all
      select 'BANK_PAID_NOT_COMPLETED', rental_id, refund_id, day, null, null
        from checked where refund_state <> 'COMPLETED' and paid > 0
      union all
      select 'PAID_TWICE', rental_id, refund_id, day, 1, paid
        from checked where paid > 1
    ) found order by day, rental_id, kind`,
  );
  const batchRows = await rowsOf<{
    kind: ReconciliationMismatch['kind'];
    batch_id: string | number;
    expected: string;
    actual: string;
  }>(
    db,
    sql`
    with batches as (
      select b.id, b.completed, b.remitted_krw,
        count(f.id) filter (where f.state = 'COMPLETED')::int as counted,
        coalesce(sum(f.amount_krw) filter (where f.state = 'COMPLETED'), 0)::bigint as summed
      from cup_remittance_batches b left join cup_refunds f on f.batch_id = b.id
      where b.started_at >= ${start}::timestamptz and b.started_at < ${end}::timestamptz
      group by b.id
    )
    select 'BATCH_COUNT_DIFFERS' as kind, id as batch_id, counted::bigint as expected, completed::bigint as actual
      from batches where completed <> counted
    union all
    select 'BATCH_AMOUNT_DIFFERS', id, summed, remitted_krw from batches where remitted_krw <> summed
    order by 2, 1`,
  );
  const mismatches: ReconciliationMismatch[] = [
    ...rentalRows.map((row) => ({
      kind: row.kind,
      rentalId: Number(row.rental_id),
      refundId: numberOrNull(row.refund_id),
      batchId: null,
      day: row.day,
      expected: numberOrNull(row.expected),
      actual: numberOrNull(row.actual),
      message: MISMATCH_MESSAGES[row.kind],
    })),
    ...batchRows.map((row) => ({
      kind: row.kind,
      rentalId: null,
      refundId: null,
      batchId: Number(row.batch_id),
      day: null,
      expected: Number(row.expected),
      actual: Number(row.actual),
      message: MISMATCH_MESSAGES[row.kind],
    })),
  ];
  const perDay = new Map<string, number>();
  for (const mismatch of mismatches)
    if (mismatch.day !== null) perDay.set(mismatch.day, (perDay.get(mismatch.day) ?? 0) + 1);
  const days: ReconciliationDay[] = dayRows.map((row) => {
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
      mismatches: perDay.get(row.day) ?? 0,
    };
  });
  const sum = (pick: (day: ReconciliationDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  return {
    ...period,
    days,
    mismatched: days.filter((day) => day.differenceKrw !== 0 || (day.mismatches ?? 0) > 0).length,
    totals: {
      takenKrw: sum((day) => day.takenKrw),
      refundedKrw: sum((day) => day.refundedKrw),
      heldKrw: sum((day) => day.heldKrw),
      forfeitedKrw: sum((day) => day.forfeitedKrw),
      differenceKrw: sum((day) => day.differenceKrw),
    },
    mismatchCount: mismatches.length,
    mismatches: mismatches.slice(0, RECONCILIATION_MISMATCHES_MAX),
  };
}
