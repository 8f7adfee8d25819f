/**
 * Deposit refunds and remittances through real HTTP against the seeded database: what a rental is owed, a manual
 * refund once whatever the clicks (20 at once), the remitter's batches through a bank that refuses (FAILED, then a
 * retry with a corrected account that completes), the message resent once, the message column only for its
 * permission, the books (reconciliation) agreeing on the seed and after the simulator, and reporting a day broken on
 * purpose. Every operator action is audited. (The remitter's failures and recovery: remitter.test.ts; the books
 * rental by rental: books.test.ts.)
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import type { Reconciliation, Refund, RefundDetail } from '@oa/contract';
import { auditLog } from '../../../audit/schema';
import { createRandom } from '../../../seed/random';
import { findCupMoneyTargets } from '../../../testing/fixtures';
import { startTestApi, testSecrets, type TestApi } from '../../../testing/harness';
import { cupRefundEvents, cupRefunds, cupRentals } from '../schema';
import { createCupSimulator } from '../machines/simulator';
import { simulatedBank, simulatedMessenger } from './bank';
import { createRemitter } from './remitter';

const REFUNDS = '/seoul-cup/v1/refunds';
const RECONCILIATION = '/seoul-cup/v1/refunds/reconciliation';

describe('refunds and remittances', () => {
  let api: TestApi;
  /** Only the refund pages' permissions (the e2e's user too). */
  let refunder: string;
  let refundViewer: string;

  beforeAll(async () => {
    api = await startTestApi();
    refunder = (
      await api.userWith([
        P.SEOUL_CUP_REFUND_VIEW,
        P.SEOUL_CUP_REFUND_DETAIL_VIEW,
        P.SEOUL_CUP_REFUND_MESSAGE_VIEW,
        P.SEOUL_CUP_REFUND_MESSAGE_RESEND,
      ])
    ).accessToken;
    refundViewer = (await api.userWith([P.SEOUL_CUP_REFUND_VIEW])).accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  /** A returned rental without a refund, fresh for each test (the seed has hundreds). */
  async function unrefundedRental(): Promise<number> {
    const answer: unknown = await api.database.db.execute(
      sql`select id from cup_rentals r where state = 'RETURNED' and not exists (select 1 from cup_refunds f where f.rental_id = r.id) order by random() limit 1`,
    );
    const result = answer as { rows: { id: number }[] };
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('no unrefunded rental left');
    return id;
  }

  const refundBody = (rentalId: number, requestId: string, account = '110-123-456789') => ({
    requestId,
    rentalId,
    amountKrw: 1000,
    bank: '신한은행',
    account,
    reason: '반납기 통신 오류로 자동 환급 누락',
  });

  const detail = async (id: number) =>
    (await api.request<{ _data: RefundDetail }>('GET', `${REFUNDS}/${String(id)}`, { token: refunder })).body._data;

  describe('a manual refund', () => {
    it('quotes the deposit, refunds it once, and the remitter pays it: rental REFUNDED, texted, every step told', async () => {
      const rentalId = await unrefundedRental();
      const quote = await api.request('GET', `/seoul-cup/v1/rentals/${String(rentalId)}/refund-quote`, {
        token: refundViewer,
      });
      expect(quote.status).toBe(200);
      expect(quote.body._data).toMatchObject({ rentalId, owedKrw: 1000, blocked: null, refundId: null });
      expect(quote.body._data.phoneMasked).toMatch(/^010-\*{4}-\d{4}$/);

      const made = await api.request('POST', REFUNDS, { token: refunder, body: refundBody(rentalId, 'manual-0001') });
      expect(made.status).toBe(200);
      expect(made.body._data).toMatchObject({ changed: true, refund: { rentalId, state: 'REQUESTED', manual: true } });
      const refund = made.body._data.refund as Refund;
      expect(refund.accountMasked).toBe('****-****-6789');
      expect(refund.messageState).toBe('PENDING');
      // Seeing the refund pages is not moving money: REFUND_VIEW alone may not refund.
      const viewerTry = await api.request('POST', REFUNDS, {
        token: refundViewer,
        body: refundBody(await unrefundedRental(), 'viewer-0001'),
      });
      expect(viewerTry.status).toBe(403);

      const again = await api.request('GET', `/seoul-cup/v1/rentals/${String(rentalId)}/refund-quote`, {
        token: refundViewer,
      });
      expect(again.body._data).toMatchObject({ owedKrw: 0, refundId: refund.id });
      expect(again.body._data.blocked).toContain('이미 환급 요청된 대여입니다');

      const round = await api.app.remitter.run();
      expect(round.sent).toBeGreaterThanOrEqual(1);
      const story = await detail(refund.id);
      expect(story.refund).toMatchObject({ state: 'COMPLETED', messageState: 'SENT', attempts: 1 });
      expect(story.rental.state).toBe('REFUNDED');
      expect(story.transactionId).toMatch(/^SIM/);
      expect(story.events.map((event) => event.kind)).toEqual([
        'REQUESTED',
        'TRANSFER_STARTED',
        'TRANSFER_COMPLETED',
        'MESSAGE_SENT',
      ]);
      expect(story.events[0]?.detail).toBe('반납기 통신 오류로 자동 환급 누락');
      expect(story.events[0]?.actor).not.toBeNull();
      expect(story.events[1]?.batchId).toBe(round.batchId);

      const [audit] = await api.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'refund.create'), eq(auditLog.target, `refund:${String(refund.id)}`)));
      expect(audit?.after).toMatchObject({
        rentalId,
        amountKrw: 1000,
        accountMasked: '****-****-6789',
        state: 'REQUESTED',
      });
      expect(JSON.stringify(audit?.after)).not.toContain('123456789');
    });

    it('says in Korean what is wrong, and refuses more than the deposit, a rental out, and an unknown one', async () => {
      const rentalId = await unrefundedRental();
      const wrong = await api.request('POST', REFUNDS, {
        token: refunder,
        body: {
          requestId: 'manual-bad-01',
          rentalId,
          amountKrw: 1000,
          bank: '없는은행',
          account: '12-34',
          reason: ' ',
        },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.fields).toEqual({
        bank: '은행을 선택해 주세요.',
        account: '계좌번호는 숫자 10~14자리로 입력해 주세요.',
        reason: '환급 사유를 입력해 주세요.',
      });
      const more = await api.request('POST', REFUNDS, {
        token: refunder,
        body: { ...refundBody(rentalId, 'manual-bad-02'), amountKrw: 5000 },
      });
      expect(more.status).toBe(400);
      expect(more.body.error.fields.amountKrw).toBe('환급액은 보증금(1,000원)을 넘을 수 없습니다.');

      const [open] = await api.database.db
        .select({ id: cupRentals.id })
        .from(cupRentals)
        .where(eq(cupRentals.state, 'RENTED'))
        .limit(1);
      const out = await api.request('POST', REFUNDS, {
        token: refunder,
        body: refundBody(open?.id ?? 0, 'manual-bad-03'),
      });
      expect(out.status).toBe(409);
      expect(out.body.error.message).toBe('아직 반납되지 않은 대여는 환급할 수 없습니다.');
      expect(
        (await api.request('POST', REFUNDS, { token: refunder, body: refundBody(99_999_999, 'manual-bad-04') })).status,
      ).toBe(404);
      const [{ n } = { n: -1 }] = await api.database.db
        .select({ n: count() })
        .from(cupRefunds)
        .where(eq(cupRefunds.rentalId, rentalId));
      expect(n).toBe(0);
    });

    it('20 requests at once for one rental make one refund: other request ids are refused, the same one repeats', async () => {
      const rentalId = await unrefundedRental();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          api.request('POST', REFUNDS, {
            token: refunder,
            body: refundBody(rentalId, `race-${String(n).padStart(4, '0')}`),
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);

      const second = await unrefundedRental();
      const clicks = await Promise.all(
        Array.from({ length: 20 }, () =>
          api.request('POST', REFUNDS, { token: refunder, body: refundBody(second, 'double-click-0001') }),
        ),
      );
      expect(clicks.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(clicks.filter((answer) => answer.body._data.changed === true)).toHaveLength(1);
      expect(new Set(clicks.map((answer) => answer.body._data.refund.id)).size).toBe(1);

      for (const id of [rentalId, second]) {
        const [{ n } = { n: -1 }] = await api.database.db
          .select({ n: count() })
          .from(cupRefunds)
          .where(eq(cupRefunds.rentalId, id));
        expect(n).toBe(1);
      }
      const [{ n: audited } = { n: -1 }] = await api.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'refund.create'), sql`${auditLog.after}->>'rentalId' = ${String(second)}`));
      expect(audited).toBe(1);
    });
  });

  describe('a failed remittance', () => {
    it('shows the bank’s reason, is retried with a corrected account and completes; only a failed one is retried', async () => {
      const rentalId = await unrefundedRental();
      const made = await api.request('POST', REFUNDS, {
        token: refunder,
        body: refundBody(rentalId, 'wrong-account-01', '000-111111-22-333'),
      });
      const id = made.body._data.refund.id as number;
      await api.app.remitter.run();
      let story = await detail(id);
      expect(story.refund).toMatchObject({
        state: 'FAILED',
        failureCode: 'WRONG_ACCOUNT',
        failure: '계좌번호가 올바르지 않습니다 (예금주 조회 실패).',
      });
      expect(story.rental.state).toBe('RETURNED');

      const badRetry = await api.request('POST', `${REFUNDS}/${String(id)}/retry`, {
        token: refunder,
        body: { requestId: 'retry-bad-0001', bank: '신한은행', account: '1' },
      });
      expect(badRetry.status).toBe(400);
      expect(badRetry.body.error.fields.account).toBe('계좌번호는 숫자 10~14자리로 입력해 주세요.');

      const retry = await api.request('POST', `${REFUNDS}/${String(id)}/retry`, {
        token: refunder,
        body: { requestId: 'retry-good-001', bank: '우리은행', account: '1002-123-456789' },
      });
      expect(retry.status).toBe(200);
      expect(retry.body._data.refund).toMatchObject({ state: 'REQUESTED', bank: '우리은행', failure: '' });
      await api.app.remitter.run();
      story = await detail(id);
      expect(story.refund).toMatchObject({ state: 'COMPLETED', attempts: 2, accountMasked: '****-****-6789' });
      expect(story.rental.state).toBe('REFUNDED');
      expect(story.events.map((event) => event.kind)).toEqual([
        'REQUESTED',
        'TRANSFER_STARTED',
        'TRANSFER_FAILED',
        'RETRY_REQUESTED',
        'TRANSFER_STARTED',
        'TRANSFER_COMPLETED',
        'MESSAGE_SENT',
      ]);
      const repeat = await api.request('POST', `${REFUNDS}/${String(id)}/retry`, {
        token: refunder,
        body: { requestId: 'retry-good-001', bank: '우리은행', account: '1002-123-456789' },
      });
      expect(repeat.body._data.changed).toBe(false);
      const done = await api.request('POST', `${REFUNDS}/${String(id)}/retry`, {
        token: refunder,
        body: { requestId: 'retry-late-001' },
      });
      expect(done.status).toBe(409);
      expect(done.body.error.message).toBe('송금에 실패한 환급만 다시 보낼 수 있습니다. (지금: 완료)');
      const [audit] = await api.database.db.select().from(auditLog).where(eq(auditLog.action, 'refund.retry'));
      expect(audit?.before).toMatchObject({
        state: 'FAILED',
        reason: '계좌번호가 올바르지 않습니다 (예금주 조회 실패).',
      });
      expect(audit?.after).toMatchObject({ state: 'REQUESTED', bank: '우리은행' });
    });
  });

  describe('the message', () => {
    it('is resent once per request id, only for a completed refund, and shown only with its permission', async () => {
      const { completedRefundId: id, failedRefundId } = await findCupMoneyTargets(api.database.db);
      const body = { requestId: 'resend-00000001' };
      const first = await api.request('POST', `${REFUNDS}/${String(id)}/message/resend`, { token: refunder, body });
      expect(first.status).toBe(200);
      expect(first.body._data).toMatchObject({ changed: true, refund: { messageState: 'SENT' } });
      const twice = await api.request('POST', `${REFUNDS}/${String(id)}/message/resend`, { token: refunder, body });
      expect(twice.body._data.changed).toBe(false);
      const resent = await api.database.db
        .select()
        .from(cupRefundEvents)
        .where(and(eq(cupRefundEvents.refundId, id), eq(cupRefundEvents.kind, 'MESSAGE_RESENT')));
      expect(resent).toHaveLength(1);
      expect(resent[0]?.actorId).not.toBeNull();

      const refused = await api.request('POST', `${REFUNDS}/${String(failedRefundId)}/message/resend`, {
        token: refunder,
        body: { requestId: 'resend-00000002' },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('NOT_COMPLETED');
      // Resending needs its own permission.
      expect(
        (await api.request('POST', `${REFUNDS}/${String(id)}/message/resend`, { token: refundViewer, body })).status,
      ).toBe(403);

      const withMessages = await api.request('GET', `${REFUNDS}?size=5&filter=state:eq:COMPLETED`, { token: refunder });
      const without = await api.request('GET', `${REFUNDS}?size=5&filter=state:eq:COMPLETED`, { token: refundViewer });
      expect(withMessages.body._data.items.every((refund: Refund) => refund.messageState !== null)).toBe(true);
      expect(without.body._data.items.every((refund: Refund) => refund.messageState === null)).toBe(true);
      expect(without.body._data.items.every((refund: Refund) => /^\*{4}-\*{4}-\d{4}$/.test(refund.accountMasked))).toBe(
        true,
      );
    });
  });

  describe('request ids', () => {
    it('a manual refund, a retry and a resend: the same id and body answer the first answer, another body is a 422, another action acts', async () => {
      const key = 'shared-key-0001';
      const rentalId = await unrefundedRental();
      const first = await api.request('POST', REFUNDS, { token: refunder, body: refundBody(rentalId, key) });
      expect(first.status).toBe(200);
      const again = await api.request('POST', REFUNDS, { token: refunder, body: refundBody(rentalId, key) });
      expect(again.status).toBe(200);
      expect(again.body._data).toMatchObject({ changed: false, refund: { id: first.body._data.refund.id } });
      // The same key for another rental: refused, never answered as done; that rental has no refund.
      const other = await unrefundedRental();
      const reused = await api.request('POST', REFUNDS, { token: refunder, body: refundBody(other, key) });
      expect(reused.status).toBe(422);
      expect(reused.body.error.code).toBe('REQUEST_ID_REUSED');
      expect(reused.body.error.message).toBe('이 요청 ID는 다른 내용의 요청에 이미 쓰였습니다. 새로 시도해 주세요.');
      expect(await api.database.db.select().from(cupRefunds).where(eq(cupRefunds.rentalId, other))).toEqual([]);

      // The same key on a retry (another action) acts: the failed refund is requested again.
      const { failedRefundId } = await findCupMoneyTargets(api.database.db);
      const retry = await api.request('POST', `${REFUNDS}/${String(failedRefundId)}/retry`, {
        token: refunder,
        body: { requestId: key, bank: '우리은행', account: '1002-123-456789' },
      });
      expect(retry.status).toBe(200);
      expect(retry.body._data).toMatchObject({ changed: true, refund: { state: 'REQUESTED' } });
      const retryAgain = await api.request('POST', `${REFUNDS}/${String(failedRefundId)}/retry`, {
        token: refunder,
        body: { requestId: key, bank: '우리은행', account: '1002-123-456789' },
      });
      expect(retryAgain.body._data.changed).toBe(false);
      const retryOther = await api.request('POST', `${REFUNDS}/${String(failedRefundId)}/retry`, {
        token: refunder,
        body: { requestId: key },
      });
      expect(retryOther.status).toBe(422);
      await api.app.remitter.run();

      // The same key on the message's resend of that very refund acts too: the text goes out again.
      const resend = await api.request('POST', `${REFUNDS}/${String(failedRefundId)}/message/resend`, {
        token: refunder,
        body: { requestId: key },
      });
      expect(resend.status).toBe(200);
      expect(resend.body._data.changed).toBe(true);
      const resent = await api.database.db
        .select()
        .from(cupRefundEvents)
        .where(and(eq(cupRefundEvents.refundId, failedRefundId), eq(cupRefundEvents.kind, 'MESSAGE_RESENT')));
      expect(resent).toHaveLength(1);
      const resendAgain = await api.request('POST', `${REFUNDS}/${String(failedRefundId)}/message/resend`, {
        token: refunder,
        body: { requestId: key },
      });
      expect(resendAgain.body._data.changed).toBe(false);
      const { completedRefundId } = await findCupMoneyTargets(api.database.db);
      const resendOther = await api.request('POST', `${REFUNDS}/${String(completedRefundId)}/message/resend`, {
        token: refunder,
        body: { requestId: key },
      });
      expect(resendOther.status).toBe(422);
    });
  });

  describe('the books', () => {
    const books = async (query = '') =>
      (await api.request<{ _data: Reconciliation }>('GET', `${RECONCILIATION}${query}`, { token: refundViewer })).body
        ._data;

    it('agree on the seed and after the simulator and the remitter ran, through a bank that refuses a third', async () => {
      expect((await books('?from=2020-01-01&to=2020-02-01')).days).toEqual([]);
      const before = await books();
      expect(before.days.length).toBeGreaterThan(0);
      expect(before.mismatched).toBe(0);
      expect(before.totals.takenKrw).toBe(
        before.totals.refundedKrw + before.totals.heldKrw + before.totals.forfeitedKrw,
      );
      const random = createRandom(5);
      const simulator = createCupSimulator({ db: api.database.db, random, rates: { rentals: 10, returns: 10 } });
      const remitter = createRemitter({
        db: api.database.db,
        bank: simulatedBank({ db: api.database.db, failureRate: 0.3, random }),
        messenger: simulatedMessenger({ failureRate: 0.1, random }),
        secrets: testSecrets,
        now: () => new Date(),
      });
      let requested = 0;
      let failed = 0;
      for (let tick = 0; tick < 30; tick += 1) {
        requested += (await simulator.tick(new Date())).refundsRequested;
        failed += (await remitter.run()).failed;
      }
      expect(requested).toBeGreaterThan(0);
      expect(failed).toBeGreaterThan(0);
      const after = await books();
      expect(after.mismatched).toBe(0);
      expect(after.totals.takenKrw).toBeGreaterThan(before.totals.takenKrw);
      // Thirty rounds of the simulator and the remitter on the database: 8 s alone, 30 s on a loaded two-core machine.
    }, 90_000);

    it('report a day that does not agree: a refund of the wrong amount, a rental marked refunded with none', async () => {
      const db = api.database.db;
      const [refund] = await db
        .select({ id: cupRefunds.id, rentedAt: cupRentals.rentedAt })
        .from(cupRefunds)
        .innerJoin(cupRentals, eq(cupRentals.id, cupRefunds.rentalId))
        .where(eq(cupRefunds.state, 'COMPLETED'))
        .orderBy(sql`${cupRentals.rentedAt} desc`)
        .limit(1);
      if (refund === undefined) throw new Error('no completed refund');
      const day = new Date(refund.rentedAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
      await db.update(cupRefunds).set({ amountKrw: 900 }).where(eq(cupRefunds.id, refund.id));
      const broken = await books(`?from=${day}&to=${day}`);
      expect(broken.mismatched).toBe(1);
      expect(broken.days[0]?.differenceKrw).toBe(100);

      await db.update(cupRefunds).set({ amountKrw: 1000 }).where(eq(cupRefunds.id, refund.id));
      expect((await books(`?from=${day}&to=${day}`)).mismatched).toBe(0);

      const rentalId = await unrefundedRental();
      const [rental] = await db.select().from(cupRentals).where(eq(cupRentals.id, rentalId));
      const rentalDay = new Date((rental?.rentedAt.getTime() ?? 0) + 9 * 3_600_000).toISOString().slice(0, 10);
      await db.update(cupRentals).set({ state: 'REFUNDED' }).where(eq(cupRentals.id, rentalId));
      const vanished = await books(`?from=${rentalDay}&to=${rentalDay}`);
      expect(vanished.mismatched).toBe(1);
      expect(vanished.days[0]?.differenceKrw).toBe(1000);

      await db.update(cupRentals).set({ state: 'RETURNED' }).where(eq(cupRentals.id, rentalId));
      expect((await books()).mismatched).toBe(0);
    });

    it('refuses a period it cannot read, in Korean', async () => {
      const wrong = await api.request('GET', `${RECONCILIATION}?from=2026-02-30&to=2026-01-01`, {
        token: refundViewer,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.fields.from).toBe('시작일을 YYYY-MM-DD로 입력해 주세요.');
      const long = await api.request('GET', `${RECONCILIATION}?from=2026-01-01&to=2026-12-31`, { token: refundViewer });
      expect(long.body.error.fields.to).toBe('기간은 92일까지 조회할 수 있습니다.');
    });
  });
});
