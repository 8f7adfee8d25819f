/**
 * The cup programme's rules, proven by a model (fast-check's commands): random sequences of operator actions and
 * machine reports run against the real server and database. Operators act through HTTP (register IDs, pack, ship,
 * deliver, refill, receive, manual changes, discard, retry a refund, repeat a request or reuse its id); machines
 * report through the domain's functions, as a real feed would (a rental, a return); the remitter runs rounds against
 * a bank that refuses, throws before sending or throws after sending, and a carrier that throws.
 *
 * The model knows each cup and box the sequence made, and predicts whether each action is done or refused. After
 * every step: the database holds what the model says (every write answered 2xx is there, nothing refused changed
 * anything); every cup's and box's history is a path the contract allows; every shipment agrees with its box; the
 * books agree rental by rental and with the bank's ledger; no refund is left PROCESSING. A failing sequence is
 * shrunk and printed. `CUP_MODEL_RUNS` sets the number of sequences (the bench's soak runs many).
 */
import { PERMISSIONS as P } from '@oa/auth/tables';
import {
  BOX_CAPACITY,
  BOX_MOVES,
  CUP_MOVES,
  cupMoveRefusal,
  MANUAL_CUP_TARGETS,
  boxNumberOf,
  cuidOf,
  type BoxState,
  type CupState,
} from '@oa/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { cupMachineForm } from '../../testing/fixtures';
import { startTestApi, type TestApi } from '../../testing/harness';
import type { Db } from '../../db/database';
import { createRandom } from '../../seed/random';
import { simulatedBank, type Bank, type Messenger } from './refunds/bank';
import { reportRental, reportReturn } from './machines/reports';

const API = '/seoul-cup/v1';
const RUNS = Number(process.env.CUP_MODEL_RUNS ?? 40);
const STEPS = Number(process.env.CUP_MODEL_STEPS ?? 30);

interface CupModel {
  state: CupState;
  box: string | null;
  /** The machine's database id. */
  machine: number | null;
}
interface BoxModel {
  state: BoxState;
  /** The box's current trip: its shipment and the machine it goes to. */
  trip: { shipmentId: number; machine: number } | null;
  /** Trips that ended (delivered and emptied): confirming one again is refused. */
  pastTrips: number[];
}
interface Write {
  path: string;
  body: Record<string, unknown>;
  status: number;
  data: unknown;
}
interface Model {
  cups: Map<string, CupModel>;
  boxes: Map<string, BoxModel>;
  rentals: Map<number, { cuid: string }>;
  last: Write | null;
}

type BankMode = 'ok' | 'refuse' | 'throw' | 'throwAfter';
interface Real {
  api: TestApi;
  token: string;
  switches: { bank: BankMode; carrierThrows: boolean };
  /** The sequence's own machines (each sequence registers its own, so no other sequence's cups are in them). */
  machines: { rental: Machine; other: Machine; giveBack: Machine };
  registerMachines: () => Promise<Real['machines']>;
  members: { withAccount: number; without: number };
  /** Every write answered 2xx: how to find it in the database. */
  acknowledged: { what: string; found: SQL }[];
}
interface Machine {
  id: number;
  machineId: string;
}

interface Answer {
  _data?: unknown;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

let numbers = { cup: 70_000_000, box: 700_000, request: 0 };
const nextRequestId = () => {
  numbers = { ...numbers, request: numbers.request + 1 };
  return `model-${String(process.pid)}-${String(numbers.request).padStart(6, '0')}`;
};

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const answer: unknown = await db.execute(query);
  return (answer as { rows: T[] }).rows;
}
const rows = <T>(real: Real, query: SQL): Promise<T[]> => rowsOf<T>(real.api.database.db, query);

const post = async (real: Real, path: string, body?: Record<string, unknown>) => {
  const answer = await real.api.request<Answer>('POST', `${API}${path}`, {
    token: real.token,
    ...(body === undefined ? {} : { body }),
  });
  return { status: answer.status, body: answer.body };
};

/** An action's outcome against the model's prediction: done (2xx) or refused (4xx), never a 5xx. */
function expectOutcome(status: number, done: boolean, what: string, body: Answer) {
  const said = `${what}: ${String(status)} ${JSON.stringify(body.error ?? body._data ?? null).slice(0, 300)}`;
  expect(status, said).toBeLessThan(500);
  if (done) expect(status, said).toBeLessThan(300);
  else expect(status, said).toBeGreaterThanOrEqual(400);
}

