/**
 * Machine alerts (SEOUL_CUP): open and past alerts of rental and return machines (low stock, empty, full, jam,
 * offline), and 확인 of an open one (audited; acknowledging twice keeps the first). An alert opens and clears by
 * itself as its cause does: the machines' reports (reports.ts) and the levels (life/levels.ts).
 */
import { MACHINE_ALERT_LIST, type MachineAlert } from '@oa/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../../audit/writeAudit';
import type { Db } from '../../../db/database';
import type { Principal } from '../../../http/access';
import { notFound } from '../../../http/errors';
import { listSpec, runList, type ListPage } from '../../../lists/listEngine';
import { users } from '../../users/schema';
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

async function readAlert(db: Db, id: number): Promise<AlertRow | undefined> {
  const query = db.select(projection).from(cupMachineAlerts).$dynamic();
  const [row] = await withAcknowledger(withMachine(query)).where(eq(cupMachineAlerts.id, id));
  return row as AlertRow | undefined;
}

/** A page of the alerts, with their machines. */
export async function listAlerts(db: Db, query: Record<string, unknown>): Promise<ListPage<MachineAlert>> {
  const page = await runList<AlertRow>({
    db,
    from: cupMachineAlerts,
    projection,
    joins: withAcknowledger,
    filterJoins: withMachine,
    spec: alertList,
    query,
  });
  return { ...page, items: page.items.map(toAlert) };
}

/** 확인 of an alert: the first acknowledgement is kept (and audited once); 404 for an unknown one. */
export async function acknowledgeAlert(db: Db, principal: Principal, id: number, at: Date): Promise<MachineAlert> {
  const found = await readAlert(db, id);
  if (found === undefined) throw notFound();
  if (found.acknowledgedAt === null) {
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(cupMachineAlerts)
        .set({ acknowledgedAt: at, acknowledgedBy: principal.userId })
        .where(sql`${cupMachineAlerts.id} = ${id} and ${cupMachineAlerts.acknowledgedAt} is null`)
        .returning({ id: cupMachineAlerts.id });
      if (updated !== undefined)
        await writeAudit(tx, principal, 'machineAlert.acknowledge', `machineAlert:${String(id)}`, null, {
          machineId: found.machineId,
          kind: found.kind,
        });
    });
  }
  const row = await readAlert(db, id);
  if (row === undefined) throw notFound();
  return toAlert(row);
}
