/**
 * Seed data of the city cup programme at its real shape (docs/areas/cup.md): rental and return machines across the
 * 25 districts (a point inside each district, a road address there), their open and past alerts, members with
 * encrypted phone numbers, cups and boxes, a year of rentals with their returns, and a few overdue ones. Scaled by
 * `size`; deterministic (its own PRNG seed); times counted back from `now`, so the newest data is recent.
 */
import {
  CUP_MACHINE_OFFLINE_AFTER_SECONDS,
  DEPOSIT_KRW,
  levelBand,
  RENTAL_VALID_DAYS,
  SEOUL_DISTRICT_NAMES,
  type CupMachineKind,
  type CupMachineState,
  type CupState,
  type MachineAlertKind,
  type SeoulDistrictName,
  BANKS,
  BOX_CAPACITY,
  boxNumberOf,
  cuidOf,
  CUP_STATES,
  ID_FORMATS,
  ID_RANGE_MAX,
  maskAccount,
  WASHING_SITE,
  type BoxState,
  type IdKind,
} from '@oa/contract';
import { insertRows } from '../../../db/bulk';
import type { Db } from '../../../db/database';
import { randomPointIn } from '../../../geo/districts';
import { DISTRICT_CODES, PLACES, roadAddress } from '../../../seed/places';
import { createRandom, type Random } from '../../../seed/random';
import {
  cupIdRanges,
  cupMachineAlerts,
  cupMachines,
  cupMembers,
  cupRefills,
  cupRentals,
  cupRetrievals,
  cupReturnEvents,
  cupShipments,
} from '../schema';
import { writeBoxHistories, writeCupHistories, type BoxPath, type CupPath, type CupStep } from '../life/history';
import { seedRefunds } from '../refunds/seed';
import { maskPhone } from '../../../http/forms';
import type { SecretCipher } from '../secrets';

export interface CupSeedOptions {
  rentalMachinesPerDistrict: number;
  returnMachinesPerDistrict: number;
  /** At least the machines' levels and 1,000 more. */
  cups: number;
  boxes: number;
  members: number;
  rentals: number;
  /** Days of rentals counted back from `now`. */
  days: number;
  now: Date;
}

/** The seed at `size` (the server's SEED_SIZE): 1 is 200 rental and 150 return machines, 90,000 cups, 20,000 members
 * and 120,000 rentals over a year. */
export const cupSeedSize = (size: number, now = new Date()): CupSeedOptions => ({
  rentalMachinesPerDistrict: 8 * size,
  returnMachinesPerDistrict: 6 * size,
  cups: 90_000 * size,
  boxes: 800 * size,
  members: 20_000 * size,
  rentals: 120_000 * size,
  days: 365,
  now,
});

export interface CupSeedResult {
  machines: number;
  cups: number;
  rentals: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** Cups a box holds. */
export const BOX_CUPS = BOX_CAPACITY;
/** The machine id of a district's n-th machine: RENT-GN-001, RTRN-GN-001. */
export const cupMachineId = (kind: CupMachineKind, district: SeoulDistrictName, n: number) =>
  `${kind === 'RENTAL' ? 'RENT' : 'RTRN'}-${DISTRICT_CODES[district]}-${String(n).padStart(3, '0')}`;
export { boxNumberOf, cuidOf };

const STATE_WEIGHTS: readonly [CupMachineState, number][] = [
  ['NORMAL', 90],
  ['CHECK', 6],
  ['STOP', 4],
];

function weighted<T>(random: Random, weights: readonly (readonly [T, number])[]): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weights[0]?.[0] as T;
}

interface SeedMachine {
  id: number;
  machineId: string;
  kind: CupMachineKind;
  level: number;
  capacity: number;
  offline: boolean;
}

