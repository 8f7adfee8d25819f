/**
 * What the machines report, as the domain takes it: the functions a real machine feed calls (and the simulator, in
 * its place). Each runs in the caller's transaction; every cup's move goes through the writer (life/moves.ts), the
 * levels and their alerts through life/levels.ts.
 * - A rental machine's rental: one LOADED cup of that machine goes out to a member (RENTED), a rental due in
 *   RENTAL_VALID_DAYS, the stock one lower.
 * - A return machine's return: the rental's RENTED cup is taken in (RETURNED, in that machine), the rental RETURNED, a
 *   return event, the deposit's refund opened (refunds/request.ts), the fill one higher. A cup the machine may not
 *   take is rejected: a REJECTED return event with its reason, nothing else changes. A rental already EXPIRED takes
 *   its cup back too, but keeps its state: its deposit is forfeited (an operator may still refund it by hand).
 * - A heartbeat: the machine is connected (its OFFLINE alert clears); `raiseOffline` opens OFFLINE for machines
 *   silent longer than the offline time. A level: the machine's sensor count, its band and level alerts follow.
 * - A fault (a jam): an open alert of that kind, once.
 */
import {
  CUP_MACHINE_OFFLINE_AFTER_SECONDS,
  DEPOSIT_KRW,
  RENTAL_VALID_DAYS,
  type CupMachineKind,
  type MachineAlertKind,
} from '@oa/contract';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { applyLevel } from '../life/levels';
import { moveCups, type Step } from '../life/moves';
import { requestRefund } from '../refunds/request';
import { cupMachineAlerts, cupMachines, cupRentals, cupReturnEvents, cups } from '../schema';

const DAY = 24 * 60 * 60 * 1000;

export const REPORT_MESSAGES = {
  noMachine: '기기를 찾을 수 없습니다.',
  notRental: '대여기가 아닙니다.',
  notReturn: '반납기가 아닙니다.',
  notOperating: '운영 중인 기기가 아닙니다.',
  noStock: '대여할 컵이 없습니다.',
  notLoaded: '이 대여기에 적재된 컵이 아닙니다.',
  full: '반납기가 가득 찼습니다.',
  unknownCup: '인식할 수 없는 컵',
  notRented: '대여 중인 컵이 아닙니다.',
} as const;

export type Reported<T> = ({ ok: true } & T) | { ok: false; reason: string };

type Machine = typeof cupMachines.$inferSelect;

/** A machine's report is a machine's step: no person, not by hand. */
const machineStep = (at: Date): Step => ({ at, actorId: null, manual: false, reason: '' });

/** The machine, locked (its level moves), when it is of `kind` and operating; otherwise why not. */
async function reportingMachine(
  tx: Db,
  machineId: number,
  kind: CupMachineKind,
): Promise<{ machine: Machine } | { reason: string }> {
  const [machine] = await tx.select().from(cupMachines).where(eq(cupMachines.id, machineId)).for('update');
  if (machine === undefined) return { reason: REPORT_MESSAGES.noMachine };
  if (machine.kind !== kind)
    return { reason: kind === 'RENTAL' ? REPORT_MESSAGES.notRental : REPORT_MESSAGES.notReturn };
  if (machine.state !== 'NORMAL') return { reason: REPORT_MESSAGES.notOperating };
  return { machine };
}

export interface RentalReport {
  /** The rental machine (cup_machines.id). */
  machineId: number;
  memberId: number;
  at: Date;
  /** The cup the machine handed out; when it does not say, any cup LOADED in it. */
  cupId?: number;
}

/** A rental machine hands a cup to a member: the cup RENTED, the rental with its due date, the stock one lower. */
export async function reportRental(
  tx: Db,
  report: RentalReport,
): Promise<Reported<{ rentalId: number; cupId: number }>> {
  const found = await reportingMachine(tx, report.machineId, 'RENTAL');
  if ('reason' in found) return { ok: false, reason: found.reason };
  const loaded = and(eq(cups.machineId, report.machineId), eq(cups.state, 'LOADED'));
  const [cup] = await tx
    .select()
    .from(cups)
    .where(report.cupId === undefined ? loaded : and(loaded, eq(cups.id, report.cupId)))
    .limit(1)
    .for('update');
  if (cup === undefined)
    return { ok: false, reason: report.cupId === undefined ? REPORT_MESSAGES.noStock : REPORT_MESSAGES.notLoaded };
  // The writer moves the cup (used once more) and lowers the machine's stock (its level alerts follow).
  await moveCups(tx, [cup], 'RENTED', machineStep(report.at));
  const [rental] = await tx
    .insert(cupRentals)
    .values({
      cupId: cup.id,
      memberId: report.memberId,
      rentalMachineId: report.machineId,
      depositKrw: DEPOSIT_KRW,
      rentedAt: report.at,
      dueAt: new Date(report.at.getTime() + RENTAL_VALID_DAYS * DAY),
      updatedAt: report.at,
    })
    .returning({ id: cupRentals.id });
  if (rental === undefined) throw new Error('rental not inserted');
  return { ok: true, rentalId: rental.id, cupId: cup.id };
}

export interface ReturnReport {
  /** The return machine (cup_machines.id). */
  machineId: number;
  /** The cup it read; null when it could not read one. */
  cupId: number | null;
  at: Date;
}

/**
 * A return machine takes a cup back: the cup RETURNED into it, the rental RETURNED, a return event, the refund
 * opened, the fill one higher. A cup it may not take: a REJECTED return event with the reason.
 */
