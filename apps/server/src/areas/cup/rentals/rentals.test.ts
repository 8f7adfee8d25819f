/**
 * Rentals through real HTTP against the seeded database: the list (masked phones, by machine, the overdue ones),
 * a validity extended once per request id (the same id and body answer the first answer, another body is a 422,
 * the id on another action is a new request) and audited, a member's phone number in clear only with its
 * permission, and the return events.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { auditLog } from '../../../audit/schema';
import { startTestApi, type TestApi } from '../../../testing/harness';
import { cupRentals } from '../schema';

const RENTALS = '/seoul-cup/v1/rentals';

describe('rentals', () => {
  let api: TestApi;
  let operator: string;
  let viewer: string;
  let refunder: string;

  beforeAll(async () => {
    api = await startTestApi();
    operator = (
      await api.userWith([
        P.SEOUL_CUP_RENTAL_DATA_VIEW,
        P.SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT,
        P.SEOUL_CUP_PHONE_NUMBER_VIEW,
      ])
    ).accessToken;
    viewer = (await api.userWith([P.SEOUL_CUP_RENTAL_MACHINE_VIEW, P.SEOUL_CUP_RENTAL_DATA_VIEW])).accessToken;
    refunder = (await api.userWith([P.SEOUL_CUP_REFUND_VIEW, P.SEOUL_CUP_REFUND_DETAIL_VIEW])).accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  describe('the list, extensions and phones', () => {
    it('lists every rental newest first with the phone masked, by machine, and the overdue ones', async () => {
      const page = await api.request('GET', `${RENTALS}?size=20`, { token: viewer });
      expect(page.status).toBe(200);
      expect(page.body._data.total).toBe(3000);
      const times = page.body._data.items.map((rental: { rentedAt: string }) => rental.rentedAt);
      expect([...times].sort().reverse()).toEqual(times);
      for (const rental of page.body._data.items) expect(rental.phoneMasked).toMatch(/^010-\*\*\*\*-\d{4}$/);
      const byMachine = await api.request('GET', `${RENTALS}?filter=machineId:eq:RENT-GN-001`, { token: viewer });
      expect(
        byMachine.body._data.items.every(
          (rental: { rentalMachineId: string }) => rental.rentalMachineId === 'RENT-GN-001',
        ),
      ).toBe(true);
      const overdue = await api.request('GET', `${RENTALS}?size=100&filter=overdue:eq:true`, { token: viewer });
      expect(overdue.body._data.total).toBeGreaterThan(0);
      for (const rental of overdue.body._data.items) {
        expect(rental.returnedAt).toBeNull();
        expect(rental.overdue).toBe(true);
        expect(new Date(rental.dueAt).getTime()).toBeLessThan(Date.now());
      }
    });

    it('extends an overdue rental once for a request id, even sent twice at once, and audits it', async () => {
      const overdue = await api.request('GET', `${RENTALS}?size=1&filter=overdue:eq:true`, { token: viewer });
      const rental = overdue.body._data.items[0];
      const body = { requestId: 'extend-test-0001', days: 3, reason: '민원 접수로 연장' };
      const [first, second] = await Promise.all([
        api.request('POST', `${RENTALS}/${String(rental.id)}/extend`, { token: operator, body }),
        api.request('POST', `${RENTALS}/${String(rental.id)}/extend`, { token: operator, body }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect([first.body._data.extended, second.body._data.extended].sort()).toEqual([false, true]);
      const after = first.body._data.rental;
      expect(after).toMatchObject({ extensions: 1, state: 'RENTED', overdue: false });
      expect(new Date(after.dueAt).getTime()).toBeGreaterThan(Date.now() + 2.9 * 24 * 3_600_000);
      expect(second.body._data.rental.dueAt).toBe(after.dueAt);
      const audits = await api.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `rental:${String(rental.id)}`));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.after).toMatchObject({ days: 3, reason: '민원 접수로 연장' });
    });

    it('asks for a reason, refuses a returned rental, a reused request id and an unknown rental', async () => {
      const open = await api.request('GET', `${RENTALS}?size=1&filter=state:eq:RENTED`, { token: viewer });
      const returned = await api.request('GET', `${RENTALS}?size=1&filter=state:eq:RETURNED`, { token: viewer });
      const openId = String(open.body._data.items[0].id);
      const noReason = await api.request('POST', `${RENTALS}/${openId}/extend`, {
        token: operator,
        body: { requestId: 'extend-test-0002', days: 40, reason: '  ' },
      });
      expect(noReason.status).toBe(400);
      expect(noReason.body.error.fields).toEqual({
        days: '연장 기간은 1~30일로 입력해 주세요.',
        reason: '연장 사유를 입력해 주세요.',
      });
      const done = await api.request('POST', `${RENTALS}/${String(returned.body._data.items[0].id)}/extend`, {
        token: operator,
        body: { requestId: 'extend-test-0003', days: 1, reason: '확인' },
      });
      expect(done.status).toBe(409);
      expect(done.body.error.message).toBe('이미 반납된 대여는 유효기간을 연장할 수 없습니다.');
      const reused = await api.request('POST', `${RENTALS}/${openId}/extend`, {
        token: operator,
        body: { requestId: 'extend-test-0001', days: 1, reason: '확인' },
      });
      expect(reused.status).toBe(422);
      expect(reused.body.error.code).toBe('REQUEST_ID_REUSED');
      const missing = await api.request('POST', `${RENTALS}/99999999/extend`, {
        token: operator,
        body: { requestId: 'extend-test-0004', days: 1, reason: '확인' },
      });
      expect(missing.status).toBe(404);
      const refused = await api.request('POST', `${RENTALS}/${openId}/extend`, {
        token: viewer,
        body: { requestId: 'extend-test-0005', days: 1, reason: '확인' },
      });
      expect(refused.status).toBe(403);
    });

    it("decrypts a member's phone only with its permission, and audits the read without the number", async () => {
      const page = await api.request('GET', `${RENTALS}?size=1`, { token: viewer });
      const { memberId, phoneMasked } = page.body._data.items[0];
      expect(
        (await api.request('POST', `/seoul-cup/v1/members/${String(memberId)}/phone/decrypt`, { token: viewer }))
          .status,
      ).toBe(403);
      const clear = await api.request('POST', `/seoul-cup/v1/members/${String(memberId)}/phone/decrypt`, {
        token: operator,
      });
      expect(clear.status).toBe(200);
      expect(clear.body._data.phone).toMatch(/^010-\d{4}-\d{4}$/);
      expect(clear.body._data.phone.slice(-4)).toBe(phoneMasked.slice(-4));
      const audits = await api.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `member:${String(memberId)}`));
      expect(audits.map((entry) => entry.action)).toEqual(['member.phone-decrypt']);
      expect(JSON.stringify(audits[0])).not.toContain(clear.body._data.phone);
      expect(
        (await api.request('POST', '/seoul-cup/v1/members/99999999/phone/decrypt', { token: operator })).status,
      ).toBe(404);
    });
    it('a rental extension: the same id and body answer the first answer, another body is a 422, another action acts', async () => {
      const open = await api.request('GET', `${RENTALS}?size=2&filter=state:eq:RENTED`, { token: viewer });
      const [one, two] = open.body._data.items as { id: number; dueAt: string }[];
      const key = 'extend-shared-01';
      const body = { requestId: key, days: 2, reason: '민원 접수로 연장' };
      const first = await api.request('POST', `${RENTALS}/${String(one?.id)}/extend`, { token: operator, body });
      expect(first.status).toBe(200);
      expect(first.body._data.extended).toBe(true);
      const again = await api.request('POST', `${RENTALS}/${String(one?.id)}/extend`, { token: operator, body });
      expect(again.body._data).toMatchObject({
        extended: false,
        previousDueAt: first.body._data.previousDueAt,
        rental: { dueAt: first.body._data.rental.dueAt, extensions: first.body._data.rental.extensions },
      });
      // Another body with the key (more days, or another rental): refused, and nothing extended.
      for (const [id, days] of [
        [one?.id, 3],
        [two?.id, 2],
      ] as const) {
        const reused = await api.request('POST', `${RENTALS}/${String(id)}/extend`, {
          token: operator,
          body: { ...body, days },
        });
        expect(reused.status).toBe(422);
        expect(reused.body.error.message).toBe('이 요청 ID는 다른 내용의 요청에 이미 쓰였습니다. 새로 시도해 주세요.');
      }
      const [untouched] = await api.database.db
        .select()
        .from(cupRentals)
        .where(eq(cupRentals.id, two?.id ?? 0));
      expect(untouched?.dueAt.toISOString()).toBe(two?.dueAt);
      // The same key on another action (a phone read takes none; a manual refund does) is a new request.
      const returned = await api.database.db.execute(
        sql`select id from cup_rentals r where state = 'RETURNED' and not exists (select 1 from cup_refunds f where f.rental_id = r.id) order by id limit 1`,
      );
      const rentalId = (returned as { rows: { id: number }[] }).rows[0]?.id ?? 0;
      const refund = await api.request('POST', '/seoul-cup/v1/refunds', {
        token: refunder,
        body: {
          requestId: key,
          rentalId,
          amountKrw: 1000,
          bank: '신한은행',
          account: '110-123-456789',
          reason: '누락',
        },
      });
      expect(refund.status).toBe(200);
      expect(refund.body._data.changed).toBe(true);
    });
  });

  describe('return events', () => {
    it('lists what return machines saw, newest first, by machine and result', async () => {
      const token = (await api.userWith([P.SEOUL_CUP_RETURN_DATA_VIEW])).accessToken;
      const page = await api.request('GET', '/seoul-cup/v1/return-events?size=20', { token });
      expect(page.status).toBe(200);
      expect(page.body._data.items.length).toBeGreaterThan(0);
      const times = page.body._data.items.map((event: { at: string }) => event.at);
      expect([...times].sort().reverse()).toEqual(times);
      const refused = await api.request('GET', '/seoul-cup/v1/return-events?size=5&filter=result:eq:REJECTED', {
        token,
      });
      expect(refused.status).toBe(200);
    });
  });
  it('a bad date in a list filter is a 400 in Korean (rentals, return events, refunds, batches)', async () => {
    const returns = (await api.userWith([P.SEOUL_CUP_RETURN_DATA_VIEW])).accessToken;
    for (const [path, token] of [
      [`${RENTALS}?filter=rentedAt:gte:abc`, viewer],
      [`${RENTALS}?filter=dueAt:bte:2026-01-01,2026-02-30`, viewer],
      ['/seoul-cup/v1/return-events?filter=at:gte:abc', returns],
      ['/seoul-cup/v1/refunds?filter=requestedAt:gte:abc', refunder],
      ['/seoul-cup/v1/remittance-batches?filter=startedAt:lte:2026-13-01', refunder],
    ] as const) {
      const wrong = await api.request('GET', path, { token });
      expect(wrong.status, path).toBe(400);
      expect(wrong.body.error.message, path).toMatch(/[가-힣]/);
    }
  });
});
