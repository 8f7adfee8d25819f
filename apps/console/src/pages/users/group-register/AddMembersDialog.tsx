/**
 * 구성원 추가: find users (GET /v1/users, searching login id, name and email), tick them, add them all at once
 * (POST .../members). A user of another group moves to this one, as the list says; current members and one's own
 * account cannot be chosen. The choice survives a new search.
 */
import { useUsers } from '../shared/userData';
import {
  serverError,
  USER_PATHS,
  useApiMutation,
  type ConsoleUser,
  type ListFilter,
  type PermissionGroupDetail,
} from '@oa/api';
import type { USER_LIST } from '@oa/contract/users';
import { useCurrentUser } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { Checkbox } from '@oa/ui/Checkbox';
import { statusLabel, userStatus } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { useState, type SyntheticEvent } from 'react';
import { notify } from '../../../app/shell/notify';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { ActionDialog } from '../../../app/forms/ActionDialog';
import { actionErrorMessage } from '../shared/userMessages';
import * as s from '../shared/users.css';
import * as g from './GroupRegisterPage.css';

const RESULTS = 10;

export interface AddMembersDialogProps {
  group: PermissionGroupDetail;
  onAdded: (group: PermissionGroupDetail) => void;
  onClose: () => void;
}

/** A search over login id, name and email (the contract's USER_LIST `q`). */
const USER_SEARCH = listFilterForm<typeof USER_LIST>()({ q: 'like' });

export function AddMembersDialog({ group, onAdded, onClose }: AddMembersDialogProps) {
  const me = useCurrentUser();
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<ListFilter[]>([]);
  const [chosen, setChosen] = useState<ReadonlyMap<number, ConsoleUser>>(new Map());
  const results = useUsers({ page: 1, size: RESULTS, filters });
  const { trigger, isMutating } = useApiMutation<{ userIds: number[] }, PermissionGroupDetail>(
    { method: 'POST', path: USER_PATHS.groupMembers(group.id) },
    { revalidate: [USER_PATHS.groups, USER_PATHS.users] },
  );
  const members = new Set(group.memberList.map((member) => member.id));

  const search = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(USER_SEARCH.toFilters({ q: text }));
  };
  const toggle = (user: ConsoleUser, on: boolean) => {
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
  };
  const listError =
    results.error === undefined ? null : (serverError(results.error)?.message ?? '사용자 목록을 불러오지 못했습니다.');

  return (
    <ActionDialog
      width="md"
      title="구성원 추가"
      description={`${group.name} 그룹에 추가할 사용자를 찾아 선택하세요. 다른 그룹의 사용자는 이 그룹으로 옮겨집니다.`}
      confirmLabel={chosen.size === 0 ? '추가' : `${String(chosen.size)}명 추가`}
      check={() => (chosen.size === 0 ? '추가할 사용자를 선택해 주세요.' : null)}
      run={() => trigger({ userIds: [...chosen.keys()] })}
      onDone={(answer) => {
        onAdded(answer);
        notify('success', `${String(chosen.size)}명을 ${group.name} 그룹에 추가했습니다.`);
        onClose();
      }}
      failed={(error) => actionErrorMessage(error, '구성원을 추가하지 못했습니다. 잠시 후 다시 시도해 주세요.')}
      onClose={onClose}
    >
      <form role="search" aria-label="사용자 찾기" className={g.searchRow} onSubmit={search}>
        <TextField
          label="사용자 찾기"
          hideLabel
          type="search"
          placeholder="아이디, 이름, 이메일"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <Button type="submit" variant="secondary" width="auto" loading={results.isValidating && !results.isLoading}>
          검색
        </Button>
      </form>
      {listError !== null ? (
        <p className={s.text} role="alert">
          {listError}
        </p>
      ) : results.isLoading ? (
        <p className={s.muted} role="status">
          사용자를 불러오는 중…
        </p>
      ) : results.items.length === 0 ? (
        <p className={s.muted}>조건에 맞는 사용자가 없습니다.</p>
      ) : (
        <ul className={g.candidates} aria-label="검색 결과">
          {results.items.map((user) => {
            const member = members.has(user.id);
            const own = me?.id === user.loginId;
            const note = member
              ? '이미 구성원'
              : own
                ? '본인 계정은 추가할 수 없습니다'
                : `${user.groupName ?? '그룹 없음'} · ${statusLabel(userStatus, user.status)}`;
            return (
              <li key={user.id}>
                <Checkbox
                  label={
                    <span className={s.cellLines}>
                      <span>{`${user.name} (${user.loginId})`}</span>
                      <span className={s.cellSub}>{note}</span>
                    </span>
                  }
                  checked={member || chosen.has(user.id)}
                  disabled={member || own || isMutating}
                  onCheckedChange={(checked) => {
                    toggle(user, checked === true);
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      {results.total > RESULTS ? (
        <p
          className={s.muted}
        >{`${String(results.total)}명 중 ${String(RESULTS)}명을 보여 줍니다. 검색어를 더 자세히 입력해 주세요.`}</p>
      ) : null}
      <p className={s.muted} aria-live="polite">
        {chosen.size === 0
          ? '선택한 사용자가 없습니다.'
          : `선택: ${[...chosen.values()].map((user) => user.name).join(', ')}`}
      </p>
    </ActionDialog>
  );
}

export default AddMembersDialog;
