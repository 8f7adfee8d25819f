import type { RobotLiveState, RobotLogEntry } from '@oa/api';
import { describe, expect, it } from 'vitest';
import { commandIsMoot, commandQuestion, isRobotOnline, mergeLogLines, newerState, withRequestId } from './robotLive';

const NOW = Date.parse('2026-11-22T08:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const state = (overrides: Partial<RobotLiveState> = {}): RobotLiveState => ({
  machineId: 'WB-GN-0001',
  name: '강남 1호기',
  generation: 'RC_4_0',
  district: '강남구',
  operationState: 'OPERATION',
  bins: [],
  doorState: 'LOCKED',
  lastHeartbeatAt: ago(10_000),
  online: true,
  programVersion: '4.2.0',
  aiModelVersion: '1.3.0',
  updatedAt: ago(10_000),
  ...overrides,
});

const line = (id: number, at: string): RobotLogEntry => ({
  id,
  machineId: 'WB-GN-0001',
  robotName: '강남 1호기',
  type: 'HEARTBEAT',
  code: 'HEARTBEAT',
  message: '정상',
  actorName: null,
  result: null,
  at,
});

describe('isRobotOnline', () => {
  it('is online when the server says so and the heartbeat is within 180 s', () => {
    expect(isRobotOnline(state(), NOW)).toBe(true);
    expect(isRobotOnline(state({ lastHeartbeatAt: ago(180_000) }), NOW)).toBe(true);
  });
  it('is offline after 180 s without a heartbeat, even if the last state said online', () => {
    expect(isRobotOnline(state({ lastHeartbeatAt: ago(181_000) }), NOW)).toBe(false);
  });
  it('is offline when the server says so or there was never a heartbeat', () => {
    expect(isRobotOnline(state({ online: false }), NOW)).toBe(false);
    expect(isRobotOnline(state({ lastHeartbeatAt: null }), NOW)).toBe(false);
  });
});

describe('commands', () => {
  it('adds a requestId to a confirmed command, a new one each time', () => {
    const first = withRequestId({ command: 'EMPTY_BIN', slot: 2 });
    const second = withRequestId({ command: 'EMPTY_BIN', slot: 2 });
    expect(first).toMatchObject({ command: 'EMPTY_BIN', slot: 2 });
    expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('asks in Korean with the robot, the bin and the value', () => {
    expect(commandQuestion({ command: 'RESTART' }, '강남 1호기')).toContain('강남 1호기을(를) 재시작할까요?');
    expect(commandQuestion({ command: 'SET_OPERATION_STATE', operationState: 'CHECK' }, '강남 1호기', '점검 중')).toBe(
      "강남 1호기의 운영 상태를 '점검 중'(으)로 변경할까요?",
    );
    expect(commandQuestion({ command: 'CALIBRATE_WEIGHT', slot: 1, referenceGrams: 1500 }, 'A')).toBe(
      'A의 1번 수거함 무게를 기준 1,500g으로 보정할까요?',
    );
  });

  it('treats opening an open door, locking a locked one and choosing the same state as moot', () => {
    expect(commandIsMoot({ command: 'OPEN_DOOR' }, state({ doorState: 'OPEN' }))).toBe(true);
    expect(commandIsMoot({ command: 'LOCK_DOOR' }, state({ doorState: 'OPEN' }))).toBe(false);
    expect(commandIsMoot({ command: 'SET_OPERATION_STATE', operationState: 'OPERATION' }, state())).toBe(true);
    expect(commandIsMoot({ command: 'RESTART' }, state())).toBe(false);
  });
});

describe('merging live updates', () => {
  it('keeps the later state of a robot whichever arrives last', () => {
    const older = state({ updatedAt: ago(5_000), operationState: 'CHECK' });
    const newer = state({ updatedAt: ago(1_000), operationState: 'STOP' });
    expect(newerState(older, newer)).toBe(newer);
    expect(newerState(newer, older)).toBe(newer);
    expect(newerState(null, older)).toBe(older);
  });

  it('merges log lines once per id, newest first, up to the limit', () => {
    const lines = mergeLogLines([line(1, ago(3_000)), line(2, ago(2_000))], [line(2, ago(2_000)), line(3, ago(1_000))]);
    expect(lines.map((entry) => entry.id)).toEqual([3, 2, 1]);
    expect(mergeLogLines(lines, [line(4, ago(0))], 2).map((entry) => entry.id)).toEqual([4, 3]);
  });
});
