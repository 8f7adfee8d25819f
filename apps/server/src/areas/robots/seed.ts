/**
 * Seed data of the robot area: robots across Seoul's 25 districts and the seeded clients (each placed at a random
 * point inside its district's polygon, with a road address in that district), months of communication log and
 * alert history, RC 4.0 deposits, and a few alert recipients. Deterministic (its own PRNG seed): the same options
 * give the same rows; times are counted back from `now`, so the newest data is always recent.
 * Update files and rollouts are seeded by the RC 4.0 area (rc40/seed.ts).
 */
import {
  BIN_WARNING_FILL,
  SEOUL_DISTRICT_NAMES,
  type AlertEvent,
  type MaterialType,
  type OperationState,
  type RobotBin,
  type RobotGeneration,
  type SeoulDistrictName,
} from '@oa/contract';
import { onDuty, type DutyHours } from './alerts/raise';
import type { Db } from '../../db/database';
import { alertHistory, alertRecipients, robots, type collectionEvents, type robotLogs } from './schema';
import { createRandom, type Random } from '../../seed/random';
import { DISTRICT_CODES, PLACES, ROADS } from '../../seed/places';
import { insertDeposits, insertLogLines } from './bulk';
import { insertJson } from '../../db/bulk';
import { randomPointIn } from '../../geo/districts';
import { capacityStateFor, capacityStatesOf } from './model';

const RECYCLABLES: readonly MaterialType[] = ['PET', 'CAN', 'PAPER', 'TETRA_PAK'];
const OPERATION_WEIGHTS: readonly [OperationState, number][] = [
  ['OPERATION', 70],
  ['WAIT', 10],
  ['CHECK', 8],
  ['STOP', 7],
  ['DEFAULT', 5],
];
const RC3_VERSIONS = ['3.4.2', '3.5.0', '3.5.1'];
// Versions of the RC 4.0 update files the RC 4.0 seed (rc40/seed.ts) uploads.
const RC40_PROGRAM_VERSIONS = ['4.1.0', '4.2.0', '4.2.0'];
const RC40_AI_VERSIONS = ['1.1.0', '1.2.0', '2.0.0'];
const ERRORS: readonly [string, string][] = [
  ['DOOR_JAM', '투입구 문이 걸렸습니다.'],
  ['SENSOR_FAULT', '적재량 센서 값이 올바르지 않습니다.'],
  ['CAMERA_FAULT', '카메라 영상을 받을 수 없습니다.'],
  ['COMPACTOR_OVERLOAD', '압축기에 과부하가 걸렸습니다.'],
  ['NETWORK_UNSTABLE', '통신이 불안정합니다.'],
];

/** Korean material names for messages. */
export const MATERIAL_LABELS: Record<MaterialType, string> = {
  PET: '페트',
  PAPER: '종이',
  CAN: '캔',
  TETRA_PAK: '종이팩',
  NONE: '없음',
};

export interface RobotSeedOptions {
  /** How many robots (default 300 x size). */
  count: number;
  /** Days of log, alert and deposit history (default 120). */
  days: number;
  /** Days of RC 4.0 deposits, at least `days` (default 395: the statistics' monthly pages show 13 months). */
  depositDays: number;
  /** The moment the history ends (default: now). */
  now: Date;
  /** Deposits per operating RC 4.0 robot per day, on average (default 1). */
  depositsPerDay: number;
  /**
   * When the connected robots last reported (default: within the minute before `now`). Tests put it ahead, so
   * the robots stay online however long the test file takes (no simulator runs there).
   */
  heartbeatAt: Date;
}

/** The first seeded robot: 강남구's first RC 4.0, always operating and connected (demos and tests start here). */
export const ANCHOR_MACHINE_ID = 'RC4-GN-0001';

export interface SeededClient {
  id: number;
  name: string;
  district: string | null;
}

export interface RobotSeedResult {
  robots: number;
  logs: number;
  alerts: number;
  deposits: number;
}

export const DEMO_ALERT_RECIPIENTS: readonly (DutyHours & {
  name: string;
  phone: string;
  events: AlertEvent[];
  client: string | null;
  enabled: boolean;
})[] = [
  {
    name: '김수거',
    phone: '010-2000-1001',
    events: ['FULL', 'WARNING'],
    dayType: 'EVERYDAY',
    startTime: '06:00',
    endTime: '22:00',
    client: null,
    enabled: true,
  },
  {
    name: '이점검',
    phone: '010-2000-1002',
    events: ['ERROR', 'OFFLINE'],
    dayType: 'WEEKDAY',
    startTime: '09:00',
    endTime: '18:00',
    client: null,
    enabled: true,
  },
  {
    name: '박야간',
    phone: '010-2000-1003',
    events: ['FULL', 'ERROR', 'OFFLINE'],
    dayType: 'EVERYDAY',
    startTime: '00:00',
    endTime: '06:00',
    client: null,
    enabled: true,
  },
  {
    name: '정강남',
    phone: '010-2000-1004',
    events: ['FULL', 'WARNING', 'ERROR', 'OFFLINE'],
    dayType: 'WEEKDAY',
    startTime: '08:00',
    endTime: '20:00',
    client: '강남구청',
    enabled: true,
  },
  {
    name: '최서초',
    phone: '010-2000-1005',
    events: ['FULL'],
    dayType: 'EVERYDAY',
    startTime: '07:00',
    endTime: '21:00',
    client: '서초구청',
    enabled: false,
  },
];

