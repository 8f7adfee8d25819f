/**
 * /dashboard/client-list (고객사 목록, OA_CONSOLE_CLIENT_EDIT): the client organisations the user may see, filtered
 * by type, district and text (uid, name, business number), sorted and paged on the server, the table state in the
 * URL (useListUrlState), EXCEL of every matching row. A row opens the client's edit page (고객사 수정); 고객사 등록
 * (registerClient) opens a dialog, 삭제 (deleteClient) asks first. Both dialogs load when first opened.
 */
import { useClients } from '../shared/clientData';
import { districtOptions } from '../../../app/lists/districtOptions';
import { withRowActions } from '../../../app/lists/withRowActions';
import { USER_PATHS, type Client, type ExcelColumn } from '@oa/api';
import { Can, useCan } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { type DataTableColumn, type TableSortOption } from '@oa/ui/DataTable';
import { formatDate, formatNumber } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { clientType, StatusBadge } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useListFilters } from '../../../app/lists/useListFilters';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import type { CLIENT_LIST } from '@oa/contract/users';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { CLIENT_FIELD_LABELS as L, clientTypeLabel, clientTypeOptions } from '../shared/clientLabels';
import { clientEditPath } from '../shared/clientPaths';
import { Link } from '../../../routerLink';

const ClientRegisterDialog = lazy(() => import('./ClientRegisterDialog'));
const DeleteClientDialog = lazy(() => import('./DeleteClientDialog'));

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'createdAt', direction: 'DESC' },
  { label: '오래된순', key: 'createdAt', direction: 'ASC' },
  { label: '이름순', key: 'name', direction: 'ASC' },
  { label: '고객사 ID순', key: 'uid', direction: 'ASC' },
  { label: '자치구순', key: 'district', direction: 'ASC' },
];

/** The filter form on the contract's CLIENT_LIST (`q`: uid, name or business number). */
const CLIENT_FILTERS = listFilterForm<typeof CLIENT_LIST>()({ q: 'like', type: 'eq', district: 'eq' });

const count = (value: number) => formatNumber(value);

export const clientExcelColumns: ExcelColumn<Client>[] = [
  { header: L.uid, value: (client) => client.uid },
  { header: L.name, value: (client) => client.name, width: 24 },
  { header: L.type, value: (client) => clientTypeLabel(client.type) },
  { header: L.businessNumber, value: (client) => client.businessNumber ?? '' },
  { header: L.contactName, value: (client) => client.contactName ?? '' },
  { header: L.contactPhone, value: (client) => client.contactPhone ?? '' },
  { header: L.district, value: (client) => client.district ?? '' },
  { header: L.parentId, value: (client) => client.parentName ?? '' },
  { header: L.robots, value: (client) => client.robots },
  { header: L.admins, value: (client) => client.admins },
  { header: L.children, value: (client) => client.children },
  { header: L.createdAt, value: (client) => new Date(client.createdAt) },
];

/** Filled from the URL, applied on 검색; it follows the URL (초기화, the back button) without remounting. */
function ClientFilterForm({ table, searching }: { table: ListUrlState; searching: boolean }) {
  const { bar, field } = useListFilters(table, CLIENT_FILTERS);
  return (
    <SearchFilterBar label="고객사 검색 조건" searching={searching} {...bar}>
      <Select label={L.type} placeholder="전체" options={clientTypeOptions} {...field('type')} />
      <Select label={L.district} placeholder="전체" options={districtOptions} {...field('district')} />
      <TextField label={L.q} type="search" placeholder="고객사 ID, 이름, 사업자등록번호" {...field('q')} />
    </SearchFilterBar>
  );
}

export function ClientListPage() {
  const navigate = useNavigate();
  const canDelete = useCan('deleteClient');
  const table = useListUrlState();
  const { query } = table;
  const list = useClients(query);
  const [registering, setRegistering] = useState(false);
  const [deleting, setDeleting] = useState<Client | null>(null);

  // The children count is on the edit page's 하위 고객사 tab and in EXCEL; the table fits 1200 px without it.
  const columns = useMemo<DataTableColumn<Client>[]>(() => {
    const base: DataTableColumn<Client>[] = [
      {
        id: 'uid',
        header: L.uid,
        sortable: true,
        width: 90,
        cell: (client) => <Link to={clientEditPath(client.uid)}>{client.uid}</Link>,
      },
      { id: 'name', header: L.name, sortable: true },
      {
        id: 'type',
        header: L.type,
        width: 80,
        cell: (client) => <StatusBadge table={clientType} value={client.type} dot={false} />,
      },
      { id: 'district', header: L.district, sortable: true, width: 80 },
      { id: 'parentName', header: L.parentId, width: 110 },
      { id: 'robots', header: L.robots, align: 'right', width: 50, cell: (client) => count(client.robots) },
      { id: 'admins', header: L.admins, align: 'right', width: 60, cell: (client) => count(client.admins) },
      {
        id: 'createdAt',
        header: L.createdAt,
        sortable: true,
        sortFirstDirection: 'DESC',
        width: 100,
        cell: (client) => formatDate(client.createdAt),
      },
    ];
    return withRowActions(base, canDelete, 70, (client) => (
      <Button
        variant="danger"
        width="auto"
        aria-label={`${client.name} 삭제`}
        onClick={() => {
          setDeleting(client);
        }}
      >
        삭제
      </Button>
    ));
  }, [canDelete]);

  return (
    <Stack gap="16">
      <ClientFilterForm table={table} searching={list.isValidating && !list.isLoading} />
      <ListTable
        table={table}
        list={list}
        label="고객사 목록"
        columns={columns}
        getRowId={(client) => client.uid}
        rowLabel={(client) => `${client.uid} ${client.name}`}
        onRowClick={(client) => void navigate(clientEditPath(client.uid))}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '고객사 목록을 불러오지 못했습니다.',
          empty: '등록된 고객사가 없습니다',
          emptyFiltered: '조건에 맞는 고객사가 없습니다',
        }}
        excel={{ path: USER_PATHS.clients, columns: clientExcelColumns, fileName: '고객사 목록' }}
        actions={
          <>
            <Can action="registerClient">
              <Button
                icon={<Plus size={16} aria-hidden />}
                onClick={() => {
                  setRegistering(true);
                }}
              >
                고객사 등록
              </Button>
            </Can>
          </>
        }
      />
      <Suspense fallback={null}>
        {registering ? (
          <ClientRegisterDialog
            onClose={() => {
              setRegistering(false);
            }}
          />
        ) : null}
        {deleting !== null ? (
          <DeleteClientDialog
            client={deleting}
            onClose={() => {
              setDeleting(null);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

export { ClientListPage as Component };
