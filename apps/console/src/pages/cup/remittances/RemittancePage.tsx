/**
 * /cup/view-remittance-information/:refundId? (송금 정보 조회, SEOUL_CUP_REFUND_VIEW): without an id the remittance
 * batches, each leading to its refunds; with one, that refund's whole story (viewRemittanceDetail), whose code
 * (the timeline, the refund's cards and actions) loads when a refund is opened, not with the batches.
 */
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PartLoading } from '../../../app/shell/PartLoading';
import { RemittanceBatches } from './RemittanceBatches';

const RefundStory = lazy(() => import('./RefundStory'));

const idOf = (text: string) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function RemittancePage() {
  const { refundId } = useParams();
  if (refundId === undefined) return <RemittanceBatches />;
  return (
    // While its code loads: the space of its first card held, as its own loading card does.
    <Suspense fallback={<PartLoading height={160} status="환급의 송금 이력을 불러오는 중…" />}>
      <RefundStory key={refundId} refundId={idOf(refundId)} />
    </Suspense>
  );
}

export { RemittancePage as Component };
