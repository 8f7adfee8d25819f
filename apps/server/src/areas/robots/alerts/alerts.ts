/**
 * Alert operation (webin-alaram, OA): who is alerted for which robot events on which days and hours, and the
 * history of alerts raised. RC_MANAGER_VIEW or _EDIT reads; RC_MANAGER_EDIT (action editAlertRecipients) changes.
 * A client's admin user sees and changes only recipients of its clients and the history of its robots.
 */
import { Type } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  ALERT_EVENTS,
  ALERT_HISTORY_LIST,
  ALERT_RECIPIENT_LIST,
  DAY_TYPES,
  type AlertEvent,
  type DayType,
} from '@oa/contract';
import { AlertHistoryEntrySchema, AlertRecipientInputSchema, AlertRecipientSchema } from '@oa/contract/schemas/robots';
import { writeAudit } from '../../../audit/writeAudit';
import { clientScope, seesClient } from '../../../authz/scope';
import type { Db } from '../../../db/database';
import { alertHistory, alertRecipients, robots } from '../schema';
import { clients } from '../../clients/schema';
import { action, principalOf, screen, type Principal } from '../../../http/access';
import { invalid, MESSAGES, notFound } from '../../../http/errors';
import { maskPhone } from '../../../http/forms';
import { listSpec, runList } from '../../../lists/listEngine';
import { envelope, IdParams, listSchema, serialized, uncheckedBody } from '../../../http/routeSchemas';
import type { AreaPlugin } from '../../area';
import { machineIdOf, robotScope } from '../model';

const ALERT_SCREEN = '/dashboard/webin-alaram';

const recipientList = listSpec(
  ALERT_RECIPIENT_LIST,
  {
    name: alertRecipients.name,
    event: alertRecipients.events,
    enabled: alertRecipients.enabled,
    clientId: alertRecipients.clientId,
    createdAt: alertRecipients.createdAt,
  },
  alertRecipients.id,
);

const historyList = listSpec(
  ALERT_HISTORY_LIST,
  { machineId: machineIdOf(alertHistory.robotId), event: alertHistory.event, at: alertHistory.at },
  alertHistory.id,
);

/**
 * The body of POST and PUT. Loose on purpose: the handler checks each field and answers a Korean message per field
 * (a schema failure would only say "올바른 값을 입력해 주세요."). On PUT `phone` may be left out, or sent back
 * masked as it was answered: the stored number stays.
 */
const AlertRecipientBody = uncheckedBody(AlertRecipientInputSchema, ['phone', 'clientId', 'enabled']);
type RawBody = Record<string, unknown>;

const recipientProjection = {
  id: alertRecipients.id,
  name: alertRecipients.name,
  phone: alertRecipients.phone,
  events: alertRecipients.events,
  dayType: alertRecipients.dayType,
  startTime: alertRecipients.startTime,
  endTime: alertRecipients.endTime,
  clientId: alertRecipients.clientId,
  clientName: clients.name,
  enabled: alertRecipients.enabled,
  createdAt: alertRecipients.createdAt,
  updatedAt: alertRecipients.updatedAt,
};

const recipientJoins = (query: PgSelect) =>
  query.leftJoin(clients, eq(clients.id, alertRecipients.clientId)) as unknown as PgSelect;

const masked = <T extends { phone: string }>(row: T) => ({ ...row, phone: maskPhone(row.phone) ?? '' });

