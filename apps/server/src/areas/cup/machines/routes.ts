/**
 * The machines' routes (SEOUL_CUP): rental and return machines (list, map, one, register, edit), their alerts (list,
 * 확인), the monitors' live streams and the home page's summary. Each handler parses, authorises (the route's
 * access), calls the domain (machines.ts, alerts.ts, streams.ts, summary.ts) and answers.
 */
import { Type } from '@fastify/type-provider-typebox';
import { CUP_MAP_MAX, CUP_MACHINE_LIST, CUP_PATHS, MACHINE_ALERT_LIST, type CupMachineKind } from '@oa/contract';
import {
  CupMachineInputSchema,
  CupMachineSchema,
  CupSummarySchema,
  MachineAlertSchema,
  MachineMapSchema,
} from '@oa/contract/schemas/cup';
import { action, anyScreen, principalOf, screen } from '../../../http/access';
import { validOrThrow } from '../../../http/forms';
import { envelope, errors, listSchema, ListQuerystring } from '../../../http/routeSchemas';
import { lastEventId, openSse, SSE_HEARTBEAT_MS } from '../../../http/sse';
import type { CupPlugin } from '../context';
import { acknowledgeAlert, listAlerts } from './alerts';
import {
  editMachine,
  listMachines,
  MACHINE_KINDS,
  machineListSpec,
  mapMachines,
  readMachine,
  registerMachine,
} from './machines';
import { followMachines, followReturns, machineSnapshot, MONITORS, returnBacklog } from './streams';
import { keptSummary } from './summary';
import { checkMachineInput } from './validation';

const MachineIdParams = Type.Object({ machineId: Type.String({ maxLength: 64 }) });
const tags = ['cup'];