const remember = (model: Model, path: string, body: Record<string, unknown>, status: number, data: unknown) => {
  model.last = status < 300 ? { path, body, status, data } : model.last;
};

const ourCups = (model: Model) => [...model.cups.keys()];
const ourBoxes = (model: Model) => [...model.boxes.keys()];
const pick = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(1, items.length)];
/**
 * Which of the sequence's things an action takes: an aimed target is one the action can act on, when there is one
 * (most steps then go somewhere); an unaimed one is any (the refusals).
 */
interface Target {
  n: number;
  aimed: boolean;
}
const choose = <T>(items: readonly T[], target: Target, fits: (item: T) => boolean): T | undefined => {
  const fitting = target.aimed ? items.filter(fits) : [];
  return pick(fitting.length > 0 ? fitting : items, target.n);
};
const target = fc.record({ n: fc.nat(), aimed: fc.integer({ min: 0, max: 9 }).map((n) => n < 8) });
const label = (target: Target) => `${String(target.n)}${target.aimed ? '' : '?'}`;
const cupsIn = (model: Model, box: string) => [...model.cups].filter(([, cup]) => cup.box === box);

// ---------------------------------------------------------------------------------------------------------------
// Operator actions (HTTP)

class RegisterCups implements fc.AsyncCommand<Model, Real> {
  constructor(readonly count: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const first = numbers.cup + 1;
    numbers = { ...numbers, cup: numbers.cup + this.count };
    const body = {
      kind: 'CUP',
      first: cuidOf(first),
      last: cuidOf(first + this.count - 1),
      requestId: nextRequestId(),
    };
    const answer = await post(real, '/id-ranges/cups', body);
    expectOutcome(answer.status, true, this.toString(), answer.body);
    for (let n = first; n < first + this.count; n += 1)
      model.cups.set(cuidOf(n), { state: 'REGISTERED', box: null, machine: null });
    real.acknowledged.push({ what: this.toString(), found: sql`select 1 from cups where cuid = ${cuidOf(first)}` });
    remember(model, '/id-ranges/cups', body, answer.status, answer.body._data);
  }
  toString = () => `RegisterCups(${String(this.count)})`;
}

class RegisterBox implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    numbers = { ...numbers, box: numbers.box + 1 };
    const boxNumber = boxNumberOf(numbers.box);
    const body = { kind: 'BOX', first: boxNumber, last: boxNumber, requestId: nextRequestId() };
    const answer = await post(real, '/id-ranges/boxes', body);
    expectOutcome(answer.status, true, this.toString(), answer.body);
    model.boxes.set(boxNumber, { state: 'EMPTY', trip: null, pastTrips: [] });
    real.acknowledged.push({
      what: this.toString(),
      found: sql`select 1 from cup_boxes where box_number = ${boxNumber}`,
    });
    remember(model, '/id-ranges/boxes', body, answer.status, answer.body._data);
  }
  toString = () => 'RegisterBox';
}

class Pack implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly cup: Target,
    readonly box: Target,
  ) {}
  check = (model: Readonly<Model>) => model.cups.size > 0 && model.boxes.size > 0;
  async run(model: Model, real: Real) {
    const cuid =
      choose(ourCups(model), this.cup, (id) => ['REGISTERED', 'CLEAN'].includes(model.cups.get(id)?.state ?? '')) ?? '';
    const boxNumber =
      choose(ourBoxes(model), this.box, (id) => ['EMPTY', 'PACKED'].includes(model.boxes.get(id)?.state ?? '')) ?? '';
    const cup = model.cups.get(cuid);
    const box = model.boxes.get(boxNumber);
    if (cup === undefined || box === undefined) return;
    const done =
      (box.state === 'EMPTY' || box.state === 'PACKED') &&
      (cup.state === 'REGISTERED' || cup.state === 'CLEAN') &&
      cupsIn(model, boxNumber).length < BOX_CAPACITY;
    const answer = await post(real, `/boxes/${boxNumber}/cups`, { cuid });
    expectOutcome(answer.status, done, `${this.toString()} ${cuid} -> ${boxNumber}`, answer.body);
    if (!done) return;
    model.cups.set(cuid, { state: 'IN_BOX', box: boxNumber, machine: null });
    box.state = 'PACKED';
  }
  toString = () => `Pack(${label(this.cup)}, ${label(this.box)})`;
}

