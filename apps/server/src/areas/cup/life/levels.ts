/**
 * A machine's level moved (cups rented or returned, a refill, an emptying): its band follows, and the level alerts
 * with it: a rental machine's LOW_STOCK and EMPTY, a return machine's FULL open as the band reaches them (one open
 * alert per machine and kind) and clear when it leaves. The simulator and the crew's manual work share it.
 */
import { levelBand, type LevelBand, type MachineAlertKind } from '@oa/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { cupMachineAlerts, cupMachines } from '../schema';

type Machine = Pick<typeof cupMachines.$inferSelect, 'id' | 'kind' | 'capacity'>;

/** The alerts a machine's level should have open, by kind and band. */
export const levelAlerts = (machine: Pick<Machine, 'kind'>, band: LevelBand): MachineAlertKind[] =>
  machine.kind === 'RENTAL'
    ? band === 'EMPTY'
      ? ['EMPTY']
      : band === 'LOW'
        ? ['LOW_STOCK']
        : []
    : band === 'FULL'
      ? ['FULL']
      : [];
const LEVEL_KINDS: MachineAlertKind[] = ['EMPTY', 'LOW_STOCK', 'FULL'];

/** Sets the machine's level and band; clears the level alerts it left, raises those it reached. */
export async function applyLevel(
  tx: Db,
  machine: Machine,
  level: number,
  now: Date,
): Promise<{ cleared: number; raised: MachineAlertKind[] }> {
  const band = levelBand(level, machine.capacity);
  await tx.update(cupMachines).set({ level, levelBand: band }).where(eq(cupMachines.id, machine.id));
  const wanted = levelAlerts(machine, band);
  const stale = LEVEL_KINDS.filter((kind) => !wanted.includes(kind));
  const cleared = await tx
    .update(cupMachineAlerts)
    .set({ clearedAt: now })
    .where(
      and(
        eq(cupMachineAlerts.machineId, machine.id),
        isNull(cupMachineAlerts.clearedAt),
        inArray(cupMachineAlerts.kind, stale),
      ),
    )
    .returning({ id: cupMachineAlerts.id });
  const raised: MachineAlertKind[] = [];
  for (const kind of wanted) {
    const inserted = await tx
      .insert(cupMachineAlerts)
      .values({
        machineId: machine.id,
        kind,
        detail: `${machine.kind === 'RENTAL' ? '재고' : '적재'} ${String(level)}개`,
        raisedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: cupMachineAlerts.id });
    if (inserted.length > 0) raised.push(kind);
  }
  return { cleared: cleared.length, raised };
}
