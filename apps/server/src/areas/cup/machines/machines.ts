/**
 * Rental and return machines (SEOUL_CUP): one route set per kind over one table: the list (district, state, level
 * band, online, text), a machine, register and edit (optimistic revision, audited). The programme is Seoul's own,
 * so no client scope: the permissions decide (client admin users hold none of the cup programme's).
 */
import { Type } from '@fastify/type-provider-typebox';
import {
  CUP_MACHINE_CAPACITY_MAX,
  CUP_MAP_MAX,
  CUP_PATHS,
  CUP_MACHINE_LIST,
  CUP_MACHINE_OFFLINE_AFTER_SECONDS,
  CUP_MACHINE_STATES,
  levelBand,
  type CupMachineKind,
  type CupMachineState,
} from '@oa/contract';
import { CupMachineInputSchema, CupMachineSchema, MachineMapSchema } from '@oa/contract/schemas/cup';
import { and, count, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { writeAudit } from '../../../audit/writeAudit';
import { isUniqueViolation } from '../../../db/errors';
import { checkMachineId, checkPlace } from '../../../geo/placeFields';
import { action, anyScreen, principalOf, type Access } from '../../../http/access';
import { HttpError, notFound } from '../../../http/errors';
import { collector, isObject, outcome, text, validOrThrow, type Checked } from '../../../http/forms';
import { envelope, errors, listSchema, ListQuerystring } from '../../../http/routeSchemas';
import { listSpec, parseListQuery, runList } from '../../../lists/listEngine';
import type { AreaPlugin } from '../../area';
import { machineProjection, selectMachines, toMachine, toMachineStatus, type MachineRow } from '../model';
import { cupMachines } from '../schema';

export const MACHINE_MESSAGES = {
  machineIdTaken: '이미 등록된 기기 ID입니다.',
  revisionConflict: '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 저장해 주세요.',
} as const;

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

const NAME_MAX = 50;
const MEMO_MAX = 1000;

export interface ValidMachineInput {
  machineId: string | undefined;
  name: string;
  address: string;
  district: string;
  lat: number;
  lng: number;
  installedAt: string;
  state: CupMachineState;
  capacity: number;
  memo: string;
  revision: number | undefined;
}

/** A create (machineId required) or an update (revision required), each wrong field with its Korean message. */
export function checkMachineInput(
  body: unknown,
  mode: { kind: 'create' } | { kind: 'update'; machineId: string },
  now: Date,
): Checked<ValidMachineInput> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const machineId = checkMachineId(input, mode, fail);
  const name = text(input, 'name', NAME_MAX, '이름', fail, true) ?? '';
  const place = checkPlace(input, fail, now);
  const state = input.state;
  if (!(CUP_MACHINE_STATES as readonly unknown[]).includes(state)) fail('state', '운영 상태를 선택해 주세요.');
  const capacity = input.capacity;
  if (
    typeof capacity !== 'number' ||
    !Number.isInteger(capacity) ||
    capacity < 1 ||
    capacity > CUP_MACHINE_CAPACITY_MAX
  )
    fail('capacity', `용량은 1~${String(CUP_MACHINE_CAPACITY_MAX)}개의 정수로 입력해 주세요.`);
  const memo = text(input, 'memo', MEMO_MAX, '메모', fail, false) ?? '';
  let revision: number | undefined;
  if (mode.kind === 'update') {
    if (typeof input.revision !== 'number' || !Number.isInteger(input.revision))
      fail('revision', '수정할 기기의 revision이 필요합니다.');
    else revision = input.revision;
  }
  return outcome(fields, () => ({
    machineId,
    name,
    ...place,
    state: state as CupMachineState,
    capacity: capacity as number,
    memo,
    revision,
  }));
}

const MachineIdParams = Type.Object({ machineId: Type.String({ maxLength: 64 }) });

