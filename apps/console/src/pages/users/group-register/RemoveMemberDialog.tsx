/** 구성원 삭제 asked first (DELETE .../members/:userId): the user is left without a group. */
import { USER_PATHS, useApiMutation, type GroupMember, type PermissionGroupDetail } from '@oa/api';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Modal } from '@oa/ui/Modal';
import { Stack } from '@oa/ui/Stack';
import { useState } from 'react';
import { notify } from '../../../app/shell/notify';
import { FormAlert } from '../../../app/forms/FormAlert';
import { actionErrorMessage } from '../shared/userMessages';
import * as s from '../shared/users.css';

export interface RemoveMemberDialogProps {
  groupId: number;
  groupName: string;
  member: GroupMember;
  /** The group as the server answers after the removal. */
  onRemoved: (group: PermissionGroupDetail) => void;
  onClose: () => void;
}

export function RemoveMemberDialog({ groupId, groupName, member, onRemoved, onClose }: RemoveMemberDialogProps) {
  const [message, setMessage] = useState<string | null>(null);
  const { trigger, isMutating } = useApiMutation<undefined, PermissionGroupDetail>(
    { method: 'DELETE', path: USER_PATHS.groupMember(groupId, member.id) },
    { revalidate: [USER_PATHS.groups, USER_PATHS.users] },
  );
  const who = `${member.name}(${member.loginId})`;
  const run = async () => {
    if (isMutating) return;
    setMessage(null);
    try {
      onRemoved(await trigger(undefined));
      notify('success', `${who}님을 ${groupName} 그룹에서 삭제했습니다.`);
      onClose();
    } catch (error) {
      setMessage(actionErrorMessage(error, '구성원을 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  };
  return (
    <Modal
      open
      width="sm"
      title="구성원 삭제"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <ConfirmButtons
          align="end"
          onCancel={onClose}
          confirmLabel="삭제"
          confirmLoading={isMutating}
          onConfirm={() => void run()}
        />
      }
    >
      <Stack gap="16">
        <p className={s.text}>
          {`${who}님을 ${groupName} 그룹에서 삭제할까요? 그룹이 없는 사용자는 로그인은 되지만 볼 수 있는 화면이 없습니다.`}
        </p>
        <FormAlert message={message} />
      </Stack>
    </Modal>
  );
}

export default RemoveMemberDialog;
