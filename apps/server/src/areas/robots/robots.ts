/**
 * Robot management (OA): the robot list and detail, register and edit, commands, the communication log and the
 * client options of the filters and the form. The live streams are in stream.ts. A client's admin user sees only
 * its client's robots (and its child clients'); another client's robot answers 404.
 */
import { Type } from '@fastify/type-provider-typebox';
import { OFFLINE_AFTER_SECONDS, ROBOT_LIST, ROBOT_LOG_LIST } from '@oa/contract';
import { OptionSchema } from '@oa/contract/schemas/common';
import {
  RobotCommandResultSchema,
  RobotCommandSchema,
  RobotInputSchema,
  RobotLogEntrySchema,
  RobotSchema,
} from '@oa/contract/schemas/robots';
import { and, asc, eq, getTableColumns, gte, isNull, lt, or } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { clientScope, seesClient } from '../../authz/scope';
import { writeAudit } from '../../audit/writeAudit';
import type { Db } from '../../db/database';
import { clients } from '../clients/schema';
import { robotLogs, robots } from './schema';
import { users } from '../users/schema';
import { action, anyScreen, principalOf, screen, SIGNED_IN, type Principal } from '../../http/access';
import { HttpError, invalid, MESSAGES, notFound } from '../../http/errors';
import { validOrThrow } from '../../http/forms';
import { listSpec, runList, type ListSpec } from '../../lists/listEngine';
import { envelope, errors, listSchema } from '../../http/routeSchemas';
import { checkCommandInput, runCommand } from './commands';
import type { RobotsPlugin } from './context';
import {
  capacityStatesOf,
  findRobot,
  LOG_PROJECTION,
  mergeBins,
  toLogEntry,
  toRobot,
  type LogItem,
  type RobotRow,
} from './model';
import { checkRobotInput, MESSAGES_ROBOT, type ValidRobotInput } from './validation';

/** The robot list (ROBOT_LIST); `online` is judged at `now()`. */
export function robotListSpec(now: () => Date): ListSpec {
  const onlineSince = () => new Date(now().getTime() - OFFLINE_AFTER_SECONDS * 1000);
  return listSpec(
    ROBOT_LIST,
    {
      q: { column: robots.machineId, alsoColumns: [robots.name, robots.address] },
      machineId: robots.machineId,
      name: robots.name,
      clientId: robots.clientId,
      district: robots.district,
      generation: robots.generation,
      operationState: robots.operationState,
      capacityState: robots.capacityStates,
      online: {
        column: robots.lastHeartbeatAt,
        booleanCondition: (online) =>
          online
            ? gte(robots.lastHeartbeatAt, onlineSince())
            : (or(isNull(robots.lastHeartbeatAt), lt(robots.lastHeartbeatAt, onlineSince())) ?? isNull(robots.id)),
      },
      installedAt: robots.installedAt,
      lastHeartbeatAt: robots.lastHeartbeatAt,
      createdAt: robots.createdAt,
    },
    robots.id,
  );
}

const robotLogList = listSpec(
  ROBOT_LOG_LIST,
  { machineId: robots.machineId, type: robotLogs.type, code: robotLogs.code, at: robotLogs.at },
  robotLogs.id,
);

const MachineIdParams = Type.Object({ machineId: Type.String({ maxLength: 64 }) });

/** The robot's columns the form sets. */
const columnsOf = (input: ValidRobotInput) => ({
  name: input.name,
  generation: input.generation,
  clientId: input.clientId,
  address: input.address,
  district: input.district,
  lat: input.lat,
  lng: input.lng,
  installedAt: input.installedAt,
  operationState: input.operationState,
  dayType: input.schedule.dayType,
  openTime: input.schedule.openTime,
  closeTime: input.schedule.closeTime,
  memo: input.memo,
});

/** What an audit record keeps of a robot: the form's values (bins without their live fill) and the revision. */
const robotSnapshot = (
  robot: Omit<ReturnType<typeof columnsOf>, 'district'> &
    Pick<RobotRow, 'district' | 'revision'> & {
      bins: readonly { slot: number; material: string; capacityLiters: number }[];
    },
) => ({
  name: robot.name,
  generation: robot.generation,
  clientId: robot.clientId,
  address: robot.address,
  district: robot.district,
  lat: robot.lat,
  lng: robot.lng,
  installedAt: robot.installedAt,
  operationState: robot.operationState,
  dayType: robot.dayType,
  openTime: robot.openTime,
  closeTime: robot.closeTime,
  memo: robot.memo,
  bins: robot.bins.map(({ slot, material, capacityLiters }) => ({ slot, material, capacityLiters })),
  revision: robot.revision,
});

