/**
 * The live robot screens' rules as plain functions (realtime control, the RC 4.0 board): whether a robot counts as
 * online, how long ago its last heartbeat was, the Korean words of the commands, and how stream updates and log
 * lines are merged. Pure, so they are unit tested (robotLive.test.ts) and shared by the pages.
 */
import { formatNumber } from '@oa/ui/format';
import {
  OFFLINE_AFTER_SECONDS,
  type OperationState,
  type RobotCommand,
  type RobotCommandType,
  type RobotLiveState,
  type RobotLogEntry,
} from '@oa/api';

/**
 * Whether the robot is online at `now`: the server says so and its last heartbeat is recent. The second check
 * matters while our own connection is down: the last state we have may say online long after the robot went
 * quiet.
 */
export function isRobotOnline(state: Pick<RobotLiveState, 'online' | 'lastHeartbeatAt'>, now: number): boolean {
  if (!state.online || state.lastHeartbeatAt === null) return false;
  const at = Date.parse(state.lastHeartbeatAt);
  return !Number.isNaN(at) && now - at <= OFFLINE_AFTER_SECONDS * 1000;
}

/** The button text of each command (labels-ko.md words). */
export const COMMAND_LABELS: Record<RobotCommandType, string> = {
  RESTART: '재시작',
  SET_OPERATION_STATE: '운영 상태 변경',
  OPEN_DOOR: '문 열기',
  LOCK_DOOR: '문 잠금',
  EMPTY_BIN: '수거함 비우기',
  CALIBRATE_WEIGHT: '무게 보정',
  CALIBRATE_HEIGHT: '높이 보정',
};

/** A command before it is confirmed: the `requestId` is made when the user confirms it. */
export type RobotCommandDraft = DistributiveOmit<RobotCommand, 'requestId'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A fresh idempotency key per confirmed command (the server runs the same requestId once). */
export function withRequestId(draft: RobotCommandDraft, requestId: string = crypto.randomUUID()): RobotCommand {
  return { ...draft, requestId };
}

/** Limits of the calibration values (contract: RobotCommand). */
export const CALIBRATION_LIMITS = {
  CALIBRATE_WEIGHT: { min: 1, max: 50_000, unit: 'g' },
  CALIBRATE_HEIGHT: { min: 1, max: 3_000, unit: 'mm' },
} as const;

/**
 * The Korean question of a command's confirmation. `operationLabel` names the state chosen for
 * SET_OPERATION_STATE (the status table's word).
 */
export function commandQuestion(draft: RobotCommandDraft, robotName: string, operationLabel = ''): string {
  switch (draft.command) {
    case 'RESTART':
      return `${robotName}을(를) 재시작할까요?\n재시작하는 동안 수거를 받을 수 없습니다.`;
    case 'SET_OPERATION_STATE':
      return `${robotName}의 운영 상태를 '${operationLabel}'(으)로 변경할까요?`;
    case 'OPEN_DOOR':
      return `${robotName}의 문을 열까요?`;
    case 'LOCK_DOOR':
      return `${robotName}의 문을 잠글까요?`;
    case 'EMPTY_BIN':
      return `${robotName}의 ${String(draft.slot)}번 수거함을 비운 것으로 처리할까요?\n적재율이 0%가 됩니다.`;
    case 'CALIBRATE_WEIGHT':
      return `${robotName}의 ${String(draft.slot)}번 수거함 무게를 기준 ${formatNumber(draft.referenceGrams)}g으로 보정할까요?`;
    case 'CALIBRATE_HEIGHT':
      return `${robotName}의 ${String(draft.slot)}번 수거함 높이를 빈 상태 ${formatNumber(draft.emptyHeightMm)}mm로 보정할까요?`;
  }
}

/** Whether the command would change nothing (the button is disabled then): opening an open door, etc. */
export function commandIsMoot(draft: RobotCommandDraft, state: RobotLiveState): boolean {
  if (draft.command === 'OPEN_DOOR') return state.doorState === 'OPEN';
  if (draft.command === 'LOCK_DOOR') return state.doorState === 'LOCKED';
  if (draft.command === 'SET_OPERATION_STATE') return draft.operationState === state.operationState;
  return false;
}

/** The later of two states of one robot (by `updatedAt`); a stream event and a command answer may cross. */
export function newerState(current: RobotLiveState | null, next: RobotLiveState): RobotLiveState {
  if (current?.machineId !== next.machineId) return next;
  return Date.parse(next.updatedAt) >= Date.parse(current.updatedAt) ? next : current;
}

/** Log lines kept on the realtime screen. */
export const LOG_PANEL_SIZE = 20;

/**
 * New lines merged into the panel's: one line per id (the stream and the command answer both bring a command's
 * line), newest first, at most `limit`.
 */
export function mergeLogLines(
  current: readonly RobotLogEntry[],
  incoming: readonly RobotLogEntry[],
  limit = LOG_PANEL_SIZE,
): RobotLogEntry[] {
  const byId = new Map<number, RobotLogEntry>();
  for (const line of [...current, ...incoming]) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id).slice(0, limit);
}

/** The operation states an operator may choose (DEFAULT, 미설정, is only where a robot starts). */
export const SETTABLE_OPERATION_STATES: readonly OperationState[] = ['OPERATION', 'CHECK', 'WAIT', 'STOP'];
