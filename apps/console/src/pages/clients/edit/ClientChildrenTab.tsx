/**
 * 하위 고객사: the clients under this one (GET /v1/clients/:uid/children, the list contract), paged and sorted on
 * the server with the table state in the URL beside `tab`; each links to its own edit page.
 */
import { useClientChildren } from '../shared/clientData';
import { type Client } from '@oa/api';
import { type DataTableColumn, type TableSortOption } from '@oa/ui/DataTable';
import { formatDate, formatNumber } from '@oa/ui/format';
import { clientType, StatusBadge } from '@oa/ui/StatusBadge';
import { useNavigate } from 'react-router';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { Link } from '../../../routerLink';
import { CLIENT_FIELD_LABELS as L } from '../shared/clientLabels';
import { clientEditPath } from '../shared/clientPaths';

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'createdAt', direction: 'DESC' },
  { label: '오래된순', key: 'createdAt', direction: 'ASC' },
  { label: '이름순', key: 'name', direction: 'ASC' },
];

const COLUMNS: DataTableColumn<Client>[] = [
  {
    id: 'uid',
    header: L.uid,
    width: 110,
    cell: (child) => <Link to={clientEditPath(child.uid)}>{child.uid}</Link>,
  },
  { id: 'name', header: L.name, sortable: true },
  {
    id: 'type',
    header: L.type,
    width: 100,
    cell: (child) => <StatusBadge table={clientType} value={child.type} dot={false} />,
  },
  { id: 'district', header: L.district, width: 90 },
  { id: 'robots', header: L.robots, align: 'right', width: 70, cell: (child) => formatNumber(child.robots) },
  { id: 'admins', header: L.admins, align: 'right', width: 70, cell: (child) => formatNumber(child.admins) },
  {
    id: 'createdAt',
    header: L.createdAt,
    sortable: true,
    sortFirstDirection: 'DESC',
    width: 110,
    cell: (child) => formatDate(child.createdAt),
  },
];

export function ClientChildrenTab({ client }: { client: Client }) {
  const navigate = useNavigate();
  const table = useListUrlState();
  const list = useClientChildren(client.uid, table.query);
  return (
    <ListTable
      table={table}
      list={list}
      label={`${client.name}의 하위 고객사`}
      columns={COLUMNS}
      getRowId={(child) => child.uid}
      onRowClick={(child) => void navigate(clientEditPath(child.uid))}
      sortOptions={SORT_OPTIONS}
      text={{
        loadError: '하위 고객사를 불러오지 못했습니다.',
        empty: '하위 고객사가 없습니다',
        emptyDescription: '다른 고객사를 등록하거나 수정할 때 상위 고객사로 이 고객사를 고르면 여기에 보입니다.',
      }}
    />
  );
}
