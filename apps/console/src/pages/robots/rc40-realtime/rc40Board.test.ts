import type { RobotLiveState } from '@oa/api';
import { describe, expect, it } from 'vitest';
import { applyState, boardFromSnapshot, filterBoard, summarize } from './rc40Board';

const NOW = Date.parse('2026-11-22T08:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

const robot = (machineId: string, overrides: Partial<RobotLiveState> = {}): RobotLiveState => ({
  machineId,
  name: machineId,
  generation: 'RC_4_0',
  district: '강남구',
  operationState: 'OPERATION',
  bins: [{ slot: 1, material: 'PET', capacityLiters: 120, fillPercent: 10, capacityState: 'ON' }],
  doorState: 'LOCKED',
  lastHeartbeatAt: ago(10),
  online: true,
  programVersion: null,
  aiModelVersion: null,
  updatedAt: ago(10),
  ...overrides,
});

const FULL_BIN = [{ slot: 1, material: 'CAN', capacityLiters: 120, fillPercent: 99, capacityState: 'FULL' }] as const;
const STATES = [
  robot('A'),
  robot('B', { operationState: 'CHECK', district: '마포구' }),
  robot('C', { bins: [...FULL_BIN] }),
  robot('D', { online: false, operationState: 'STOP', district: '마포구' }),
  // Says online, but its last heartbeat is too old: offline on the board.
  robot('E', { lastHeartbeatAt: ago(600), district: '종로구' }),
];

describe('the RC 4.0 board', () => {
  it('counts operating, in check, full and offline robots', () => {
    expect(summarize(STATES, NOW)).toEqual({ operating: 2, checking: 1, full: 1, offline: 2 });
  });

  it('applies a newer state and counts it as a change; an older one changes nothing', () => {
    const board = boardFromSnapshot(STATES);
    const changed = applyState(board, robot('A', { operationState: 'WAIT', updatedAt: ago(1) }));
    expect(changed.get('A')).toMatchObject({ version: 1, value: { operationState: 'WAIT' } });
    expect(applyState(changed, robot('A', { updatedAt: ago(100) }))).toBe(changed);
    expect(applyState(board, robot('NEW')).get('NEW')?.version).toBe(1);
  });

  it('filters by district and by state, full bin or offline', () => {
    const ids = (filter: Parameters<typeof filterBoard>[1]) =>
      filterBoard(STATES, filter, NOW).map((state) => state.machineId);
    expect(ids({ district: '', state: '' })).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(ids({ district: '마포구', state: '' })).toEqual(['B', 'D']);
    expect(ids({ district: '', state: 'FULL' })).toEqual(['C']);
    expect(ids({ district: '', state: 'OFFLINE' })).toEqual(['D', 'E']);
    expect(ids({ district: '마포구', state: 'CHECK' })).toEqual(['B']);
  });
});
