/**
 * Machine alerts (SEOUL_CUP): open and past alerts of rental and return machines (low stock, empty, full, jam,
 * offline), and 확인 of an open one (audited; acknowledging twice keeps the first). An alert clears by itself when
 * its cause does (the simulator, a refill, an emptying).
 */
import { Type } from '@fastify/type-provider-typebox';
import { CUP_PATHS, MACHINE_ALERT_LIST, type MachineAlert } from '@oa/contract';
import { MachineAlertSchema } from '@oa/contract/schemas/cup';
import { eq, isNull, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../../audit/writeAudit';
import { action, anyScreen, principalOf } from '../../../http/access';
import { notFound } from '../../../http/errors';
import { envelope, errors, listSchema } from '../../../http/routeSchemas';
import { listSpec, runList } from '../../../lists/listEngine';
import { users } from '../../users/schema';
import type { AreaPlugin } from '../../area';
import { cupMachineAlerts, cupMachines } from '../schema';

const alertList = listSpec(
  MACHINE_ALERT_LIST,
  {
    machineId: cupMachines.machineId,
    machineKind: cupMachines.kind,
    kind: cupMachineAlerts.kind,
    open: {
      column: cupMachineAlerts.clearedAt,
      booleanCondition: (open) =>
        open ? isNull(cupMachineAlerts.clearedAt) : sql`${cupMachineAlerts.clearedAt} is not null`,
    },
    district: cupMachines.district,
    raisedAt: cupMachineAlerts.raisedAt,
  },
  cupMachineAlerts.id,
);

const projection = {
  id: cupMachineAlerts.id,
  machineId: cupMachines.machineId,
  machineKind: cupMachines.kind,
  machineName: cupMachines.name,
  district: cupMachines.district,
  kind: cupMachineAlerts.kind,
  detail: cupMachineAlerts.detail,
  raisedAt: cupMachineAlerts.raisedAt,
  clearedAt: cupMachineAlerts.clearedAt,
  acknowledgedAt: cupMachineAlerts.acknowledgedAt,
  acknowledgedBy: users.name,
};
type AlertRow = Omit<MachineAlert, 'raisedAt' | 'clearedAt' | 'acknowledgedAt' | 'district'> & {
  district: string;
  raisedAt: Date;
  clearedAt: Date | null;
  acknowledgedAt: Date | null;
};

const toAlert = (row: AlertRow): MachineAlert => ({
  ...row,
  district: row.district as MachineAlert['district'],
  raisedAt: row.raisedAt.toISOString(),
  clearedAt: row.clearedAt?.toISOString() ?? null,
  acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
});

const withMachine = (query: PgSelect) =>
  query.innerJoin(cupMachines, eq(cupMachines.id, cupMachineAlerts.machineId)) as unknown as PgSelect;
const withAcknowledger = (query: PgSelect) =>
  query.leftJoin(users, eq(users.id, cupMachineAlerts.acknowledgedBy)) as unknown as PgSelect;

export const machineAlertRoutes: AreaPlugin = (app, { db, now }) => {
  const read = async (id: number) => {
    const query = db.select(projection).from(cupMachineAlerts).$dynamic();
    const [row] = await withAcknowledger(withMachine(query)).where(eq(cupMachineAlerts.id, id));
    return row as AlertRow | undefined;
  };

  app.get(
    CUP_PATHS.machineAlerts,
    {
      config: {
        access: anyScreen('/cup/rental-machine-alert', '/cup/rental-machine-monitor', '/cup/return-machine-monitor'),
      },
      schema: listSchema(MACHINE_ALERT_LIST, MachineAlertSchema, {
        tags: ['cup'],
        summary: '대여기·반납기 알림',
        description: 'open: eq:true (아직 해소되지 않은 알림) | eq:false (지난 알림). machineKind: RENTAL|RETURN.',
      }),
    },
    async (request) => {
      const page = await runList<AlertRow>({
        db,
        from: cupMachineAlerts,
        projection,
        joins: withAcknowledger,
        filterJoins: withMachine,
        spec: alertList,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map(toAlert) } };
    },
  );

  app.post(
    '/v1/machine-alerts/:id/acknowledge',
    {
      config: { access: action('editRentalMachine') },
      schema: {
        tags: ['cup'],
        summary: '알림 확인 (이미 확인한 알림은 처음 확인이 남습니다)',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: envelope(MachineAlertSchema), ...errors(404) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const found = await read(id);
      if (found === undefined) throw notFound();
      if (found.acknowledgedAt === null) {
        await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(cupMachineAlerts)
            .set({ acknowledgedAt: now(), acknowledgedBy: principal.userId })
            .where(sql`${cupMachineAlerts.id} = ${id} and ${cupMachineAlerts.acknowledgedAt} is null`)
            .returning({ id: cupMachineAlerts.id });
          if (updated !== undefined)
            await writeAudit(tx, principal, 'machineAlert.acknowledge', `machineAlert:${String(id)}`, null, {
              machineId: found.machineId,
              kind: found.kind,
            });
        });
      }
      const row = await read(id);
      if (row === undefined) throw notFound();
      return { _data: toAlert(row) };
    },
  );

  return Promise.resolve();
};
