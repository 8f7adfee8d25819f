/** The machine map while it loads (its code, the districts' shapes or the machines): the map's space held. */
import type { CupMachineKind } from '@oa/contract/cup';
import { PartLoading } from '../../../app/shell/PartLoading';
import { MACHINE_WORDS } from '../shared/cupLabels';

export function MachineMapLoading({ kind }: { kind: CupMachineKind }) {
  return <PartLoading height={420} status={`${MACHINE_WORDS[kind].noun} 지도를 불러오는 중…`} />;
}
