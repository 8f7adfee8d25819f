/**
 * The crew's manual refills and receivings through real HTTP against the seeded database (moved out of the refunds'
 * tests, unchanged): cups and boxes moved along their state machines, once per request id, audited.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { auditLog } from '../../../audit/schema';
import { findCupMoneyTargets } from '../../../testing/fixtures';
import { startTestApi, type TestApi } from '../../../testing/harness';
import { cupBoxes, cupMachineAlerts, cupMachines, cups } from '../schema';

describe('refills and retrievals', () => {
  let api: TestApi;
  let crew: string;

  beforeAll(async () => {
    api = await startTestApi();
    crew = (
      await api.userWith([
        P.SEOUL_CUP_REFILL_VIEW,
        P.SEOUL_CUP_MANUAL_REFILL,
        P.SEOUL_CUP_COLLECT_VIEW,
        P.SEOUL_CUP_MANUAL_RECEIVING,
      ])
    ).accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  describe('the crew', () => {
    it('refills a rental machine from a delivered box: cups LOADED, the box sent back, the stock up, once', async () => {
      const db = api.database.db;
      const { refillBoxNumber, refillMachineId } = await findCupMoneyTargets(db);
      const [machine] = await db.select().from(cupMachines).where(eq(cupMachines.machineId, refillMachineId));
      const [box] = await db.select().from(cupBoxes).where(eq(cupBoxes.boxNumber, refillBoxNumber));
      const inBox = await db
        .select()
        .from(cups)
        .where(eq(cups.boxId, box?.id ?? 0));
      const body = {
        requestId: 'refill-000001',
        machineId: refillMachineId.toLowerCase(),
        boxNumber: refillBoxNumber,
        reason: '긴급 보충',
      };
      // A double click (five at once): one refill.
      const clicks = await Promise.all(
        Array.from({ length: 5 }, () => api.request('POST', '/seoul-cup/v1/refills', { token: crew, body })),
      );
      expect(clicks.map((click) => click.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(clicks.map((click) => click.body._data.id)).size).toBe(1);
      const made = clicks[0] ?? clicks[1];
      if (made === undefined) throw new Error('no answer');
      expect(made.body._data).toMatchObject({
        machineId: refillMachineId,
        boxNumber: refillBoxNumber,
        count: inBox.length,
        levelBefore: machine?.level,
        manual: true,
        reason: '긴급 보충',
      });
      expect([...made.body._data.cuids].sort()).toEqual(inBox.map((cup) => cup.cuid).sort());
      const [after] = await db
        .select()
        .from(cupMachines)
        .where(eq(cupMachines.id, machine?.id ?? 0));
      expect(after?.level).toBe((machine?.level ?? 0) + inBox.length);
      const loaded = await db
        .select()
        .from(cups)
        .where(eq(cups.machineId, machine?.id ?? 0));
      expect(loaded.filter((cup) => cup.state === 'LOADED').length).toBeGreaterThanOrEqual(inBox.length);
      const [emptied] = await db
        .select()
        .from(cupBoxes)
        .where(eq(cupBoxes.id, box?.id ?? 0));
      expect(emptied?.state).toBe('RETURNED');

      const repeat = await api.request('POST', '/seoul-cup/v1/refills', { token: crew, body });
      expect(repeat.body._data.id).toBe(made.body._data.id);
      const reused = await api.request('POST', '/seoul-cup/v1/refills', {
        token: crew,
        body: { ...body, requestId: 'refill-000002' },
      });
      expect(reused.status).toBe(409);
      expect(reused.body.error.message).toBe(
        `상자 ${refillBoxNumber}은(는) 지금 '반송' 상태라 충전에 쓸 수 없습니다 (배송 중이거나 배송 완료된 상자만).`,
      );
      expect(reused.body.error.fields.boxNumber).toBe(reused.body.error.message);
      const listed = await api.request('GET', '/seoul-cup/v1/refills?size=3&filter=manual:eq:true', { token: crew });
      expect(listed.body._data.items[0]).toMatchObject({ id: made.body._data.id, cuids: [] });
      const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'refill.create'));
      expect(audit?.after).toMatchObject({ boxNumber: refillBoxNumber, count: inBox.length, reason: '긴급 보충' });
    });

    it('receives a return machine’s cups at the washing site: COLLECTED, the machine empty, FULL cleared', async () => {
      const db = api.database.db;
      const { receivingMachineId } = await findCupMoneyTargets(db);
      const [machine] = await db.select().from(cupMachines).where(eq(cupMachines.machineId, receivingMachineId));
      const inside = await db
        .select()
        .from(cups)
        .where(and(eq(cups.machineId, machine?.id ?? 0), eq(cups.state, 'RETURNED')));
      const body = { requestId: 'receive-00001', machineId: receivingMachineId, reason: '반납기 고장으로 수거' };
      const made = await api.request('POST', '/seoul-cup/v1/retrievals', { token: crew, body });
      expect(made.status).toBe(200);
      expect(made.body._data).toMatchObject({ machineId: receivingMachineId, count: inside.length, manual: true });
      const [after] = await db
        .select()
        .from(cupMachines)
        .where(eq(cupMachines.id, machine?.id ?? 0));
      expect(after?.level).toBe(Math.max(0, (machine?.level ?? 0) - inside.length));
      const open = await db
        .select()
        .from(cupMachineAlerts)
        .where(
          and(
            eq(cupMachineAlerts.machineId, machine?.id ?? 0),
            eq(cupMachineAlerts.kind, 'FULL'),
            sql`cleared_at is null`,
          ),
        );
      expect(open).toHaveLength(0);
      const collected = await db
        .select({ n: count() })
        .from(cups)
        .where(and(sql`${cups.id} in ${inside.map((cup) => cup.id)}`, eq(cups.state, 'COLLECTED')));
      expect(collected[0]?.n).toBe(inside.length);
      expect((await api.request('POST', '/seoul-cup/v1/retrievals', { token: crew, body })).body._data.id).toBe(
        made.body._data.id,
      );
      const empty = await api.request('POST', '/seoul-cup/v1/retrievals', {
        token: crew,
        body: { ...body, requestId: 'receive-00002' },
      });
      expect(empty.status).toBe(409);
      expect(empty.body.error.message).toBe(`반납기 ${receivingMachineId}에 받을 컵이 없습니다.`);
      const unknown = await api.request('POST', '/seoul-cup/v1/retrievals', {
        token: crew,
        body: { ...body, requestId: 'receive-00003', machineId: 'NOPE-1' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.fields.machineId).toBe('없는 반납기입니다.');
    });
  });
});