/** What an audit record keeps of a recipient (the phone masked). */
const recipientSnapshot = (recipient: Omit<RecipientValues, 'phone'> & { phone: string }) => ({
  name: recipient.name,
  phone: maskPhone(recipient.phone),
  events: recipient.events,
  dayType: recipient.dayType,
  startTime: recipient.startTime,
  endTime: recipient.endTime,
  clientId: recipient.clientId,
  enabled: recipient.enabled,
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^010-?(\d{4})-?(\d{4})$/;

export interface RecipientValues {
  name: string;
  /** Normalized 010-1234-5678; undefined: keep the stored one (PUT). */
  phone: string | undefined;
  events: AlertEvent[];
  dayType: DayType;
  startTime: string;
  endTime: string;
  clientId: number | null;
  enabled: boolean;
}

/** Checks a recipient body; every problem is a Korean message on its field (400 INVALID_INPUT). */
async function checkRecipient(
  db: Db,
  principal: Principal,
  body: RawBody,
  current: { phone: string } | null,
): Promise<RecipientValues> {
  const fields: Record<string, string> = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name.length < 1 || name.length > 30) fields.name = '이름은 1자 이상 30자 이하로 입력해 주세요.';

  let phone: string | undefined;
  const rawPhone = body.phone;
  if (rawPhone === undefined && current !== null) phone = undefined;
  else if (typeof rawPhone === 'string' && current !== null && rawPhone === maskPhone(current.phone)) phone = undefined;
  else {
    const match = typeof rawPhone === 'string' ? PHONE.exec(rawPhone.trim()) : null;
    if (match === null) fields.phone = '휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.';
    else phone = `010-${match[1] ?? ''}-${match[2] ?? ''}`;
  }

  const events = Array.isArray(body.events) ? body.events : null;
  if (events === null || events.length === 0) fields.events = '알림 받을 이벤트를 하나 이상 선택해 주세요.';
  else if (!events.every((event) => (ALERT_EVENTS as readonly unknown[]).includes(event))) {
    fields.events = `이벤트는 ${ALERT_EVENTS.join(', ')} 중에서 선택해 주세요.`;
  } else if (new Set(events).size !== events.length) fields.events = '같은 이벤트가 두 번 선택되었습니다.';

  if (!(DAY_TYPES as readonly unknown[]).includes(body.dayType))
    fields.dayType = '요일 구분(매일 또는 평일)을 선택해 주세요.';
  const startTime = typeof body.startTime === 'string' ? body.startTime : '';
  const endTime = typeof body.endTime === 'string' ? body.endTime : '';
  if (!TIME.test(startTime)) fields.startTime = '시작 시각을 HH:mm 형식으로 입력해 주세요.';
  if (!TIME.test(endTime)) fields.endTime = '종료 시각을 HH:mm 형식으로 입력해 주세요.';
  else if (TIME.test(startTime) && startTime >= endTime) fields.endTime = '종료 시각은 시작 시각보다 늦어야 합니다.';

  const rawClient = body.clientId ?? null;
  let clientId: number | null = null;
  if (rawClient === null) {
    if (principal.clientId !== null) fields.clientId = '고객사를 선택해 주세요.';
  } else if (typeof rawClient !== 'number' || !Number.isInteger(rawClient) || rawClient < 1) {
    fields.clientId = '고객사를 다시 선택해 주세요.';
  } else if (!(await seesClient(db, principal, rawClient))) {
    fields.clientId = MESSAGES.unknownClient;
  } else clientId = rawClient;

  const enabled = body.enabled ?? true;
  if (typeof enabled !== 'boolean') fields.enabled = '사용 여부를 선택해 주세요.';

  if (Object.keys(fields).length > 0) throw invalid(fields);
  return {
    name,
    phone,
    events: events as AlertEvent[],
    dayType: body.dayType as DayType,
    startTime,
    endTime,
    clientId,
    enabled: enabled as boolean,
  };
}

export const alertRoutes: AreaPlugin = (app, { db }) => {
  const findRecipient = async (id: number, principal: Principal) => {
    const [row] = await db
      .select(recipientProjection)
      .from(alertRecipients)
      .leftJoin(clients, eq(clients.id, alertRecipients.clientId))
      .where(and(eq(alertRecipients.id, id), clientScope(principal, alertRecipients.clientId)));
    return row;
  };

  app.get(
    '/v1/alert-recipients',
    {
      config: { access: screen(ALERT_SCREEN) },
      schema: listSchema(ALERT_RECIPIENT_LIST, AlertRecipientSchema, {
        tags: ['alerts'],
        summary: '알림 수신자 목록 (전화번호 마스킹)',
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      const page = await runList<{ phone: string } & Record<string, unknown>>({
        db,
        from: alertRecipients,
        projection: recipientProjection,
        joins: recipientJoins,
        spec: recipientList,
        query: request.query,
        scope: clientScope(principal, alertRecipients.clientId),
      });
      return serialized({ _data: { ...page, items: page.items.map(masked) } });
    },
  );

  const oneRecipient = envelope(AlertRecipientSchema);

  app.post(
    '/v1/alert-recipients',
    {
      config: { access: action('editAlertRecipients') },
      schema: {
        tags: ['alerts'],
        summary: '알림 수신자 등록',
        body: AlertRecipientBody,
        response: { 201: oneRecipient },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const values = await checkRecipient(db, principal, request.body, null);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(alertRecipients)
          .values({ ...values, phone: values.phone ?? '' })
          .returning({ id: alertRecipients.id });
        if (row === undefined) throw new Error('alert recipient not created');
        await writeAudit(
          tx,
          principal,
          'alertRecipient.create',
          `alertRecipient:${String(row.id)}`,
          null,
          recipientSnapshot({ ...values, phone: values.phone ?? '' }),
        );
        return row.id;
      });
      const created = await findRecipient(id, principal);
      if (created === undefined) throw notFound();
      return reply.code(201).send(serialized({ _data: masked(created) }));
    },
  );

  app.put(
    '/v1/alert-recipients/:id',
    {
      config: { access: action('editAlertRecipients') },
      schema: {
        tags: ['alerts'],
        summary: '알림 수신자 수정 (phone을 빼거나 마스킹된 값 그대로 보내면 기존 번호 유지)',
        params: IdParams,
        body: AlertRecipientBody,
        response: { 200: oneRecipient },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const current = await findRecipient(id, principal);
      if (current === undefined) throw notFound();
      const values = await checkRecipient(db, principal, request.body, current);
      await db.transaction(async (tx) => {
        await tx
          .update(alertRecipients)
          .set({
            name: values.name,
            ...(values.phone === undefined ? {} : { phone: values.phone }),
            events: values.events,
            dayType: values.dayType,
            startTime: values.startTime,
            endTime: values.endTime,
            clientId: values.clientId,
            enabled: values.enabled,
            updatedAt: new Date(),
          })
          .where(eq(alertRecipients.id, id));
        await writeAudit(
          tx,
          principal,
          'alertRecipient.update',
          `alertRecipient:${String(id)}`,
          recipientSnapshot(current),
          recipientSnapshot({ ...values, phone: values.phone ?? current.phone }),
        );
      });
      const updated = await findRecipient(id, principal);
      if (updated === undefined) throw notFound();
      return serialized({ _data: masked(updated) });
    },
  );

  app.delete(
    '/v1/alert-recipients/:id',
    {
      config: { access: action('editAlertRecipients') },
      schema: {
        tags: ['alerts'],
        summary: '알림 수신자 삭제',
        params: IdParams,
        response: { 200: envelope(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const current = await findRecipient(id, principal);
      if (current === undefined) throw notFound();
      await db.transaction(async (tx) => {
        await tx.delete(alertRecipients).where(eq(alertRecipients.id, id));
        await writeAudit(
          tx,
          principal,
          'alertRecipient.delete',
          `alertRecipient:${String(id)}`,
          recipientSnapshot(current),
          null,
        );
      });
      return { _data: { id } };
    },
  );

  app.get(
    '/v1/alert-history',
    {
      config: { access: screen(ALERT_SCREEN) },
      schema: listSchema(ALERT_HISTORY_LIST, AlertHistoryEntrySchema, { tags: ['alerts'], summary: '알림 발송 이력' }),
    },
    async (request) => {
      const page = await runList({
        db,
        from: alertHistory,
        projection: {
          id: alertHistory.id,
          machineId: robots.machineId,
          robotName: robots.name,
          event: alertHistory.event,
          message: alertHistory.message,
          recipients: alertHistory.recipients,
          at: alertHistory.at,
        },
        joins: (query) => query.innerJoin(robots, eq(robots.id, alertHistory.robotId)) as unknown as PgSelect,
        spec: historyList,
        query: request.query,
        scope: robotScope(principalOf(request), alertHistory.robotId),
      });
      return serialized({ _data: page });
    },
  );
  return Promise.resolve();
};
