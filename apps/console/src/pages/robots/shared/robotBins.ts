import type { CapacityState, RobotBin } from '@oa/contract/robots';
import { capacityStateLabel, materialLabel } from './robotLabels';

/** Most urgent first: a robot is as full as its fullest bin. */
const URGENCY: readonly CapacityState[] = ['FULL', 'WARNING', 'ON', 'OFF'];

/** The robot's most urgent bin state (FULL, then WARNING, ON, OFF); null without bins. */
export function worstCapacityState(bins: readonly RobotBin[]): CapacityState | null {
  let worst: CapacityState | null = null;
  for (const bin of bins) {
    if (worst === null || URGENCY.indexOf(bin.capacityState) < URGENCY.indexOf(worst)) worst = bin.capacityState;
  }
  return worst;
}

/** One bin in words: '페트 45%'. */
export const binText = (bin: RobotBin) => `${materialLabel(bin.material)} ${String(bin.fillPercent)}%`;

/** Every bin by slot, for a table cell or an export: '1 페트 45% · 2 캔 96%'; '-' without bins. */
export function binsSummary(bins: readonly RobotBin[]): string {
  if (bins.length === 0) return '-';
  return [...bins]
    .sort((a, b) => a.slot - b.slot)
    .map((bin) => `${String(bin.slot)} ${binText(bin)}`)
    .join(' · ');
}

/** The same with each bin's state, for the export: '1 페트 45% (정상) · 2 캔 96% (가득 참)'. */
export function binsDetail(bins: readonly RobotBin[]): string {
  if (bins.length === 0) return '-';
  return [...bins]
    .sort((a, b) => a.slot - b.slot)
    .map((bin) => `${String(bin.slot)} ${binText(bin)} (${capacityStateLabel(bin.capacityState)})`)
    .join(' · ');
}
