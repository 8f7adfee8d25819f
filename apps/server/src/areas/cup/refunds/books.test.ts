/**
 * The books (GET /v1/refunds/reconciliation) through real HTTP against the seeded database: they check every
 * rental rather than a sum per day (two errors on one day no longer cancel out), compare the refunds with the
 * bank's own ledger and with each remittance batch's totals, name the rental or the batch of every mismatch, and
 * refuse a date they cannot read with a Korean 400.
 */
import type { Reconciliation, ReconciliationMismatch } from '@oa/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { startTestApi, type TestApi } from '../../../testing/harness';
import { cupBankLedger, cupRefunds, cupRemittanceBatches, cupRentals } from '../schema';

const RECONCILIATION = '/seoul-cup/v1/refunds/reconciliation';

describe('the books', () => {
  let api: TestApi;
  let viewer: string;

  beforeAll(async () => {
    api = await startTestApi();
    viewer = (await api.userWith([P.SEOUL_CUP_REFUND_VIEW])).accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  const db = () => api.database.db;
  const books = async (query = '') => {
    const response = await api.request<{ _data: Reconciliation }>('GET', `${RECONCILIATION}${query}`, {
      token: viewer,
    });
    expect(response.status).toBe(200);
    return response.body._data;
  };
  const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
    const answer: unknown = await db().execute(query);
    const [row] = (answer as { rows: T[] }).rows;
    if (row === undefined) throw new Error('the seed has no such row');
    return row;
  };
  const named = (found: Reconciliation) =>
    (found.mismatches ?? []).map((mismatch: ReconciliationMismatch) => ({
      kind: mismatch.kind,
      rentalId: mismatch.rentalId,
      batchId: mismatch.batchId,
    }));

  it('agree on the seed, rental by rental and with the bank', async () => {
    const seeded = await books();
    expect(seeded.mismatched).toBe(0);
    expect(seeded.mismatches).toEqual([]);
    expect(seeded.mismatchCount).toBe(0);
  });

  it('the books name a REFUNDED rental without a completed refund and a held rental with a completed refund, on the same day', async () => {
    // A day with a returned rental still owed its deposit and a rental refunded: the first marked REFUNDED by
    // mistake, the second's rental put back to RETURNED. The day's sums cancel out; the rentals do not.
    const pair = await one<{ day: string; owed: number; paid: number }>(sql`
      select to_char(r.rented_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day, min(r.id) as owed, min(p.id) as paid
      from cup_rentals r
      join cup_rentals p on to_char(p.rented_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') = to_char(r.rented_at at time zone 'Asia/Seoul', 'YYYY-MM-DD')
      where r.state = 'RETURNED' and not exists (select 1 from cup_refunds f where f.rental_id = r.id)
        and p.state = 'REFUNDED' and exists (select 1 from cup_refunds f where f.rental_id = p.id and f.state = 'COMPLETED')
        and r.rented_at > now() - interval '80 days'
      group by 1 order by 1 desc limit 1`);
    await db().update(cupRentals).set({ state: 'REFUNDED' }).where(eq(cupRentals.id, pair.owed));
    await db().update(cupRentals).set({ state: 'RETURNED' }).where(eq(cupRentals.id, pair.paid));
    const found = await books(`?from=${pair.day}&to=${pair.day}`);
    expect(found.days[0]?.differenceKrw).toBe(0);
    expect(found.mismatched).toBe(1);
    expect(found.days[0]?.mismatches).toBe(2);
    expect(named(found)).toEqual(
      expect.arrayContaining([
        { kind: 'REFUNDED_WITHOUT_REFUND', rentalId: pair.owed, batchId: null },
        { kind: 'REFUND_NOT_MARKED', rentalId: pair.paid, batchId: null },
      ]),
    );
    expect(found.mismatchCount).toBe(2);
    await db().update(cupRentals).set({ state: 'RETURNED' }).where(eq(cupRentals.id, pair.owed));
    await db().update(cupRentals).set({ state: 'REFUNDED' }).where(eq(cupRentals.id, pair.paid));
    expect((await books(`?from=${pair.day}&to=${pair.day}`)).mismatches).toEqual([]);
  });

  it("the books compare with the bank's ledger and the batches' totals", async () => {
    const bank = api.app.remitter.bank;
    const completed = await one<{
      id: number;
      rental_id: number;
      transaction_id: string;
      batch_id: number;
      day: string;
    }>(sql`
      select f.id, f.rental_id, f.transaction_id, f.batch_id,
        to_char(r.rented_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day
      from cup_refunds f join cup_rentals r on r.id = f.rental_id
      where f.state = 'COMPLETED' and r.rented_at > now() - interval '20 days' order by f.id desc limit 1`);
    const failed = await one<{ id: number; rental_id: number; attempts: number; day: string }>(sql`
      select f.id, f.rental_id, f.attempts, to_char(r.rented_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day
      from cup_refunds f join cup_rentals r on r.id = f.rental_id
      where f.state = 'FAILED' and r.rented_at > now() - interval '55 days' order by f.id desc limit 1`);
    const from = completed.day < failed.day ? completed.day : failed.day;
    const to = completed.day < failed.day ? failed.day : completed.day;
    const period = `?from=${from}&to=${to}`;
    expect((await books(period)).mismatches).toEqual([]);

    // The refund says another transaction than the bank's: the bank has no transfer for it.
    await db().update(cupRefunds).set({ transactionId: 'SIM-NOT-IN-BANK' }).where(eq(cupRefunds.id, completed.id));
    expect(named(await books(period))).toEqual([{ kind: 'NOT_IN_BANK', rentalId: completed.rental_id, batchId: null }]);
    await db()
      .update(cupRefunds)
      .set({ transactionId: completed.transaction_id })
      .where(eq(cupRefunds.id, completed.id));

    // The bank paid a refund that is FAILED here, and paid a completed one twice.
    await bank.transfer({
      reference: `refund:${String(failed.id)}:${String(failed.attempts + 5)}`,
      bank: '신한은행',
      account: '110-123-456789',
      amountKrw: 1000,
    });
    await bank.transfer({
      reference: `refund:${String(completed.id)}:99`,
      bank: '신한은행',
      account: '110-123-456789',
      amountKrw: 1000,
    });
    expect(named(await books(period))).toEqual(
      expect.arrayContaining([
        { kind: 'BANK_PAID_NOT_COMPLETED', rentalId: failed.rental_id, batchId: null },
        { kind: 'PAID_TWICE', rentalId: completed.rental_id, batchId: null },
      ]),
    );
    await db()
      .delete(cupBankLedger)
      .where(
        sql`${cupBankLedger.reference} in (${`refund:${String(failed.id)}:${String(failed.attempts + 5)}`}, ${`refund:${String(completed.id)}:99`})`,
      );

    // A batch that says one more transfer completed, and more money remitted, than its refunds do.
    await db()
      .update(cupRemittanceBatches)
      .set({
        completed: sql`${cupRemittanceBatches.completed} + 1`,
        remittedKrw: sql`${cupRemittanceBatches.remittedKrw} + 500`,
      })
      .where(eq(cupRemittanceBatches.id, completed.batch_id));
    const batchDay = await one<{ day: string }>(
      sql`select to_char(started_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day from cup_remittance_batches where id = ${completed.batch_id}`,
    );
    const batches = await books(`?from=${batchDay.day}&to=${batchDay.day}`);
    expect(named(batches)).toEqual(
      expect.arrayContaining([
        { kind: 'BATCH_COUNT_DIFFERS', rentalId: null, batchId: completed.batch_id },
        { kind: 'BATCH_AMOUNT_DIFFERS', rentalId: null, batchId: completed.batch_id },
      ]),
    );
    expect(batches.mismatches?.find((mismatch) => mismatch.kind === 'BATCH_AMOUNT_DIFFERS')).toMatchObject({
      expected: expect.any(Number),
      actual: expect.any(Number),
    });
    await db()
      .update(cupRemittanceBatches)
      .set({
        completed: sql`${cupRemittanceBatches.completed} - 1`,
        remittedKrw: sql`${cupRemittanceBatches.remittedKrw} - 500`,
      })
      .where(eq(cupRemittanceBatches.id, completed.batch_id));
    expect((await books(period)).mismatches).toEqual([]);
  });

  it('reconciliation with to=abc is a 400', async () => {
    for (const query of ['?to=abc', '?from=abc', '?from=2026-01-01&to=abc', '?to=2026-13-01', '?from=abc&to=abc']) {
      const wrong = await api.request('GET', `${RECONCILIATION}${query}`, { token: viewer });
      expect(wrong.status, query).toBe(400);
      expect(wrong.body.error.message).toBe('조회 기간을 확인해 주세요.');
    }
    const to = await api.request('GET', `${RECONCILIATION}?to=abc`, { token: viewer });
    expect(to.body.error.fields).toEqual({ to: '종료일을 YYYY-MM-DD로 입력해 주세요.' });
  });
});
