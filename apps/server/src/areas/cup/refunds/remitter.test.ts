/**
 * The remitter never leaves money in limbo, through the real server's database (PGlite) and the simulated bank's
 * ledger: a transfer that throws (before the bank saw it, or after it paid), a decryption or a messenger that
 * throws, end that refund's story (FAILED with the reason, or COMPLETED as the bank says) while the round goes on
 * and its batch finishes; a retry never pays an attempt that went through after all; a refund left PROCESSING by a
 * round that died is settled by asking the bank by reference, and paid once.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { createRandom } from '../../../seed/random';
import { startTestApi, testSecrets, type TestApi } from '../../../testing/harness';
import { cupBankLedger, cupRefunds, cupRemittanceBatches, cupRentals } from '../schema';
import { simulatedBank, simulatedMessenger, type Bank, type Messenger } from './bank';
import { createRemitter, REMITTANCE_FAILURES } from './remitter';

const REFUNDS = '/seoul-cup/v1/refunds';

describe('the remitter', () => {
  let api: TestApi;
  let refunder: string;
  let made = 0;

  beforeAll(async () => {
    api = await startTestApi();
    refunder = (
      await api.userWith([P.SEOUL_CUP_REFUND_VIEW, P.SEOUL_CUP_REFUND_DETAIL_VIEW, P.SEOUL_CUP_REFUND_MESSAGE_VIEW])
    ).accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  const db = () => api.database.db;
  const bankOf = () => simulatedBank({ db: db(), failureRate: 0, random: createRandom(3) });
  const textsAll: Messenger = simulatedMessenger({ failureRate: 0, random: createRandom(4) });
  const remitterWith = (bank: Bank, messenger: Messenger = textsAll, now = () => new Date()) =>
    createRemitter({ db: db(), bank, messenger, secrets: testSecrets, now });

  /** A returned rental's manual refund, REQUESTED (through the API): its id and rental. */
  async function requested(): Promise<{ id: number; rentalId: number }> {
    const answer: unknown = await db().execute(
      sql`select id from cup_rentals r where state = 'RETURNED' and not exists (select 1 from cup_refunds f where f.rental_id = r.id) order by id limit 1`,
    );
    const rentalId = (answer as { rows: { id: number }[] }).rows[0]?.id;
    if (rentalId === undefined) throw new Error('no unrefunded rental left');
    made += 1;
    const response = await api.request('POST', REFUNDS, {
      token: refunder,
      body: {
        requestId: `remitter-test-${String(made).padStart(4, '0')}`,
        rentalId,
        amountKrw: 1000,
        bank: '신한은행',
        account: '110-123-456789',
        reason: '반납기 통신 오류로 자동 환급 누락',
      },
    });
    expect(response.status).toBe(200);
    return { id: response.body._data.refund.id as number, rentalId };
  }

  const refundOf = async (id: number) => {
    const [row] = await db().select().from(cupRefunds).where(eq(cupRefunds.id, id));
    if (row === undefined) throw new Error('no refund');
    return row;
  };
  const rentalState = async (id: number) =>
    (await db().select({ state: cupRentals.state }).from(cupRentals).where(eq(cupRentals.id, id)))[0]?.state;
  const paidFor = async (refundId: number) =>
    db()
      .select()
      .from(cupBankLedger)
      .where(like(cupBankLedger.reference, `refund:${String(refundId)}:%`));
  const processing = async () =>
    db().select({ id: cupRefunds.id }).from(cupRefunds).where(eq(cupRefunds.state, 'PROCESSING'));
  const batchOf = async (id: number | null) => {
    const [row] = await db()
      .select()
      .from(cupRemittanceBatches)
      .where(eq(cupRemittanceBatches.id, id ?? 0));
    if (row === undefined) throw new Error('no batch');
    return row;
  };
  const refundIdOf = (reference: string) => Number(reference.split(':')[1]);

  it('a bank that throws mid-round leaves no refund PROCESSING and the batch finishes', async () => {
    const first = await requested();
    const unreached = await requested();
    const lost = await requested();
    const unknown = await requested();
    const last = await requested();
    const real = bankOf();
    // The bank throws before it saw `unreached`; it pays `lost` and `unknown` and the answers are lost, and for
    // `unknown` it cannot even be asked.
    const bank: Bank = {
      async transfer(request) {
        const id = refundIdOf(request.reference);
        if (id === unreached.id) throw new Error('connection refused');
        const answer = await real.transfer(request);
        if (id === lost.id || id === unknown.id) throw new Error('socket hang up');
        return answer;
      },
      async lookup(reference) {
        if (refundIdOf(reference) === unknown.id) throw new Error('connection refused');
        return real.lookup(reference);
      },
      ledger: (since) => real.ledger(since),
    };
    const round = await remitterWith(bank).run();

    expect(await processing()).toEqual([]);
    const batch = await batchOf(round.batchId);
    expect(batch.finishedAt).not.toBeNull();
    expect(batch.completed + batch.failed).toBe(batch.count);
    expect(round.completed + round.failed).toBe(round.sent);
    expect([round.completed, round.failed]).toEqual([batch.completed, batch.failed]);
    for (const { id, rentalId } of [first, last, lost]) {
      expect((await refundOf(id)).state).toBe('COMPLETED');
      expect(await rentalState(rentalId)).toBe('REFUNDED');
    }
    // The answer lost, the bank was asked: paid, once, and recorded with the bank's transaction id.
    const [lostTransfer, ...more] = await paidFor(lost.id);
    expect(more).toEqual([]);
    expect((await refundOf(lost.id)).transactionId).toBe(lostTransfer?.transactionId);
    for (const id of [unreached.id, unknown.id])
      expect(await refundOf(id)).toMatchObject({ state: 'FAILED', failure: REMITTANCE_FAILURES.unreachable });
    expect(await rentalState(unknown.rentalId)).toBe('RETURNED');

    // Retried, `unknown` is not paid again: the bank says its first attempt went through.
    for (const { id } of [unreached, unknown]) {
      const retry = await api.request('POST', `${REFUNDS}/${String(id)}/retry`, {
        token: refunder,
        body: { requestId: `retry-after-${String(id)}` },
      });
      expect(retry.status).toBe(200);
    }
    const again = await remitterWith(real).run();
    expect(again.failed).toBe(0);
    for (const { id, rentalId } of [unreached, unknown]) {
      expect(await refundOf(id)).toMatchObject({ state: 'COMPLETED', attempts: 2 });
      expect(await rentalState(rentalId)).toBe('REFUNDED');
      const transfers = (await paidFor(id)).filter((entry) => entry.transactionId !== null);
      expect(transfers).toHaveLength(1);
      expect((await refundOf(id)).transactionId).toBe(transfers[0]?.transactionId);
    }
    expect((await paidFor(unknown.id)).map((entry) => entry.reference)).toEqual([`refund:${String(unknown.id)}:1`]);
  });

  it('a messenger or decryption that throws does not stop the round', async () => {
    const unreadable = await requested();
    const texted = await requested();
    await db()
      .update(cupRefunds)
      .set({ accountEncrypted: 'not-a-cipher-text' })
      .where(eq(cupRefunds.id, unreadable.id));
    const throwing: Messenger = { send: () => Promise.reject(new Error('carrier down')) };
    const round = await remitterWith(bankOf(), throwing).run();

    expect(await processing()).toEqual([]);
    expect((await batchOf(round.batchId)).finishedAt).not.toBeNull();
    expect(await refundOf(unreadable.id)).toMatchObject({ state: 'FAILED', failure: REMITTANCE_FAILURES.account });
    expect(await paidFor(unreadable.id)).toEqual([]);
    expect(await refundOf(texted.id)).toMatchObject({ state: 'COMPLETED', messageState: 'FAILED' });
    expect(await rentalState(texted.rentalId)).toBe('REFUNDED');
    expect(round.completed).toBeGreaterThanOrEqual(1);
  });

  it("a refund left PROCESSING by a dead round is recovered and paid once (the bank's ledger)", async () => {
    const bank = bankOf();
    const sent = await requested();
    const refused = await requested();
    const unsent = await requested();
    const fresh = await requested();
    const ids = [sent.id, refused.id, unsent.id];
    // A round that died: its batch claimed three refunds five minutes ago; the bank paid one and refused one.
    const at = new Date(Date.now() - 5 * 60_000);
    const [dead] = await db()
      .insert(cupRemittanceBatches)
      .values({ startedAt: at, count: 3, amountKrw: 3000 })
      .returning({ id: cupRemittanceBatches.id });
    // Another process's round, still running: its refund is not a dead one yet.
    const [live] = await db()
      .insert(cupRemittanceBatches)
      .values({ startedAt: new Date(), count: 1, amountKrw: 1000 })
      .returning({ id: cupRemittanceBatches.id });
    await db()
      .update(cupRefunds)
      .set({ state: 'PROCESSING', attempts: 1, batchId: dead?.id ?? null })
      .where(inArray(cupRefunds.id, ids));
    await db()
      .update(cupRefunds)
      .set({ state: 'PROCESSING', attempts: 1, batchId: live?.id ?? null })
      .where(eq(cupRefunds.id, fresh.id));
    const paid = await bank.transfer({
      reference: `refund:${String(sent.id)}:1`,
      bank: '신한은행',
      account: '110-123-456789',
      amountKrw: 1000,
    });
    await bank.transfer({
      reference: `refund:${String(refused.id)}:1`,
      bank: '신한은행',
      account: '000-123-456789',
      amountKrw: 1000,
    });

    const round = await remitterWith(bank).run();
    expect(round.recovered).toBe(3);
    expect(await refundOf(sent.id)).toMatchObject({
      state: 'COMPLETED',
      transactionId: paid.ok ? paid.transactionId : 'paid',
    });
    expect(await refundOf(refused.id)).toMatchObject({ state: 'FAILED', failureCode: 'WRONG_ACCOUNT' });
    expect(await refundOf(unsent.id)).toMatchObject({ state: 'COMPLETED', attempts: 1 });
    for (const { id, rentalId } of [sent, unsent]) {
      expect(await rentalState(rentalId)).toBe('REFUNDED');
      expect((await refundOf(id)).messageState).toBe('SENT');
      const transfers = await paidFor(id);
      expect(transfers.map((entry) => entry.reference)).toEqual([`refund:${String(id)}:1`]);
      expect(transfers[0]?.transactionId).toBe((await refundOf(id)).transactionId);
    }
    expect(await batchOf(dead?.id ?? null)).toMatchObject({ completed: 2, failed: 1, remittedKrw: 2000 });
    expect((await batchOf(dead?.id ?? null)).finishedAt).not.toBeNull();
    // The live round's refund is left to it until it is older than the threshold; then it is recovered too.
    expect((await refundOf(fresh.id)).state).toBe('PROCESSING');
    const later = await remitterWith(bank, textsAll, () => new Date(Date.now() + 2 * 60_000)).run();
    expect(later.recovered).toBe(1);
    expect(await refundOf(fresh.id)).toMatchObject({ state: 'COMPLETED' });
    expect(await paidFor(fresh.id)).toHaveLength(1);
    expect(await processing()).toEqual([]);
    expect((await batchOf(live?.id ?? null)).finishedAt).not.toBeNull();

    // Run again: nothing is paid twice.
    await remitterWith(bank).run();
    for (const id of [...ids, fresh.id]) expect((await paidFor(id)).length).toBeLessThanOrEqual(1);
    const twice: unknown = await db().execute(
      sql`select split_part(reference, ':', 2) as refund from cup_bank_ledger where transaction_id is not null group by 1 having count(*) > 1`,
    );
    expect((twice as { rows: unknown[] }).rows).toEqual([]);
    expect(
      await db()
        .select()
        .from(cupRefunds)
        .where(and(inArray(cupRefunds.id, ids), eq(cupRefunds.state, 'PROCESSING'))),
    ).toEqual([]);
  });
});
