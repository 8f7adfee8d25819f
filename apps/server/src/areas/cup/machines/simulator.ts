/**
 * The cup programme's simulator: stands in for the machines, the citizens and the crew so `npm start` is alive. It
 * writes no rows itself: it does what a real machine feed and the crew's apps would do, by calling the domain.
 * Each tick:
 * - connected machines report a heartbeat (reports.ts); now and then one drops (after the offline time it is
 *   offline: an OFFLINE alert) and dropped ones come back (the alert clears);
 * - citizens rent from operating rental machines with stock (a rental machine's report: a LOADED cup of it RENTED,
 *   the stock falls, LOW_STOCK and EMPTY follow) and return cups to operating return machines with room (a return
 *   machine's report: the rental RETURNED, a return event, the refund opened, the fill rises, FULL follows);
 * - the crew refills empty and low rental machines the way a cup's life goes (boxes/packing.ts, shipments, then
 *   crew/refills.ts: clean cups packed into empty boxes at the washing site, shipped to the machine, delivered and
 *   loaded) and empties full return machines (crew/receiving.ts: their cups COLLECTED);
 * - the washing site washes collected cups and hands out clean ones, and boxes back from the machines are emptied
 *   (washing/washing.ts);
 * - rentals past their due without a return become EXPIRED (rentals/expiry.ts);
 * - a machine registered while it runs opens: the crew stocks a new rental machine at once (a refill), and its first
 *   citizen rents from it on the same tick, so a new machine is seen working within a tick.
 * A server runs it as the fleet's job 'cup-simulator' (work/fleet.ts): one tick per interval across the processes.
 * A tick is also one transaction holding a PostgreSQL advisory lock, so two ticks never overlap. `tick(now)` can be
 * called directly with any clock and a seeded PRNG (tests).
 */
import { BOX_CAPACITY, CUP_MACHINE_OFFLINE_AFTER_SECONDS, levelBand, type MachineAlertKind } from '@oa/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { createRandom, type Random } from '../../../seed/random';
import { packBox } from '../boxes/packing';
import { receive } from '../crew/receiving';
import { refill } from '../crew/refills';
import type { Step } from '../life/moves';
import { expireRentals } from '../rentals/expiry';
import { cupBoxes, cupMachineAlerts, cupMachines, cupMembers, cupRentals, cups } from '../schema';
import { deliverShipment, shipBox } from '../shipments/shipments';
import { emptyReturnedBoxes, washCups } from '../washing/washing';
import type { CupLive } from './live';
import { raiseOffline, reportHeartbeats, reportRental, reportReturn } from './reports';

const TICK_LOCK = 7_261_125;

export interface CupSimulatorRates {
  /** Rentals per tick (at most; machines without stock are skipped). */
  rentals: number;
  /** Returns per tick (of the open rentals). */
  returns: number;
  /** Per tick, per connected machine: it loses its connection; per dropped one: it comes back. */
  drop: number;
  recover: number;
  /** Per tick, per empty or low rental machine / full return machine: the crew comes. */
  service: number;
  /** Cups the washing site moves on per tick (collected to washing, washing to clean). */
  washing: number;
}

const DEFAULT_RATES: CupSimulatorRates = {
  rentals: 3,
  returns: 3,
  drop: 0.0005,
  recover: 0.05,
  service: 0.05,
  washing: 100,
};

export interface CupTickSummary {
  ran: boolean;
  rentals: number;
  returns: number;
  /** Refunds requested for the returns (members with a refund account). */
  refundsRequested: number;
  refills: number;
  retrievals: number;
  /** Cups the washing site made clean. */
  washed: number;
  expired: number;
  raised: { machineId: number; kind: MachineAlertKind }[];
  cleared: number;
}

/** The cup programme's simulated machines: one tick at a time (the fleet's job 'cup-simulator' in a server). */
export interface CupSimulator {
  tick(now: Date): Promise<CupTickSummary>;
}

export interface CupSimulatorOptions {
  db: Db;
  /** Told after each tick, so the live monitors pass at once (app.cupLive). */
  live?: Pick<CupLive, 'changed'>;
  random?: Random;
  rates?: Partial<CupSimulatorRates>;
}

type Machine = typeof cupMachines.$inferSelect;