class Ship implements fc.AsyncCommand<Model, Real> {
  constructor(readonly box: Target) {}
  check = (model: Readonly<Model>) => model.boxes.size > 0;
  async run(model: Model, real: Real) {
    const boxNumber = choose(ourBoxes(model), this.box, (id) => model.boxes.get(id)?.state === 'PACKED') ?? '';
    const box = model.boxes.get(boxNumber);
    if (box === undefined) return;
    const inside = cupsIn(model, boxNumber);
    const done = box.state === 'PACKED' && inside.some(([, cup]) => cup.state === 'IN_BOX');
    const body = { boxNumber, machineId: real.machines.rental.machineId, requestId: nextRequestId() };
    const answer = await post(real, '/shipments', body);
    expectOutcome(answer.status, done, `${this.toString()} ${boxNumber} (${box.state})`, answer.body);
    remember(model, '/shipments', body, answer.status, answer.body._data);
    if (!done) return;
    const shipment = answer.body._data as { id: number };
    box.state = 'SHIPPING';
    box.trip = { shipmentId: shipment.id, machine: real.machines.rental.id };
    for (const [, cup] of inside) if (cup.state === 'IN_BOX') cup.state = 'SHIPPED';
    real.acknowledged.push({
      what: this.toString(),
      found: sql`select 1 from cup_shipments where id = ${shipment.id}`,
    });
  }
  toString = () => `Ship(${label(this.box)})`;
}

class Deliver implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly box: number,
    readonly pastTrip: boolean,
  ) {}
  check = (model: Readonly<Model>) =>
    [...model.boxes.values()].some((box) => (this.pastTrip ? box.pastTrips.length > 0 : box.trip !== null));
  async run(model: Model, real: Real) {
    const candidates = [...model.boxes].filter(([, box]) =>
      this.pastTrip ? box.pastTrips.length > 0 : box.trip !== null,
    );
    const [boxNumber, box] = pick(candidates, this.box) ?? ['', undefined];
    if (box === undefined) return;
    const shipmentId = this.pastTrip ? (box.pastTrips.at(-1) ?? 0) : (box.trip?.shipmentId ?? 0);
    // The current trip on its way is delivered while its box holds cups (the contract: a DELIVERED box holds cups;
    // one whose cups were all lost on the way is set EMPTY by hand); a trip delivered already answers as it is and
    // changes nothing (a double click).
    const arrives = !this.pastTrip && box.state === 'SHIPPING' && cupsIn(model, boxNumber).length > 0;
    const done = this.pastTrip || arrives || box.state === 'DELIVERED';
    const answer = await post(real, `/shipments/${String(shipmentId)}/deliver`);
    expectOutcome(answer.status, done, `${this.toString()} shipment ${String(shipmentId)} (${box.state})`, answer.body);
    if (arrives) box.state = 'DELIVERED';
  }
  toString = () => `Deliver(${String(this.box)}${this.pastTrip ? ', a past trip' : ''})`;
}

class Refill implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly box: Target,
    readonly rightMachine: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.boxes.size > 0;
  async run(model: Model, real: Real) {
    const boxNumber =
      choose(ourBoxes(model), this.box, (id) => ['SHIPPING', 'DELIVERED'].includes(model.boxes.get(id)?.state ?? '')) ??
      '';
    const box = model.boxes.get(boxNumber);
    if (box === undefined) return;
    const machine = this.rightMachine ? real.machines.rental : real.machines.other;
    const loaded = cupsIn(model, boxNumber).filter(([, cup]) => cup.state === 'SHIPPED');
    const done =
      (box.state === 'SHIPPING' || box.state === 'DELIVERED') && box.trip?.machine === machine.id && loaded.length > 0;
    const body = { requestId: nextRequestId(), machineId: machine.machineId, boxNumber, reason: '모델 충전' };
    const answer = await post(real, '/refills', body);
    expectOutcome(answer.status, done, `${this.toString()} ${boxNumber} (${box.state})`, answer.body);
    remember(model, '/refills', body, answer.status, answer.body._data);
    if (!done) return;
    for (const [, cup] of cupsIn(model, boxNumber))
      Object.assign(cup, { state: 'LOADED', box: null, machine: machine.id });
    box.state = 'RETURNED';
    if (box.trip !== null) box.pastTrips.push(box.trip.shipmentId);
    box.trip = null;
    const refill = answer.body._data as { id: number };
    real.acknowledged.push({ what: this.toString(), found: sql`select 1 from cup_refills where id = ${refill.id}` });
  }
  toString = () => `Refill(${label(this.box)}${this.rightMachine ? '' : ', another machine'})`;
}

