/**
 * The cup programme's simulator: stands in for the machines and the citizens so `npm start` is alive. Each tick:
 * - connected machines send a heartbeat; now and then one drops (after 10 minutes it is offline: an OFFLINE alert)
 *   and dropped ones come back (the alert clears);
 * - citizens rent from operating rental machines with stock (a LOADED cup becomes RENTED, the stock falls; LOW_STOCK
 *   and EMPTY alerts open as the band crosses them) and return cups to operating return machines with room (the
 *   rental is RETURNED, a return event, the fill rises; FULL opens at capacity);
 * - the field crew refills empty and low rental machines from clean cups (a `cup_refills` row; the stock alerts
 *   clear) and empties full return machines (a `cup_retrievals` row; their cups are COLLECTED; FULL clears);
 * - the washing site washes collected cups and hands out clean ones (which the crew's refills take);
 * - rentals past their due without a return become EXPIRED;
 * - a machine registered while it runs opens: the crew stocks a new rental machine at once (a refill), and its first
 *   citizen rents from it on the same tick, so a new machine is seen working within a tick.
 * A tick is one transaction holding a PostgreSQL advisory lock, so two processes never tick at once. `tick(now)` can
 * be called directly with any clock and a seeded PRNG (tests).
 */
import {
  CUP_MACHINE_OFFLINE_AFTER_SECONDS,
  DEPOSIT_KRW,
  levelBand,
  RENTAL_VALID_DAYS,
  BOX_CAPACITY,
  WASHING_SITE,
  type BoxState,
  type CupState,
  type MachineAlertKind,
} from '@oa/contract';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { ticker } from '../../../simulation/ticker';
import type { CupLive } from './live';
import { applyLevel } from '../life/levels';
import { requestRefund } from '../refunds/request';
import { createRandom, type Random } from '../../../seed/random';
import {
  cupBoxes,
  cupBoxEvents,
  cupEvents,
  cupMachineAlerts,
  cupMachines,
  cupMembers,
  cupRefills,
  cupRentals,
  cupRetrievals,
  cupReturnEvents,
  cups,
  cupShipments,
} from '../schema';

const TICK_LOCK = 7_261_125;
const DAY = 24 * 60 * 60 * 1000;

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

export interface CupSimulator {
  tick(now: Date): Promise<CupTickSummary>;
  start(): void;
  stop(): Promise<void>;
}

