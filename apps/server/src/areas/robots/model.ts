/**
 * Robots as rows and as the contract's shapes: the bins' capacity rule, online from the heartbeat, the client
 * scope of a principal, and the queries that read one robot or one log line in the answered form.
 */
import {
  BIN_FULL_FILL,
  BIN_WARNING_FILL,
  OFFLINE_AFTER_SECONDS,
  type CapacityState,
  type MaterialType,
  type Robot,
  type RobotBin,
  type RobotLiveState,
  type RobotLogEntry,
  type SeoulDistrictName,
} from '@oa/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { clientScope } from '../../authz/scope';
import type { Db } from '../../db/database';
import { clients } from '../clients/schema';
import { robotLogs, robots } from './schema';
import { users } from '../users/schema';
import type { Principal } from '../../http/access';

export type RobotRow = typeof robots.$inferSelect;

/** The capacity state a fill gives (an OFF bin stays OFF: it is switched off, not measured). */
export function capacityStateFor(fillPercent: number, current?: CapacityState): CapacityState {
  if (current === 'OFF') return 'OFF';
  if (fillPercent >= BIN_FULL_FILL) return 'FULL';
  if (fillPercent >= BIN_WARNING_FILL) return 'WARNING';
  return 'ON';
}

/** The robot row's `capacity_states`: each state some bin is in, sorted (the list's `capacityState:any` filter). */
export const capacityStatesOf = (bins: readonly RobotBin[]): CapacityState[] =>
  [...new Set(bins.map((bin) => bin.capacityState))].sort();

/** A new bin (empty) or, when slot, material and capacity are unchanged, the existing one with its fill. */
export function mergeBins(
  input: readonly { slot: number; material: MaterialType; capacityLiters: number }[],
  existing: readonly RobotBin[],
): RobotBin[] {
  return [...input]
    .sort((a, b) => a.slot - b.slot)
    .map((bin) => {
      const before = existing.find((each) => each.slot === bin.slot);
      if (before?.material === bin.material && before.capacityLiters === bin.capacityLiters) {
        return { ...before };
      }
      return { ...bin, fillPercent: 0, capacityState: 'ON' };
    });
}

export const isOnline = (lastHeartbeatAt: Date | null, now: Date): boolean =>
  lastHeartbeatAt !== null && now.getTime() - lastHeartbeatAt.getTime() <= OFFLINE_AFTER_SECONDS * 1000;

/**
 * Rows of a table holding `robot_id` (the log, alerts, deposits, rollouts; or robots.id itself) whose robot the
 * principal sees: its client's and its child clients' robots (authz/scope.ts); undefined for staff.
 */
export function robotScope(principal: Pick<Principal, 'clientId'>, robotIdColumn: AnyPgColumn): SQL | undefined {
  const visible = clientScope(principal, robots.clientId);
  return visible === undefined
    ? undefined
    : inArray(robotIdColumn, sql`(select ${robots.id} from ${robots} where ${visible})`);
}

/** The robot's machine id as a column-like expression: a list filters and sorts by it from a `robot_id` table. */
export const machineIdOf = (robotIdColumn: AnyPgColumn): AnyPgColumn =>
  sql<string>`(select ${robots.machineId} from ${robots} where ${robots.id} = ${robotIdColumn})` as unknown as AnyPgColumn;

const iso = (date: Date) => date.toISOString();

export function toRobot(row: RobotRow & { clientName: string | null }, now: Date): Robot {
  return {
    machineId: row.machineId,
    name: row.name,
    generation: row.generation,
    clientId: row.clientId,
    clientName: row.clientName,
    address: row.address,
    district: row.district as SeoulDistrictName,
    lat: row.lat,
    lng: row.lng,
    installedAt: row.installedAt,
    operationState: row.operationState,
    bins: row.bins,
    schedule: { dayType: row.dayType, openTime: row.openTime, closeTime: row.closeTime },
    doorState: row.doorState,
    programVersion: row.programVersion,
    aiModelVersion: row.aiModelVersion,
    lastHeartbeatAt: row.lastHeartbeatAt === null ? null : iso(row.lastHeartbeatAt),
    online: isOnline(row.lastHeartbeatAt, now),
    memo: row.memo,
    revision: row.revision,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toLiveState(row: RobotRow, now: Date): RobotLiveState {
  return {
    machineId: row.machineId,
    name: row.name,
    generation: row.generation,
    district: row.district as SeoulDistrictName,
    operationState: row.operationState,
    bins: row.bins,
    doorState: row.doorState,
    lastHeartbeatAt: row.lastHeartbeatAt === null ? null : iso(row.lastHeartbeatAt),
    online: isOnline(row.lastHeartbeatAt, now),
    programVersion: row.programVersion,
    aiModelVersion: row.aiModelVersion,
    updatedAt: iso(row.updatedAt),
  };
}

/** A robot with its client's name, by machine id, within the principal's scope. */
export async function findRobot(
  db: Db,
  machineId: string,
  principal: Pick<Principal, 'clientId'>,
): Promise<(RobotRow & { clientName: string | null }) | undefined> {
  const [row] = await db
    .select({ robot: robots, clientName: clients.name })
    .from(robots)
    .leftJoin(clients, eq(clients.id, robots.clientId))
    .where(and(eq(robots.machineId, machineId), clientScope(principal, robots.clientId)));
  return row === undefined ? undefined : { ...row.robot, clientName: row.clientName };
}

/** The log list's columns, as RobotLogEntry (dates still Date: the caller serializes). */
export const LOG_PROJECTION = {
  id: robotLogs.id,
  machineId: robots.machineId,
  robotName: robots.name,
  type: robotLogs.type,
  code: robotLogs.code,
  message: robotLogs.message,
  actorName: users.name,
  result: robotLogs.result,
  at: robotLogs.at,
};

export type LogItem = Omit<RobotLogEntry, 'at'> & { at: Date };

export const toLogEntry = (item: LogItem): RobotLogEntry => ({ ...item, at: iso(item.at) });

/** Log lines in the answered form, by a condition on robot_logs / robots, oldest first. */
export async function selectLogs(db: Db, where: SQL | undefined, limit = 200): Promise<RobotLogEntry[]> {
  const rows = await db
    .select(LOG_PROJECTION)
    .from(robotLogs)
    .innerJoin(robots, eq(robots.id, robotLogs.robotId))
    .leftJoin(users, eq(users.id, robotLogs.actorUserId))
    .where(where)
    .orderBy(robotLogs.id)
    .limit(limit);
  return rows.map(toLogEntry);
}
