/**
 * 유효기간 연장 of one overdue rental (SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT), asked first: how many days and why.
 * The request id is made once when the dialog opens, so pressing 연장 twice, or again after a lost answer,
 * extends once (the server answers the first extension); the server audits it. Its own module, loaded on demand.
 */
import {
  CUP_PATHS,
  EXTEND_REASON_MAX,
  type ExtendValidityInput,
  type ExtendValidityResult,
  type Rental,
} from '@oa/contract/cup';
import { formatDateTime } from '@oa/ui/format';
import { Select } from '@oa/ui/Select';
import { TextField } from '@oa/ui/TextField';
import { FormDialog } from '../../../app/forms/FormDialog';
import { useRequestForm } from '../../../app/forms/useRequestForm';
import { notify } from '../../../app/shell/notify';
import { DAY_OPTIONS, EMPTY_EXTEND_FORM, extendInput, validateExtendForm, type ExtendFormValues } from './extendForm';

export interface ExtendValidityDialogProps {
  rental: Rental;
  onClose: () => void;
}

export function ExtendValidityDialog({ rental, onClose }: ExtendValidityDialogProps) {
  const form = useRequestForm<ExtendFormValues, ExtendValidityInput, ExtendValidityResult>({
    request: { method: 'POST', path: CUP_PATHS.extendRental(rental.id), client: 'SEOUL_CUP' },
    revalidate: [CUP_PATHS.rentals],
    input: extendInput,
    initial: EMPTY_EXTEND_FORM,
    validate: validateExtendForm,
    onSaved: (answer) => {
      notify('success', `${rental.cuid} 대여의 반납 기한을 ${formatDateTime(answer.rental.dueAt)}까지 연장했습니다.`);
      onClose();
    },
  });
  const { field } = form;
  return (
    <FormDialog
      form={form}
      title="반납 유효기간 연장"
      description={`${rental.cuid} · ${rental.phoneMasked} · 반납 기한 ${formatDateTime(rental.dueAt)}. 새 기한은 지금(또는 아직 지나지 않은 기한)부터 계산합니다.`}
      confirmLabel="연장"
      label="반납 유효기간 연장"
      onClose={onClose}
    >
      <Select label="연장 기간" required options={DAY_OPTIONS} {...field('days')} />
      <TextField
        label="연장 사유"
        required
        maxLength={EXTEND_REASON_MAX}
        placeholder="예: 민원 접수로 반납 기한 연장"
        {...field('reason')}
      />
    </FormDialog>
  );
}

export default ExtendValidityDialog;
