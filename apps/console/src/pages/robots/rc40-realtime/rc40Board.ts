/**
 * The RC 4.0 board's rules as plain functions: the robots kept from the stream (a `snapshot`, then `state` per
 * change), the summary counts and the client-side filters.
 */
import type { OperationState, RobotLiveState } from '@oa/api';
import { isRobotOnline, newerState } from '../realtime/robotLive';

export interface BoardRobot {
  state: RobotLiveState;
  /** How many changes arrived after the snapshot (a new value briefly highlights the card). */
  version: number;
}

export type Board = ReadonlyMap<string, BoardRobot>;

/** The board from a snapshot: every robot afresh, by machine id. */
export function boardFromSnapshot(states: readonly RobotLiveState[]): Board {
  return new Map(states.map((state) => [state.machineId, { state, version: 0 }]));
}

/** One robot's change; an older state than the one shown is ignored (the same board comes back). */
export function applyState(board: Board, state: RobotLiveState): Board {
  const current = board.get(state.machineId);
  const next = newerState(current?.state ?? null, state);
  if (next === current?.state) return board;
  const updated = new Map(board);
  updated.set(state.machineId, { state: next, version: (current?.version ?? 0) + 1 });
  return updated;
}

export const hasFullBin = (state: RobotLiveState) => state.bins.some((bin) => bin.capacityState === 'FULL');

export interface BoardSummary {
  /** 운영 중: operating and online. */
  operating: number;
  /** 점검: in CHECK. */
  checking: number;
  /** 가득 참: some bin FULL. */
  full: number;
  /** 연결 끊김: offline. */
  offline: number;
}

export function summarize(states: readonly RobotLiveState[], now: number): BoardSummary {
  const summary: BoardSummary = { operating: 0, checking: 0, full: 0, offline: 0 };
  for (const state of states) {
    const online = isRobotOnline(state, now);
    if (state.operationState === 'OPERATION' && online) summary.operating += 1;
    if (state.operationState === 'CHECK') summary.checking += 1;
    if (hasFullBin(state)) summary.full += 1;
    if (!online) summary.offline += 1;
  }
  return summary;
}

/** The board's state filter: an operation state, or a condition across states. */
export type BoardStateFilter = OperationState | 'FULL' | 'OFFLINE' | '';

export interface BoardFilter {
  district: string;
  state: BoardStateFilter;
}

export function filterBoard(states: readonly RobotLiveState[], filter: BoardFilter, now: number): RobotLiveState[] {
  return states.filter((state) => {
    if (filter.district !== '' && state.district !== filter.district) return false;
    if (filter.state === '') return true;
    if (filter.state === 'FULL') return hasFullBin(state);
    if (filter.state === 'OFFLINE') return !isRobotOnline(state, now);
    return state.operationState === filter.state;
  });
}

/** The districts that have robots, in Korean order. */
export function boardDistricts(states: readonly RobotLiveState[]): string[] {
  return [...new Set(states.map((state) => state.district))].sort((a, b) => a.localeCompare(b, 'ko'));
}
