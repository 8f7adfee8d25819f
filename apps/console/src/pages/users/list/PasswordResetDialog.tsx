/**
 * 비밀번호 초기화 asked first (POST /v1/users/:id/password-reset): a new one-time password is issued and every
 * session of the user ends. The answer goes to the page, which shows the password once.
 */
import { USER_PATHS, useApiMutation, type ConsoleUser, type OneTimePassword } from '@oa/api';
import { ActionDialog } from '../../../app/forms/ActionDialog';
import { actionErrorMessage } from '../shared/userMessages';

export interface PasswordResetDialogProps {
  user: ConsoleUser;
  onReset: (answer: OneTimePassword) => void;
  onClose: () => void;
}

export function PasswordResetDialog({ user, onReset, onClose }: PasswordResetDialogProps) {
  const { trigger } = useApiMutation<undefined, OneTimePassword>({
    method: 'POST',
    path: USER_PATHS.userPasswordReset(user.id),
  });
  return (
    <ActionDialog
      title="비밀번호 초기화"
      confirmLabel="초기화"
      question={`${user.name}(${user.loginId})님의 비밀번호를 초기화할까요? 새 임시 비밀번호가 발급되고, 이 사용자의 모든 로그인이 즉시 끝납니다.`}
      run={() => trigger(undefined)}
      onDone={onReset}
      failed={(error) => actionErrorMessage(error, '비밀번호를 초기화하지 못했습니다. 잠시 후 다시 시도해 주세요.')}
      onClose={onClose}
    />
  );
}

export default PasswordResetDialog;
