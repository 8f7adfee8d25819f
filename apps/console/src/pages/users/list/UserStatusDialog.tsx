/**
 * 승인, 잠금 and 잠금 해제 of one user (PATCH /v1/users/:id/status), each asked first. 승인 makes a sign-up
 * ACTIVE with the group chosen here; 잠금 says that it ends the user's sessions at once. A refusal (the last user who
 * manages permission groups, one's own account) stays in the dialog, in the server's words.
 */
import { USER_PATHS, useApiMutation, type ConsoleUser, type UserStatusInput } from '@oa/api';
import { Select } from '@oa/ui/Select';
import { useState } from 'react';
import { notify } from '../../../app/shell/notify';
import { ActionDialog } from '../../../app/forms/ActionDialog';
import { actionErrorMessage } from '../shared/userMessages';
import { useGroupOptions } from '../shared/useGroupOptions';

export type StatusChange = 'approve' | 'lock' | 'unlock';

export interface UserStatusDialogProps {
  user: ConsoleUser;
  change: StatusChange;
  onClose: () => void;
}

const TITLES: Record<StatusChange, string> = { approve: '사용자 승인', lock: '계정 잠금', unlock: '잠금 해제' };
const CONFIRM: Record<StatusChange, string> = { approve: '승인', lock: '잠금', unlock: '잠금 해제' };

const DONE: Record<StatusChange, (who: string) => string> = {
  approve: (who) => `${who}님을 승인했습니다.`,
  lock: (who) => `${who}님의 계정을 잠갔습니다.`,
  unlock: (who) => `${who}님의 계정 잠금을 해제했습니다.`,
};
const QUESTION: Record<StatusChange, (who: string) => string> = {
  approve: (who) => `${who}님의 가입을 승인할까요? 승인하면 바로 로그인할 수 있습니다.`,
  lock: (who) =>
    `${who}님의 계정을 잠글까요? 잠그면 이 사용자의 모든 로그인이 즉시 끝나고, 잠금을 해제할 때까지 로그인할 수 없습니다.`,
  unlock: (who) => `${who}님의 계정 잠금을 해제할까요? 해제하면 다시 로그인할 수 있습니다.`,
};

export function UserStatusDialog({ user, change, onClose }: UserStatusDialogProps) {
  const [groupId, setGroupId] = useState(user.groupId === null ? '' : String(user.groupId));
  const groups = useGroupOptions();
  const { trigger } = useApiMutation<UserStatusInput>(
    { method: 'PATCH', path: USER_PATHS.userStatus(user.id) },
    { revalidate: [USER_PATHS.users] },
  );
  const who = `${user.name}(${user.loginId})`;
  return (
    <ActionDialog
      title={TITLES[change]}
      confirmLabel={CONFIRM[change]}
      question={QUESTION[change](who)}
      run={() =>
        trigger(
          change === 'approve'
            ? { status: 'ACTIVE', groupId: groupId === '' ? null : Number(groupId) }
            : { status: change === 'lock' ? 'LOCKED' : 'ACTIVE' },
        )
      }
      onDone={() => {
        notify('success', DONE[change](who));
        onClose();
      }}
      failed={(error) => actionErrorMessage(error, '상태를 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.')}
      onClose={onClose}
    >
      {change === 'approve' ? (
        <Select
          label="권한 그룹"
          placeholder="그룹 없음"
          options={groups.options}
          value={groupId}
          hint={groups.loadError ?? '그룹이 없으면 로그인은 되지만 볼 수 있는 화면이 없습니다.'}
          onChange={(event) => {
            setGroupId(event.target.value);
          }}
        />
      ) : null}
    </ActionDialog>
  );
}

export default UserStatusDialog;
