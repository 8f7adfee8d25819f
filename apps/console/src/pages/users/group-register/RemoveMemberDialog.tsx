/** 구성원 삭제 asked first (DELETE .../members/:userId): the user is left without a group. */
import { USER_PATHS, useApiMutation, type GroupMember, type PermissionGroupDetail } from '@oa/api';
import { ActionDialog } from '../../../app/forms/ActionDialog';
import { notify } from '../../../app/shell/notify';
import { actionErrorMessage } from '../shared/userMessages';

export interface RemoveMemberDialogProps {
  groupId: number;
  groupName: string;
  member: GroupMember;
  /** The group as the server answers after the removal. */
  onRemoved: (group: PermissionGroupDetail) => void;
  onClose: () => void;
}

export function RemoveMemberDialog({ groupId, groupName, member, onRemoved, onClose }: RemoveMemberDialogProps) {
  const { trigger } = useApiMutation<undefined, PermissionGroupDetail>(
    { method: 'DELETE', path: USER_PATHS.groupMember(groupId, member.id) },
    { revalidate: [USER_PATHS.groups, USER_PATHS.users] },
  );
  const who = `${member.name}(${member.loginId})`;
  return (
    <ActionDialog
      title="구성원 삭제"
      confirmLabel="삭제"
      question={`${who}님을 ${groupName} 그룹에서 삭제할까요? 그룹이 없는 사용자는 로그인은 되지만 볼 수 있는 화면이 없습니다.`}
      run={() => trigger(undefined)}
      onDone={(group) => {
        onRemoved(group);
        notify('success', `${who}님을 ${groupName} 그룹에서 삭제했습니다.`);
        onClose();
      }}
      failed={(error) => actionErrorMessage(error, '구성원을 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.')}
      onClose={onClose}
    />
  );
}

export default RemoveMemberDialog;
