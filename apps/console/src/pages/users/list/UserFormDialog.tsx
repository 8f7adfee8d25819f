/**
 * 사용자 등록 / 수정 in a modal: every field checked in Korean before sending, the server's per-field answers on
 * their fields, nothing typed lost on a failure. A create answers the one-time password (the page shows it once);
 * an edit keeps the login id read-only and the masked phone number unless a new one is typed. One save at a time:
 * a second press while saving does nothing.
 */
import { USER_PATHS, useApiMutation, type ConsoleUser, type OneTimePassword, type UserInput } from '@oa/api';
import { Select } from '@oa/ui/Select';
import { TextField } from '@oa/ui/TextField';
import { FormDialog } from '../../../app/forms/FormDialog';
import { SAVE_FAILED, useForm } from '../../../app/forms/useForm';
import { notify } from '../../../app/shell/notify';
import { useClientOptions } from '../../../app/shell/useClientOptions';
import { actionErrorMessage } from '../shared/userMessages';
import { useGroupOptions } from '../shared/useGroupOptions';
import {
  EMPTY_USER_FORM,
  EMAIL_MAX,
  USER_NAME_MAX,
  userFormValues,
  userInput,
  validateUserForm,
  type UserFormValues,
} from './userForm';

export interface UserFormDialogProps {
  /** The user to edit; null registers a new one. */
  user: ConsoleUser | null;
  /** After a create: the one-time password to show. */
  onCreated: (answer: OneTimePassword) => void;
  onClose: () => void;
}

export function UserFormDialog({ user, onCreated, onClose }: UserFormDialogProps) {
  const editing = user !== null;
  const groups = useGroupOptions();
  const clients = useClientOptions();
  const revalidate = { revalidate: [USER_PATHS.users] };
  const create = useApiMutation<UserInput, OneTimePassword>({ method: 'POST', path: USER_PATHS.users }, revalidate);
  const update = useApiMutation<UserInput, ConsoleUser>(
    { method: 'PUT', path: USER_PATHS.user(user?.id ?? 0) },
    revalidate,
  );
  const form = useForm<UserFormValues, ConsoleUser | OneTimePassword>({
    initial: user === null ? EMPTY_USER_FORM : userFormValues(user),
    validate: (values) => validateUserForm(values, editing ? 'edit' : 'create', user?.phone ?? null),
    save: (values) => (editing ? update.trigger(userInput(values)) : create.trigger(userInput(values))),
    onSaved: (answer, values) => {
      // A create answers the one-time password, for the page to show once.
      if ('temporaryPassword' in answer) {
        onCreated(answer);
        return;
      }
      notify('success', `${values.name.trim()}님의 정보를 저장했습니다.`);
      onClose();
    },
    failed: (error) => actionErrorMessage(error, SAVE_FAILED),
  });
  const { field } = form;

  return (
    <FormDialog
      form={form}
      title={editing ? '사용자 수정' : '사용자 등록'}
      description={
        editing ? undefined : '등록하면 임시 비밀번호가 발급됩니다. 사용자는 처음 로그인할 때 비밀번호를 바꿔야 합니다.'
      }
      confirmLabel={editing ? '저장' : '등록'}
      label={editing ? '사용자 수정' : '사용자 등록'}
      onClose={onClose}
    >
      {editing ? (
        <TextField label="아이디" readOnly hint="아이디는 바꿀 수 없습니다." {...field('loginId')} />
      ) : (
        <TextField
          label="아이디"
          required
          autoComplete="off"
          hint="영문, 숫자, 마침표(.), 밑줄(_), 하이픈(-) 4~40자. 등록 후에는 바꿀 수 없습니다."
          {...field('loginId')}
        />
      )}
      <TextField label="이름" required autoComplete="off" maxLength={USER_NAME_MAX} {...field('name')} />
      <TextField label="이메일" type="email" autoComplete="off" maxLength={EMAIL_MAX} {...field('email')} />
      <TextField
        label="전화번호"
        type="tel"
        autoComplete="off"
        placeholder="010-0000-0000"
        hint={editing && user.phone !== null ? '번호는 가려져 있습니다. 바꿀 때만 새 번호를 입력하세요.' : undefined}
        {...field('phone')}
      />
      <Select
        label="권한 그룹"
        placeholder="그룹 없음"
        options={groups.options}
        hint={groups.loadError ?? '그룹이 없으면 로그인은 되지만 볼 수 있는 화면이 없습니다.'}
        {...field('groupId')}
      />
      <Select
        label="고객사"
        placeholder="없음 (운영사 직원)"
        options={clients.options}
        hint={clients.loadError ?? '고객사를 고르면 그 고객사의 관리자 사용자가 됩니다.'}
        {...field('clientId')}
      />
    </FormDialog>
  );
}

export default UserFormDialog;