export async function reportReturn(
  tx: Db,
  report: ReturnReport,
): Promise<Reported<{ rentalId: number; refundId: number | null }>> {
  const reject = async (reason: string, machineId: number | null) => {
    if (machineId !== null)
      await tx.insert(cupReturnEvents).values({
        machineId,
        cupId: report.cupId,
        rentalId: null,
        result: 'REJECTED',
        reason,
        at: report.at,
      });
    return { ok: false as const, reason };
  };
  const found = await reportingMachine(tx, report.machineId, 'RETURN');
  if ('reason' in found)
    return reject(found.reason, found.reason === REPORT_MESSAGES.noMachine ? null : report.machineId);
  const { machine } = found;
  if (machine.level >= machine.capacity) return reject(REPORT_MESSAGES.full, machine.id);
  if (report.cupId === null) return reject(REPORT_MESSAGES.unknownCup, machine.id);
  const [cup] = await tx.select().from(cups).where(eq(cups.id, report.cupId)).for('update');
  if (cup === undefined) return reject(REPORT_MESSAGES.unknownCup, machine.id);
  const [rental] = await tx
    .select()
    .from(cupRentals)
    .where(and(eq(cupRentals.cupId, cup.id), isNull(cupRentals.returnedAt)))
    .orderBy(sql`${cupRentals.rentedAt} desc`)
    .limit(1)
    .for('update');
  if (cup.state !== 'RENTED' || rental === undefined) return reject(REPORT_MESSAGES.notRented, machine.id);

  // The writer moves the cup into the machine and raises its fill (FULL follows).
  await moveCups(tx, [cup], 'RETURNED', machineStep(report.at), { machineId: machine.id });
  const forfeited = rental.state === 'EXPIRED';
  await tx
    .update(cupRentals)
    .set({
      returnedAt: report.at,
      returnMachineId: machine.id,
      state: forfeited ? 'EXPIRED' : 'RETURNED',
      updatedAt: report.at,
    })
    .where(eq(cupRentals.id, rental.id));
  await tx
    .insert(cupReturnEvents)
    .values({ machineId: machine.id, cupId: cup.id, rentalId: rental.id, result: 'ACCEPTED', at: report.at });
  // The deposit is owed (refunds/request.ts: to the member's registered account; none without one).
  const refundId = forfeited ? null : await requestRefund(tx, rental.id, report.at);
  return { ok: true, rentalId: rental.id, refundId };
}

/** Machines send a heartbeat: connected now, their OFFLINE alerts clear. The number of alerts cleared. */
export async function reportHeartbeats(tx: Db, machineIds: readonly number[], at: Date): Promise<number> {
  if (machineIds.length === 0) return 0;
  await tx
    .update(cupMachines)
    .set({ lastHeartbeatAt: at })
    .where(inArray(cupMachines.id, [...machineIds]));
  const cleared = await tx
    .update(cupMachineAlerts)
    .set({ clearedAt: at })
    .where(
      and(
        eq(cupMachineAlerts.kind, 'OFFLINE'),
        isNull(cupMachineAlerts.clearedAt),
        inArray(cupMachineAlerts.machineId, [...machineIds]),
      ),
    )
    .returning({ id: cupMachineAlerts.id });
  return cleared.length;
}

/** Machines silent for longer than the offline time get an OFFLINE alert (once): the machines newly alerted. */
export async function raiseOffline(tx: Db, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - CUP_MACHINE_OFFLINE_AFTER_SECONDS * 1000);
  const silent = await tx
    .select({ id: cupMachines.id })
    .from(cupMachines)
    .where(lt(cupMachines.lastHeartbeatAt, since));
  const raised: number[] = [];
  for (const machine of silent) {
    const inserted = await tx
      .insert(cupMachineAlerts)
      .values({ machineId: machine.id, kind: 'OFFLINE', detail: '하트비트 없음', raisedAt: now })
      .onConflictDoNothing()
      .returning({ id: cupMachineAlerts.id });
    if (inserted.length > 0) raised.push(machine.id);
  }
  return raised;
}

/** A machine's sensor reports its level: the band and the level alerts follow. */
export async function reportLevel(
  tx: Db,
  report: { machineId: number; level: number; at: Date },
): Promise<{ cleared: number; raised: MachineAlertKind[] } | null> {
  const [machine] = await tx.select().from(cupMachines).where(eq(cupMachines.id, report.machineId)).for('update');
  if (machine === undefined) return null;
  return applyLevel(tx, machine, Math.max(0, Math.min(machine.capacity, report.level)), report.at);
}

/** The faults a machine reports by itself (its level and connection alerts follow from the reports above). */
export type MachineFault = Extract<MachineAlertKind, 'JAM'>;

/** A machine reports a fault: an open alert of that kind (raised once while open). Whether one was raised. */
export async function reportFault(
  tx: Db,
  report: { machineId: number; kind: MachineFault; detail: string; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(cupMachineAlerts)
    .values({ machineId: report.machineId, kind: report.kind, detail: report.detail, raisedAt: report.at })
    .onConflictDoNothing()
    .returning({ id: cupMachineAlerts.id });
  return inserted.length > 0;
}

/** The fault is over (the machine says so): its open alert clears. Whether one was open. */
export async function reportFaultCleared(
  tx: Db,
  report: { machineId: number; kind: MachineFault; at: Date },
): Promise<boolean> {
  const cleared = await tx
    .update(cupMachineAlerts)
    .set({ clearedAt: report.at })
    .where(
      and(
        eq(cupMachineAlerts.machineId, report.machineId),
        eq(cupMachineAlerts.kind, report.kind),
        isNull(cupMachineAlerts.clearedAt),
      ),
    )
    .returning({ id: cupMachineAlerts.id });
  return cleared.length > 0;
}
