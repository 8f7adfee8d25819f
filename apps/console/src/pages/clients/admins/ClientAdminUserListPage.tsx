/**
 * /dashboard/client-admin-user-list (관리자 사용자, OA_CONSOLE_CLIENT_EDIT): the client organisations' admin users
 * (GET /v1/client-admin-users), filtered by client, status and text (login id, name, email), sorted and paged on the
 * server, the table state in the URL, EXCEL of every matching row. Read-only: users are changed on 전체 사용자
 * (OA_CONSOLE_USER_EDIT), which this page links to when the user may open it.
 */
import { useClientAdminUsers } from '../shared/clientData';
import { USER_PATHS, type ConsoleUser, type ExcelColumn } from '@oa/api';
import { ButtonLink } from '@oa/ui/Button';
import { type DataTableColumn, type TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { StatusBadge, statusLabel, statusOptions, userStatus } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { useCanOpen } from '../../../app/shell/access';
import { useListFilters } from '../../../app/lists/useListFilters';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import type { USER_LIST } from '@oa/contract/users';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { useClientOptions } from '../../../app/shell/useClientOptions';
import { contactColumn } from '../../users/shared/userColumns';
import { USER_LIST_PATH } from '../../users/shared/userPaths';
import { renderRouterLink } from '../../../routerLink';

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'createdAt', direction: 'DESC' },
  { label: '오래된순', key: 'createdAt', direction: 'ASC' },
  { label: '이름순', key: 'name', direction: 'ASC' },
  { label: '아이디순', key: 'loginId', direction: 'ASC' },
  { label: '최근 로그인순', key: 'lastLoginAt', direction: 'DESC' },
];

const STATUS_OPTIONS = statusOptions(userStatus);

const COLUMNS: DataTableColumn<ConsoleUser>[] = [
  { id: 'loginId', header: '아이디', sortable: true, width: 150 },
  { id: 'name', header: '이름', sortable: true, width: 100 },
  { id: 'clientName', header: '고객사' },
  contactColumn,
  {
    id: 'status',
    header: '상태',
    width: 90,
    cell: (user) => <StatusBadge table={userStatus} value={user.status} />,
  },
  {
    id: 'lastLoginAt',
    header: '최근 로그인',
    sortable: true,
    sortFirstDirection: 'DESC',
    width: 150,
    cell: (user) => formatDateTime(user.lastLoginAt),
  },
];

const EXCEL_COLUMNS: ExcelColumn<ConsoleUser>[] = [
  { header: '아이디', value: (user) => user.loginId },
  { header: '이름', value: (user) => user.name },
  { header: '고객사', value: (user) => user.clientName ?? '' },
  { header: '이메일', value: (user) => user.email ?? '' },
  { header: '전화번호', value: (user) => user.phone ?? '' },
  { header: '권한 그룹', value: (user) => user.groupName ?? '' },
  { header: '상태', value: (user) => statusLabel(userStatus, user.status) },
  { header: '최근 로그인', value: (user) => (user.lastLoginAt === null ? '' : new Date(user.lastLoginAt)) },
  { header: '등록일', value: (user) => new Date(user.createdAt) },
];

/** The filter form on the contract's USER_LIST (the admin users list has the user list's fields). */
const ADMIN_FILTERS = listFilterForm<typeof USER_LIST>()({ q: 'like', clientId: 'eq', status: 'eq' });

function AdminFilterForm({ table, searching }: { table: ListUrlState; searching: boolean }) {
  const { bar, field } = useListFilters(table, ADMIN_FILTERS);
  const clients = useClientOptions();
  return (
    <SearchFilterBar label="관리자 사용자 검색 조건" searching={searching} {...bar}>
      <Select
        label="고객사"
        placeholder="전체"
        options={clients.options}
        hint={clients.loadError}
        {...field('clientId')}
      />
      <Select label="상태" placeholder="전체" options={STATUS_OPTIONS} {...field('status')} />
      <TextField label="검색어" type="search" placeholder="아이디, 이름, 이메일" {...field('q')} />
    </SearchFilterBar>
  );
}

export function ClientAdminUserListPage() {
  const canManageUsers = useCanOpen(USER_LIST_PATH);
  const table = useListUrlState();
  const { query } = table;
  const list = useClientAdminUsers(query);
  return (
    <Stack gap="16">
      <AdminFilterForm table={table} searching={list.isValidating && !list.isLoading} />
      <ListTable
        table={table}
        list={list}
        label="관리자 사용자 목록"
        columns={COLUMNS}
        getRowId={(admin) => String(admin.id)}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '관리자 사용자를 불러오지 못했습니다.',
          empty: '등록된 관리자 사용자가 없습니다',
          emptyFiltered: '조건에 맞는 관리자 사용자가 없습니다',
        }}
        excel={{ path: USER_PATHS.clientAdminUsers, columns: EXCEL_COLUMNS, fileName: '관리자 사용자' }}
        actions={
          <>
            {canManageUsers ? (
              <ButtonLink href={USER_LIST_PATH} renderLink={renderRouterLink} variant="secondary" width="auto">
                전체 사용자에서 관리
              </ButtonLink>
            ) : null}
          </>
        }
      />
    </Stack>
  );
}

export { ClientAdminUserListPage as Component };
