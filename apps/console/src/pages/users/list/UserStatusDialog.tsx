/**
 * 승인, 잠금 and 잠금 해제 of one user (PATCH /v1/users/:id/status), each asked first. 승인 makes a sign-up
 * ACTIVE with the group chosen here; 잠금 says that it ends the user's sessions at once. A refusal (the last user who
 * manages permission groups, one's own account) stays in the dialog, in the server's words.
 */
import { USER_PATHS, useApiMutation, type ConsoleUser, type UserStatusInput } from '@oa/api';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Modal } from '@oa/ui/Modal';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { useState } from 'react';
import { notify } from '../../../app/shell/notify';
import { FormAlert } from '../../../app/forms/FormAlert';
import { actionErrorMessage } from '../shared/userMessages';
import { useGroupOptions } from '../shared/useGroupOptions';
import * as s from '../shared/users.css';

export type StatusChange = 'approve' | 'lock' | 'unlock';

export interface UserStatusDialogProps {
  user: ConsoleUser;
  change: StatusChange;
  onClose: () => void;
}

const TITLES: Record<StatusChange, string> = { approve: '사용자 승인', lock: '계정 잠금', unlock: '잠금 해제' };
const CONFIRM: Record<StatusChange, string> = { approve: '승인', lock: '잠금', unlock: '잠금 해제' };

export function UserStatusDialog({ user, change, onClose }: UserStatusDialogProps) {
  const [groupId, setGroupId] = useState(user.groupId === null ? '' : String(user.groupId));
  const [message, setMessage] = useState<string | null>(null);
  const groups = useGroupOptions();
  const { trigger, isMutating } = useApiMutation<UserStatusInput>(
    { method: 'PATCH', path: USER_PATHS.userStatus(user.id) },
    { revalidate: [USER_PATHS.users] },
  );
  const who = `${user.name}(${user.loginId})`;

  const run = async () => {
    if (isMutating) return;
    setMessage(null);
    try {
      await trigger(
        change === 'approve'
          ? { status: 'ACTIVE', groupId: groupId === '' ? null : Number(groupId) }
          : { status: change === 'lock' ? 'LOCKED' : 'ACTIVE' },
      );
      notify(
        'success',
        change === 'approve'
          ? `${who}님을 승인했습니다.`
          : change === 'lock'
            ? `${who}님의 계정을 잠갔습니다.`
            : `${who}님의 계정 잠금을 해제했습니다.`,
      );
      onClose();
    } catch (error) {
      setMessage(actionErrorMessage(error, '상태를 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  };

  return (
    <Modal
      open
      width="sm"
      title={TITLES[change]}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <ConfirmButtons
          align="end"
          onCancel={onClose}
          confirmLabel={CONFIRM[change]}
          confirmLoading={isMutating}
          onConfirm={() => void run()}
        />
      }
    >
      <Stack gap="16">
        {change === 'approve' ? (
          <>
            <p className={s.text}>{`${who}님의 가입을 승인할까요? 승인하면 바로 로그인할 수 있습니다.`}</p>
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
          </>
        ) : change === 'lock' ? (
          <p className={s.text}>
            {`${who}님의 계정을 잠글까요? 잠그면 이 사용자의 모든 로그인이 즉시 끝나고, 잠금을 해제할 때까지 로그인할 수 없습니다.`}
          </p>
        ) : (
          <p className={s.text}>{`${who}님의 계정 잠금을 해제할까요? 해제하면 다시 로그인할 수 있습니다.`}</p>
        )}
        <FormAlert message={message} />
      </Stack>
    </Modal>
  );
}

export default UserStatusDialog;
