/**
 * /dashboard/change-password (a useForm form): current, new and confirmation, the shared password rule checked
 * first, the server's per-field answers on their fields, the focus on the first problem, a success toast. The server ends the account's other sessions and
 * answers new tokens for this one (the OA client stores them), so the user stays signed in here.
 */
import { useApiMutation, useMe } from '@oa/api';
import { useCurrentUser } from '@oa/auth';
import { PASSWORD_RULE_TEXT, passwordProblem } from '@oa/contract/password';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { useNavigate } from 'react-router';
import { useForm } from '../../app/forms/useForm';
import { notify } from '../../app/shell/notify';
import { FormMessage } from './AuthFrame';
import * as s from './AuthPage.css';

type FieldName = 'currentPassword' | 'newPassword' | 'confirm';
type Form = Record<FieldName, string>;
const EMPTY: Form = { currentPassword: '', newPassword: '', confirm: '' };

export function validatePasswordChange(form: Form, loginId: string): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (form.currentPassword === '') errors.currentPassword = '현재 비밀번호를 입력해 주세요.';
  const weak = passwordProblem(form.newPassword, loginId);
  if (weak !== null) errors.newPassword = weak;
  else if (form.newPassword === form.currentPassword) errors.newPassword = '새 비밀번호가 현재 비밀번호와 같습니다.';
  if (form.confirm !== form.newPassword) errors.confirm = '새 비밀번호가 일치하지 않습니다.';
  return errors;
}

export function ChangePasswordPage() {
  const user = useCurrentUser();
  const me = useMe();
  const navigate = useNavigate();
  const mustChange = me.value?.mustChangePassword === true;
  const { trigger } = useApiMutation<{ currentPassword: string; newPassword: string }>({
    method: 'POST',
    path: '/v1/auth/password',
  });
  const form = useForm({
    initial: EMPTY,
    validate: (values) => validatePasswordChange(values, user?.id ?? ''),
    invalid: () => null,
    save: (values) => trigger({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSaved: async () => {
      form.reset(EMPTY);
      notify('success', '비밀번호를 변경했습니다. 다른 기기의 로그인은 종료되었습니다.');
      // A one-time password is gone now: the rest of the console opens.
      if (mustChange) {
        await me.mutate();
        await navigate('/dashboard', { replace: true });
      }
    },
    failed: '비밀번호를 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  });
  const field = (name: FieldName) => ({ ...form.field(name), type: 'password' as const });

  return (
    <div className={s.panel}>
      <Card>
        <form noValidate onSubmit={form.submit}>
          <Stack gap="16">
            {mustChange && (
              <p role="status" className={s.notice}>
                임시 비밀번호로 로그인했습니다. 새 비밀번호로 바꾸면 콘솔의 다른 화면을 쓸 수 있습니다.
              </p>
            )}
            <TextField label="현재 비밀번호" autoComplete="current-password" required {...field('currentPassword')} />
            <TextField
              label="새 비밀번호"
              autoComplete="new-password"
              required
              hint={PASSWORD_RULE_TEXT}
              {...field('newPassword')}
            />
            <TextField label="새 비밀번호 확인" autoComplete="new-password" required {...field('confirm')} />
            <FormMessage message={form.message} />
            <Button type="submit" loading={form.busy} loadingLabel="변경 중…">
              비밀번호 변경
            </Button>
          </Stack>
        </form>
      </Card>
    </div>
  );
}

export { ChangePasswordPage as Component };
