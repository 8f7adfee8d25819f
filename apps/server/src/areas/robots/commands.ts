/**
 * Commands to a robot (realtime control): checked, applied to the robot's row (the reference server stands in for
 * the robot), and written to the communication log with who sent them and the result. Idempotent by `requestId`
 * through the platform's request keys (requests/once.ts), scoped to the sender, the robot and the command: the same
 * key with the same body answers the first answer and runs nothing again; with another body it is refused (422);
 * on another robot or command it is a new request.
 * A robot that is offline cannot be reached: the command is logged FAILED and answered 409 ROBOT_OFFLINE.
 */
import {
  MAX_BINS,
  OPERATION_STATES,
  ROBOT_COMMANDS,
  type OperationState,
  type RobotBin,
  type RobotCommand,
  type RobotLiveState,
  type RobotLogEntry,
} from '@oa/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { robotLogs, robots } from './schema';
import type { Principal } from '../../http/access';
import { invalid, notFound } from '../../http/errors';
import { once } from '../../requests/once';
import { collector, isObject, outcome, type Checked } from '../../http/forms';
import { capacityStatesOf, isOnline, selectLogs, toLiveState } from './model';
import { MESSAGES_ROBOT } from './validation';

export const OPERATION_STATE_LABELS: Record<OperationState, string> = {
  OPERATION: '운영 중',
  CHECK: '점검 중',
  WAIT: '대기',
  STOP: '정지',
  DEFAULT: '미설정',
};

const NO_SUCH_BIN = '이 로봇에 없는 수거함입니다.';

export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
export const MAX_REFERENCE_GRAMS = 50_000;
export const MAX_EMPTY_HEIGHT_MM = 3000;

/**
 * A command's body, checked field by field (the route's schema documents the union; this decides, with a Korean
 * message per wrong field). Whether the slot is one of the robot's bins is checked against the robot (runCommand).
 */
export function checkCommandInput(body: unknown): Checked<RobotCommand> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const { requestId, command, operationState, slot, referenceGrams, emptyHeightMm } = input;
  if (typeof requestId !== 'string' || !REQUEST_ID_PATTERN.test(requestId)) {
    fail('requestId', '요청 ID가 올바르지 않습니다.');
  }
  if (!(ROBOT_COMMANDS as readonly unknown[]).includes(command)) fail('command', '알 수 없는 명령입니다.');
  const integerIn = (value: unknown, min: number, max: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  if (command === 'SET_OPERATION_STATE' && !(OPERATION_STATES as readonly unknown[]).includes(operationState)) {
    fail('operationState', '바꿀 운영 상태를 선택해 주세요.');
  }
  if (command === 'EMPTY_BIN' || command === 'CALIBRATE_WEIGHT' || command === 'CALIBRATE_HEIGHT') {
    if (slot === undefined) fail('slot', '수거함을 선택해 주세요.');
    else if (!integerIn(slot, 1, MAX_BINS)) fail('slot', NO_SUCH_BIN);
  }
  if (command === 'CALIBRATE_WEIGHT' && !integerIn(referenceGrams, 1, MAX_REFERENCE_GRAMS)) {
    fail('referenceGrams', `기준 무게는 1~${MAX_REFERENCE_GRAMS.toLocaleString('en-US')}g의 정수로 입력해 주세요.`);
  }
  if (command === 'CALIBRATE_HEIGHT' && !integerIn(emptyHeightMm, 1, MAX_EMPTY_HEIGHT_MM)) {
    fail(
      'emptyHeightMm',
      `빈 수거함 높이는 1~${MAX_EMPTY_HEIGHT_MM.toLocaleString('en-US')}mm의 정수로 입력해 주세요.`,
    );
  }
  return outcome(fields, () => input as RobotCommand);
}

/** The command as an operator reads it in the log. */
export function commandLabel(command: RobotCommand): string {
  switch (command.command) {
    case 'RESTART':
      return '재시작';
    case 'SET_OPERATION_STATE':
      return `운영 상태 변경: ${OPERATION_STATE_LABELS[command.operationState]}`;
    case 'OPEN_DOOR':
      return '문 열기';
    case 'LOCK_DOOR':
      return '문 잠금';
    case 'EMPTY_BIN':
      return `${String(command.slot)}번 수거함 비우기`;
    case 'CALIBRATE_WEIGHT':
      return `${String(command.slot)}번 수거함 무게 보정 (기준 ${String(command.referenceGrams)}g)`;
    case 'CALIBRATE_HEIGHT':
      return `${String(command.slot)}번 수거함 높이 보정 (빈 높이 ${String(command.emptyHeightMm)}mm)`;
  }
}