export async function seedCup(db: Db, cipher: SecretCipher, options: CupSeedOptions): Promise<CupSeedResult> {
  const { days, now } = options;
  if (options.rentalMachinesPerDistrict <= 0) return { machines: 0, cups: 0, rentals: 0 };
  const random = createRandom(20_261_125);
  const ago = (ms: number) => new Date(now.getTime() - ms);

  // Machines: rental machines fuller in the morning than in the evening, return machines the other way; a few offline.
  const machineRows = SEOUL_DISTRICT_NAMES.flatMap((district) =>
    (['RENTAL', 'RETURN'] as const).flatMap((kind) =>
      Array.from(
        { length: kind === 'RENTAL' ? options.rentalMachinesPerDistrict : options.returnMachinesPerDistrict },
        (_, index) => {
          const capacity = kind === 'RENTAL' ? random.int(20, 40) * 10 : random.int(30, 60) * 10;
          const level =
            kind === 'RENTAL'
              ? random.chance(0.1)
                ? random.int(0, Math.floor(capacity * 0.2))
                : random.int(Math.floor(capacity * 0.3), capacity)
              : random.chance(0.08)
                ? random.int(Math.floor(capacity * 0.9), capacity)
                : random.int(0, Math.floor(capacity * 0.7));
          const point = randomPointIn(district, random);
          const offline = random.chance(0.04);
          return {
            machineId: cupMachineId(kind, district, index + 1),
            kind,
            name: `${district} ${random.pick(PLACES)} ${kind === 'RENTAL' ? '대여기' : '반납기'}`,
            address: roadAddress(district, random),
            district,
            lat: point.lat,
            lng: point.lng,
            installedAt: ago(random.int(30, 700) * DAY)
              .toISOString()
              .slice(0, 10),
            state: weighted(random, STATE_WEIGHTS),
            capacity,
            level,
            levelBand: levelBand(level, capacity),
            lastHeartbeatAt: ago(
              offline ? random.int(CUP_MACHINE_OFFLINE_AFTER_SECONDS + 60, 86_400) * 1000 : random.int(5, 120) * 1000,
            ),
            createdAt: ago(random.int(30, 700) * DAY),
          };
        },
      ),
    ),
  );
  const inserted = await db
    .insert(cupMachines)
    .values(machineRows)
    .returning({ id: cupMachines.id, kind: cupMachines.kind });
  const machines: SeedMachine[] = inserted.map((row, index) => {
    const source = machineRows[index];
    if (source === undefined) throw new Error('machine rows out of step');
    const offline = now.getTime() - source.lastHeartbeatAt.getTime() > CUP_MACHINE_OFFLINE_AFTER_SECONDS * 1000;
    return {
      id: row.id,
      machineId: source.machineId,
      kind: row.kind,
      level: source.level,
      capacity: source.capacity,
      offline,
    };
  });
  const rentalMachines = machines.filter((machine) => machine.kind === 'RENTAL');
  const returnMachines = machines.filter((machine) => machine.kind === 'RETURN');

  // Alerts: open ones as the machines stand now, and cleared ones over the last 90 days.
  const alerts: Record<string, unknown>[] = [];
  for (const machine of machines) {
    const band = levelBand(machine.level, machine.capacity);
    const open: [MachineAlertKind, string][] = [];
    if (machine.kind === 'RENTAL' && band === 'EMPTY') open.push(['EMPTY', '재고 0개']);
    else if (machine.kind === 'RENTAL' && band === 'LOW') open.push(['LOW_STOCK', `재고 ${String(machine.level)}개`]);
    if (machine.kind === 'RETURN' && band === 'FULL') open.push(['FULL', `적재 ${String(machine.level)}개`]);
    if (machine.offline) open.push(['OFFLINE', '하트비트 없음']);
    if (random.chance(0.02)) open.push(['JAM', '배출구 걸림']);
    for (const [kind, detail] of open)
      alerts.push({ machineId: machine.id, kind, detail, raisedAt: ago(random.int(1, 180) * 60 * 1000).toISOString() });
    for (let past = random.int(0, 6); past > 0; past -= 1) {
      const raised = ago(random.int(1, 90) * DAY + random.int(0, DAY));
      const kind: MachineAlertKind = random.pick(
        machine.kind === 'RENTAL' ? ['LOW_STOCK', 'EMPTY', 'JAM', 'OFFLINE'] : ['FULL', 'JAM', 'OFFLINE'],
      );
      alerts.push({
        machineId: machine.id,
        kind,
        detail: kind === 'JAM' ? '배출구 걸림' : kind === 'OFFLINE' ? '하트비트 없음' : '',
        raisedAt: raised.toISOString(),
        clearedAt: new Date(raised.getTime() + random.int(10, 600) * 60 * 1000).toISOString(),
        acknowledgedAt: random.chance(0.6)
          ? new Date(raised.getTime() + random.int(1, 9) * 60 * 1000).toISOString()
          : null,
      });
    }
  }
  await insertRows(db, cupMachineAlerts, alerts);

  // Members: phone numbers encrypted, masked beside them.
  const memberCount = options.members;
  const phones = new Set<string>();
  while (phones.size < memberCount)
    phones.add(`010-${String(random.int(2000, 9999))}-${String(random.int(0, 9999)).padStart(4, '0')}`);
  // Most registered a refund account in the app; the others' returns wait for a manual refund.
  const accounts = [...phones].map(() => {
    if (!random.chance(0.92)) return null;
    const account = `${String(random.int(100, 999))}-${String(random.int(100_000, 999_999))}-${String(random.int(10, 99))}-${String(random.int(100, 999))}`;
    return { bank: random.pick(BANKS), encrypted: cipher.encrypt(account), masked: maskAccount(account) };
  });
  await insertRows(
    db,
    cupMembers,
    [...phones].map((phone, index) => ({
      phoneEncrypted: cipher.encrypt(phone),
      phoneMasked: maskPhone(phone) ?? '',
      phoneHash: cipher.hash(phone),
      bank: accounts[index]?.bank ?? null,
      accountEncrypted: accounts[index]?.encrypted ?? null,
      accountMasked: accounts[index]?.masked ?? null,
      createdAt: ago(random.int(0, days) * DAY).toISOString(),
    })),
  );

  // Boxes and cups. Cups fill the machines (LOADED, RETURNED), the open rentals (RENTED); the rest are along the
  // washing site's stages or in boxes.
  const boxCount = options.boxes;
  const boxStates = Array.from({ length: boxCount }, () =>
    random.pick(['EMPTY', 'PACKED', 'SHIPPING', 'DELIVERED', 'RETURNED'] as const),
  );
  const cupRows: {
    cuid: string;
    state: CupState;
    useCount: number;
    machineId: number | null;
    boxId?: number | null;
  }[] = [];
  const place = (machine: SeedMachine, state: CupState) => {
    for (let n = 0; n < machine.level; n += 1)
      cupRows.push({ cuid: cuidOf(cupRows.length + 1), state, useCount: random.int(0, 40), machineId: machine.id });
  };
  for (const machine of rentalMachines) place(machine, 'LOADED');
  for (const machine of returnMachines) place(machine, 'RETURNED');
  const looseStart = cupRows.length;
  const cupCount = Math.max(options.cups, looseStart + 1000);
  const loose: CupState[] = ['CLEAN', 'CLEAN', 'IN_BOX', 'IN_BOX', 'WASHING', 'COLLECTED', 'SHIPPED', 'REGISTERED'];
  while (cupRows.length < cupCount)
    cupRows.push({
      cuid: cuidOf(cupRows.length + 1),
      state: random.chance(0.005) ? 'DISCARDED' : random.pick(loose),
      useCount: random.int(0, 40),
      machineId: null,
    });

  // Boxes hold their cups: packed ones at the washing site (IN_BOX), shipping and delivered ones on the way
  // (SHIPPED), up to BOX_CUPS each; cups beyond the boxes' room wait clean.
  const boxFill = new Map<number, number>();
  const boxesFor = (wanted: readonly string[]) =>
    boxStates.flatMap((state, index) => (wanted.includes(state) ? [index + 1] : []));
  const openBoxes = { IN_BOX: boxesFor(['PACKED']), SHIPPED: boxesFor(['SHIPPING', 'DELIVERED']) };
  for (const row of cupRows.slice(looseStart)) {
    if (row.state !== 'IN_BOX' && row.state !== 'SHIPPED') continue;
    const candidates = openBoxes[row.state];
    const boxId = candidates[0];
    if (boxId === undefined) {
      row.state = 'CLEAN';
      continue;
    }
    row.boxId = boxId;
    boxFill.set(boxId, (boxFill.get(boxId) ?? 0) + 1);
    if ((boxFill.get(boxId) ?? 0) >= BOX_CUPS) candidates.shift();
  }

  // Each cup's last move, into the state it is in (its earlier ones are not replayed, as its rentals are not):
  // the washing site's cups within three days, the others within a month.
  const lastMoves = cupRows.map((row) => {
    const atSite = row.state === 'COLLECTED' || row.state === 'WASHING' || row.state === 'CLEAN';
    return { at: ago(random.int(60_000, (atSite ? 3 : 30) * DAY)).toISOString() };
  });

  // Rentals: a year of them, newest last; most returned within days at a return machine, a few still out (the
  // overdue among them EXPIRED). A rental's cup is one of the loose ones (its current place is not replayed).
  const rentalCount = options.rentals;
  const refunds = seedRefunds(random, accounts, cipher, now);
  const openOnes = new Set<number>();
  /** The open rentals' cups (by index): rented from which machine, when (the last step of their paths). */
  const openRentals = new Map<number, { machineId: number; at: string }>();
  const rentalRows: Record<string, unknown>[] = [];
  const returnRows: Record<string, unknown>[] = [];
  for (let n = 0; n < rentalCount; n += 1) {
    const rentedAt = ago(Math.floor((1 - (n + random.next()) / rentalCount) * days * DAY));
    const dueAt = new Date(rentedAt.getTime() + RENTAL_VALID_DAYS * DAY);
    const age = now.getTime() - rentedAt.getTime();
    const stillOut = age < 2 * DAY ? random.chance(0.5) : random.chance(0.015);
    const cupIndex = looseStart + random.int(0, cupCount - looseStart - 1);
    const base = {
      cupId: cupIndex + 1,
      memberId: random.int(1, memberCount),
      rentalMachineId: random.pick(rentalMachines).id,
      depositKrw: DEPOSIT_KRW,
      rentedAt: rentedAt.toISOString(),
      dueAt: dueAt.toISOString(),
    };
    if (stillOut && !openOnes.has(cupIndex)) {
      openOnes.add(cupIndex);
      openRentals.set(cupIndex, { machineId: base.rentalMachineId, at: base.rentedAt });
      const row = cupRows[cupIndex];
      if (row !== undefined) {
        row.state = 'RENTED';
        row.boxId = null;
      }
      rentalRows.push({ ...base, returnedAt: null, returnMachineId: null, state: dueAt < now ? 'EXPIRED' : 'RENTED' });
      continue;
    }
    const returnedAt = new Date(
      Math.min(now.getTime() - 60_000, rentedAt.getTime() + random.int(10, 5 * 24 * 60) * 60_000),
    );
    const returnMachine = random.pick(returnMachines);
    const refunded = refunds.add(rentalRows.length + 1, base.cupId, base.memberId, returnedAt);
    rentalRows.push({
      ...base,
      returnedAt: returnedAt.toISOString(),
      returnMachineId: returnMachine.id,
      state: refunded ? 'REFUNDED' : 'RETURNED',
    });
    returnRows.push({
      machineId: returnMachine.id,
      cupId: cupIndex + 1,
      rentalId: rentalRows.length,
      result: 'ACCEPTED',
      reason: '',
      at: returnedAt.toISOString(),
    });
    if (random.chance(0.02))
      returnRows.push({
        machineId: returnMachine.id,
        cupId: null,
        rentalId: null,
        result: 'REJECTED',
        reason: random.pick(['인식할 수 없는 컵', '파손된 컵', '이물질']),
        at: new Date(returnedAt.getTime() - 30_000).toISOString(),
      });
  }
  await insertCupLife(db, random, { cupRows, lastMoves, boxStates, rentalMachines, returnMachines, openRentals, now });
  await insertRows(db, cupRentals, rentalRows);
  await insertRows(db, cupReturnEvents, returnRows);
  await refunds.insert(db);

  // The crew's rounds over the period: refills of rental machines (about a box of cups each) and retrievals from
  // return machines, as many as the rentals need (their cups are not replayed, as the rentals' are not).
  const rounds = Math.max(1, Math.round(rentalCount / 40));
  const crewAt = () => ago(random.int(60_000, days * DAY));
  await insertRows(
    db,
    cupRefills,
    Array.from({ length: rounds }, () => {
      const machine = random.pick(rentalMachines);
      return {
        machineId: machine.id,
        count: random.int(20, 60),
        levelBefore: random.int(0, Math.floor(machine.capacity / 5)),
        at: crewAt().toISOString(),
      };
    }),
  );
  await insertRows(
    db,
    cupRetrievals,
    Array.from({ length: rounds }, () => {
      const machine = random.pick(returnMachines);
      return {
        machineId: machine.id,
        count: random.int(Math.floor(machine.capacity / 2), machine.capacity),
        at: crewAt().toISOString(),
      };
    }),
  );
  return { machines: machines.length, cups: cupRows.length, rentals: rentalRows.length };
}