class Receive implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const machine = real.machines.giveBack;
    const inside = [...model.cups.values()].filter((cup) => cup.machine === machine.id && cup.state === 'RETURNED');
    const body = { requestId: nextRequestId(), machineId: machine.machineId, reason: '모델 입고' };
    const answer = await post(real, '/retrievals', body);
    // An empty machine may be refused or received as nothing: either way nothing moves.
    if (inside.length > 0) expectOutcome(answer.status, true, this.toString(), answer.body);
    else expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    remember(model, '/retrievals', body, answer.status, answer.body._data);
    if (answer.status >= 300) return;
    for (const cup of inside) Object.assign(cup, { state: 'COLLECTED', machine: null });
  }
  toString = () => 'Receive';
}

/** What a manual change does to the model: the state, and the cup leaves its box and machine. */
function changed(model: Model, cuid: string, to: CupState) {
  const cup = model.cups.get(cuid);
  if (cup !== undefined) Object.assign(cup, { state: to, box: null, machine: null });
}

class ManualChange implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly cup: number,
    readonly to: (typeof MANUAL_CUP_TARGETS)[number],
    /** Sent with the last write's request id (another action, or the same one with another body). */
    readonly reuseKey: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.cups.size > 0 && (!this.reuseKey || model.last !== null);
  async run(model: Model, real: Real) {
    const cuid = pick(ourCups(model), this.cup) ?? '';
    const cup = model.cups.get(cuid);
    if (cup === undefined) return;
    const last = model.last;
    const requestId = this.reuseKey && last !== null ? String(last.body.requestId) : nextRequestId();
    const body = { ids: [cuid], toState: this.to, reason: '모델 변경', requestId };
    const sameAction = this.reuseKey && last?.path === '/cups/state-changes';
    const sameBody = sameAction && JSON.stringify(last.body) === JSON.stringify(body);
    const answer = await post(real, '/cups/state-changes', body);
    if (sameAction && !sameBody) {
      expect(answer.status, `${this.toString()}: the same key with another body`).toBe(422);
      return;
    }
    if (sameBody) {
      expect(answer.status).toBe(last.status);
      return;
    }
    const done = cupMoveRefusal(cup.state, this.to, true) === null;
    expectOutcome(answer.status, done, `${this.toString()} ${cuid} ${cup.state} -> ${this.to}`, answer.body);
    if (done) {
      expect((answer.body._data as { repeated?: boolean }).repeated ?? false, 'a new action is not a repeat').toBe(
        false,
      );
      changed(model, cuid, this.to);
    }
    remember(model, '/cups/state-changes', body, answer.status, answer.body._data);
  }
  toString = () => `ManualChange(${String(this.cup)}, ${this.to}${this.reuseKey ? ', the last request id' : ''})`;
}

class Discard implements fc.AsyncCommand<Model, Real> {
  constructor(readonly cup: number) {}
  check = (model: Readonly<Model>) => model.cups.size > 0;
  async run(model: Model, real: Real) {
    const cuid = pick(ourCups(model), this.cup) ?? '';
    const cup = model.cups.get(cuid);
    if (cup === undefined) return;
    const done = cupMoveRefusal(cup.state, 'DISCARDED', true) === null;
    const body = { cuids: [cuid], reason: '모델 폐기', requestId: nextRequestId() };
    const answer = await post(real, '/cups/discard', body);
    expectOutcome(answer.status, done, `${this.toString()} ${cuid} (${cup.state})`, answer.body);
    remember(model, '/cups/discard', body, answer.status, answer.body._data);
    if (done) changed(model, cuid, 'DISCARDED');
  }
  toString = () => `Discard(${String(this.cup)})`;
}

/** The last write's body with one thing it asks changed (a field the action reads). */
function otherBody(last: Write, real: Real): Record<string, unknown> {
  const { body } = last;
  if ('reason' in body) return { ...body, reason: `${String(body.reason)} (다른 내용)` };
  if ('account' in body) return { ...body, account: '110-999-999999' };
  if ('machineId' in body) return { ...body, machineId: real.machines.other.machineId };
  // An ID range: one more ID.
  const id = String(body.last);
  const digits = id.replace(/^\D+/, '');
  return { ...body, last: `${id.slice(0, -digits.length)}${String(Number(digits) + 1).padStart(digits.length, '0')}` };
}

