/**
 * /dashboard/user-list-group (권한 그룹 목록, OA_CONSOLE_USER_GROUP_EDIT): every permission group with its number of
 * permissions and members, searched by name, sorted and paged on the server with the table state in the URL; EXCEL.
 * A group's name opens its edit page; 권한 그룹 등록 and 삭제 (asked first, with the members' fate said) show only
 * with their action permission.
 */
import { useGroups } from '../shared/userData';
import { withRowActions } from '../../../app/lists/withRowActions';
import { USER_PATHS, type ExcelColumn, type PermissionGroup } from '@oa/api';
import type { GROUP_LIST } from '@oa/contract/users';
import { Can, permissionLabel, useCan } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { type DataTableColumn, type TableSortOption } from '@oa/ui/DataTable';
import { formatDate, formatNumber } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { useListFilters } from '../../../app/lists/useListFilters';
import { AuditHistoryButton } from '../../../app/audit/AuditHistoryButton';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { GROUP_REGISTER_PATH, groupEditPath } from '../shared/userPaths';
import { Link } from '../../../routerLink';

const DeleteGroupDialog = lazy(() => import('./DeleteGroupDialog'));

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'createdAt', direction: 'DESC' },
  { label: '오래된순', key: 'createdAt', direction: 'ASC' },
  { label: '이름순', key: 'name', direction: 'ASC' },
];

const groupExcelColumns: readonly ExcelColumn<PermissionGroup>[] = [
  { header: '그룹 이름', value: (group) => group.name, width: 20 },
  { header: '설명', value: (group) => group.description, width: 30 },
  { header: '권한 수', value: (group) => group.permissions.length },
  { header: '권한', value: (group) => group.permissions.map(permissionLabel).join(', '), width: 60 },
  { header: '구성원 수', value: (group) => group.members },
  { header: '등록일', value: (group) => new Date(group.createdAt), width: 18 },
];

/** The name search: filled from the URL, applied on 검색. */
/** The filter form on the contract's GROUP_LIST. */
const GROUP_FILTERS = listFilterForm<typeof GROUP_LIST>()({ name: 'like' });

function GroupSearch({ table, searching }: { table: ListUrlState; searching: boolean }) {
  const { bar, field } = useListFilters(table, GROUP_FILTERS);
  return (
    <SearchFilterBar label="권한 그룹 검색 조건" searching={searching} {...bar}>
      <TextField label="그룹 이름" type="search" {...field('name')} />
    </SearchFilterBar>
  );
}

export function GroupListPage() {
  const navigate = useNavigate();
  const canEdit = useCan('editPermissionGroup');
  const canDelete = useCan('deletePermissionGroup');
  const table = useListUrlState();
  const { query } = table;
  const list = useGroups(query);
  const [deleting, setDeleting] = useState<PermissionGroup | null>(null);

  const columns = useMemo<DataTableColumn<PermissionGroup>[]>(() => {
    const base: DataTableColumn<PermissionGroup>[] = [
      {
        id: 'name',
        header: '그룹 이름',
        width: 160,
        sortable: true,
        cell: (group) => (canEdit ? <Link to={groupEditPath(group.id)}>{group.name}</Link> : group.name),
      },
      { id: 'description', header: '설명', cell: (group) => (group.description === '' ? '-' : group.description) },
      {
        id: 'permissions',
        header: '권한 수',
        width: 90,
        align: 'right',
        cell: (group) => `${formatNumber(group.permissions.length)}개`,
      },
      {
        id: 'members',
        header: '구성원 수',
        width: 100,
        align: 'right',
        cell: (group) => `${formatNumber(group.members)}명`,
      },
      {
        id: 'createdAt',
        header: '등록일',
        width: 120,
        sortable: true,
        sortFirstDirection: 'DESC',
        cell: (group) => formatDate(group.createdAt),
      },
    ];
    return withRowActions(base, canDelete, 90, (group) => (
      <Button
        variant="danger"
        width="auto"
        aria-label={`${group.name} 삭제`}
        onClick={() => {
          setDeleting(group);
        }}
      >
        삭제
      </Button>
    ));
  }, [canEdit, canDelete]);

  return (
    <Stack gap="16">
      <GroupSearch table={table} searching={list.isValidating && !list.isLoading} />
      <ListTable
        table={table}
        list={list}
        label="권한 그룹 목록"
        columns={columns}
        getRowId={(group) => String(group.id)}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '권한 그룹 목록을 불러오지 못했습니다.',
          empty: '등록된 권한 그룹이 없습니다',
          emptyFiltered: '조건에 맞는 권한 그룹이 없습니다',
        }}
        excel={{ path: USER_PATHS.groups, columns: groupExcelColumns, fileName: '권한 그룹 목록' }}
        actions={
          <>
            <AuditHistoryButton actionPrefix="group." title="권한 그룹 변경 이력" />
            <Can action="registerPermissionGroup">
              <Button
                onClick={() => {
                  void navigate(GROUP_REGISTER_PATH);
                }}
              >
                권한 그룹 등록
              </Button>
            </Can>
          </>
        }
      />
      <Suspense fallback={null}>
        {deleting !== null ? (
          <DeleteGroupDialog
            group={deleting}
            onClose={() => {
              setDeleting(null);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

export { GroupListPage as Component };
