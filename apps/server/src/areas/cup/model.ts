/**
 * A cup machine's row as the API answers it: the whole machine (CupMachine: lists, detail, forms) and its status
 * (MachineStatus: the map and the live monitors). Both count the machine's open alerts and say whether it is
 * online (a heartbeat within CUP_MACHINE_OFFLINE_AFTER_SECONDS of the answer's time).
 */
import { CUP_MACHINE_OFFLINE_AFTER_SECONDS, type CupMachine, type MachineStatus, type ReturnEvent } from '@oa/contract';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lookup } from '../../db/lookup';
import { cupMachineAlerts, cupMachines, cupReturnEvents, cups } from './schema';

export type MachineRow = typeof cupMachines.$inferSelect & { openAlerts: number };

/** The machine's alerts not yet cleared. */
export const openAlerts =
  sql<number>`(select count(*) from ${cupMachineAlerts} where ${cupMachineAlerts.machineId} = ${cupMachines.id} and ${cupMachineAlerts.clearedAt} is null)`.mapWith(
    Number,
  );

/** Every column of the machine and its open alerts. */
export const machineProjection = { ...getTableColumns(cupMachines), openAlerts };

export const isOnline = (lastHeartbeatAt: Date | null, at: Date) =>
  lastHeartbeatAt !== null && at.getTime() - lastHeartbeatAt.getTime() < CUP_MACHINE_OFFLINE_AFTER_SECONDS * 1000;

export const toMachineStatus = (row: MachineRow, at: Date): MachineStatus => ({
  machineId: row.machineId,
  kind: row.kind,
  name: row.name,
  district: row.district as MachineStatus['district'],
  lat: row.lat,
  lng: row.lng,
  state: row.state,
  level: row.level,
  capacity: row.capacity,
  levelBand: row.levelBand,
  online: isOnline(row.lastHeartbeatAt, at),
  lastHeartbeatAt: row.lastHeartbeatAt?.toISOString() ?? null,
  openAlerts: row.openAlerts,
});

export const toMachine = (row: MachineRow, at: Date): CupMachine => ({
  ...toMachineStatus(row, at),
  address: row.address,
  installedAt: row.installedAt,
  memo: row.memo,
  revision: row.revision,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Machines matching `where`, in machine id order, at most `limit`. */
export async function selectMachines(db: Db, where: SQL | undefined, limit?: number): Promise<MachineRow[]> {
  const query = db.select(machineProjection).from(cupMachines).where(where).orderBy(cupMachines.machineId).$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/**
 * A return event with its machine and cup (the history list and the live stream answer the same shape), looked up
 * for the rows answered, never joined.
 */
export const returnEventProjection = {
  id: cupReturnEvents.id,
  machineId: lookup<string>(cupMachines.machineId, cupMachines.id, cupReturnEvents.machineId),
  machineName: lookup<string>(cupMachines.name, cupMachines.id, cupReturnEvents.machineId),
  district: lookup<string>(cupMachines.district, cupMachines.id, cupReturnEvents.machineId),
  cuid: lookup<string | null>(cups.cuid, cups.id, cupReturnEvents.cupId),
  rentalId: cupReturnEvents.rentalId,
  result: cupReturnEvents.result,
  reason: cupReturnEvents.reason,
  at: cupReturnEvents.at,
};

export type ReturnEventRow = Omit<ReturnEvent, 'district' | 'at'> & { district: string; at: Date };

export const toReturnEvent = (row: ReturnEventRow): ReturnEvent => ({
  ...row,
  district: row.district as ReturnEvent['district'],
  at: row.at.toISOString(),
});

/** Return events matching `where`, oldest first (a stream sends them in order), at most `limit`. */
export async function selectReturnEvents(db: Db, where: SQL | undefined, limit: number): Promise<ReturnEvent[]> {
  const rows = await db
    .select(returnEventProjection)
    .from(cupReturnEvents)
    .where(where)
    .orderBy(cupReturnEvents.at, cupReturnEvents.id)
    .limit(limit);
  return (rows as ReturnEventRow[]).map(toReturnEvent);
}