/** A cup's ordinary life, from its registration to clean again; LOST and DISCARDED are an operator's moves out of it. */
const LIFE: readonly CupState[] = CUP_STATES.filter((state) => state !== 'LOST' && state !== 'DISCARDED');
/** Where a lost or discarded cup was when the operator marked it. */
const OUT_OF_LIFE: Partial<Record<CupState, { from: CupState; reason: string }>> = {
  LOST: { from: 'RENTED', reason: '미반납 분실' },
  DISCARDED: { from: 'COLLECTED', reason: '파손' },
};
/** A box's cycle, from its registration (EMPTY) to back at the washing site. */
const BOX_LIFE: readonly BoxState[] = ['EMPTY', 'PACKED', 'SHIPPING', 'DELIVERED', 'RETURNED'];
const HOUR = 60 * 60 * 1000;

/**
 * A cup's path in the seed, from its registration to the state it is in (its rentals before are not replayed): its
 * ordinary life up to that state, the last step at its last move and the ones before an hour apart; a lost or
 * discarded cup marked so by an operator. Machines and boxes of the earlier steps are the cup's own where it has
 * them, otherwise a machine of its kind picked by the cup's number.
 */
function cupPathOf(
  index: number,
  row: { cuid: string; state: CupState; useCount: number; machineId: number | null; boxId?: number | null },
  seed: {
    lastAt: Date;
    registered: Date;
    rentalMachines: readonly SeedMachine[];
    returnMachines: readonly SeedMachine[];
  },
  open: { machineId: number; at: string } | undefined,
): CupPath {
  const out = OUT_OF_LIFE[row.state];
  const through = LIFE.slice(0, LIFE.indexOf(out?.from ?? row.state) + 1);
  const rentalMachine = open?.machineId ?? seed.rentalMachines[index % seed.rentalMachines.length]?.id ?? null;
  const returnMachine = seed.returnMachines[index % seed.returnMachines.length]?.id ?? null;
  const states = out === undefined ? through : [...through, row.state];
  const last = states.length - 1;
  const steps: CupStep[] = states.map((state, n) => {
    const at =
      n === 0
        ? seed.registered
        : new Date(Math.max(seed.registered.getTime(), seed.lastAt.getTime() - (last - n) * HOUR));
    const machineId =
      state === 'LOADED' || state === 'RENTED'
        ? state === row.state
          ? (row.machineId ?? rentalMachine)
          : rentalMachine
        : state === 'RETURNED'
          ? state === row.state
            ? row.machineId
            : returnMachine
          : null;
    const boxId = state === 'IN_BOX' || state === 'SHIPPED' ? (row.boxId ?? null) : null;
    const manual = n === last && out !== undefined;
    return { to: state, at, machineId, boxId, manual, reason: n === 0 ? 'ID 등록' : manual ? out.reason : '' };
  });
  return {
    cuid: row.cuid,
    useCount: row.useCount,
    discardReason: row.state === 'DISCARDED' ? '파손' : null,
    steps,
  };
}