export interface CupSimulatorOptions {
  db: Db;
  /** Told after each tick, so the live monitors pass at once (app.cupLive). */
  live?: Pick<CupLive, 'changed'>;
  random?: Random;
  rates?: Partial<CupSimulatorRates>;
  intervalMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

type Machine = typeof cupMachines.$inferSelect;

export function createCupSimulator({
  db,
  live,
  random = createRandom(Date.now() % 2_147_483_647),
  rates: overrides = {},
  intervalMs = 3000,
  now: clock = () => new Date(),
  onError,
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
      const machines = await tx.select().from(cupMachines).for('update');
      const levels = new Map(machines.map((machine) => [machine.id, machine.level]));
      const opened =
        known === null
          ? []
          : machines.filter((machine) => machine.state === 'NORMAL' && known?.get(machine.id) !== true);
      known = new Map(machines.map((machine) => [machine.id, machine.state === 'NORMAL']));

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
      if (beating.length > 0)
        await tx.update(cupMachines).set({ lastHeartbeatAt: now }).where(inArray(cupMachines.id, beating));

      const working = (kind: Machine['kind']) =>
        machines.filter((machine) => machine.kind === kind && machine.state === 'NORMAL' && !dropped.has(machine.id));
      const [member] = await tx
        .select({ max: sql<number>`coalesce(max(${cupMembers.id}), 0)`.mapWith(Number) })
        .from(cupMembers);
      const memberCount = member?.max ?? 0;

      /** A cup's step in its history (the simulator's moves are a machine's or the crew's: no person). */
      const history = async (
        moves: readonly { id: number }[],
        fromState: CupState,
        toState: CupState,
        place: { machineId?: number | null; boxId?: number | null } = {},
      ) => {
        if (moves.length === 0) return;
        await tx.insert(cupEvents).values(
          moves.map((cup) => ({
            cupId: cup.id,
            fromState,
            toState,
            machineId: place.machineId ?? null,
            boxId: place.boxId ?? null,
            at: now,
          })),
        );
      };
      const boxStep = (boxId: number, fromState: BoxState, toState: BoxState, location: string) => ({
        boxId,
        fromState,
        toState,
        location,
        at: now,
      });

      /**
       * The crew loads clean cups into a rental machine, up to 90 % of its capacity, the way a cup's life goes: packed
       * into empty boxes at the washing site, shipped, delivered and loaded, each box then back to the site.
       */
      const refill = async (machine: Machine) => {
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
          .limit(Math.ceil(wanted / BOX_CAPACITY));
        let loaded = 0;
        for (const box of boxes) {
          const clean = await tx
            .select({ id: cups.id })
            .from(cups)
            .where(eq(cups.state, 'CLEAN'))
            .limit(Math.min(BOX_CAPACITY, wanted - loaded));
          if (clean.length === 0) break;
          const ids = clean.map((cup) => cup.id);
          await tx
            .update(cups)
            .set({ state: 'LOADED', machineId: machine.id, boxId: null, updatedAt: now })
            .where(inArray(cups.id, ids));
          await history(clean, 'CLEAN', 'IN_BOX', { boxId: box.id });
          await history(clean, 'IN_BOX', 'SHIPPED', { boxId: box.id });
          await history(clean, 'SHIPPED', 'LOADED', { machineId: machine.id, boxId: box.id });
          await tx
            .insert(cupBoxEvents)
            .values([
              boxStep(box.id, 'EMPTY', 'PACKED', WASHING_SITE),
              boxStep(box.id, 'PACKED', 'SHIPPING', machine.machineId),
              boxStep(box.id, 'SHIPPING', 'DELIVERED', machine.machineId),
              boxStep(box.id, 'DELIVERED', 'RETURNED', machine.machineId),
            ]);
          await tx
            .update(cupBoxes)
            .set({ state: 'RETURNED', location: '', updatedAt: now })
            .where(eq(cupBoxes.id, box.id));
          await tx.insert(cupShipments).values({
            boxId: box.id,
            fromLocation: WASHING_SITE,
            toLocation: machine.machineId,
            machineId: machine.id,
            state: 'DELIVERED',
            cupCount: clean.length,
            shippedAt: now,
            deliveredAt: now,
          });
          loaded += clean.length;
        }
        if (loaded === 0) return;
        await tx
          .insert(cupRefills)
          .values({ machineId: machine.id, boxId: boxes[0]?.id ?? null, count: loaded, levelBefore: level, at: now });
        levels.set(machine.id, level + loaded);
        summary.refills += 1;
      };

      // Machines registered or back in operation since the last tick open: a rental machine is stocked (up to 90 %), and
      // rented from first.
      const openedRental = opened.filter((machine) => machine.kind === 'RENTAL' && machine.state === 'NORMAL');
      for (const machine of openedRental) await refill(machine);

      // Rentals: a LOADED cup of the machine goes out.
      const rentalMachines = working('RENTAL').filter((machine) => (levels.get(machine.id) ?? 0) > 0);
      const firstCitizens = openedRental.filter((machine) => rentalMachines.includes(machine));
      for (
        let n = 0;
        n < rates.rentals + firstCitizens.length && rentalMachines.length > 0 && memberCount > 0;
        n += 1
      ) {
        const machine = firstCitizens[n] ?? random.pick(rentalMachines);
        const [cup] = await tx
          .select({ id: cups.id })
          .from(cups)
          .where(and(eq(cups.machineId, machine.id), eq(cups.state, 'LOADED')))
          .limit(1);
        if (cup === undefined) continue;
        await tx
          .update(cups)
          .set({ state: 'RENTED', machineId: null, useCount: sql`${cups.useCount} + 1`, updatedAt: now })
          .where(eq(cups.id, cup.id));
        await history([cup], 'LOADED', 'RENTED', { machineId: machine.id });
        await tx.insert(cupRentals).values({
          cupId: cup.id,
          memberId: random.int(1, memberCount),
          rentalMachineId: machine.id,
          depositKrw: DEPOSIT_KRW,
          rentedAt: now,
          dueAt: new Date(now.getTime() + RENTAL_VALID_DAYS * DAY),
        });
        levels.set(machine.id, (levels.get(machine.id) ?? 1) - 1);
        summary.rentals += 1;
      }

      // Returns: an open rental's cup into a return machine with room.
      const returnMachines = working('RETURN').filter((machine) => (levels.get(machine.id) ?? 0) < machine.capacity);
      const open = await tx
        .select({
          id: cupRentals.id,
          cupId: cupRentals.cupId,
          depositKrw: cupRentals.depositKrw,
          bank: cupMembers.bank,
          accountEncrypted: cupMembers.accountEncrypted,
          accountMasked: cupMembers.accountMasked,
        })
        .from(cupRentals)
        .innerJoin(cupMembers, eq(cupMembers.id, cupRentals.memberId))
        .where(isNull(cupRentals.returnedAt))
        .orderBy(sql`random()`)
        .limit(rates.returns);
      for (const rental of open) {
        if (returnMachines.length === 0) break;
        const machine = random.pick(returnMachines);
        if ((levels.get(machine.id) ?? 0) >= machine.capacity) continue;
        await tx
          .update(cupRentals)
          .set({ returnedAt: now, returnMachineId: machine.id, state: 'RETURNED', updatedAt: now })
          .where(eq(cupRentals.id, rental.id));
        await tx
          .update(cups)
          .set({ state: 'RETURNED', machineId: machine.id, updatedAt: now })
          .where(eq(cups.id, rental.cupId));
        await history([{ id: rental.cupId }], 'RENTED', 'RETURNED', { machineId: machine.id });
        await tx
          .insert(cupReturnEvents)
          .values({ machineId: machine.id, cupId: rental.cupId, rentalId: rental.id, result: 'ACCEPTED', at: now });
        // The deposit is owed: requested for the member's registered account (refunds/request.ts).
        if ((await requestRefund(tx, rental.id, now)) !== null) summary.refundsRequested += 1;
        levels.set(machine.id, (levels.get(machine.id) ?? 0) + 1);
        summary.returns += 1;
      }

      // The crew: refill empty and low rental machines from clean cups, the emptiest first (clean cups may run
      // short); empty full return machines.
      const share = (machine: Machine) => (levels.get(machine.id) ?? 0) / machine.capacity;
      for (const machine of [...machines].sort((a, b) => share(a) - share(b))) {
        const level = levels.get(machine.id) ?? 0;
        const band = levelBand(level, machine.capacity);
        // A machine in a check or stopped is not stocked (it opens, and is stocked, when it operates again).
        if (
          machine.kind === 'RENTAL' &&
          machine.state === 'NORMAL' &&
          (band === 'EMPTY' || band === 'LOW') &&
          random.chance(rates.service)
        ) {
          await refill(machine);
        }
        if (machine.kind === 'RETURN' && (band === 'FULL' || band === 'HIGH') && random.chance(rates.service)) {
          const collected = await tx
            .update(cups)
            .set({ state: 'COLLECTED', machineId: null, updatedAt: now })
            .where(and(eq(cups.machineId, machine.id), eq(cups.state, 'RETURNED')))
            .returning({ id: cups.id });
          await history(collected, 'RETURNED', 'COLLECTED', { machineId: machine.id });
          await tx.insert(cupRetrievals).values({ machineId: machine.id, count: level, at: now });
          levels.set(machine.id, 0);
          summary.retrievals += 1;
        }
      }

      // Levels, bands and the level alerts that follow them.
      for (const machine of machines) {
        const level = levels.get(machine.id) ?? 0;
        if (level === machine.level) continue;
        const moved = await applyLevel(tx, machine, level, now);
        summary.cleared += moved.cleared;
        for (const kind of moved.raised) summary.raised.push({ machineId: machine.id, kind });
      }

      // Connection alerts: OFFLINE opens after the offline time without a heartbeat, clears with the next one.
      const offlineSince = new Date(now.getTime() - CUP_MACHINE_OFFLINE_AFTER_SECONDS * 1000);
      const offline = await tx
        .select({ id: cupMachines.id })
        .from(cupMachines)
        .where(lt(cupMachines.lastHeartbeatAt, offlineSince));
      for (const machine of offline) {
        const raised = await tx
          .insert(cupMachineAlerts)
          .values({ machineId: machine.id, kind: 'OFFLINE', detail: '하트비트 없음', raisedAt: now })
          .onConflictDoNothing()
          .returning({ id: cupMachineAlerts.id });
        if (raised.length > 0) summary.raised.push({ machineId: machine.id, kind: 'OFFLINE' });
      }
      if (beating.length > 0) {
        const back = await tx
          .update(cupMachineAlerts)
          .set({ clearedAt: now })
          .where(
            and(
              eq(cupMachineAlerts.kind, 'OFFLINE'),
              isNull(cupMachineAlerts.clearedAt),
              inArray(cupMachineAlerts.machineId, beating),
            ),
          )
          .returning({ id: cupMachineAlerts.id });
        summary.cleared += back.length;
      }

      // The washing site: collected cups are washed, washed ones come out clean (for the crew's next refills).
      const moveOn = async (from: CupState, to: CupState) => {
        const moved = await tx
          .update(cups)
          .set({ state: to, updatedAt: now })
          .where(
            inArray(cups.id, tx.select({ id: cups.id }).from(cups).where(eq(cups.state, from)).limit(rates.washing)),
          )
          .returning({ id: cups.id });
        await history(moved, from, to);
        return moved;
      };
      // Boxes back from the machines are emptied at the site and ready again.
      const back = await tx
        .update(cupBoxes)
        .set({ state: 'EMPTY', location: WASHING_SITE, updatedAt: now })
        .where(
          and(eq(cupBoxes.state, 'RETURNED'), sql`not exists (select 1 from cups c where c.box_id = "cup_boxes"."id")`),
        )
        .returning({ id: cupBoxes.id });
      if (back.length > 0)
        await tx.insert(cupBoxEvents).values(back.map((box) => boxStep(box.id, 'RETURNED', 'EMPTY', WASHING_SITE)));
      summary.washed = (await moveOn('WASHING', 'CLEAN')).length;
      await moveOn('COLLECTED', 'WASHING');

      // Rentals past their due without a return.
      const expired = await tx
        .update(cupRentals)
        .set({ state: 'EXPIRED', updatedAt: now })
        .where(and(eq(cupRentals.state, 'RENTED'), isNull(cupRentals.returnedAt), lt(cupRentals.dueAt, now)))
        .returning({ id: cupRentals.id });
      summary.expired = expired.length;
    });
    if (summary.ran) live?.changed();
    return summary;
  }

  return { tick, ...ticker(tick, { intervalMs, clock, onError }) };
}
