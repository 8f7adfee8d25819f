/**
 * The machine map while it loads (its code, the districts' shapes or the machines): the space of the map held, so
 * nothing moves when it arrives, and `data-pending-part` so the story tests' pictures wait for the map
 * (.storybook/visual.ts).
 */
import type { CupMachineKind } from '@oa/contract/cup';
import { Skeleton } from '@oa/ui/Skeleton';
import { Stack } from '@oa/ui/Stack';
import { MACHINE_WORDS } from '../shared/cupLabels';

export function MachineMapLoading({ kind }: { kind: CupMachineKind }) {
  return (
    <Stack gap="8" aria-busy="true">
      <p role="status" data-pending-part="">
        {MACHINE_WORDS[kind].noun} 지도를 불러오는 중…
      </p>
      <Skeleton variant="block" height={420} />
    </Stack>
  );
}
