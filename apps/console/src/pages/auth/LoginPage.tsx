/**
 * /login: id and password, Korean messages for empty fields and for the server's answers (wrong password,
 * waiting for approval, locked, too many attempts), Enter submits, the button is busy while it runs. Nothing
 * typed is cleared by a failure (the password too: the user corrects a typo rather than retyping).
 */
import { Button } from '@oa/ui/Button';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { useId, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, AccountError, CHANGE_PASSWORD_PATH, signIn } from '../../app/shell/account';
import { useTextForm } from '../../app/forms/useTextForm';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { AuthFrame, AuthSwitch, FormMessage } from './AuthFrame';
import * as s from './AuthPage.css';

export const LOGIN_MESSAGES = {
  loginIdRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
} as const;

export function LoginPage() {
  useDocumentTitle('로그인');
  const navigate = useNavigate();
  const messageId = useId();
  const { values, setErrors, field } = useTextForm(useState({ loginId: '', password: '' }));
  const { loginId, password } = values;
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next = {
      ...(loginId.trim() === '' ? { loginId: LOGIN_MESSAGES.loginIdRequired } : {}),
      ...(password === '' ? { password: LOGIN_MESSAGES.passwordRequired } : {}),
    };
    setErrors(next);
    setMessage(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const { mustChangePassword } = await signIn(loginId.trim(), password);
      await navigate(mustChangePassword ? CHANGE_PASSWORD_PATH : '/dashboard', { replace: true });
    } catch (error) {
      setMessage(error instanceof AccountError ? error.message : ACCOUNT_MESSAGES.failed);
      setBusy(false);
    }
  };

  return (
    <AuthFrame>
      <form noValidate onSubmit={(event) => void submit(event)} aria-describedby={message ? messageId : undefined}>
        <Stack gap="20">
          <h1 className={s.brand}>OA CONSOLE 로그인</h1>
          <TextField label="아이디" autoComplete="username" required {...field('loginId')} />
          <TextField label="비밀번호" type="password" autoComplete="current-password" required {...field('password')} />
          <FormMessage id={messageId} message={message} />
          <Button type="submit" width="full" loading={busy} loadingLabel="로그인 중…">
            로그인
          </Button>
          <AuthSwitch question="계정이 없으신가요?" to="/register" label="회원가입" />
        </Stack>
      </form>
    </AuthFrame>
  );
}

export { LoginPage as Component };