/** The parameters kept in the log line's detail. */
const paramsOf = (body: RobotCommand) => {
  const { requestId: _requestId, command: _command, ...params } = body;
  return params;
};

export interface CommandOutcome {
  /** 200 done; 409 the robot was offline (logged FAILED). */
  status: 200 | 409;
  log: RobotLogEntry;
  state: RobotLiveState;
}

/** The command's request key's action: a key is the sender's, for one robot and one command. */
export const commandAction = (machineId: string, command: RobotCommand['command']) =>
  `robot.command:${machineId}:${command}`;

/** The robot's new row values for a command it can take (the reference server stands in for the robot). */
function effectOf(body: RobotCommand, bins: readonly RobotBin[], now: Date): Partial<typeof robots.$inferInsert> {
  switch (body.command) {
    case 'RESTART':
      return { updatedAt: now, lastHeartbeatAt: now };
    case 'SET_OPERATION_STATE':
      return { updatedAt: now, operationState: body.operationState };
    case 'OPEN_DOOR':
      return { updatedAt: now, doorState: 'OPEN' };
    case 'LOCK_DOOR':
      return { updatedAt: now, doorState: 'LOCKED' };
    case 'EMPTY_BIN': {
      const emptied: RobotBin[] = bins.map((bin) =>
        bin.slot === body.slot ? { ...bin, fillPercent: 0, capacityState: 'ON' } : bin,
      );
      return { updatedAt: now, bins: emptied, capacityStates: capacityStatesOf(emptied) };
    }
    default:
      // Calibrations change nothing the console shows: the robot keeps the new reference; the log keeps it.
      return { updatedAt: now };
  }
}

interface Sent {
  logId: number;
  status: 200 | 409;
}

/** Applies a command in `tx` and logs it (FAILED when the robot is offline). */
async function applyCommand(tx: Db, robotId: number, body: RobotCommand, actor: Principal, now: Date): Promise<Sent> {
  // One command at a time per robot.
  const [robot] = await tx.select().from(robots).where(eq(robots.id, robotId)).for('update');
  if (robot === undefined) throw notFound();
  if ('slot' in body && !robot.bins.some((bin) => bin.slot === body.slot)) throw invalid({ slot: NO_SUCH_BIN });
  const label = commandLabel(body);
  const logLine = {
    robotId,
    type: 'COMMAND' as const,
    code: body.command,
    actorUserId: actor.userId,
    requestId: body.requestId,
    at: now,
  };
  if (!isOnline(robot.lastHeartbeatAt, now)) {
    const [failed] = await tx
      .insert(robotLogs)
      .values({
        ...logLine,
        message: `${label} 실패: ${MESSAGES_ROBOT.offline}`,
        result: 'FAILED',
        detail: { ...paramsOf(body), reason: 'OFFLINE' },
      })
      .returning({ id: robotLogs.id });
    return { logId: failed?.id ?? 0, status: 409 };
  }
  await tx
    .update(robots)
    .set(effectOf(body, robot.bins, now))
    .where(eq(robots.id, robotId));
  const [done] = await tx
    .insert(robotLogs)
    .values({ ...logLine, message: label, result: 'OK', detail: paramsOf(body) })
    .returning({ id: robotLogs.id });
  if (body.command === 'RESTART') {
    await tx
      .insert(robotLogs)
      .values({ robotId, type: 'EVENT', code: 'RESTARTED', message: '로봇이 다시 시작되었습니다.', at: now });
  }
  return { logId: done?.id ?? 0, status: 200 };
}

/**
 * Runs a command once per request id (a repeat answers the first log line and the robot's current state). The
 * caller checked that the robot is visible to the actor.
 */
export async function runCommand(
  db: Db,
  robot: { id: number; machineId: string },
  body: RobotCommand,
  actor: Principal,
  now: Date,
): Promise<CommandOutcome> {
  const request = {
    actorId: actor.userId,
    action: commandAction(robot.machineId, body.command),
    key: body.requestId,
    body,
  };
  const { answer } = await once(db, request, (tx) => applyCommand(tx, robot.id, body, actor, now));
  const [log] = await selectLogs(db, and(eq(robotLogs.id, answer.logId)), 1);
  const [row] = await db.select().from(robots).where(eq(robots.id, robot.id));
  if (log === undefined || row === undefined) throw new Error('command outcome vanished');
  return { status: answer.status, log, state: toLiveState(row, now) };
}