/** The last write again, as a double click or a retried request: the first answer, nothing done twice. */
class Repeat implements fc.AsyncCommand<Model, Real> {
  constructor(readonly otherBody: boolean) {}
  check = (model: Readonly<Model>) => model.last !== null;
  async run(model: Model, real: Real) {
    const last = model.last;
    if (last === null) return;
    const body = this.otherBody ? otherBody(last, real) : last.body;
    const answer = await post(real, last.path, body);
    if (this.otherBody) {
      expect(answer.status, `${this.toString()} ${last.path}: ${JSON.stringify(answer.body)}`).toBe(422);
      return;
    }
    expect(answer.status, `${this.toString()} ${last.path}`).toBe(last.status);
    const strip = (data: unknown) =>
      JSON.parse(
        JSON.stringify(data, (key, value: unknown) => (key === 'repeated' || key === 'changed' ? undefined : value)),
      ) as unknown;
    expect(strip(answer.body._data), `${this.toString()} ${last.path}: the first answer`).toEqual(strip(last.data));
  }
  toString = () => `Repeat(${this.otherBody ? 'another body' : 'the same body'})`;
}

// ---------------------------------------------------------------------------------------------------------------
// Machine reports (the domain, as a machine feed calls it)

class Rent implements fc.AsyncCommand<Model, Real> {
  constructor(readonly withAccount: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const machine = real.machines.rental;
    const loaded = [...model.cups].filter(([, cup]) => cup.machine === machine.id && cup.state === 'LOADED');
    const memberId = this.withAccount ? real.members.withAccount : real.members.without;
    const db = real.api.database.db;
    const reported = await db.transaction((tx) =>
      reportRental(tx, { machineId: machine.id, memberId, at: real.api.now() }),
    );
    if (loaded.length === 0) {
      expect(reported.ok, 'a rental machine without cups rents nothing').toBe(false);
      return;
    }
    expect(reported, 'a rental machine with cups rents one').toMatchObject({ ok: true });
    if (!reported.ok) return;
    const [row] = await rows<{ cuid: string }>(real, sql`select cuid from cups where id = ${reported.cupId}`);
    const cuid = row?.cuid ?? '';
    const cup = model.cups.get(cuid);
    expect(cup?.state, `the rented cup ${cuid} was one of the machine's`).toBe('LOADED');
    if (cup !== undefined) Object.assign(cup, { state: 'RENTED', machine: null });
    model.rentals.set(reported.rentalId, { cuid });
    real.acknowledged.push({
      what: this.toString(),
      found: sql`select 1 from cup_rentals where id = ${reported.rentalId}`,
    });
  }
  toString = () => `Rent(${this.withAccount ? 'a member with an account' : 'a member without'})`;
}

class GiveBack implements fc.AsyncCommand<Model, Real> {
  constructor(readonly rental: Target) {}
  check = (model: Readonly<Model>) => model.rentals.size > 0;
  async run(model: Model, real: Real) {
    const [rentalId, rental] = choose(
      [...model.rentals],
      this.rental,
      ([, { cuid }]) => model.cups.get(cuid)?.state === 'RENTED',
    ) ?? [0, { cuid: '' }];
    const cup = model.cups.get(rental.cuid);
    const machine = real.machines.giveBack;
    const done = cup?.state === 'RENTED';
    const [row] = await rows<{ id: number }>(real, sql`select id from cups where cuid = ${rental.cuid}`);
    const reported = await real.api.database.db.transaction((tx) =>
      reportReturn(tx, { machineId: machine.id, cupId: row?.id ?? null, at: real.api.now() }),
    );
    expect(
      reported.ok,
      `${this.toString()} rental ${String(rentalId)} (${String(cup?.state)}): ${JSON.stringify(reported)}`,
    ).toBe(done);
    if (!reported.ok || cup === undefined) return;
    expect(reported.rentalId).toBe(rentalId);
    Object.assign(cup, { state: 'RETURNED', machine: machine.id });
  }
  toString = () => `GiveBack(${label(this.rental)})`;
}

// ---------------------------------------------------------------------------------------------------------------
// Money

