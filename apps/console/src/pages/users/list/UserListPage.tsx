/**
 * /dashboard/user-list (전체 사용자, OA_CONSOLE_USER_EDIT): every console user the signed-in user may see, filtered
 * by status, permission group, client and text (login id, name, email); sorted and paged on the server; the table
 * state in the URL; EXCEL of every matching row. 사용자 등록, 수정, 승인, 잠금 / 잠금 해제 and 비밀번호 초기화 each
 * show only with their action permission; a new user's and a reset's one-time password is shown once. The dialogs
 * load when first opened.
 */
import { useUsers } from '../shared/userData';
import { withRowActions } from '../../../app/lists/withRowActions';
import { USER_PATHS, USER_STATUSES, type ConsoleUser, type OneTimePassword } from '@oa/api';
import { Can, useCan, useCurrentUser } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { type DataTableColumn, type TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { StatusBadge, statusLabel, userStatus } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ExcelColumn } from '@oa/api';
import { AuditHistoryButton } from '../../../app/audit/AuditHistoryButton';
import { useListFilters } from '../../../app/lists/useListFilters';
import { contactColumn } from '../shared/userColumns';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { useClientOptions } from '../../../app/shell/useClientOptions';
import { useGroupOptions } from '../shared/useGroupOptions';
import * as s from '../shared/users.css';
import type { StatusChange } from './UserStatusDialog';
import { USER_FILTERS } from './userListFilters';

const UserFormDialog = lazy(() => import('./UserFormDialog'));
const UserStatusDialog = lazy(() => import('./UserStatusDialog'));
const PasswordResetDialog = lazy(() => import('./PasswordResetDialog'));
const OneTimePasswordDialog = lazy(() => import('../shared/OneTimePasswordDialog'));

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'createdAt', direction: 'DESC' },
  { label: '오래된순', key: 'createdAt', direction: 'ASC' },
  { label: '아이디순', key: 'loginId', direction: 'ASC' },
  { label: '이름순', key: 'name', direction: 'ASC' },
  { label: '최근 로그인순', key: 'lastLoginAt', direction: 'DESC' },
];

const statusOptions = USER_STATUSES.map((status) => ({ value: status, label: statusLabel(userStatus, status) }));

const LIST_ERROR = '사용자 목록을 불러오지 못했습니다.';
const NO_GROUP = '그룹 없음';

export const userExcelColumns: readonly ExcelColumn<ConsoleUser>[] = [
  { header: '아이디', value: (user) => user.loginId },
  { header: '이름', value: (user) => user.name },
  { header: '이메일', value: (user) => user.email ?? undefined, width: 28 },
  { header: '전화번호', value: (user) => user.phone ?? undefined, width: 16 },
  { header: '상태', value: (user) => statusLabel(userStatus, user.status) },
  { header: '권한 그룹', value: (user) => user.groupName ?? NO_GROUP, width: 16 },
  { header: '고객사', value: (user) => user.clientName ?? undefined, width: 16 },
  {
    header: '최근 로그인',
    value: (user) => (user.lastLoginAt === null ? undefined : new Date(user.lastLoginAt)),
    width: 18,
  },
  { header: '등록일', value: (user) => new Date(user.createdAt), width: 18 },
];

/** The filter form: filled from the URL, applied on 검색; it follows the URL (search, 초기화, back). */
function UserFilters({ table, searching }: { table: ListUrlState; searching: boolean }) {
  const { bar, field } = useListFilters(table, USER_FILTERS);
  const groups = useGroupOptions();
  const clients = useClientOptions();
  return (
    <SearchFilterBar label="사용자 검색 조건" searching={searching} {...bar}>
      <Select label="상태" placeholder="전체" options={statusOptions} {...field('status')} />
      <Select
        label="권한 그룹"
        placeholder="전체"
        options={groups.options}
        hint={groups.loadError}
        {...field('groupId')}
      />
      <Select
        label="고객사"
        placeholder="전체"
        options={clients.options}
        hint={clients.loadError}
        {...field('clientId')}
      />
      <TextField label="검색어" type="search" placeholder="아이디, 이름, 이메일" {...field('q')} />
    </SearchFilterBar>
  );
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: ConsoleUser }
  | { kind: 'status'; user: ConsoleUser; change: StatusChange }
  | { kind: 'reset'; user: ConsoleUser }
  | { kind: 'password'; answer: OneTimePassword; reason: 'created' | 'reset' }
  | null;

interface RowActionsProps {
  user: ConsoleUser;
  own: boolean;
  open: (dialog: Dialog) => void;
}

