/**
 * Rental and return machines (SEOUL_CUP): one table for both kinds: the list (district, state, level band, online,
 * text), the map (the list's machines, where they are and how full), a machine, register and edit (optimistic
 * revision, audited). The programme is Seoul's own, so no client scope: the permissions decide (client admin users
 * hold none of the cup programme's). A capacity edited moves the level's band, and its level alerts follow.
 */
import {
  CUP_MAP_MAX,
  CUP_PATHS,
  CUP_MACHINE_LIST,
  CUP_MACHINE_OFFLINE_AFTER_SECONDS,
  levelBand,
  type CupMachine,
  type CupMachineKind,
  type MachineStatus,
} from '@oa/contract';
import { and, count, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { writeAudit } from '../../../audit/writeAudit';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { action, anyScreen, type Access, type Principal } from '../../../http/access';
import { HttpError, notFound } from '../../../http/errors';
import { listSpec, parseListQuery, runList, type ListPage } from '../../../lists/listEngine';
import { applyLevel } from '../life/levels';
import { machineProjection, selectMachines, toMachine, toMachineStatus, type MachineRow } from '../model';
import { cupMachines } from '../schema';
import { MACHINE_MESSAGES, type ValidMachineInput } from './validation';

/** Where each kind lives: its path, its screens and the action that edits it. */
export const MACHINE_KINDS: Record<
  CupMachineKind,
  { path: string; noun: string; read: Access; edit: Access; audit: 'rentalMachine' | 'returnMachine' }
> = {
  RENTAL: {
    path: CUP_PATHS.machines('RENTAL'),
    noun: '대여기',
    read: anyScreen(
      '/cup/rental-machine',
      '/cup/rental-machine-manage/:machineId?',
      '/cup/rental-machine-monitor',
      '/cup/rental-machine-alert',
    ),
    edit: action('editRentalMachine'),
    audit: 'rentalMachine',
  },
  RETURN: {
    path: CUP_PATHS.machines('RETURN'),
    noun: '반납기',
    read: anyScreen('/cup/return-machine', '/cup/return-machine-manage/:machineId?', '/cup/return-machine-monitor'),
    edit: action('editReturnMachine'),
    audit: 'returnMachine',
  },
};

/** The machine list's filters and sorts (online: a heartbeat within the offline time before `now`). */
export function machineListSpec(now: () => Date) {
  const onlineSince = () => new Date(now().getTime() - CUP_MACHINE_OFFLINE_AFTER_SECONDS * 1000);
  return listSpec(
    CUP_MACHINE_LIST,
    {
      q: { column: cupMachines.machineId, alsoColumns: [cupMachines.name, cupMachines.address] },
      machineId: cupMachines.machineId,
      name: cupMachines.name,
      district: cupMachines.district,
      state: cupMachines.state,
      levelBand: cupMachines.levelBand,
      online: {
        column: cupMachines.lastHeartbeatAt,
        booleanCondition: (online) =>
          online
            ? gte(cupMachines.lastHeartbeatAt, onlineSince())
            : (or(isNull(cupMachines.lastHeartbeatAt), lt(cupMachines.lastHeartbeatAt, onlineSince())) ??
              isNull(cupMachines.id)),
      },
      level: cupMachines.level,
      installedAt: cupMachines.installedAt,
      lastHeartbeatAt: cupMachines.lastHeartbeatAt,
      createdAt: cupMachines.createdAt,
    },
    cupMachines.id,
  );
}
export type MachineListSpec = ReturnType<typeof machineListSpec>;

/** A page of the machines of a kind. */
export async function listMachines(
  db: Db,
  spec: MachineListSpec,
  kind: CupMachineKind,
  query: Record<string, unknown>,
  at: Date,
): Promise<ListPage<CupMachine>> {
  const page = await runList<MachineRow>({
    db,
    from: cupMachines,
    projection: machineProjection,
    spec,
    query,
    scope: eq(cupMachines.kind, kind),
  });
  return { ...page, items: page.items.map((row) => toMachine(row, at)) };
}

/** Every machine of a kind the list's filters match (at most CUP_MAP_MAX), and how many match. */
export async function mapMachines(
  db: Db,
  spec: MachineListSpec,
  kind: CupMachineKind,
  query: Record<string, unknown>,
  at: Date,
): Promise<{ items: MachineStatus[]; total: number }> {
  const { where } = parseListQuery(query, spec);
  const scoped = and(eq(cupMachines.kind, kind), where);
  const [rows, [counted]] = await Promise.all([
    selectMachines(db, scoped, CUP_MAP_MAX),
    db.select({ total: count() }).from(cupMachines).where(scoped),
  ]);
  return { items: rows.map((row) => toMachineStatus(row, at)), total: counted?.total ?? 0 };
}

async function findMachine(db: Db, kind: CupMachineKind, machineId: string) {
  const [row] = await db
    .select(machineProjection)
    .from(cupMachines)
    .where(and(eq(cupMachines.kind, kind), eq(cupMachines.machineId, machineId)));
  return row;
}

/** A machine of a kind by its machine id; 404 without one. */
export async function readMachine(db: Db, kind: CupMachineKind, machineId: string, at: Date): Promise<CupMachine> {
  const row = await findMachine(db, kind, machineId);
  if (row === undefined) throw notFound();
  return toMachine(row, at);
}

/** What an audit record keeps of a machine: the form's values and the revision. */
const snapshot = (machine: Omit<ValidMachineInput, 'machineId' | 'revision'> & { revision: number }) => ({
  name: machine.name,
  address: machine.address,
  district: machine.district,
  lat: machine.lat,
  lng: machine.lng,
  installedAt: machine.installedAt,
  state: machine.state,
  capacity: machine.capacity,
  memo: machine.memo,
  revision: machine.revision,
});
const columnsOf = (input: ValidMachineInput) => ({
  name: input.name,
  address: input.address,
  district: input.district,
  lat: input.lat,
  lng: input.lng,
  installedAt: input.installedAt,
  state: input.state,
  capacity: input.capacity,
  memo: input.memo,
});

/** Registers a machine (empty), audited; 409 when its id is taken. */
export async function registerMachine(
  db: Db,
  principal: Principal,
  kind: CupMachineKind,
  input: ValidMachineInput,
  at: Date,
): Promise<CupMachine> {
  const machineId = input.machineId ?? '';
  try {
    await db.transaction(async (tx) => {
      await tx.insert(cupMachines).values({
        machineId,
        kind,
        ...columnsOf(input),
        level: 0,
        levelBand: levelBand(0, input.capacity),
        createdAt: at,
        updatedAt: at,
      });
      const audit = MACHINE_KINDS[kind].audit;
      await writeAudit(
        tx,
        principal,
        `${audit}.create`,
        `${audit}:${machineId}`,
        null,
        snapshot({ ...input, revision: 1 }),
      );
    });
  } catch (error) {
    // The unique index decides between two registrations of one id (robots' or cups' machines alike).
    if (isUniqueViolation(error))
      throw new HttpError(409, 'MACHINE_ID_TAKEN', MACHINE_MESSAGES.machineIdTaken, {
        machineId: MACHINE_MESSAGES.machineIdTaken,
      });
    throw error;
  }
  return readMachine(db, kind, machineId, at);
}

/**
 * Edits a machine with the revision it was read at (409 when another edit came first), audited. Its level stays
 * (the machine may have moved it meanwhile); a new capacity moves its band, and the level alerts follow.
 */
export async function editMachine(
  db: Db,
  principal: Principal,
  kind: CupMachineKind,
  machineId: string,
  input: ValidMachineInput,
  at: Date,
): Promise<CupMachine> {
  const existing = await findMachine(db, kind, machineId);
  if (existing === undefined) throw notFound();
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(cupMachines).where(eq(cupMachines.id, existing.id)).for('update');
    if (current === undefined || current.revision !== input.revision)
      throw new HttpError(409, 'REVISION_CONFLICT', MACHINE_MESSAGES.revisionConflict, {
        revision: MACHINE_MESSAGES.revisionConflict,
      });
    await tx
      .update(cupMachines)
      .set({ ...columnsOf(input), revision: current.revision + 1, updatedAt: at })
      .where(eq(cupMachines.id, current.id));
    await applyLevel(tx, { ...current, capacity: input.capacity }, current.level, at);
    const audit = MACHINE_KINDS[kind].audit;
    await writeAudit(
      tx,
      principal,
      `${audit}.update`,
      `${audit}:${machineId}`,
      snapshot(current),
      snapshot({ ...input, revision: current.revision + 1 }),
    );
  });
  return readMachine(db, kind, machineId, at);
}