class RemitterRound implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly bank: BankMode,
    readonly carrierThrows: boolean,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    real.switches.bank = this.bank;
    real.switches.carrierThrows = this.carrierThrows;
    try {
      await real.api.app.remitter.run();
    } finally {
      real.switches.bank = 'ok';
      real.switches.carrierThrows = false;
    }
    const [left] = await rows<{ n: number }>(
      real,
      sql`select count(*)::int as n from cup_refunds where state = 'PROCESSING'`,
    );
    expect(left?.n, `${this.toString()}: refunds left PROCESSING`).toBe(0);
  }
  toString = () => `RemitterRound(bank ${this.bank}${this.carrierThrows ? ', carrier throws' : ''})`;
}

class Retry implements fc.AsyncCommand<Model, Real> {
  constructor(readonly refund: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const failed = await rows<{ id: number }>(real, sql`select id from cup_refunds where state = 'FAILED' order by id`);
    const refund = pick(failed, this.refund);
    if (refund === undefined) return;
    const body = { requestId: nextRequestId(), bank: '신한은행', account: '110-123-456789' };
    const path = `/refunds/${String(refund.id)}/retry`;
    const answer = await post(real, path, body);
    expectOutcome(answer.status, true, `${this.toString()} refund ${String(refund.id)}`, answer.body);
    remember(model, path, body, answer.status, answer.body._data);
  }
  toString = () => `Retry(${String(this.refund)})`;
}

// ---------------------------------------------------------------------------------------------------------------
// What must hold after every step

/** Whether each step of a history (from, to, manual) is a move the contract allows. */
function badSteps<S extends string>(
  events: { id: string; from: S | null; to: S; manual: boolean }[],
  allowed: (from: S, to: S, manual: boolean) => boolean,
): string[] {
  const bad: string[] = [];
  const last = new Map<string, S>();
  for (const event of events) {
    const before = last.get(event.id) ?? null;
    if (event.from !== before) bad.push(`${event.id}: ${String(event.from)} after ${String(before)}`);
    else if (event.from !== null && !allowed(event.from, event.to, event.manual))
      bad.push(`${event.id}: ${event.from} -> ${event.to}${event.manual ? ' (manual)' : ''}`);
    last.set(event.id, event.to);
  }
  return bad;
}

const cupAllowed = (from: CupState, to: CupState, manual: boolean) =>
  CUP_MOVES[from].includes(to) || (manual && cupMoveRefusal(from, to, true) === null);
const boxAllowed = (from: BoxState, to: BoxState, manual: boolean) =>
  BOX_MOVES[from].includes(to) || (manual && to === 'EMPTY');