/** The open alerts, by id: what a tick raised and cleared is the difference. */
async function openAlerts(tx: Db): Promise<Map<number, { machineId: number; kind: MachineAlertKind }>> {
  const rows = await tx
    .select({ id: cupMachineAlerts.id, machineId: cupMachineAlerts.machineId, kind: cupMachineAlerts.kind })
    .from(cupMachineAlerts)
    .where(isNull(cupMachineAlerts.clearedAt));
  return new Map(rows.map((row) => [row.id, { machineId: row.machineId, kind: row.kind }]));
}

export function createCupSimulator({
  db,
  live,
  random = createRandom(Date.now() % 2_147_483_647),
  rates: overrides = {},
}: CupSimulatorOptions): CupSimulator {
  const rates = { ...DEFAULT_RATES, ...overrides };
  const dropped = new Set<number>();
  /**
   * Machines seen by the last tick and whether they were operating; null before the first (every machine then is an
   * old one). A machine opens when it is new, or operating again after a check or a stop.
   */
  let known: Map<number, boolean> | null = null;

  async function tick(now: Date): Promise<CupTickSummary> {
    const summary: CupTickSummary = {
      ran: false,
      rentals: 0,
      returns: 0,
      refundsRequested: 0,
      refills: 0,
      retrievals: 0,
      washed: 0,
      expired: 0,
      raised: [],
      cleared: 0,
    };
    await db.transaction(async (tx) => {
      const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${TICK_LOCK}) as locked`);
      if (!((lock as { rows: { locked: boolean }[] }).rows[0]?.locked ?? false)) return;
      summary.ran = true;
      const openBefore = await openAlerts(tx);
      const machines = await tx.select().from(cupMachines).orderBy(asc(cupMachines.id));
      const opened =
        known === null
          ? []
          : machines.filter((machine) => machine.state === 'NORMAL' && known?.get(machine.id) !== true);
      known = new Map(machines.map((machine) => [machine.id, machine.state === 'NORMAL']));
      /** The machines' levels as the tick moves them (the reports and the crew's work move the rows). */
      const levels = new Map(machines.map((machine) => [machine.id, machine.level]));
      /** The simulator's steps are a machine's or the crew's: no person, not by hand. */
      const step: Step = { at: now, actorId: null, manual: false, reason: '' };

      // Heartbeats, drops and recoveries.
      const beating: number[] = [];
      for (const machine of machines) {
        if (dropped.has(machine.id)) {
          if (random.chance(rates.recover)) dropped.delete(machine.id);
        } else if (random.chance(rates.drop)) dropped.add(machine.id);
        const offlineSince = now.getTime() - CUP_MACHINE_OFFLINE_AFTER_SECONDS * 1000;
        // A seeded machine offline since before the simulator started stays so until it "recovers".
        const stale = machine.lastHeartbeatAt !== null && machine.lastHeartbeatAt.getTime() < offlineSince;
        if (stale && !random.chance(rates.recover)) continue;
        if (!dropped.has(machine.id)) beating.push(machine.id);
      }
      await reportHeartbeats(tx, beating, now);

      const working = (kind: Machine['kind']) =>
        machines.filter((machine) => machine.kind === kind && machine.state === 'NORMAL' && !dropped.has(machine.id));
      const [member] = await tx
        .select({ max: sql<number>`coalesce(max(${cupMembers.id}), 0)`.mapWith(Number) })
        .from(cupMembers);
      const memberCount = member?.max ?? 0;

      /**
       * The crew loads clean cups into a rental machine, up to 90 % of its capacity, the way a cup's life goes: packed
       * into empty boxes at the washing site, shipped, delivered and loaded, each box then back to the site.
       */
      const stock = async (machine: Machine) => {
        const level = levels.get(machine.id) ?? 0;
        const wanted = Math.floor(machine.capacity * 0.9) - level;
        if (wanted <= 0) return;
        const boxes = await tx
          .select({ id: cupBoxes.id })
          .from(cupBoxes)
          .where(
            and(
              eq(cupBoxes.state, 'EMPTY'),
              isNull(cupBoxes.retiredAt),
              sql`not exists (select 1 from cups c where c.box_id = "cup_boxes"."id")`,
            ),
          )
          .orderBy(asc(cupBoxes.id))
          .limit(Math.ceil(wanted / BOX_CAPACITY));
        let loaded = 0;
        for (const box of boxes) {
          const clean = await tx
            .select({ id: cups.id })
            .from(cups)
            .where(eq(cups.state, 'CLEAN'))
            .orderBy(asc(cups.id))
            .limit(Math.min(BOX_CAPACITY, wanted - loaded));
          if (clean.length === 0) break;
          await packBox(tx, { boxId: box.id, cupIds: clean.map((cup) => cup.id) }, step);
          const shipmentId = await shipBox(tx, { boxId: box.id, machineId: machine.id }, step);
          await deliverShipment(tx, shipmentId, step);
          await refill(tx, { machineId: machine.id, boxId: box.id }, step);
          loaded += clean.length;
        }
        if (loaded === 0) return;
        levels.set(machine.id, level + loaded);
        summary.refills += 1;
      };

      // Machines registered or back in operation since the last tick open: a rental machine is stocked (up to 90 %), and
      // rented from first.
      const openedRental = opened.filter((machine) => machine.kind === 'RENTAL' && machine.state === 'NORMAL');
      for (const machine of openedRental) await stock(machine);

      // Rentals: each a rental machine's report (a LOADED cup of it goes out).
      const rentalMachines = working('RENTAL').filter((machine) => (levels.get(machine.id) ?? 0) > 0);
      const firstCitizens = openedRental.filter((machine) => rentalMachines.includes(machine));
      for (
        let n = 0;
        n < rates.rentals + firstCitizens.length && rentalMachines.length > 0 && memberCount > 0;
        n += 1
      ) {
        const machine = firstCitizens[n] ?? random.pick(rentalMachines);
        const rented = await reportRental(tx, { machineId: machine.id, memberId: random.int(1, memberCount), at: now });
        if (!rented.ok) continue;
        levels.set(machine.id, (levels.get(machine.id) ?? 1) - 1);
        summary.rentals += 1;
      }

      // Returns: each a return machine's report (an open rental's cup into a machine with room; its refund opens).
      const returnMachines = working('RETURN').filter((machine) => (levels.get(machine.id) ?? 0) < machine.capacity);
      const open = await tx
        .select({ cupId: cupRentals.cupId })
        .from(cupRentals)
        .where(isNull(cupRentals.returnedAt))
        .orderBy(sql`random()`)
        .limit(rates.returns);
      for (const rental of open) {
        if (returnMachines.length === 0) break;
        const machine = random.pick(returnMachines);
        if ((levels.get(machine.id) ?? 0) >= machine.capacity) continue;
        const returned = await reportReturn(tx, { machineId: machine.id, cupId: rental.cupId, at: now });
        if (!returned.ok) continue;
        if (returned.refundId !== null) summary.refundsRequested += 1;
        levels.set(machine.id, (levels.get(machine.id) ?? 0) + 1);
        summary.returns += 1;
      }

      // The crew: refill empty and low rental machines from clean cups, the emptiest first (clean cups may run
      // short); empty full return machines.
      const share = (machine: Machine) => (levels.get(machine.id) ?? 0) / machine.capacity;
      for (const machine of [...machines].sort((a, b) => share(a) - share(b) || a.id - b.id)) {
        const band = levelBand(levels.get(machine.id) ?? 0, machine.capacity);
        // A machine in a check or stopped is not stocked (it opens, and is stocked, when it operates again).
        if (
          machine.kind === 'RENTAL' &&
          machine.state === 'NORMAL' &&
          (band === 'EMPTY' || band === 'LOW') &&
          random.chance(rates.service)
        )
          await stock(machine);
        if (machine.kind === 'RETURN' && (band === 'FULL' || band === 'HIGH') && random.chance(rates.service)) {
          const received = await receive(tx, { machineId: machine.id }, step);
          levels.set(machine.id, 0);
          if (received !== null) summary.retrievals += 1;
        }
      }

      // Connection alerts: OFFLINE opens after the offline time without a heartbeat (it cleared with the heartbeats).
      await raiseOffline(tx, now);

      // The washing site: boxes back from the machines are emptied and ready again; washed cups come out clean (for
      // the crew's next refills), collected ones go into the wash.
      await emptyReturnedBoxes(tx, step);
      summary.washed = await washCups(tx, { from: 'WASHING', limit: rates.washing }, step);
      await washCups(tx, { from: 'COLLECTED', limit: rates.washing }, step);

      // Rentals past their due without a return.
      summary.expired = (await expireRentals(tx, now)).length;

      // The alerts the tick raised and cleared (the reports' and the crew's levels, the connections).
      const openAfter = await openAlerts(tx);
      for (const [id, alert] of openAfter) if (!openBefore.has(id)) summary.raised.push(alert);
      summary.cleared = [...openBefore.keys()].filter((id) => !openAfter.has(id)).length;
    });
    if (summary.ran) live?.changed();
    return summary;
  }

  return { tick };
}