/**
 * Registers a robot (its form checked, its client visible to `principal`), with an audit record. The machine id is
 * unique: 409 MACHINE_ID_TAKEN, also when two saves race (the unique index decides). Answers the machine id.
 */
export async function registerRobot(db: Db, principal: Principal, input: ValidRobotInput, at: Date): Promise<string> {
  const machineId = input.machineId ?? '';
  const taken = async () => {
    const [row] = await db.select({ id: robots.id }).from(robots).where(eq(robots.machineId, machineId));
    return row !== undefined;
  };
  const conflict = () =>
    new HttpError(409, 'MACHINE_ID_TAKEN', MESSAGES_ROBOT.machineIdTaken, { machineId: MESSAGES_ROBOT.machineIdTaken });
  if (await taken()) throw conflict();
  const bins = mergeBins(input.bins, []);
  const columns = { ...columnsOf(input), bins, capacityStates: capacityStatesOf(bins) };
  try {
    await db.transaction(async (tx) => {
      await tx.insert(robots).values({ machineId, ...columns, createdAt: at, updatedAt: at });
      const after = robotSnapshot({ ...columnsOf(input), bins, revision: 1 });
      await writeAudit(tx, principal, 'robot.create', `robot:${machineId}`, null, after);
    });
  } catch (error) {
    // Two saves at once: the unique index decides, the second is told the id is taken.
    if (await taken()) throw conflict();
    throw error;
  }
  return machineId;
}