/** A row's buttons, each only with its action's permission; one's own account cannot be locked or reset here. */
function RowActions({ user, own, open }: RowActionsProps) {
  const who = `${user.name}(${user.loginId})`;
  return (
    <div className={s.rowActions}>
      <Can action="editUser">
        <Button
          variant="secondary"
          width="auto"
          aria-label={`${who} 수정`}
          onClick={() => {
            open({ kind: 'edit', user });
          }}
        >
          수정
        </Button>
      </Can>
      {own ? null : (
        <Can action="changeUserStatus">
          {user.status === 'PENDING' ? (
            <Button
              width="auto"
              aria-label={`${who} 승인`}
              onClick={() => {
                open({ kind: 'status', user, change: 'approve' });
              }}
            >
              승인
            </Button>
          ) : user.status === 'ACTIVE' ? (
            <Button
              variant="secondary"
              width="auto"
              aria-label={`${who} 잠금`}
              onClick={() => {
                open({ kind: 'status', user, change: 'lock' });
              }}
            >
              잠금
            </Button>
          ) : (
            <Button
              variant="secondary"
              width="auto"
              aria-label={`${who} 잠금 해제`}
              onClick={() => {
                open({ kind: 'status', user, change: 'unlock' });
              }}
            >
              잠금 해제
            </Button>
          )}
        </Can>
      )}
      {own || user.status === 'PENDING' ? null : (
        <Can action="resetUserPassword">
          <Button
            variant="ghost"
            width="auto"
            aria-label={`${who} 비밀번호 초기화`}
            onClick={() => {
              open({ kind: 'reset', user });
            }}
          >
            비밀번호 초기화
          </Button>
        </Can>
      )}
    </div>
  );
}

export function UserListPage() {
  const me = useCurrentUser();
  const canAct = [useCan('editUser'), useCan('changeUserStatus'), useCan('resetUserPassword')].some(Boolean);
  const table = useListUrlState();
  const { query } = table;
  const list = useUsers(query);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
  };

  const columns = useMemo<DataTableColumn<ConsoleUser>[]>(() => {
    const base: DataTableColumn<ConsoleUser>[] = [
      {
        id: 'name',
        header: '사용자',
        width: 120,
        sortable: true,
        cell: (user) => (
          <span className={s.cellLines}>
            <span>{user.name}</span>
            <span className={s.cellSub}>{user.loginId}</span>
          </span>
        ),
      },
      contactColumn,
      { id: 'groupName', header: '권한 그룹', width: 110, cell: (user) => user.groupName ?? NO_GROUP },
      { id: 'clientName', header: '고객사', width: 90, cell: (user) => user.clientName ?? '-' },
      {
        id: 'status',
        header: '상태',
        width: 90,
        sortable: true,
        cell: (user) => <StatusBadge table={userStatus} value={user.status} />,
      },
      {
        id: 'lastLoginAt',
        header: '최근 로그인',
        width: 110,
        sortable: true,
        sortFirstDirection: 'DESC',
        cell: (user) => (user.lastLoginAt === null ? '-' : formatDateTime(user.lastLoginAt)),
      },
    ];
    return withRowActions(base, canAct, 170, (user) => (
      <RowActions user={user} own={me?.id === user.loginId} open={setDialog} />
    ));
  }, [canAct, me?.id]);

  return (
    <Stack gap="16">
      <UserFilters table={table} searching={list.isValidating && !list.isLoading} />
      <ListTable
        table={table}
        list={list}
        label="사용자 목록"
        columns={columns}
        getRowId={(user) => String(user.id)}
        rowLabel={(user) => `${user.loginId} ${user.name}`}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: LIST_ERROR,
          empty: '등록된 사용자가 없습니다',
          emptyFiltered: '조건에 맞는 사용자가 없습니다',
        }}
        excel={{ path: USER_PATHS.users, columns: userExcelColumns, fileName: '전체 사용자' }}
        actions={
          <>
            <AuditHistoryButton actionPrefix="user." title="사용자 변경 이력" />
            <Can action="createUser">
              <Button
                onClick={() => {
                  setDialog({ kind: 'create' });
                }}
              >
                사용자 등록
              </Button>
            </Can>
          </>
        }
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
          <UserFormDialog
            user={dialog.kind === 'edit' ? dialog.user : null}
            onCreated={(answer) => {
              setDialog({ kind: 'password', answer, reason: 'created' });
            }}
            onClose={close}
          />
        ) : null}
        {dialog?.kind === 'status' ? (
          <UserStatusDialog user={dialog.user} change={dialog.change} onClose={close} />
        ) : null}
        {dialog?.kind === 'reset' ? (
          <PasswordResetDialog
            user={dialog.user}
            onReset={(answer) => {
              setDialog({ kind: 'password', answer, reason: 'reset' });
            }}
            onClose={close}
          />
        ) : null}
        {dialog?.kind === 'password' ? (
          <OneTimePasswordDialog answer={dialog.answer} reason={dialog.reason} onClose={close} />
        ) : null}
      </Suspense>
    </Stack>
  );
}

export { UserListPage as Component };
