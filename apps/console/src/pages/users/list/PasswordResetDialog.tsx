/**
 * 비밀번호 초기화 asked first (POST /v1/users/:id/password-reset): a new one-time password is issued and every
 * session of the user ends. The answer goes to the page, which shows the password once.
 */
import { USER_PATHS, useApiMutation, type ConsoleUser, type OneTimePassword } from '@oa/api';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Modal } from '@oa/ui/Modal';
import { Stack } from '@oa/ui/Stack';
import { useState } from 'react';
import { FormAlert } from '../../../app/forms/FormAlert';
import { actionErrorMessage } from '../shared/userMessages';
import * as s from '../shared/users.css';

export interface PasswordResetDialogProps {
  user: ConsoleUser;
  onReset: (answer: OneTimePassword) => void;
  onClose: () => void;
}

export function PasswordResetDialog({ user, onReset, onClose }: PasswordResetDialogProps) {
  const [message, setMessage] = useState<string | null>(null);
  const { trigger, isMutating } = useApiMutation<undefined, OneTimePassword>({
    method: 'POST',
    path: USER_PATHS.userPasswordReset(user.id),
  });
  const run = async () => {
    if (isMutating) return;
    setMessage(null);
    try {
      onReset(await trigger(undefined));
    } catch (error) {
      setMessage(actionErrorMessage(error, '비밀번호를 초기화하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  };
  return (
    <Modal
      open
      width="sm"
      title="비밀번호 초기화"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <ConfirmButtons
          align="end"
          onCancel={onClose}
          confirmLabel="초기화"
          confirmLoading={isMutating}
          onConfirm={() => void run()}
        />
      }
    >
      <Stack gap="16">
        <p className={s.text}>
          {`${user.name}(${user.loginId})님의 비밀번호를 초기화할까요? 새 임시 비밀번호가 발급되고, 이 사용자의 모든 로그인이 즉시 끝납니다.`}
        </p>
        <FormAlert message={message} />
      </Stack>
    </Modal>
  );
}

export default PasswordResetDialog;
