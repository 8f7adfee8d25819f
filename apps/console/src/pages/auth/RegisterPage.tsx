/**
 * /register: the sign-up the server defines. The account waits for an administrator's approval (PENDING);
 * the page says so after sending. Every field is checked here first with the server's own rules (Korean
 * messages), and the server's per-field answers (a taken id) land on their fields. Nothing typed is lost.
 */
import { LOGIN_ID_PATTERN, PASSWORD_RULE_TEXT, passwordProblem } from '@oa/contract/password';
import { Button, ButtonLink } from '@oa/ui/Button';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTextForm } from '../../app/forms/useTextForm';
import { ACCOUNT_MESSAGES, AccountError, signUp } from '../../app/shell/account';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { AuthFrame, AuthSwitch, FormMessage } from './AuthFrame';
import * as s from './AuthPage.css';
import { renderRouterLink } from '../../routerLink';

type FieldName = 'loginId' | 'password' | 'confirm' | 'name' | 'email' | 'phone';
type Form = Record<FieldName, string>;

const EMPTY: Form = { loginId: '', password: '', confirm: '', name: '', email: '', phone: '' };

export function validateSignUp(form: Form): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (!LOGIN_ID_PATTERN.test(form.loginId)) errors.loginId = '아이디는 영문, 숫자, . _ - 로 4자 이상 40자 이하입니다.';
  const weak = passwordProblem(form.password, form.loginId);
  if (weak !== null) errors.password = weak;
  if (form.confirm !== form.password) errors.confirm = '비밀번호가 일치하지 않습니다.';
  if (form.name.trim() === '') errors.name = '이름을 입력해 주세요.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email)) errors.email = '이메일 주소를 확인해 주세요.';
  if (form.phone !== '' && !/^01[0-9]-?[0-9]{3,4}-?[0-9]{4}$/.test(form.phone)) {
    errors.phone = '휴대전화 번호를 확인해 주세요 (예: 010-1234-5678).';
  }
  return errors;
}

export function RegisterPage() {
  useDocumentTitle('회원가입');
  const messageId = useId();
  const { values: form, setErrors, field } = useTextForm(useState(EMPTY));
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSignUp(form);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await signUp({
        loginId: form.loginId,
        password: form.password,
        name: form.name.trim(),
        email: form.email,
        ...(form.phone === '' ? {} : { phone: form.phone }),
      });
      setDone(true);
    } catch (error) {
      if (error instanceof AccountError) {
        setErrors(error.fields);
        setMessage(error.message);
      } else setMessage(ACCOUNT_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame>
      {done ? (
        <Stack gap="20">
          <h1 className={s.brand}>가입 신청이 접수되었습니다</h1>
          <p className={s.note}>관리자가 승인하면 로그인할 수 있습니다.</p>
          <ButtonLink href="/login" renderLink={renderRouterLink} width="full">
            로그인 화면으로
          </ButtonLink>
        </Stack>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-describedby={message ? messageId : undefined}>
          <Stack gap="16">
            <h1 className={s.brand}>회원가입</h1>
            <TextField label="아이디" autoComplete="username" required {...field('loginId')} />
            <TextField
              label="비밀번호"
              type="password"
              autoComplete="new-password"
              required
              hint={PASSWORD_RULE_TEXT}
              {...field('password')}
            />
            <TextField
              label="비밀번호 확인"
              type="password"
              autoComplete="new-password"
              required
              {...field('confirm')}
            />
            <TextField label="이름" autoComplete="name" required {...field('name')} />
            <TextField label="이메일" type="email" autoComplete="email" required {...field('email')} />
            <TextField label="휴대전화 (선택)" type="tel" autoComplete="tel" {...field('phone')} />
            <FormMessage id={messageId} message={message} />
            <Button type="submit" width="full" loading={busy} loadingLabel="신청 중…">
              가입 신청
            </Button>
            <AuthSwitch question="이미 계정이 있으신가요?" to="/login" label="로그인" />
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}

export { RegisterPage as Component };
