/**
 * /cup/view-remittance-information/:refundId? (송금 정보 조회, SEOUL_CUP_REFUND_VIEW): without an id the remittance
 * batches, each leading to its refunds; with one, that refund's whole story (viewRemittanceDetail), whose code
 * (the timeline, the refund's cards and actions) loads when a refund is opened, not with the batches.
 */
import { Skeleton } from '@oa/ui/Skeleton';
import { Stack } from '@oa/ui/Stack';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { RemittanceBatches } from './RemittanceBatches';

const RefundStory = lazy(() => import('./RefundStory'));

/** The refund's story while its code loads: the space of its first card held, as its own loading card does. */
function StoryLoading() {
  return (
    <Stack gap="12" aria-busy="true">
      {/* data-pending-part: the story tests' pictures wait for the refund (.storybook/visual.ts). */}
      <p role="status" data-pending-part="">
        환급의 송금 이력을 불러오는 중…
      </p>
      <Skeleton variant="block" height={160} />
    </Stack>
  );
}

const idOf = (text: string) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function RemittancePage() {
  const { refundId } = useParams();
  if (refundId === undefined) return <RemittanceBatches />;
  return (
    <Suspense fallback={<StoryLoading />}>
      <RefundStory key={refundId} refundId={idOf(refundId)} />
    </Suspense>
  );
}

export { RemittancePage as Component };
