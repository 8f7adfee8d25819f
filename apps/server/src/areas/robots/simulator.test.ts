/**
 * The simulator's tick with a fixed clock and fixed rates: heartbeats (and their sparse log lines), bins crossing
 * the warning and full thresholds (capacity state, event, alert to the recipients on duty only), opening hours,
 * losing the connection (OFFLINE alert), RC 4.0 deposits, rollouts, and the announcement to the streams.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RobotBin } from '@oa/contract';
import type { Database } from '../../db/database';
import { alertHistory, alertRecipients, collectionEvents, robotLogs, robots, rollouts, updateFiles } from './schema';
import { createRandom } from '../../seed/random';
import { freshDatabase } from '../../testing/harness';
import type { RobotEvents } from './events';
import { createSimulator, HEARTBEAT_LOG_EVERY_MS, type SimulatorRates } from './simulator';

// Monday 10:00 in Seoul.
const MONDAY_10 = new Date('2026-11-23T01:00:00Z');
const QUIET: Partial<SimulatorRates> = {
  drop: 0,
  recover: 0,
  fill: 0,
  empty: 0,
  deposit: 0,
  error: 0,
  rolloutStep: 0,
};

describe('simulator tick', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const announced: number[][] = [];
  const events: RobotEvents = {
    changed: (ids) => announced.push([...ids]),
    subscribe: () => () => undefined,
    size: 0,
    close: () => undefined,
  };

  const bin = (slot: number, fillPercent: number, extra: Partial<RobotBin> = {}): RobotBin => ({
    slot,
    material: 'PET',
    capacityLiters: 120,
    fillPercent,
    capacityState: fillPercent >= 95 ? 'FULL' : fillPercent >= 80 ? 'WARNING' : 'ON',
    ...extra,
  });
  const addRobot = async (machineId: string, values: Partial<typeof robots.$inferInsert> = {}) => {
    const [row] = await database.db
      .insert(robots)
      .values({
        machineId,
        name: `${machineId} 로봇`,
        generation: 'RC_3',
        address: '서울특별시 강남구 테헤란로 1',
        district: '강남구',
        lat: 37.5,
        lng: 127.03,
        installedAt: '2025-01-01',
        operationState: 'OPERATION',
        bins: [bin(1, 10)],
        capacityStates: ['ON'],
        dayType: 'EVERYDAY',
        openTime: '00:00',
        closeTime: '23:59',
        lastHeartbeatAt: new Date(MONDAY_10.getTime() - 10_000),
        ...values,
      })
      .returning();
    if (row === undefined) throw new Error('not inserted');
    return row;
  };
  const robotById = async (id: number) => (await database.db.select().from(robots).where(eq(robots.id, id)))[0];
  const logsOf = (id: number, code: string) =>
    database.db
      .select()
      .from(robotLogs)
      .where(and(eq(robotLogs.robotId, id), eq(robotLogs.code, code)));
  const alertsOf = (id: number) => database.db.select().from(alertHistory).where(eq(alertHistory.robotId, id));

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await database.migrate();
    await database.db.insert(alertRecipients).values([
      {
        name: '상시당번',
        phone: '010-1111-2222',
        events: ['FULL', 'WARNING', 'OFFLINE'],
        dayType: 'EVERYDAY',
        startTime: '00:00',
        endTime: '23:59',
      },
      // Off duty at 10:00.
      {
        name: '오후당번',
        phone: '010-1111-3333',
        events: ['FULL', 'WARNING'],
        dayType: 'EVERYDAY',
        startTime: '13:00',
        endTime: '18:00',
      },
      // Not for warnings.
      {
        name: '오류담당',
        phone: '010-1111-4444',
        events: ['ERROR'],
        dayType: 'EVERYDAY',
        startTime: '00:00',
        endTime: '23:59',
      },
    ]);
  });
  beforeEach(async () => {
    announced.length = 0;
    await database.db.delete(robots);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('connected robots report in; a heartbeat line is logged only every few minutes', async () => {
    const connected = await addRobot('SIM-HB-1');
    const never = await addRobot('SIM-HB-2', { lastHeartbeatAt: null, operationState: 'DEFAULT' });
    const simulator = createSimulator({ db: database.db, events, random: createRandom(1), rates: QUIET });
    const first = await simulator.tick(MONDAY_10);
    expect(first.ran).toBe(true);
    expect(first.heartbeats).toBe(1);
    expect((await robotById(connected.id))?.lastHeartbeatAt?.toISOString()).toBe(MONDAY_10.toISOString());
    expect((await robotById(never.id))?.lastHeartbeatAt).toBeNull();
    expect(announced.flat()).toEqual([connected.id]);
    let at = MONDAY_10.getTime();
    for (let tick = 0; tick < Math.ceil(HEARTBEAT_LOG_EVERY_MS / 3000) + 1; tick += 1) {
      at += 3000;
      await simulator.tick(new Date(at));
    }
    const lines = await logsOf(connected.id, 'HEARTBEAT');
    expect(lines.length).toBe(1);
    expect(lines[0]?.message).toBe('정상 연결 (상태 보고)');
  });

  it('a bin crossing 80% turns WARNING, and 95% FULL: an event and an alert to the recipients on duty', async () => {
    const robot = await addRobot('SIM-FILL-1', { bins: [bin(1, 79.5), bin(2, 10, { capacityState: 'OFF' })] });
    const simulator = createSimulator({
      db: database.db,
      events,
      random: createRandom(2),
      rates: { ...QUIET, fill: 1, fillMin: 1, fillMax: 1 },
    });
    const summary = await simulator.tick(MONDAY_10);
    let row = await robotById(robot.id);
    expect(row?.bins).toEqual([bin(1, 80.5), bin(2, 10, { capacityState: 'OFF' })]);
    expect(row?.capacityStates).toEqual(['OFF', 'WARNING']);
    expect(summary.alerts).toEqual([{ machineId: 'SIM-FILL-1', event: 'WARNING', recipients: ['상시당번'] }]);
    expect((await logsOf(robot.id, 'BIN_WARNING')).map((line) => line.message)).toEqual([
      '1번 수거함(페트) 적재량이 80%입니다.',
    ]);

    await database.db
      .update(robots)
      .set({ bins: [bin(1, 94.5), bin(2, 10, { capacityState: 'OFF' })] })
      .where(eq(robots.id, robot.id));
    await simulator.tick(new Date(MONDAY_10.getTime() + 3000));
    row = await robotById(robot.id);
    expect(row?.bins[0]).toMatchObject({ fillPercent: 95.5, capacityState: 'FULL' });
    expect(row?.capacityStates).toEqual(['FULL', 'OFF']);
    const alerts = await alertsOf(robot.id);
    expect(alerts.map((alert) => [alert.event, alert.recipients])).toEqual([
      ['WARNING', ['상시당번']],
      ['FULL', ['상시당번']],
    ]);
    expect((await logsOf(robot.id, 'BIN_FULL'))[0]?.message).toBe('1번 수거함(페트)이 가득 찼습니다.');
    // A full bin does not fill further; the OFF bin never fills.
    await simulator.tick(new Date(MONDAY_10.getTime() + 6000));
    expect((await robotById(robot.id))?.bins).toEqual(row?.bins);
  });

  it('bins do not fill outside opening hours or when the robot is not operating', async () => {
    const closed = await addRobot('SIM-HOURS-1', { dayType: 'WEEKDAY', openTime: '13:00', closeTime: '18:00' });
    const stopped = await addRobot('SIM-HOURS-2', { operationState: 'STOP' });
    const simulator = createSimulator({
      db: database.db,
      random: createRandom(3),
      rates: { ...QUIET, fill: 1, fillMin: 5, fillMax: 5 },
    });
    await simulator.tick(MONDAY_10);
    expect((await robotById(closed.id))?.bins).toEqual([bin(1, 10)]);
    expect((await robotById(stopped.id))?.bins).toEqual([bin(1, 10)]);
    // At 14:00 (still connected) the first one fills.
    const two = new Date(MONDAY_10.getTime() + 4 * 3_600_000);
    await database.db
      .update(robots)
      .set({ lastHeartbeatAt: new Date(two.getTime() - 3000) })
      .where(eq(robots.id, closed.id));
    await simulator.tick(two);
    expect((await robotById(closed.id))?.bins[0]?.fillPercent).toBe(15);
  });

  it('a robot that loses its connection goes offline after OFFLINE_AFTER_SECONDS: an OFFLINE event and alert', async () => {
    const robot = await addRobot('SIM-OFF-1', { lastHeartbeatAt: new Date(MONDAY_10.getTime() - 170_000) });
    const simulator = createSimulator({
      db: database.db,
      events,
      random: createRandom(4),
      rates: { ...QUIET, drop: 1 },
    });
    await simulator.tick(MONDAY_10);
    expect(await alertsOf(robot.id)).toEqual([]);
    const later = await simulator.tick(new Date(MONDAY_10.getTime() + 20_000));
    expect(later.alerts).toEqual([{ machineId: 'SIM-OFF-1', event: 'OFFLINE', recipients: ['상시당번'] }]);
    expect((await logsOf(robot.id, 'OFFLINE')).length).toBe(1);
    // Once: the next tick raises nothing more.
    expect((await simulator.tick(new Date(MONDAY_10.getTime() + 40_000))).alerts).toEqual([]);
    // It comes back.
    const back = createSimulator({ db: database.db, random: createRandom(5), rates: { ...QUIET, recover: 1 } });
    await back.tick(new Date(MONDAY_10.getTime() + 60_000));
    expect((await logsOf(robot.id, 'ONLINE')).length).toBe(1);
    expect((await robotById(robot.id))?.lastHeartbeatAt?.getTime()).toBe(MONDAY_10.getTime() + 60_000);
  });

  it('RC 4.0 robots take deposits: member ids, AI result, confidence, points', async () => {
    const robot = await addRobot('SIM-RC4-1', {
      generation: 'RC_4_0',
      bins: [bin(1, 10), bin(2, 10, { material: 'CAN' })],
    });
    const simulator = createSimulator({ db: database.db, random: createRandom(6), rates: { ...QUIET, deposit: 1 } });
    for (let tick = 0; tick < 40; tick += 1) await simulator.tick(new Date(MONDAY_10.getTime() + tick * 3000));
    const deposits = await database.db.select().from(collectionEvents).where(eq(collectionEvents.robotId, robot.id));
    expect(deposits).toHaveLength(40);
    for (const deposit of deposits) {
      expect(deposit.memberId).toMatch(/^M\d{10}$/);
      expect(['PET', 'CAN']).toContain(deposit.material);
      expect(deposit.confidence).toBeGreaterThanOrEqual(0);
      expect(deposit.confidence).toBeLessThanOrEqual(1000);
      expect(deposit.accepted).toBe(deposit.aiResult === deposit.material);
      expect(deposit.points).toBe(deposit.accepted ? 10 : 0);
    }
    const agreed = deposits.filter((deposit) => deposit.accepted).length;
    expect(agreed).toBeGreaterThan(30);
    const fill = ((await robotById(robot.id))?.bins ?? []).reduce((sum, each) => sum + each.fillPercent, 0);
    expect(fill).toBeGreaterThan(20);
  });

  it('rollouts move PENDING -> DOWNLOADING -> INSTALLED and set the version, or FAIL with a Korean reason', async () => {
    const robot = await addRobot('SIM-ROLL-1', {
      generation: 'RC_4_0',
      programVersion: '4.1.0',
      aiModelVersion: '1.4.2',
    });
    const [program, model] = await database.db
      .insert(updateFiles)
      .values([
        {
          kind: 'PROGRAM',
          version: '4.3.0',
          fileName: 'rc40-4.3.0.zip',
          sizeBytes: 10,
          sha256: 'a'.repeat(64),
          contentType: 'application/zip',
          storageKey: 'k1',
        },
        {
          kind: 'AI_MODEL',
          version: '2.1.0',
          fileName: 'model-2.1.0.onnx',
          sizeBytes: 10,
          sha256: 'b'.repeat(64),
          contentType: 'application/octet-stream',
          storageKey: 'k2',
        },
      ])
      .returning({ id: updateFiles.id });
    await database.db.insert(rollouts).values([{ fileId: program?.id ?? 0, robotId: robot.id }]);
    const installing = createSimulator({
      db: database.db,
      random: createRandom(7),
      rates: { ...QUIET, rolloutStep: 1, rolloutFail: 0 },
    });
    await installing.tick(MONDAY_10);
    expect((await database.db.select().from(rollouts))[0]?.state).toBe('DOWNLOADING');
    await installing.tick(new Date(MONDAY_10.getTime() + 3000));
    expect((await database.db.select().from(rollouts))[0]?.state).toBe('INSTALLED');
    expect((await robotById(robot.id))?.programVersion).toBe('4.3.0');
    expect((await logsOf(robot.id, 'UPDATE_INSTALLED'))[0]?.message).toBe('프로그램 4.3.0을(를) 설치했습니다.');

    await database.db.insert(rollouts).values([{ fileId: model?.id ?? 0, robotId: robot.id, state: 'DOWNLOADING' }]);
    const failing = createSimulator({
      db: database.db,
      random: createRandom(8),
      rates: { ...QUIET, rolloutStep: 1, rolloutFail: 1 },
    });
    await failing.tick(new Date(MONDAY_10.getTime() + 6000));
    const [failed] = await database.db
      .select()
      .from(rollouts)
      .where(eq(rollouts.fileId, model?.id ?? 0));
    expect(failed?.state).toBe('FAILED');
    expect(failed?.message).toMatch(/^설치하지 못했습니다: [가-힣]/);
    expect((await robotById(robot.id))?.aiModelVersion).toBe('1.4.2');
  });
});
