/**
 * /cup/view-remittance-information/:refundId? (송금 정보 조회, SEOUL_CUP_REFUND_VIEW): without an id the remittance
 * batches, each leading to its refunds; with one, that refund's whole story (viewRemittanceDetail).
 */
import { useParams } from 'react-router';
import { RefundStory } from './RefundStory';
import { RemittanceBatches } from './RemittanceBatches';

const idOf = (text: string) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function RemittancePage() {
  const { refundId } = useParams();
  if (refundId === undefined) return <RemittanceBatches />;
  return <RefundStory key={refundId} refundId={idOf(refundId)} />;
}

export { RemittancePage as Component };
