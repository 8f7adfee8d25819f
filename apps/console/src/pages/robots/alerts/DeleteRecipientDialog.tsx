/** 수신자 삭제: asks before deleting; the list reloads after. Loaded when asked for (AlertRecipientsTab). */
import { ROBOT_PATHS, serverError, useApiMutation, type AlertRecipient } from '@oa/api';
import { ActionDialog } from '../../../app/forms/ActionDialog';
import { notify } from '../../../app/shell/notify';

export default function DeleteRecipientDialog({
  recipient,
  onClose,
}: {
  recipient: AlertRecipient;
  onClose: () => void;
}) {
  const { trigger } = useApiMutation(
    { method: 'DELETE', path: ROBOT_PATHS.alertRecipient(recipient.id) },
    { revalidate: [ROBOT_PATHS.alertRecipients] },
  );
  return (
    <ActionDialog
      title="알림 수신자 삭제"
      confirmLabel="삭제"
      question={`${recipient.name}님(${recipient.phone})을 알림 수신자에서 삭제할까요? 더 이상 알림을 받지 않습니다.`}
      run={() => trigger(undefined)}
      onDone={() => {
        notify('success', `${recipient.name}님을 알림 수신자에서 삭제했습니다.`);
        onClose();
      }}
      failed={(error) => serverError(error)?.message ?? '삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.'}
      onClose={onClose}
    />
  );
}
