/**
 * 알림 재발송 of a completed refund's text message (resendRefundMessage), asked first. The request id is made once
 * when the dialog opens, so pressing 재발송 twice sends one message. Its own module, loaded on demand.
 */
import { serverError, useApiMutation } from '@oa/api';
import { CUP_MONEY_PATHS, type Refund, type RefundResult, type ResendMessageInput } from '@oa/contract/cupMoney';
import { formatNumber } from '@oa/ui/format';
import { useState } from 'react';
import { ActionDialog } from '../../../app/forms/ActionDialog';
import { SAVE_FAILED } from '../../../app/forms/useForm';
import { notify } from '../../../app/shell/notify';

export interface ResendMessageDialogProps {
  refund: Refund;
  onClose: () => void;
}

export function ResendMessageDialog({ refund, onClose }: ResendMessageDialogProps) {
  const [requestId] = useState(() => crypto.randomUUID());
  const { trigger } = useApiMutation<ResendMessageInput, RefundResult>(
    { method: 'POST', path: CUP_MONEY_PATHS.resendMessage(refund.id), client: 'SEOUL_CUP' },
    { revalidate: [CUP_MONEY_PATHS.refunds] },
  );
  return (
    <ActionDialog
      title="알림 재발송"
      confirmLabel="재발송"
      question={`${refund.cuid} 환급(${formatNumber(refund.amountKrw)}원)의 완료 알림 문자를 ${refund.phoneMasked} 번호로 다시 보낼까요?`}
      run={() => trigger({ requestId })}
      onDone={(answer) => {
        notify('success', answer.changed ? '알림 문자를 다시 보냈습니다.' : '알림 문자는 이미 다시 보냈습니다.');
        onClose();
      }}
      failed={(error) => serverError(error)?.message ?? SAVE_FAILED}
      onClose={onClose}
    />
  );
}

export default ResendMessageDialog;