export const robotRoutes: RobotsPlugin = (app, { db, robotEvents: events, now }) => {
  const robotList = robotListSpec(now);
  const withClient = (query: PgSelect) =>
    query.leftJoin(clients, eq(clients.id, robots.clientId)) as unknown as PgSelect;

  /** The client must exist and be one the user sees; a client's user may not leave a robot without a client. */
  const checkClient = async (principal: Principal, clientId: number | null) => {
    if (clientId === null) {
      if (principal.clientId !== null) throw invalid({ clientId: '고객사를 선택해 주세요.' });
      return;
    }
    if (!(await seesClient(db, principal, clientId))) throw invalid({ clientId: MESSAGES.unknownClient });
  };

  const readRobot = async (machineId: string, principal: Principal) => {
    const row = await findRobot(db, machineId, principal);
    if (row === undefined) throw notFound();
    return toRobot(row, now());
  };

  app.get(
    '/v1/robots',
    {
      // The robot directory of every robot screen: the list itself, realtime control's robot picker and the RC 4.0
      // rollout's robot choice (each user still sees only their clients' robots).
      config: {
        access: anyScreen(
          '/dashboard/webin-manage-list',
          '/dashboard/realtime-control/:machineId?',
          '/dashboard/rc-4_0-version/edit',
          '/dashboard/rc-4_0-ai-model/edit',
        ),
      },
      schema: listSchema(ROBOT_LIST, RobotSchema, {
        tags: ['robots'],
        summary: '로봇 목록',
        description: 'q: 기기 ID·이름·주소 포함. capacityState(any): 어느 수거함이 그 상태. online: eq:true|false.',
      }),
    },
    async (request) => {
      const page = await runList<RobotRow & { clientName: string | null }>({
        db,
        from: robots,
        projection: { ...getTableColumns(robots), clientName: clients.name },
        joins: withClient,
        spec: robotList,
        query: request.query,
        scope: clientScope(principalOf(request), robots.clientId),
      });
      const at = now();
      return { _data: { ...page, items: page.items.map((row) => toRobot(row, at)) } };
    },
  );

  app.get(
    '/v1/robots/:machineId',
    {
      config: {
        access: anyScreen(
          '/dashboard/webin-manage-list',
          '/dashboard/webin-manage-register/:machineId?',
          '/dashboard/realtime-control/:machineId?',
        ),
      },
      schema: {
        tags: ['robots'],
        summary: '로봇 상세',
        params: MachineIdParams,
        response: { 200: envelope(RobotSchema), ...errors(404) },
      },
    },
    async (request) => ({ _data: await readRobot(request.params.machineId, principalOf(request)) }),
  );

  app.post(
    '/v1/robots',
    {
      config: { access: action('registerRobot') },
      attachValidation: true,
      schema: {
        tags: ['robots'],
        summary: '로봇 등록',
        body: RobotInputSchema,
        response: { 201: envelope(RobotSchema), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkRobotInput(request.body, { kind: 'create' }, now()));
      await checkClient(principal, input.clientId);
      const machineId = await registerRobot(db, principal, input, now());
      return reply.code(201).send({ _data: await readRobot(machineId, principal) });
    },
  );

  app.put(
    '/v1/robots/:machineId',
    {
      config: { access: action('editRobot') },
      attachValidation: true,
      schema: {
        tags: ['robots'],
        summary: '로봇 수정 (revision이 다르면 409)',
        params: MachineIdParams,
        body: RobotInputSchema,
        response: { 200: envelope(RobotSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { machineId } = request.params;
      const existing = await findRobot(db, machineId, principal);
      if (existing === undefined) throw notFound();
      const input = validOrThrow(checkRobotInput(request.body, { kind: 'update', machineId }, now()));
      await checkClient(principal, input.clientId);
      const stale = () =>
        new HttpError(409, 'REVISION_CONFLICT', MESSAGES_ROBOT.revisionConflict, {
          revision: MESSAGES_ROBOT.revisionConflict,
        });
      if (input.revision !== existing.revision) throw stale();
      await db.transaction(async (tx) => {
        // The live bins (fill) as they are now, under the row lock: the simulator may have moved them meanwhile.
        const [current] = await tx.select().from(robots).where(eq(robots.id, existing.id)).for('update');
        const revision = input.revision ?? 0;
        if (current?.revision !== revision) throw stale();
        const bins = mergeBins(input.bins, current.bins);
        await tx
          .update(robots)
          .set({
            ...columnsOf(input),
            bins,
            capacityStates: capacityStatesOf(bins),
            revision: current.revision + 1,
            updatedAt: now(),
          })
          .where(and(eq(robots.id, existing.id), eq(robots.revision, revision)));
        await writeAudit(
          tx,
          principal,
          'robot.update',
          `robot:${machineId}`,
          robotSnapshot(current),
          robotSnapshot({ ...columnsOf(input), bins, revision: current.revision + 1 }),
        );
      });
      events.changed([existing.id]);
      return { _data: await readRobot(machineId, principal) };
    },
  );

  app.post(
    '/v1/robots/:machineId/commands',
    {
      config: { access: action('sendRobotCommand') },
      attachValidation: true,
      schema: {
        tags: ['robots'],
        summary: '로봇 제어 명령 (requestId로 멱등)',
        description:
          'RESTART, SET_OPERATION_STATE(operationState), OPEN_DOOR, LOCK_DOOR, EMPTY_BIN(slot), CALIBRATE_WEIGHT(slot, referenceGrams), CALIBRATE_HEIGHT(slot, emptyHeightMm). 연결되지 않은 로봇: 409 ROBOT_OFFLINE (통신 로그에 실패로 기록). 같은 requestId(보낸 사람, 로봇, 명령별): 같은 내용이면 처음 응답, 다른 내용이면 422 REQUEST_ID_REUSED.',
        params: MachineIdParams,
        body: RobotCommandSchema,
        response: {
          200: envelope(RobotCommandResultSchema),
          ...errors(400, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const command = validOrThrow(checkCommandInput(request.body));
      const robot = await findRobot(db, request.params.machineId, principal);
      if (robot === undefined) throw notFound();
      const outcome = await runCommand(db, robot, command, principal, now());
      events.changed([robot.id]);
      if (outcome.status === 409) {
        throw new HttpError(409, 'ROBOT_OFFLINE', MESSAGES_ROBOT.offline);
      }
      return { _data: { log: outcome.log, state: outcome.state } };
    },
  );

  app.get(
    '/v1/robot-logs',
    {
      config: { access: screen('/dashboard/webin-connection-log') },
      schema: listSchema(ROBOT_LOG_LIST, RobotLogEntrySchema, { tags: ['robots'], summary: '통신 로그' }),
    },
    async (request) => {
      const page = await runList<LogItem>({
        db,
        from: robotLogs,
        projection: LOG_PROJECTION,
        filterJoins: (query) => query.innerJoin(robots, eq(robots.id, robotLogs.robotId)),
        joins: (query) => query.leftJoin(users, eq(users.id, robotLogs.actorUserId)),
        spec: robotLogList,
        query: request.query,
        scope: clientScope(principalOf(request), robots.clientId),
      });
      return { _data: { ...page, items: page.items.map(toLogEntry) } };
    },
  );

  app.get(
    '/v1/client-options',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['clients'],
        summary: '선택할 수 있는 고객사 (필터와 입력 양식용, 이름순)',
        response: { 200: envelope(Type.Array(OptionSchema)) },
      },
    },
    async (request) => ({
      _data: await db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(clientScope(principalOf(request), clients.id))
        .orderBy(asc(clients.name), asc(clients.id)),
    }),
  );

  return Promise.resolve();
};
