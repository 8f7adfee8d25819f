/**
 * 사용 중지 of an empty box (editBoxes), asked first with a required reason. The server refuses a box that is not
 * empty (409, its Korean message stays in the dialog with the reason typed). Its own module, loaded on demand.
 */
import { serverError, useApiMutation } from '@oa/api';
import { CUP_LIFE_PATHS, LIFE_REASON_MAX, type Box, type RetireBoxInput } from '@oa/contract/cupLife';
import { Textarea } from '@oa/ui/Textarea';
import { useId, useState } from 'react';
import { ActionDialog } from '../../../app/forms/ActionDialog';
import { SAVE_FAILED } from '../../../app/forms/useForm';
import { notify } from '../../../app/shell/notify';
import { reasonProblem } from '../shared/reason';

export interface RetireBoxDialogProps {
  box: Box;
  onClose: () => void;
}

export function RetireBoxDialog({ box, onClose }: RetireBoxDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { trigger } = useApiMutation<RetireBoxInput, Box>(
    { method: 'POST', path: CUP_LIFE_PATHS.retireBox(box.boxNumber), client: 'SEOUL_CUP' },
    { revalidate: [CUP_LIFE_PATHS.boxes] },
  );
  return (
    <ActionDialog
      title="박스 사용 중지"
      confirmLabel="사용 중지"
      question={`박스 ${box.boxNumber}의 사용을 중지할까요? 중지한 박스에는 컵을 담을 수 없습니다.`}
      check={() => {
        const found = reasonProblem(reason, '사유', LIFE_REASON_MAX);
        setProblem(found);
        if (found !== null) document.getElementById(id)?.focus();
        return found === null ? null : '사유를 확인해 주세요.';
      }}
      run={() => trigger({ reason: reason.trim() })}
      onDone={(retired) => {
        notify('success', `박스 ${retired.boxNumber}의 사용을 중지했습니다.`);
        onClose();
      }}
      failed={(error) => serverError(error)?.message ?? SAVE_FAILED}
      onClose={onClose}
    >
      <Textarea
        id={id}
        label="사유"
        required
        rows={2}
        maxLength={LIFE_REASON_MAX}
        placeholder="예: 파손으로 폐기"
        value={reason}
        error={problem ?? undefined}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
    </ActionDialog>
  );
}

export default RetireBoxDialog;
