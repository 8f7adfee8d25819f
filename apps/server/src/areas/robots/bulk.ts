/** Bulk writes shared by the seed and the simulator. */
import type { Db } from '../../db/database';
import { insertJson } from '../../db/bulk';
import { collectionEvents, robotLogs } from './schema';

/** Communication log lines (`result` may be left out: null). */
export const insertLogLines = (db: Db, rows: readonly Record<string, unknown>[]) =>
  insertJson(
    db,
    robotLogs,
    [
      ['robotId', 'robot_id', 'integer'],
      ['type', 'type', 'text'],
      ['code', 'code', 'text'],
      ['message', 'message', 'text'],
      ['result', 'result', 'text'],
      ['at', 'at', 'timestamptz'],
    ],
    rows,
  );

/** RC 4.0 deposits. */
export const insertDeposits = (db: Db, rows: readonly Record<string, unknown>[]) =>
  insertJson(
    db,
    collectionEvents,
    [
      ['robotId', 'robot_id', 'integer'],
      ['memberId', 'member_id', 'text'],
      ['material', 'material', 'text'],
      ['aiResult', 'ai_result', 'text'],
      ['confidence', 'confidence', 'integer'],
      ['accepted', 'accepted', 'boolean'],
      ['points', 'points', 'integer'],
      ['at', 'at', 'timestamptz'],
    ],
    rows,
  );