export const machineRoutes: AreaPlugin = (app, { db, now }) => {
  const onlineSince = () => new Date(now().getTime() - CUP_MACHINE_OFFLINE_AFTER_SECONDS * 1000);
  const spec = listSpec(
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

  const find = async (kind: CupMachineKind, machineId: string) => {
    const [row] = await db
      .select(machineProjection)
      .from(cupMachines)
      .where(and(eq(cupMachines.kind, kind), eq(cupMachines.machineId, machineId)));
    return row;
  };
  const read = async (kind: CupMachineKind, machineId: string) => {
    const row = await find(kind, machineId);
    if (row === undefined) throw notFound();
    return toMachine(row, now());
  };
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

  for (const [kind, info] of Object.entries(MACHINE_KINDS) as [CupMachineKind, (typeof MACHINE_KINDS)['RENTAL']][]) {
    const tag = { tags: ['cup'] };
    app.get(
      info.path,
      {
        config: { access: info.read },
        schema: listSchema(CUP_MACHINE_LIST, CupMachineSchema, {
          ...tag,
          summary: `${info.noun} 목록`,
          description: 'q: 기기 ID·이름·주소 포함. levelBand: EMPTY|LOW|NORMAL|HIGH|FULL. online: eq:true|false.',
        }),
      },
      async (request) => {
        const page = await runList<MachineRow>({
          db,
          from: cupMachines,
          projection: machineProjection,
          spec,
          query: request.query,
          scope: eq(cupMachines.kind, kind),
        });
        const at = now();
        return { _data: { ...page, items: page.items.map((row) => toMachine(row, at)) } };
      },
    );

    app.get(
      CUP_PATHS.machineMap(kind),
      {
        config: { access: info.read },
        schema: {
          ...tag,
          summary: `${info.noun} 지도 (목록과 같은 조건의 모든 기기, 최대 ${String(CUP_MAP_MAX)}대)`,
          description: 'filter는 목록과 같습니다. page, size, sort는 쓰지 않습니다.',
          querystring: ListQuerystring,
          response: { 200: envelope(MachineMapSchema), ...errors(400) },
        },
      },
      async (request) => {
        const { where } = parseListQuery(request.query, spec);
        const scoped = and(eq(cupMachines.kind, kind), where);
        const [rows, [counted]] = await Promise.all([
          selectMachines(db, scoped, CUP_MAP_MAX),
          db.select({ total: count() }).from(cupMachines).where(scoped),
        ]);
        const at = now();
        return { _data: { items: rows.map((row) => toMachineStatus(row, at)), total: counted?.total ?? 0 } };
      },
    );

    app.get(
      `${info.path}/:machineId`,
      {
        config: { access: info.read },
        schema: {
          ...tag,
          summary: `${info.noun} 상세`,
          params: MachineIdParams,
          response: { 200: envelope(CupMachineSchema), ...errors(404) },
        },
      },
      async (request) => ({ _data: await read(kind, request.params.machineId) }),
    );

    app.post(
      info.path,
      {
        config: { access: info.edit },
        attachValidation: true,
        schema: {
          ...tag,
          summary: `${info.noun} 등록`,
          body: CupMachineInputSchema,
          response: { 201: envelope(CupMachineSchema), ...errors(400, 409) },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const input = validOrThrow(checkMachineInput(request.body, { kind: 'create' }, now()));
        const machineId = input.machineId ?? '';
        const taken = () =>
          new HttpError(409, 'MACHINE_ID_TAKEN', MACHINE_MESSAGES.machineIdTaken, {
            machineId: MACHINE_MESSAGES.machineIdTaken,
          });
        const at = now();
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
            await writeAudit(
              tx,
              principal,
              `${info.audit}.create`,
              `${info.audit}:${machineId}`,
              null,
              snapshot({ ...input, revision: 1 }),
            );
          });
        } catch (error) {
          // The unique index decides between two registrations of one id (robots' or cups' machines alike).
          if (isUniqueViolation(error)) throw taken();
          throw error;
        }
        return reply.code(201).send({ _data: await read(kind, machineId) });
      },
    );

    app.put(
      `${info.path}/:machineId`,
      {
        config: { access: info.edit },
        attachValidation: true,
        schema: {
          ...tag,
          summary: `${info.noun} 수정 (revision이 다르면 409)`,
          params: MachineIdParams,
          body: CupMachineInputSchema,
          response: { 200: envelope(CupMachineSchema), ...errors(400, 404, 409) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { machineId } = request.params;
        const existing = await find(kind, machineId);
        if (existing === undefined) throw notFound();
        const input = validOrThrow(checkMachineInput(request.body, { kind: 'update', machineId }, now()));
        const stale = () =>
          new HttpError(409, 'REVISION_CONFLICT', MACHINE_MESSAGES.revisionConflict, {
            revision: MACHINE_MESSAGES.revisionConflict,
          });
        await db.transaction(async (tx) => {
          // The level as it is now, under the row lock: the machine may have moved it meanwhile.
          const [current] = await tx.select().from(cupMachines).where(eq(cupMachines.id, existing.id)).for('update');
          if (current === undefined || current.revision !== input.revision) throw stale();
          await tx
            .update(cupMachines)
            .set({
              ...columnsOf(input),
              levelBand: levelBand(current.level, input.capacity),
              revision: current.revision + 1,
              updatedAt: now(),
            })
            .where(eq(cupMachines.id, current.id));
          await writeAudit(
            tx,
            principal,
            `${info.audit}.update`,
            `${info.audit}:${machineId}`,
            snapshot(current),
            snapshot({ ...input, revision: current.revision + 1 }),
          );
        });
        return { _data: await read(kind, machineId) };
      },
    );
  }

  return Promise.resolve();
};