/** Each kind's list, map, one machine, register and edit. */
const machineRoutes: CupPlugin = (app, { db, now }) => {
  const spec = machineListSpec(now);
  for (const [kind, info] of Object.entries(MACHINE_KINDS) as [CupMachineKind, (typeof MACHINE_KINDS)['RENTAL']][]) {
    app.get(
      info.path,
      {
        config: { access: info.read },
        schema: listSchema(CUP_MACHINE_LIST, CupMachineSchema, {
          tags,
          summary: `${info.noun} 목록`,
          description: 'q: 기기 ID·이름·주소 포함. levelBand: EMPTY|LOW|NORMAL|HIGH|FULL. online: eq:true|false.',
        }),
      },
      async (request) => ({ _data: await listMachines(db, spec, kind, request.query, now()) }),
    );

    app.get(
      CUP_PATHS.machineMap(kind),
      {
        config: { access: info.read },
        schema: {
          tags,
          summary: `${info.noun} 지도 (목록과 같은 조건의 모든 기기, 최대 ${String(CUP_MAP_MAX)}대)`,
          description: 'filter는 목록과 같습니다. page, size, sort는 쓰지 않습니다.',
          querystring: ListQuerystring,
          response: { 200: envelope(MachineMapSchema), ...errors(400) },
        },
      },
      async (request) => ({ _data: await mapMachines(db, spec, kind, request.query, now()) }),
    );

    app.get(
      `${info.path}/:machineId`,
      {
        config: { access: info.read },
        schema: {
          tags,
          summary: `${info.noun} 상세`,
          params: MachineIdParams,
          response: { 200: envelope(CupMachineSchema), ...errors(404) },
        },
      },
      async (request) => ({ _data: await readMachine(db, kind, request.params.machineId, now()) }),
    );

    app.post(
      info.path,
      {
        config: { access: info.edit },
        attachValidation: true,
        schema: {
          tags,
          summary: `${info.noun} 등록`,
          body: CupMachineInputSchema,
          response: { 201: envelope(CupMachineSchema), ...errors(400, 409) },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const input = validOrThrow(checkMachineInput(request.body, { kind: 'create' }, now()));
        return reply.code(201).send({ _data: await registerMachine(db, principal, kind, input, now()) });
      },
    );

    app.put(
      `${info.path}/:machineId`,
      {
        config: { access: info.edit },
        attachValidation: true,
        schema: {
          tags,
          summary: `${info.noun} 수정 (revision이 다르면 409)`,
          params: MachineIdParams,
          body: CupMachineInputSchema,
          response: { 200: envelope(CupMachineSchema), ...errors(400, 404, 409) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { machineId } = request.params;
        await readMachine(db, kind, machineId, now());
        const input = validOrThrow(checkMachineInput(request.body, { kind: 'update', machineId }, now()));
        return { _data: await editMachine(db, principal, kind, machineId, input, now()) };
      },
    );
  }
  return Promise.resolve();
};

/** The alerts' list and 확인. */
const alertRoutes: CupPlugin = (app, { db, now }) => {
  app.get(
    CUP_PATHS.machineAlerts,
    {
      config: {
        access: anyScreen('/cup/rental-machine-alert', '/cup/rental-machine-monitor', '/cup/return-machine-monitor'),
      },
      schema: listSchema(MACHINE_ALERT_LIST, MachineAlertSchema, {
        tags,
        summary: '대여기·반납기 알림',
        description: 'open: eq:true (아직 해소되지 않은 알림) | eq:false (지난 알림). machineKind: RENTAL|RETURN.',
      }),
    },
    async (request) => ({ _data: await listAlerts(db, request.query) }),
  );

  app.post(
    '/v1/machine-alerts/:id/acknowledge',
    {
      config: { access: action('editRentalMachine') },
      schema: {
        tags,
        summary: '알림 확인 (이미 확인한 알림은 처음 확인이 남습니다)',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: envelope(MachineAlertSchema), ...errors(404) },
      },
    },
    async (request) => ({ _data: await acknowledgeAlert(db, principalOf(request), request.params.id, now()) }),
  );
  return Promise.resolve();
};

/** The monitors' live streams (Server-Sent Events; streams.ts says what they send). */
const streamRoutes: CupPlugin = (app, { db, cupLive, now, accessTokenTtl, streamHeartbeatMs }) => {
  const maxStreamMs = accessTokenTtl * 1000;
  const heartbeatMs = streamHeartbeatMs ?? SSE_HEARTBEAT_MS;
  for (const [kind, monitor] of Object.entries(MONITORS) as [CupMachineKind, (typeof MONITORS)['RENTAL']][]) {
    app.get(
      CUP_PATHS.machineStream(kind),
      {
        config: { access: monitor.access },
        schema: {
          tags,
          summary: `${monitor.noun} 실시간 (Server-Sent Events: snapshot, machine)`,
          description:
            'text/event-stream. 처음에 `event: snapshot` (MachineStatus[]), 이후 바뀐 기기마다 `event: machine`. 15초마다 `: heartbeat`.',
        },
      },
      async (request, reply) => {
        const at = now();
        const snapshot = await machineSnapshot(db, kind, at);
        followMachines(cupLive, kind, openSse(request, reply, heartbeatMs, maxStreamMs), snapshot, at);
      },
    );
  }

  app.get(
    CUP_PATHS.returnEventStream,
    {
      config: { access: screen('/cup/return-machine-information-monitor') },
      schema: {
        tags,
        summary: '반납 이벤트 실시간 (Server-Sent Events: return)',
        description:
          'text/event-stream. `event: return` ReturnEvent (`id:` 이벤트 ID; Last-Event-ID 헤더로 이어 받기). 처음 연결하면 최근 20건. 15초마다 `: heartbeat`.',
      },
    },
    async (request, reply) => {
      const resumeAfter = lastEventId(request);
      const backlog = await returnBacklog(db, resumeAfter);
      followReturns(cupLive, openSse(request, reply, heartbeatMs, maxStreamMs), backlog, resumeAfter);
    },
  );
  return Promise.resolve();
};

/** The home page's counts of the programme. */
const summaryRoutes: CupPlugin = (app, { db, now }) => {
  const summary = keptSummary(db);
  app.get(
    CUP_PATHS.summary,
    {
      config: {
        access: anyScreen(
          '/cup/rental-machine',
          '/cup/return-machine',
          '/cup/rental-machine-alert',
          '/cup/rental-information-monitor',
        ),
      },
      schema: { tags, summary: '서울컵 요약 (홈 화면)', response: { 200: envelope(CupSummarySchema) } },
    },
    async () => ({ _data: await summary(now()) }),
  );
  return Promise.resolve();
};

/** Every route of the machines' sub-area. */
export const machinesRoutes: CupPlugin = async (app, context) => {
  await machineRoutes(app, context);
  await alertRoutes(app, context);
  await streamRoutes(app, context);
  await summaryRoutes(app, context);
};
