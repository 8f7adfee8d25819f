/**
 * 수동 환급's question before anything is sent: the amount, the bank and the account (masked, as everyone sees it)
 * and the cup. 확인 answers yes once and closes (the form then sends, busy on its 환급 button); 취소 or Escape no.
 * Its own module, loaded on demand.
 */
import { maskAccount } from '@oa/contract/cupMoney';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { formatKRW } from '@oa/ui/format';
import { Modal } from '@oa/ui/Modal';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { REFUND_LABELS as R } from '../shared/moneyLabels';
import type { ManualRefundValues } from './manualRefundForm';

export interface ConfirmRefundDialogProps {
  cuid: string;
  amountKrw: number;
  values: ManualRefundValues;
  /** Called once: true for 확인, false for 취소. */
  answer: (yes: boolean) => void;
}

export function ConfirmRefundDialog({ cuid, amountKrw, values, answer }: ConfirmRefundDialogProps) {
  return (
    <Modal
      open
      width="sm"
      title="환급 확인"
      description="아래 계좌로 보증금을 송금합니다. 송금을 요청하면 취소할 수 없습니다."
      onOpenChange={(open) => {
        if (!open) answer(false);
      }}
      footer={
        <ConfirmButtons
          align="end"
          confirmLabel="확인"
          onCancel={() => {
            answer(false);
          }}
          onConfirm={() => {
            answer(true);
          }}
        />
      }
    >
      <DescriptionList
        columns={1}
        items={[
          { label: R.amount, value: formatKRW(amountKrw) },
          { label: R.bank, value: values.bank },
          { label: R.account, value: maskAccount(values.account) },
          { label: L.cuid, value: cuid },
        ]}
      />
    </Modal>
  );
}

export default ConfirmRefundDialog;
