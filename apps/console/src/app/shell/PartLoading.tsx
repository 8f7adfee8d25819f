/**
 * A part of a screen still on its way (its code, or its answer): its space held by a block of its height, so
 * nothing below it moves when it arrives; busy for assistive technology, saying what is loading when `status` is
 * given. Marked `data-pending-part`, so the story tests' pictures wait for the part (.storybook/visual.ts).
 */
import { Skeleton } from '@oa/ui/Skeleton';
import { Stack } from '@oa/ui/Stack';

export function PartLoading({ height, status }: { height: number; status?: string }) {
  return (
    <Stack gap="8" aria-busy="true" data-pending-part="">
      {status === undefined ? null : <p role="status">{status}</p>}
      <Skeleton variant="block" height={height} />
    </Stack>
  );
}