async function invariants(model: Model, real: Real, everything: boolean) {
  const cuids = ourCups(model);
  const boxNumbers = ourBoxes(model);
  // The database holds what the model says.
  if (cuids.length > 0) {
    const found = await rows<{ cuid: string; state: CupState; box: string | null; machine: number | null }>(
      real,
      sql`select c.cuid, c.state, b.box_number as box, c.machine_id as machine from cups c left join cup_boxes b on b.id = c.box_id where c.cuid in ${sql.raw(`('${cuids.join("','")}')`)}`,
    );
    const actual = Object.fromEntries(
      found.map((row) => [row.cuid, { state: row.state, box: row.box, machine: row.machine }]),
    );
    expect(actual, 'cups as the model says').toEqual(Object.fromEntries(model.cups));
  }
  if (boxNumbers.length > 0) {
    const found = await rows<{ box_number: string; state: BoxState }>(
      real,
      sql`select box_number, state from cup_boxes where box_number in ${sql.raw(`('${boxNumbers.join("','")}')`)}`,
    );
    expect(Object.fromEntries(found.map((row) => [row.box_number, row.state])), 'boxes as the model says').toEqual(
      Object.fromEntries([...model.boxes].map(([number, box]) => [number, box.state])),
    );
  }
  // Every write answered 2xx is in the database.
  for (const write of real.acknowledged) expect((await rows(real, write.found)).length, write.what).toBe(1);
  // Histories are paths the contract allows (ours each step; every cup and box at the start and the end).
  const scope = everything ? sql`true` : sql`c.cuid in ${sql.raw(`('${[...cuids, ''].join("','")}')`)}`;
  const cupEvents = await rows<{ id: string; from: CupState | null; to: CupState; manual: boolean }>(
    real,
    sql`select c.cuid as id, e.from_state as from, e.to_state as to, e.manual from cup_events e join cups c on c.id = e.cup_id where ${scope} order by e.cup_id, e.at, e.id`,
  );
  expect(badSteps(cupEvents, cupAllowed), 'cup histories the contract allows').toEqual([]);
  const boxScope = everything ? sql`true` : sql`b.box_number in ${sql.raw(`('${[...boxNumbers, ''].join("','")}')`)}`;
  const boxEvents = await rows<{ id: string; from: BoxState | null; to: BoxState; manual: boolean }>(
    real,
    sql`select b.box_number as id, e.from_state as from, e.to_state as to, e.manual from cup_box_events e join cup_boxes b on b.id = e.box_id where ${boxScope} order by e.box_id, e.at, e.id`,
  );
  expect(badSteps(boxEvents, boxAllowed), 'box histories the contract allows').toEqual([]);
  // Every shipment agrees with its box: a box on its way has exactly one trip on its way, its latest.
  const disagreeing = await rows<{ box_number: string }>(
    real,
    sql`select b.box_number from cup_boxes b
        left join lateral (select s.id, s.state from cup_shipments s where s.box_id = b.id order by s.shipped_at desc, s.id desc limit 1) latest on true
        where (b.state = 'SHIPPING') <> (latest.state is not distinct from 'SHIPPING')
           or (select count(*) from cup_shipments s where s.box_id = b.id and s.state = 'SHIPPING') > 1`,
  );
  expect(
    disagreeing.map((row) => row.box_number),
    'shipments that disagree with their box',
  ).toEqual([]);
  // The books agree rental by rental, and with the bank's ledger.
  const books = await rows<{ rental_id: number; why: string }>(
    real,
    sql`select r.id as rental_id, 'REFUNDED without one completed refund' as why from cup_rentals r
          where r.state = 'REFUNDED' and (select count(*) from cup_refunds f where f.rental_id = r.id and f.state = 'COMPLETED') <> 1
        union all
        select f.rental_id, 'a completed refund of a rental not REFUNDED' from cup_refunds f join cup_rentals r on r.id = f.rental_id
          where f.state = 'COMPLETED' and r.state <> 'REFUNDED'
        union all
        select f.rental_id, 'paid by the bank ' || paid.n || ' times, refund ' || f.state from cup_refunds f
          join (select split_part(reference, ':', 2)::int as refund_id, count(*) as n from cup_bank_ledger
                where transaction_id is not null group by 1) paid on paid.refund_id = f.id
          where paid.n > 1 or f.state <> 'COMPLETED'`,
  );
  expect(books, 'the books, rental by rental and against the bank').toEqual([]);
  const reconciliation = await real.api.request<Answer>('GET', `${API}/refunds/reconciliation`, { token: real.token });
  expect(reconciliation.status).toBe(200);
  expect((reconciliation.body._data as { mismatches?: unknown[] }).mismatches ?? [], 'the books screen').toEqual([]);
  const [processing] = await rows<{ n: number }>(
    real,
    sql`select count(*)::int as n from cup_refunds where state = 'PROCESSING'`,
  );
  expect(processing?.n, 'refunds PROCESSING between rounds').toBe(0);
}

// ---------------------------------------------------------------------------------------------------------------

/** The actions and reports, the ones a cup's life needs most often more than once (a heavier weight). */
const commands = [
  fc.integer({ min: 1, max: 6 }).map((n) => new RegisterCups(n)),
  fc.constant(new RegisterBox()),
  ...Array.from({ length: 4 }, () => fc.tuple(target, target).map(([cup, box]) => new Pack(cup, box))),
  ...Array.from({ length: 2 }, () => target.map((box) => new Ship(box))),
  fc.tuple(fc.nat(), fc.boolean()).map(([box, past]) => new Deliver(box, past)),
  ...Array.from({ length: 2 }, () =>
    fc.tuple(target, fc.integer({ min: 0, max: 4 })).map(([box, n]) => new Refill(box, n > 0)),
  ),
  ...Array.from({ length: 3 }, () => fc.boolean().map((withAccount) => new Rent(withAccount))),
  ...Array.from({ length: 3 }, () => target.map((rental) => new GiveBack(rental))),
  fc.constant(new Receive()),
  fc
    .tuple(fc.nat(), fc.constantFrom(...MANUAL_CUP_TARGETS), fc.boolean())
    .map(([cup, to, reuse]) => new ManualChange(cup, to, reuse)),
  fc.nat().map((cup) => new Discard(cup)),
  fc.boolean().map((other) => new Repeat(other)),
  ...Array.from({ length: 2 }, () =>
    fc
      .tuple(fc.constantFrom<BankMode>('ok', 'refuse', 'throw', 'throwAfter'), fc.boolean())
      .map(([bank, carrier]) => new RemitterRound(bank, carrier)),
  ),
  fc.nat().map((refund) => new Retry(refund)),
];

