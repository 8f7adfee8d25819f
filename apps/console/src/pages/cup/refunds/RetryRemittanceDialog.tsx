/**
 * 재송금 of a refund the bank refused (retryRemittance): the bank's reason, then the same account again or a
 * corrected one. The refund goes back to 요청 and the bank is tried within seconds. The request id is made once
 * when the dialog opens, so pressing 재송금 twice sends one transfer. Its own module, loaded on demand.
 */
import { CUP_MONEY_PATHS, type Refund, type RefundResult, type RetryRefundInput } from '@oa/contract/cupMoney';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { formatNumber } from '@oa/ui/format';
import { Select } from '@oa/ui/Select';
import { TextField } from '@oa/ui/TextField';
import { FormDialog } from '../../../app/forms/FormDialog';
import { useRequestForm } from '../../../app/forms/useRequestForm';
import { notify } from '../../../app/shell/notify';
import { REFUND_LABELS as R } from '../shared/moneyLabels';
import { ACCOUNT_PLACEHOLDER, bankOptions } from './accountForm';
import { failureText } from './refundColumns';
import { EMPTY_RETRY_FORM, retryInput, validateRetryForm, type RetryFormValues } from './retryForm';

export interface RetryRemittanceDialogProps {
  refund: Refund;
  onClose: () => void;
}

export function RetryRemittanceDialog({ refund, onClose }: RetryRemittanceDialogProps) {
  const form = useRequestForm<RetryFormValues, RetryRefundInput, RefundResult>({
    request: { method: 'POST', path: CUP_MONEY_PATHS.retryRefund(refund.id), client: 'SEOUL_CUP' },
    revalidate: [CUP_MONEY_PATHS.refunds],
    input: (values, requestId) => retryInput(values, refund, requestId),
    initial: EMPTY_RETRY_FORM,
    validate: validateRetryForm,
    onSaved: (answer) => {
      notify(
        'success',
        answer.changed
          ? `${refund.cuid} 환급을 다시 송금합니다.`
          : `${refund.cuid} 환급은 이미 다시 송금을 요청했습니다.`,
      );
      onClose();
    },
  });
  const { field } = form;
  return (
    <FormDialog
      form={form}
      title="재송금"
      description={`${refund.cuid} · ${refund.phoneMasked} · ${formatNumber(refund.amountKrw)}원`}
      confirmLabel="재송금"
      label="재송금"
      onClose={onClose}
    >
      <DescriptionList
        columns={2}
        items={[
          { label: R.failure, value: failureText(refund), span: 2 },
          { label: R.bank, value: refund.bank },
          { label: R.account, value: refund.accountMasked },
          { label: R.attempts, value: `${formatNumber(refund.attempts)}회` },
        ]}
      />
      <Select
        label={`${R.bank} (바꿀 때)`}
        placeholder={`그대로 (${refund.bank})`}
        options={bankOptions}
        {...field('bank')}
      />
      <TextField
        label={`${R.accountNumber} (바꿀 때)`}
        inputMode="numeric"
        autoComplete="off"
        placeholder={ACCOUNT_PLACEHOLDER}
        hint="비워 두면 같은 계좌로 다시 송금합니다."
        {...field('account')}
      />
    </FormDialog>
  );
}

export default RetryRemittanceDialog;
