/**
 * The RC 4.0 board's rules as plain functions: the robots kept from the stream (a `snapshot`, then `state` per
 * change), the summary counts and the client-side filters.
 */
import type { OperationState, RobotLiveState } from '@oa/api';
import {
  applyChange,
  boardFromSnapshot as fromSnapshot,
  type BoardItem,
  type LiveBoard,
} from '../../../app/live/liveBoard';
import { isRobotOnline, newerState } from '../realtime/robotLive';

export type BoardRobot = BoardItem<RobotLiveState>;
export type Board = LiveBoard<RobotLiveState>;

const keyOf = (state: RobotLiveState) => state.machineId;

/** The board from a snapshot: every robot afresh, by machine id. */
export const boardFromSnapshot = (states: readonly RobotLiveState[]): Board => fromSnapshot(states, keyOf);

/** One robot's change; an older state than the one shown is ignored (the same board comes back). */
export const applyState = (board: Board, state: RobotLiveState): Board => applyChange(board, state, keyOf, newerState);

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