describe("the cup programme's rules (a model of operators, machines and the bank)", () => {
  let real: Real;

  beforeAll(async () => {
    const switches: Real['switches'] = { bank: 'ok', carrierThrows: false };
    /** The simulated bank (its ledger in the database), refusing, throwing before or after it pays, as switched. */
    const bank = (db: Db): Bank => {
      const paying = simulatedBank({ db, failureRate: 0, random: createRandom(1) });
      const refusing = simulatedBank({ db, failureRate: 1, random: createRandom(1) });
      return {
        async transfer(request) {
          if (switches.bank === 'throw') throw new Error('the bank did not answer');
          if (switches.bank === 'refuse') return refusing.transfer(request);
          const answer = await paying.transfer(request);
          if (switches.bank === 'throwAfter') throw new Error('the answer was lost');
          return answer;
        },
        lookup: (reference) => paying.lookup(reference),
        ledger: (since) => paying.ledger(since),
      };
    };
    const messenger: Messenger = {
      send: () => (switches.carrierThrows ? Promise.reject(new Error('the carrier is down')) : Promise.resolve(true)),
    };
    // A token that outlives a long soak.
    const api = await startTestApi({ accessTokenTtl: 24 * 3600, areas: { cup: { bank, messenger } } });
    const token = (await api.userWith(Object.values(P))).accessToken;
    const machine = async (kind: 'rental' | 'return', name: string, machineId: string): Promise<Machine> => {
      const answer = await api.request<Answer>('POST', `${API}/${kind}-machines`, {
        token,
        body: { ...cupMachineForm, machineId, name },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      const [row] = await rowsOf<{ id: number }>(
        api.database.db,
        sql`select id from cup_machines where machine_id = ${machineId}`,
      );
      return { id: row?.id ?? 0, machineId };
    };
    const member = async (withAccount: boolean) => {
      const [row] = await rowsOf<{ id: number }>(
        api.database.db,
        sql`select id from cup_members where (bank is not null) = ${withAccount} order by id limit 1`,
      );
      if (row === undefined) throw new Error('the seed has no such member');
      return row.id;
    };
    let sequences = 0;
    const registerMachines = async () => {
      sequences += 1;
      const n = String(sequences).padStart(4, '0');
      return {
        rental: await machine('rental', '모델 대여기', `RENT-MODEL-${n}A`),
        other: await machine('rental', '모델 다른 대여기', `RENT-MODEL-${n}B`),
        giveBack: await machine('return', '모델 반납기', `RTRN-MODEL-${n}`),
      };
    };
    real = {
      api,
      token,
      switches,
      machines: await registerMachines(),
      registerMachines,
      members: { withAccount: await member(true), without: await member(false) },
      acknowledged: [],
    };
  });
  afterAll(async () => {
    // Undefined when beforeAll failed.
    await (real as Real | undefined)?.api.close();
  });

  it(
    'holds the contract, the books and every answered write through random sequences',
    async () => {
      await invariants({ cups: new Map(), boxes: new Map(), rentals: new Map(), last: null }, real, true);
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: STEPS, size: 'max' }), async (sequence) => {
          const model: Model = { cups: new Map(), boxes: new Map(), rentals: new Map(), last: null };
          real.acknowledged = [];
          // Every sequence starts with its own machines, and cups and boxes to work with (it may register more).
          real.machines = await real.registerMachines();
          await new RegisterCups(8).run(model, real);
          for (const _ of [1, 2]) await new RegisterBox().run(model, real);
          // ... and a box of four cups on its way to the rental machine.
          for (const n of [0, 1, 2, 3]) await new Pack({ n, aimed: true }, { n: 0, aimed: false }).run(model, real);
          await new Ship({ n: 0, aimed: true }).run(model, real);
          model.last = null;
          await fc.asyncModelRun(
            () => ({ model, real }),
            [...sequence].map((command) => ({
              check: (m: Readonly<Model>) => command.check(m),
              run: async (m: Model, r: Real) => {
                await command.run(m, r);
                await invariants(m, r, false);
              },
              toString: () => command.toString(),
            })),
          );
        }),
        { numRuns: RUNS, verbose: fc.VerbosityLevel.Verbose },
      );
      await invariants({ cups: new Map(), boxes: new Map(), rentals: new Map(), last: null }, real, true);
    },
    Math.max(600_000, RUNS * 5_000),
  );
});
