/**
 * The machine monitors' rules as plain functions: how much a machine worries an operator (a rental machine
 * running out, a return machine filling up, either one silent), the summary counts, and the filters.
 */
import type { CupMachineKind, LevelBand, MachineStatus } from '@oa/contract/cup';

/** What the monitor's state filter and summary group machines by. */
export type MachineCondition = 'ALERT' | 'WATCH' | 'OFFLINE' | 'STOPPED' | 'OK';

/**
 * The level bands an operator acts on now (ALERT) and soon (WATCH): a rental machine empty / low, a return
 * machine full / almost full.
 */
const LEVEL_CONDITION: Record<CupMachineKind, Partial<Record<LevelBand, MachineCondition>>> = {
  RENTAL: { EMPTY: 'ALERT', LOW: 'WATCH' },
  RETURN: { FULL: 'ALERT', HIGH: 'WATCH' },
};

/** A machine's condition: offline first (nothing it says is current), then stopped or in check, then its level. */
export function conditionOf(machine: MachineStatus): MachineCondition {
  if (!machine.online) return 'OFFLINE';
  if (machine.state !== 'NORMAL') return 'STOPPED';
  return LEVEL_CONDITION[machine.kind][machine.levelBand] ?? 'OK';
}

const RANK: Record<MachineCondition, number> = { ALERT: 0, OFFLINE: 1, WATCH: 2, STOPPED: 3, OK: 4 };

/** Worst first; within a condition, a rental machine with less stock (a return machine fuller) first, then by id. */
export function byWorry(a: MachineStatus, b: MachineStatus): number {
  const rank = RANK[conditionOf(a)] - RANK[conditionOf(b)];
  if (rank !== 0) return rank;
  const share = (machine: MachineStatus) => machine.level / Math.max(1, machine.capacity);
  const level = a.kind === 'RENTAL' ? share(a) - share(b) : share(b) - share(a);
  return level !== 0 ? level : a.machineId.localeCompare(b.machineId);
}

export type MonitorSummary = Record<MachineCondition, number> & {
  /** Cups in every machine of the kind (a rental machine's stock, a return machine's fill), and room for them. */
  level: number;
  capacity: number;
};

export function summarize(machines: readonly MachineStatus[]): MonitorSummary {
  const summary: MonitorSummary = { ALERT: 0, WATCH: 0, OFFLINE: 0, STOPPED: 0, OK: 0, level: 0, capacity: 0 };
  for (const machine of machines) {
    summary[conditionOf(machine)] += 1;
    summary.level += machine.level;
    summary.capacity += machine.capacity;
  }
  return summary;
}

export interface MonitorFilter {
  district: string;
  condition: MachineCondition | '';
}

export const filterMachines = (machines: readonly MachineStatus[], filter: MonitorFilter) =>
  machines.filter(
    (machine) =>
      (filter.district === '' || machine.district === filter.district) &&
      (filter.condition === '' || conditionOf(machine) === filter.condition),
  );
