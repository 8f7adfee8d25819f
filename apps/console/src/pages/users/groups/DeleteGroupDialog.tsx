/**
 * 권한 그룹 삭제, asked first. A group with members is not deleted silently: the dialog says how many users it has
 * and offers the explicit choice 구성원의 그룹을 해제하고 삭제 (DELETE ...?members=unassign), or 취소. If members
 * joined meanwhile, the server's refusal (409 GROUP_HAS_MEMBERS) turns the dialog into that choice.
 */
import { USER_PATHS, useApiMutation, type PermissionGroup } from '@oa/api';
import { Button } from '@oa/ui/Button';
import { Modal } from '@oa/ui/Modal';
import { Stack } from '@oa/ui/Stack';
import { useState } from 'react';
import { notify } from '../../../app/shell/notify';
import { FormAlert } from '../../../app/forms/FormAlert';
import { actionErrorMessage, errorCode } from '../shared/userMessages';
import * as s from '../shared/users.css';

export interface DeleteGroupDialogProps {
  group: PermissionGroup;
  onClose: () => void;
}

export function DeleteGroupDialog({ group, onClose }: DeleteGroupDialogProps) {
  const [hasMembers, setHasMembers] = useState(group.members > 0);
  const [message, setMessage] = useState<string | null>(null);
  const revalidate = { revalidate: [USER_PATHS.groups, USER_PATHS.groupOptions, USER_PATHS.users] };
  const refuse = useApiMutation<undefined, { id: number; unassigned: number }>(
    { method: 'DELETE', path: USER_PATHS.group(group.id) },
    revalidate,
  );
  const unassign = useApiMutation<undefined, { id: number; unassigned: number }>(
    { method: 'DELETE', path: `${USER_PATHS.group(group.id)}?members=unassign` },
    revalidate,
  );
  const busy = refuse.isMutating || unassign.isMutating;

  const run = async () => {
    if (busy) return;
    setMessage(null);
    try {
      const answer = await (hasMembers ? unassign : refuse).trigger(undefined);
      notify(
        'success',
        answer.unassigned > 0
          ? `권한 그룹 ${group.name}을(를) 삭제했습니다. 구성원 ${String(answer.unassigned)}명은 그룹 없음이 되었습니다.`
          : `권한 그룹 ${group.name}을(를) 삭제했습니다.`,
      );
      onClose();
    } catch (error) {
      if (errorCode(error) === 'GROUP_HAS_MEMBERS') setHasMembers(true);
      setMessage(actionErrorMessage(error, '삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  };

  return (
    <Modal
      open
      width="sm"
      title="권한 그룹 삭제"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <div className={s.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button variant="danger" width={hasMembers ? 'auto' : undefined} loading={busy} onClick={() => void run()}>
            {hasMembers ? '구성원의 그룹을 해제하고 삭제' : '삭제'}
          </Button>
        </div>
      }
    >
      <Stack gap="16">
        {hasMembers ? (
          <>
            <p className={s.warning}>
              {group.members > 0
                ? `이 그룹에는 사용자 ${String(group.members)}명이 있습니다.`
                : '이 그룹에 사용자가 있습니다.'}
            </p>
            <p className={s.text}>
              {`권한 그룹 ${group.name}을(를) 삭제하면 구성원은 그룹 없음이 되어, 로그인은 되지만 볼 수 있는 화면이 없습니다. 구성원을 다른 그룹으로 먼저 옮기려면 취소하세요.`}
            </p>
          </>
        ) : (
          <p className={s.text}>{`권한 그룹 ${group.name}을(를) 삭제할까요? 삭제한 그룹은 되돌릴 수 없습니다.`}</p>
        )}
        <FormAlert message={message} />
      </Stack>
    </Modal>
  );
}

export default DeleteGroupDialog;
