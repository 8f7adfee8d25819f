/**
 * A one-time password, shown once: after a user is registered and after a password reset. The server keeps only its
 * hash, so the dialog says plainly that it will not be shown again; 복사 puts it on the clipboard.
 */
import type { OneTimePassword } from '@oa/api';
import { Button } from '@oa/ui/Button';
import { Modal } from '@oa/ui/Modal';
import { Stack } from '@oa/ui/Stack';
import { useState } from 'react';
import * as s from './users.css';

export interface OneTimePasswordDialogProps {
  answer: OneTimePassword;
  /** Why it was issued: a new user, or a reset. */
  reason: 'created' | 'reset';
  onClose: () => void;
}

type Copy = 'idle' | 'copied' | 'failed';

export function OneTimePasswordDialog({ answer, reason, onClose }: OneTimePasswordDialogProps) {
  const [copy, setCopy] = useState<Copy>('idle');
  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(answer.temporaryPassword);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Modal
      open
      width="sm"
      title="임시 비밀번호"
      description={
        reason === 'created'
          ? `사용자 ${answer.loginId}을(를) 등록했습니다.`
          : `사용자 ${answer.loginId}의 비밀번호를 초기화했습니다.`
      }
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button width="auto" onClick={onClose}>
          확인했습니다
        </Button>
      }
    >
      <Stack gap="12">
        <p className={s.warning}>
          이 비밀번호는 지금 한 번만 표시됩니다. 창을 닫으면 다시 볼 수 없으니 복사해서 사용자에게 안전하게 전달해
          주세요.
        </p>
        <div>
          <p className={s.muted}>{`아이디 ${answer.loginId}의 임시 비밀번호`}</p>
          <code className={s.password}>{answer.temporaryPassword}</code>
        </div>
        <div className={s.copyRow}>
          <Button variant="secondary" width="auto" onClick={() => void copyPassword()}>
            비밀번호 복사
          </Button>
          <p className={s.muted} role="status">
            {copy === 'copied'
              ? '복사했습니다.'
              : copy === 'failed'
                ? '복사하지 못했습니다. 비밀번호를 직접 선택해 복사해 주세요.'
                : ''}
          </p>
        </div>
        <p className={s.muted}>사용자는 이 비밀번호로 로그인한 뒤 바로 새 비밀번호로 바꿔야 합니다.</p>
      </Stack>
    </Modal>
  );
}

export default OneTimePasswordDialog;
