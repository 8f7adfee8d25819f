/**
 * 고객사 삭제, confirmed first (deleteClient). It says what the server does with what hangs off the client (its
 * children become top-level, its admin users are locked); a refusal (409 CLIENT_HAS_ROBOTS, 400 OWN_CLIENT) keeps
 * the dialog open with the server's Korean reason. Its own module, loaded when the dialog first opens.
 */
import { USER_PATHS, serverError, useApiMutation, type Client } from '@oa/api';
import { formatNumber } from '@oa/ui/format';
import { notify } from '../../../app/shell/notify';
import { ActionDialog } from '../../../app/forms/ActionDialog';
import * as s from '../shared/clients.css';

export interface DeleteClientDialogProps {
  client: Pick<Client, 'uid' | 'name' | 'children' | 'admins' | 'robots'>;
  onClose: () => void;
  /** After the client is gone (e.g. back to the list from its edit page). */
  onDeleted?: () => void;
}

interface DeleteOutcome {
  uid: string;
  detachedChildren: number;
  lockedAdmins: number;
}

export function DeleteClientDialog({ client, onClose, onDeleted }: DeleteClientDialogProps) {
  const { trigger } = useApiMutation<undefined, DeleteOutcome>(
    { method: 'DELETE', path: USER_PATHS.client(client.uid) },
    { revalidate: [USER_PATHS.clients, USER_PATHS.clientAdminUsers] },
  );
  const consequences = [
    client.children > 0 ? `하위 고객사 ${formatNumber(client.children)}곳은 최상위 고객사가 됩니다.` : null,
    client.admins > 0 ? `관리자 사용자 ${formatNumber(client.admins)}명은 잠기고 고객사 없음이 됩니다.` : null,
  ].filter((line): line is string => line !== null);
  return (
    <ActionDialog
      title="고객사 삭제"
      confirmLabel="삭제"
      question={`고객사 ${client.name}(${client.uid})을(를) 삭제할까요? 되돌릴 수 없습니다.`}
      run={() => trigger(undefined)}
      onDone={() => {
        notify('success', `고객사 ${client.name}을(를) 삭제했습니다.`);
        onClose();
        onDeleted?.();
      }}
      failed={(error) => serverError(error)?.message ?? '삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.'}
      onClose={onClose}
    >
      {consequences.length > 0 ? (
        <ul className={s.message}>
          {consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </ActionDialog>
  );
}

export default DeleteClientDialog;
