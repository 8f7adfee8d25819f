/**
 * One refill with the cups that went in (GET /v1/refills/:id: the list leaves them out): when, where, the box, the
 * stock before and after, 자동/수동, who and why, then every CUID. Opened from a row of 충전 이력; its own module,
 * loaded on demand.
 */
import { serverError } from '@oa/api';
import type { Refill } from '@oa/contract/cupMoney';
import { Button } from '@oa/ui/Button';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { ErrorState } from '@oa/ui/ErrorState';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { Modal } from '@oa/ui/Modal';
import { Skeleton } from '@oa/ui/Skeleton';
import { Stack } from '@oa/ui/Stack';
import { crewEntryMode, StatusBadge } from '@oa/ui/StatusBadge';
import { useRefill } from '../shared/moneyData';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { CREW_LABELS as C, entryMode } from '../shared/moneyLabels';
import { crewMachine, crewText, refillLevel } from './crewColumns';
import * as s from './crew.css';

export interface RefillCupsDialogProps {
  /** The row as listed (shown while its cups load). */
  refill: Refill;
  onClose: () => void;
}

function Cups({ refill }: { refill: Refill }) {
  const detail = useRefill(refill.id);
  if (detail.error !== undefined && detail.value === undefined) {
    return (
      <ErrorState
        message={serverError(detail.error)?.message ?? '충전된 컵을 불러오지 못했습니다.'}
        onRetry={() => void detail.mutate()}
      />
    );
  }
  if (detail.value === undefined) {
    return (
      <div aria-busy role="status" aria-label="충전된 컵을 불러오는 중…">
        <Skeleton lines={3} />
      </div>
    );
  }
  const { cuids } = detail.value;
  if (cuids.length === 0) return <p className={s.none}>기록된 컵 ID가 없습니다.</p>;
  return (
    <ul aria-label={`충전된 컵 ${formatNumber(cuids.length)}개`} className={s.cuids}>
      {cuids.map((cuid) => (
        <li key={cuid}>{cuid}</li>
      ))}
    </ul>
  );
}

export function RefillCupsDialog({ refill, onClose }: RefillCupsDialogProps) {
  return (
    <Modal
      open
      width="lg"
      title={`${refill.machineId} 충전 내역`}
      description={`${formatDateTime(refill.at)} · 컵 ${formatNumber(refill.count)}개`}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button variant="secondary" width="auto" onClick={onClose}>
          닫기
        </Button>
      }
    >
      <Stack gap="16">
        <DescriptionList
          columns={3}
          items={[
            { label: L.rentalMachine, value: crewMachine(refill) },
            { label: L.district, value: refill.district },
            { label: C.boxNumber, value: crewText(refill.boxNumber) },
            { label: C.level, value: refillLevel(refill) },
            { label: C.mode, value: <StatusBadge table={crewEntryMode} value={entryMode(refill.manual)} /> },
            { label: C.actor, value: crewText(refill.actor) },
            { label: C.reason, value: crewText(refill.reason), span: 3 },
          ]}
        />
        <Cups refill={refill} />
      </Stack>
    </Modal>
  );
}

export default RefillCupsDialog;
