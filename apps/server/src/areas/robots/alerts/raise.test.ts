/** Raising an alert: who is on duty (event, day type, hours in Asia/Seoul, client), and the history row. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertEvent } from '@oa/contract';
import type { Database } from '../../../db/database';
import { alertHistory, alertRecipients, robots } from '../schema';
import { clients } from '../../clients/schema';
import { freshDatabase } from '../../../testing/harness';
import { onDuty, raiseAlert, seoulClock } from './raise';

// 2026-11-21 is a Saturday, 2026-11-23 a Monday (UTC 00:30 = 09:30 in Seoul).
const MONDAY_0930 = new Date('2026-11-23T00:30:00Z');
const SATURDAY_0930 = new Date('2026-11-21T00:30:00Z');

describe('seoulClock / onDuty', () => {
  it('reads the weekday and time in Asia/Seoul', () => {
    expect(seoulClock(MONDAY_0930)).toEqual({ weekday: 1, time: '09:30' });
    // Sunday 20:00 UTC is Monday 05:00 in Seoul.
    expect(seoulClock(new Date('2026-11-22T20:00:00Z'))).toEqual({ weekday: 1, time: '05:00' });
  });

  it('WEEKDAY is Monday to Friday; hours from start (inclusive) to end (exclusive)', () => {
    const hours = { dayType: 'WEEKDAY' as const, startTime: '09:30', endTime: '18:00' };
    expect(onDuty(hours, MONDAY_0930)).toBe(true);
    expect(onDuty(hours, SATURDAY_0930)).toBe(false);
    expect(onDuty({ ...hours, dayType: 'EVERYDAY' }, SATURDAY_0930)).toBe(true);
    expect(onDuty({ ...hours, startTime: '09:31' }, MONDAY_0930)).toBe(false);
    expect(onDuty({ ...hours, endTime: '09:30' }, MONDAY_0930)).toBe(false);
    expect(onDuty({ ...hours, startTime: '00:00', endTime: '09:31' }, MONDAY_0930)).toBe(true);
  });
});

describe('raiseAlert', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let robotId: number;
  let unassignedRobotId: number;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await database.migrate();
    const db = database.db;
    const [own, other] = await db
      .insert(clients)
      .values([
        { uid: 'CL-T1', name: '알림구청', type: 'DISTRICT_OFFICE' },
        { uid: 'CL-T2', name: '다른구청', type: 'DISTRICT_OFFICE' },
      ])
      .returning({ id: clients.id });
    const robot = {
      name: '알림 로봇',
      generation: 'RC_3' as const,
      address: '서울특별시 강남구 테헤란로 1',
      district: '강남구',
      lat: 37.5,
      lng: 127.03,
      installedAt: '2025-01-01',
      bins: [],
    };
    const inserted = await db
      .insert(robots)
      .values([
        { ...robot, machineId: 'ALERT-1', clientId: own?.id ?? null },
        { ...robot, machineId: 'ALERT-2', clientId: null },
      ])
      .returning({ id: robots.id });
    robotId = inserted[0]?.id ?? 0;
    unassignedRobotId = inserted[1]?.id ?? 0;
    const recipient = (
      name: string,
      events: AlertEvent[],
      extra: Partial<typeof alertRecipients.$inferInsert> = {},
    ): typeof alertRecipients.$inferInsert => ({
      name,
      phone: '010-1234-5678',
      events,
      dayType: 'EVERYDAY',
      startTime: '00:00',
      endTime: '23:59',
      ...extra,
    });
    await db
      .insert(alertRecipients)
      .values([
        recipient('전체당번', ['FULL', 'ERROR']),
        recipient('평일주간', ['FULL'], { dayType: 'WEEKDAY', startTime: '09:00', endTime: '18:00' }),
        recipient('경고만', ['WARNING']),
        recipient('다른고객사', ['FULL'], { clientId: other?.id ?? null }),
        recipient('우리고객사', ['FULL'], { clientId: own?.id ?? null }),
        recipient('꺼둔사람', ['FULL'], { enabled: false }),
        recipient('야간', ['FULL'], { startTime: '00:00', endTime: '06:00' }),
      ]);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const historyOf = async (id: number) =>
    (await database.db.select().from(alertHistory).where(eq(alertHistory.id, id)))[0];

  it("sends to the enabled recipients on duty for the event and the robot's client, and keeps the row", async () => {
    const raised = await raiseAlert(database.db, {
      robotId,
      event: 'FULL',
      message: '1번 수거함(페트)이 가득 찼습니다.',
      at: MONDAY_0930,
    });
    expect(raised.recipients).toEqual(['전체당번', '평일주간', '우리고객사']);
    const row = await historyOf(raised.id);
    expect(row).toMatchObject({
      robotId,
      event: 'FULL',
      message: '1번 수거함(페트)이 가득 찼습니다.',
      recipients: ['전체당번', '평일주간', '우리고객사'],
    });
    expect(row?.at.toISOString()).toBe(MONDAY_0930.toISOString());
  });

  it('on a Saturday the weekday recipient is off; at night only the night shift', async () => {
    const saturday = await raiseAlert(database.db, { robotId, event: 'FULL', message: '가득', at: SATURDAY_0930 });
    expect(saturday.recipients).toEqual(['전체당번', '우리고객사']);
    // 03:00 in Seoul.
    const night = await raiseAlert(database.db, {
      robotId,
      event: 'FULL',
      message: '가득',
      at: new Date('2026-11-22T18:00:00Z'),
    });
    expect(night.recipients).toEqual(['전체당번', '우리고객사', '야간']);
  });

  it('a robot without a client reaches only recipients for every robot; an event nobody takes is still kept', async () => {
    const unassigned = await raiseAlert(database.db, {
      robotId: unassignedRobotId,
      event: 'FULL',
      message: '가득',
      at: MONDAY_0930,
    });
    expect(unassigned.recipients).toEqual(['전체당번', '평일주간']);
    const nobody = await raiseAlert(database.db, { robotId, event: 'OFFLINE', message: '연결 끊김', at: MONDAY_0930 });
    expect(nobody.recipients).toEqual([]);
    expect((await historyOf(nobody.id))?.event).toBe('OFFLINE');
  });
});