function weighted<T>(random: Random, items: readonly [T, number][]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new Error('weighted: no items');
  return last[0];
}

/** Days of HEARTBEAT lines in the seeded log (the other lines go back `days`). */
const HEARTBEAT_HISTORY_DAYS = 14;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export async function seedRobots(
  db: Db,
  clientRows: readonly SeededClient[],
  options: Partial<RobotSeedOptions> & { size: number },
): Promise<RobotSeedResult> {
  const random = createRandom(20_261_107);
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const count = options.count ?? 300 * options.size;
  const days = options.days ?? 120;
  const depositsPerDay = options.depositsPerDay ?? 1;
  if (count === 0) return { robots: 0, logs: 0, alerts: 0, deposits: 0 };

  const officeOf = new Map(clientRows.map((client) => [client.name, client]));
  const othersIn = new Map<string, SeededClient[]>();
  for (const client of clientRows) {
    if (client.name === `${client.district ?? ''}청`) continue;
    const list = othersIn.get(client.district ?? '') ?? [];
    list.push(client);
    othersIn.set(client.district ?? '', list);
  }

  const numbers = new Map<string, number>();
  const robotRows: (typeof robots.$inferInsert & { id?: never })[] = [];
  for (let index = 0; index < count; index += 1) {
    const anchor = index === 0;
    // 강남구 gets a tenth of the robots (the demo client account is 강남구청's); the rest spread evenly.
    const district: SeoulDistrictName = index % 10 === 0 ? '강남구' : random.pick(SEOUL_DISTRICT_NAMES);
    const generation: RobotGeneration =
      index % 10 === 0 ? (index % 20 === 0 ? 'RC_4_0' : 'RC_3') : random.chance(0.4) ? 'RC_4_0' : 'RC_3';
    const prefix = `${generation === 'RC_4_0' ? 'RC4' : 'WB'}-${DISTRICT_CODES[district]}`;
    const number = (numbers.get(prefix) ?? 0) + 1;
    numbers.set(prefix, number);
    const roll = random.next();
    const office = officeOf.get(`${district}청`);
    const others = othersIn.get(district) ?? [];
    const client =
      roll < 0.65 || others.length === 0 || anchor ? office : roll < 0.95 ? random.pick(others) : undefined;
    const operationState = anchor ? 'OPERATION' : weighted(random, OPERATION_WEIGHTS);
    const binCount = generation === 'RC_4_0' ? random.int(3, 4) : random.int(2, 3);
    const materials = [...RECYCLABLES].sort(() => random.next() - 0.5).slice(0, binCount);
    const bins: RobotBin[] = materials.map((material, slotIndex) => {
      const off = operationState === 'STOP' && random.chance(0.5);
      const fillPercent =
        operationState === 'DEFAULT' ? 0 : random.chance(0.12) ? random.int(80, 100) : random.int(0, 79);
      return {
        slot: slotIndex + 1,
        material,
        capacityLiters: random.pick([120, 120, 240, 360]),
        fillPercent,
        capacityState: capacityStateFor(fillPercent, off ? 'OFF' : undefined),
      };
    });
    const installedDaysAgo = random.int(operationState === 'DEFAULT' ? 1 : 30, 1500);
    const installed = new Date(nowMs - installedDaysAgo * 86_400_000);
    const heartbeatRoll = random.next();
    const heartbeatBase = options.heartbeatAt?.getTime() ?? nowMs;
    const lastHeartbeatAt =
      operationState === 'DEFAULT' && heartbeatRoll < 0.5
        ? null
        : heartbeatRoll < 0.9 || anchor
          ? new Date(heartbeatBase - random.int(0, 60_000))
          : new Date(nowMs - random.int(10 * 60, 3 * 86_400) * 1000);
    const weekday = random.chance(0.25);
    const place = random.pick(PLACES);
    const { lat, lng } = randomPointIn(district, random);
    robotRows.push({
      machineId: `${prefix}-${pad(number, 4)}`,
      name: `${district} ${place} ${String(random.int(1, 3))}호기`,
      generation,
      clientId: client?.id ?? null,
      address: `서울특별시 ${district} ${random.pick(ROADS)}로 ${String(random.int(1, 320))}`,
      district,
      lat,
      lng,
      installedAt: new Date(installed.getTime() + 9 * 3_600_000).toISOString().slice(0, 10),
      operationState,
      bins,
      capacityStates: capacityStatesOf(bins),
      dayType: weekday ? 'WEEKDAY' : 'EVERYDAY',
      openTime: weekday ? '09:00' : random.pick(['06:00', '07:00', '00:00']),
      closeTime: weekday ? '18:00' : random.pick(['22:00', '21:00', '23:59']),
      doorState: random.chance(0.03) ? 'OPEN' : 'LOCKED',
      programVersion: generation === 'RC_4_0' ? random.pick(RC40_PROGRAM_VERSIONS) : random.pick(RC3_VERSIONS),
      aiModelVersion: generation === 'RC_4_0' ? random.pick(RC40_AI_VERSIONS) : null,
      lastHeartbeatAt,
      memo: random.chance(0.1)
        ? random.pick(['정기 점검 매주 화요일', '야간 소음 민원 주의', '관리인 연락처는 관리사무소'])
        : '',
      createdAt: new Date(installed.getTime() - random.int(1, 14) * 86_400_000),
      updatedAt: new Date(Math.min(nowMs, (lastHeartbeatAt ?? installed).getTime())),
    });
  }
  const inserted: { id: number; machineId: string }[] = [];
  for (let start = 0; start < robotRows.length; start += 1000) {
    inserted.push(
      ...(await db
        .insert(robots)
        .values(robotRows.slice(start, start + 1000))
        .returning({ id: robots.id, machineId: robots.machineId })),
    );
  }
  const idOf = new Map(inserted.map((row) => [row.machineId, row.id]));

  const recipientRows = DEMO_ALERT_RECIPIENTS.map((recipient) => ({
    name: recipient.name,
    phone: recipient.phone,
    events: recipient.events,
    dayType: recipient.dayType,
    startTime: recipient.startTime,
    endTime: recipient.endTime,
    clientId: recipient.client === null ? null : (officeOf.get(recipient.client)?.id ?? null),
    enabled: recipient.enabled,
  }));
  await db.insert(alertRecipients).values(recipientRows);
  const recipientsFor = (event: AlertEvent, clientId: number | null, at: Date) =>
    recipientRows
      .filter(
        (recipient) =>
          recipient.enabled &&
          recipient.events.includes(event) &&
          (recipient.clientId === null || recipient.clientId === clientId) &&
          onDuty(recipient, at),
      )
      .map((recipient) => recipient.name);

  // History: per robot and day, a heartbeat line, fills crossing the thresholds (with their alerts), the bin
  // emptied, sometimes a command, an error or a lost connection; RC 4.0 deposits. Collected, sorted by time,
  // inserted in batches (so log ids grow with time, as they do live).
  type LogRow = typeof robotLogs.$inferInsert;
  const logs: LogRow[] = [];
  const alerts: (typeof alertHistory.$inferInsert)[] = [];
  const deposits: (typeof collectionEvents.$inferInsert)[] = [];
  const startMs = nowMs - days * 86_400_000;
  // Members come back: a pool of app members (ids 'M' + 10 digits) deposit again and again.
  const members = Array.from(
    { length: Math.max(50, Math.round(count * 15)) },
    () => `M${pad(random.int(20_000, 20_269), 5)}${pad(random.int(0, 99_999), 5)}`,
  );
  /** An RC 4.0 robot's deposits of one day: 0 to twice `depositsPerDay`, into its bins, between 6 and 23 h. */
  const depositsOfDay = (
    draw: Random,
    robotId: number,
    bins: readonly RobotBin[],
    at: (hourFrom: number, hourTo: number) => Date,
  ) => {
    const today = draw.int(0, depositsPerDay * 2);
    for (let deposit = 0; deposit < today; deposit += 1) {
      const bin = draw.pick(bins);
      const agrees = draw.chance(0.9);
      const aiResult = agrees ? bin.material : draw.pick(['PET', 'PAPER', 'CAN', 'TETRA_PAK', 'NONE'] as const);
      const accepted = aiResult === bin.material;
      deposits.push({
        robotId,
        memberId: draw.pick(members),
        material: bin.material,
        aiResult,
        confidence: agrees ? draw.int(820, 999) : draw.int(350, 780),
        accepted,
        points: accepted ? 10 : 0,
        at: at(6, 23),
      });
    }
  };
  robotRows.forEach((robot) => {
    const robotId = idOf.get(robot.machineId) ?? 0;
    const installedMs = Date.parse(`${robot.installedAt}T00:00:00+09:00`);
    const firstDay = Math.max(startMs, installedMs);
    const operating = robot.operationState === 'OPERATION';
    for (let dayStart = firstDay; dayStart < nowMs - 3_600_000; dayStart += 86_400_000) {
      const at = (hourFrom: number, hourTo: number) =>
        new Date(Math.min(nowMs - 60_000, dayStart + random.int(hourFrom * 3600, hourTo * 3600 - 1) * 1000));
      // Heartbeat lines for the last two weeks only (they would be most of the log; older ones say little).
      if (dayStart >= nowMs - HEARTBEAT_HISTORY_DAYS * 86_400_000) {
        logs.push({ robotId, type: 'HEARTBEAT', code: 'HEARTBEAT', message: '정상 연결 (상태 보고)', at: at(0, 24) });
      }
      if (operating && random.chance(0.1)) {
        const bin = random.pick(robot.bins);
        const full = random.chance(0.4);
        const when = at(8, 22);
        const label = `${String(bin.slot)}번 수거함(${MATERIAL_LABELS[bin.material]})`;
        const message = full
          ? `${label}이 가득 찼습니다.`
          : `${label} 적재량이 ${String(BIN_WARNING_FILL)}%를 넘었습니다.`;
        const event: AlertEvent = full ? 'FULL' : 'WARNING';
        logs.push({ robotId, type: 'EVENT', code: full ? 'BIN_FULL' : 'BIN_WARNING', message, at: when });
        alerts.push({
          robotId,
          event,
          message,
          recipients: recipientsFor(event, robot.clientId ?? null, when),
          at: when,
        });
        const emptied = new Date(Math.min(nowMs - 30_000, when.getTime() + random.int(30, 300) * 60_000));
        logs.push({ robotId, type: 'EVENT', code: 'BIN_EMPTIED', message: `${label}을 비웠습니다.`, at: emptied });
      }
      if (random.chance(0.06)) {
        const [code, label] = random.pick([
          ['RESTART', '재시작'],
          ['LOCK_DOOR', '문 잠금'],
          ['OPEN_DOOR', '문 열기'],
          ['SET_OPERATION_STATE', '운영 상태 변경: 운영 중'],
        ] as const);
        logs.push({
          robotId,
          type: 'COMMAND',
          code,
          message: label,
          result: random.chance(0.95) ? 'OK' : 'FAILED',
          at: at(9, 18),
        });
      }
      if (random.chance(0.03)) {
        const [code, message] = random.pick(ERRORS);
        const when = at(0, 24);
        logs.push({ robotId, type: 'ERROR', code, message, at: when });
        alerts.push({
          robotId,
          event: 'ERROR',
          message,
          recipients: recipientsFor('ERROR', robot.clientId ?? null, when),
          at: when,
        });
      }
      if (random.chance(0.02)) {
        const when = at(0, 24);
        const message = '로봇과의 연결이 끊겼습니다.';
        logs.push({ robotId, type: 'EVENT', code: 'OFFLINE', message, at: when });
        alerts.push({
          robotId,
          event: 'OFFLINE',
          message,
          recipients: recipientsFor('OFFLINE', robot.clientId ?? null, when),
          at: when,
        });
      }
      if (robot.generation === 'RC_4_0' && operating) depositsOfDay(random, robotId, robot.bins, at);
    }
  });
  // The deposits before the other history's `days` (the statistics' monthly pages show 13 months), with draws of
  // their own, so the rows above stay as they were.
  const older = createRandom(20_261_919);
  const depositStartMs = nowMs - Math.max(days, options.depositDays ?? 395) * 86_400_000;
  robotRows.forEach((robot) => {
    if (robot.generation !== 'RC_4_0' || robot.operationState !== 'OPERATION') return;
    const robotId = idOf.get(robot.machineId) ?? 0;
    const installedMs = Date.parse(`${robot.installedAt}T00:00:00+09:00`);
    for (let dayStart = Math.max(depositStartMs, installedMs); dayStart < startMs; dayStart += 86_400_000) {
      depositsOfDay(
        older,
        robotId,
        robot.bins,
        (hourFrom, hourTo) => new Date(dayStart + older.int(hourFrom * 3600, hourTo * 3600 - 1) * 1000),
      );
    }
  });
  const byTime = (a: { at?: Date }, b: { at?: Date }) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0);
  logs.sort(byTime);
  alerts.sort(byTime);
  deposits.sort(byTime);
  await insertLogLines(db, logs);
  await insertJson(
    db,
    alertHistory,
    [
      ['robotId', 'robot_id', 'integer'],
      ['event', 'event', 'text'],
      ['message', 'message', 'text'],
      ['recipients', 'recipients', 'text[]'],
      ['at', 'at', 'timestamptz'],
    ],
    alerts,
  );
  await insertDeposits(db, deposits);
  return { robots: robotRows.length, logs: logs.length, alerts: alerts.length, deposits: deposits.length };
}