/**
 * A cup's life in the seed: the ID ranges the cups and boxes were registered in, each box's and cup's whole path
 * (rows and events through life/history.ts, checked against the contract's moves), and the trips of the boxes on
 * their way or delivered.
 */
async function insertCupLife(
  db: Db,
  random: Random,
  seed: {
    cupRows: readonly {
      cuid: string;
      state: CupState;
      useCount: number;
      machineId: number | null;
      boxId?: number | null;
    }[];
    lastMoves: readonly { at: string }[];
    boxStates: readonly BoxState[];
    rentalMachines: readonly SeedMachine[];
    returnMachines: readonly SeedMachine[];
    openRentals: ReadonlyMap<number, { machineId: number; at: string }>;
    now: Date;
  },
) {
  const ranges: Record<string, unknown>[] = [];
  const addRanges = (kind: IdKind, total: number, at: Date) => {
    for (let from = 1; from <= total; from += ID_RANGE_MAX[kind])
      ranges.push({
        kind,
        prefix: ID_FORMATS[kind].prefix,
        fromNumber: from,
        toNumber: Math.min(total, from + ID_RANGE_MAX[kind] - 1),
        createdAt: at.toISOString(),
      });
  };
  const registered = new Date(seed.now.getTime() - 400 * DAY);
  addRanges('CUP', seed.cupRows.length, registered);
  addRanges('BOX', seed.boxStates.length, registered);
  await insertRows(db, cupIdRanges, ranges);
  const cupsIn = new Map<number, number>();
  for (const row of seed.cupRows) if (row.boxId != null) cupsIn.set(row.boxId, (cupsIn.get(row.boxId) ?? 0) + 1);
  const trips: Record<string, unknown>[] = [];
  const boxPaths: BoxPath[] = seed.boxStates.map((state, index) => {
    const at = new Date(seed.now.getTime() - random.int(60_000, 2 * DAY));
    let shippedAt = at;
    if (state === 'SHIPPING' || state === 'DELIVERED') {
      const machine = random.pick(seed.rentalMachines);
      shippedAt = state === 'SHIPPING' ? at : new Date(at.getTime() - random.int(30, 180) * 60_000);
      trips.push({
        boxId: index + 1,
        fromLocation: WASHING_SITE,
        toLocation: machine.machineId,
        machineId: machine.id,
        state,
        cupCount: cupsIn.get(index + 1) ?? 0,
        shippedAt: shippedAt.toISOString(),
        deliveredAt: state === 'DELIVERED' ? at.toISOString() : null,
      });
    }
    const states = BOX_LIFE.slice(0, BOX_LIFE.indexOf(state) + 1);
    const last = states.length - 1;
    return {
      boxNumber: boxNumberOf(index + 1),
      steps: states.map((step, n) => ({
        to: step,
        // The steps an hour apart up to the last; a delivered box left (and was packed an hour before) as its trip says.
        at:
          n === 0
            ? registered
            : state === 'DELIVERED' && n < 3
              ? new Date(shippedAt.getTime() - (2 - n) * HOUR)
              : new Date(at.getTime() - (last - n) * HOUR),
        location: step === 'EMPTY' || step === 'PACKED' ? WASHING_SITE : '',
        reason: n === 0 ? 'ID 등록' : '',
      })),
    };
  });
  const boxIds = await writeBoxHistories(db, boxPaths);
  const cupIds = await writeCupHistories(
    db,
    seed.cupRows.map((row, index) =>
      cupPathOf(
        index,
        row,
        {
          lastAt: new Date(seed.openRentals.get(index)?.at ?? seed.lastMoves[index]?.at ?? seed.now),
          registered,
          rentalMachines: seed.rentalMachines,
          returnMachines: seed.returnMachines,
        },
        seed.openRentals.get(index),
      ),
    ),
  );
  // The seed's rows point at boxes and cups by their place in the lists (a fresh database's ids).
  if (boxIds.some((id, index) => id !== index + 1) || cupIds.some((id, index) => id !== index + 1))
    throw new Error('seed: cups and boxes must be seeded into empty tables');
  await insertRows(db, cupShipments, trips);
}
