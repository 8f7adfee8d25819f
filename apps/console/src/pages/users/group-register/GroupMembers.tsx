/**
 * A group's members on its edit page: who they are, 구성원 추가 (editPermissionGroup, for users who may also open
 * the user list that the search reads) and 삭제 per member (deleteGroupUser), each confirmed. The group's detail is
 * replaced with the server's answer after each change.
 */
import type { GroupMember, PermissionGroupDetail } from '@oa/api';
import { withRowActions } from '../../../app/lists/withRowActions';
import { Can, useCan, useCurrentUser } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { DataTable, type DataTableColumn } from '@oa/ui/DataTable';
import { StatusBadge, userStatus } from '@oa/ui/StatusBadge';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useCanOpen } from '../../../app/shell/access';
import { USER_LIST_PATH } from '../shared/userPaths';

const AddMembersDialog = lazy(() => import('./AddMembersDialog'));
const RemoveMemberDialog = lazy(() => import('./RemoveMemberDialog'));

const PAGE_SIZE = 10;

export interface GroupMembersProps {
  group: PermissionGroupDetail;
  /** The group as the server answered a change. */
  onChange: (group: PermissionGroupDetail) => void;
}

export function GroupMembers({ group, onChange }: GroupMembersProps) {
  const me = useCurrentUser();
  const canRemove = useCan('deleteGroupUser');
  const canFindUsers = useCanOpen(USER_LIST_PATH);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const members = group.memberList;
  const lastPage = Math.max(1, Math.ceil(members.length / PAGE_SIZE));
  const shownPage = Math.min(page, lastPage);

  const columns = useMemo<DataTableColumn<GroupMember>[]>(() => {
    const base: DataTableColumn<GroupMember>[] = [
      { id: 'loginId', header: '아이디', width: 140 },
      { id: 'name', header: '이름', width: 120 },
      {
        id: 'status',
        header: '상태',
        width: 100,
        cell: (member) => <StatusBadge table={userStatus} value={member.status} />,
      },
      { id: 'clientName', header: '고객사', cell: (member) => member.clientName ?? '-' },
    ];
    return withRowActions(base, canRemove, 90, (member) =>
      me?.id === member.loginId ? (
        '본인'
      ) : (
        <Button
          variant="danger"
          width="auto"
          aria-label={`${member.name}(${member.loginId}) 그룹에서 삭제`}
          onClick={() => {
            setRemoving(member);
          }}
        >
          삭제
        </Button>
      ),
    );
  }, [canRemove, me?.id]);

  return (
    <Card title={`구성원 (${String(members.length)}명)`} headingLevel={2}>
      <DataTable
        label={`${group.name} 구성원`}
        columns={columns}
        data={members.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE)}
        total={members.length}
        page={shownPage}
        onPageChange={setPage}
        pageSize={PAGE_SIZE}
        sortOptions={[]}
        getRowId={(member) => String(member.id)}
        emptyTitle="구성원이 없습니다"
        emptyDescription="구성원을 추가하면 이 그룹의 권한으로 콘솔을 사용합니다."
        toolbar={
          canFindUsers ? (
            <Can action="editPermissionGroup">
              <Button
                onClick={() => {
                  setAdding(true);
                }}
              >
                구성원 추가
              </Button>
            </Can>
          ) : undefined
        }
      />
      <Suspense fallback={null}>
        {adding ? (
          <AddMembersDialog
            group={group}
            onAdded={onChange}
            onClose={() => {
              setAdding(false);
            }}
          />
        ) : null}
        {removing !== null ? (
          <RemoveMemberDialog
            groupId={group.id}
            groupName={group.name}
            member={removing}
            onRemoved={onChange}
            onClose={() => {
              setRemoving(null);
            }}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
