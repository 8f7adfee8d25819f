/**
 * /dashboard/webin-manage-list (로봇 목록, RC_VIEW): every robot the user may see, filtered by client, district,
 * generation, operation state, bin state and text; sorted and paged on the server; the table state in the URL
 * (useListUrlState), so a view can be shared and survives a reload; EXCEL of every matching row. 로봇 등록 only
 * for users who may registerRobot; a robot's id links to its edit screen (editRobot) and each row to realtime
 * control when the user may open it.
 */
import { useRobots } from '../shared/robotData';
import { districtOptions } from '../../../app/lists/districtOptions';
import { ROBOT_PATHS } from '@oa/api';
import { useCan } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { type TableSortOption } from '@oa/ui/DataTable';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useCanOpen } from '../../../app/shell/access';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { useListFilters } from '../../../app/lists/useListFilters';
import { robotColumns, robotExcelColumns } from '../shared/robotColumns';
import {
  capacityStateOptions,
  generationOptions,
  operationStateOptions,
  ROBOT_FIELD_LABELS as L,
} from '../shared/robotLabels';
import { REALTIME_CONTROL_PATH, ROBOT_REGISTER_PATH } from '../shared/robotPaths';
import { useClientOptions } from '../../../app/shell/useClientOptions';
import { ROBOT_FILTERS } from './robotListFilters';

/** The sort select: the list contract's default first (최신순), then the robot sorts (ROBOT_LIST's sortable fields). */
const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'createdAt', direction: 'DESC' },
  { label: '오래된순', key: 'createdAt', direction: 'ASC' },
  { label: '기기 ID순', key: 'machineId', direction: 'ASC' },
  { label: '이름순', key: 'name', direction: 'ASC' },
  { label: '자치구순', key: 'district', direction: 'ASC' },
  { label: '최근 설치순', key: 'installedAt', direction: 'DESC' },
  { label: '최근 통신순', key: 'lastHeartbeatAt', direction: 'DESC' },
];

const LIST_ERROR = '로봇 목록을 불러오지 못했습니다.';

/**
 * The filter form: filled from the URL, applied on 검색. When the URL's filters change (a search, 초기화, the
 * back button) the form follows them; it is not remounted, so focus stays on the button that was pressed.
 */
function RobotFilters({ table, searching }: { table: ListUrlState; searching: boolean }) {
  const { bar, field } = useListFilters(table, ROBOT_FILTERS);
  const clients = useClientOptions();
  return (
    <SearchFilterBar label="로봇 검색 조건" searching={searching} {...bar}>
      <Select
        label={L.clientId}
        placeholder="전체"
        options={clients.options}
        hint={clients.loadError}
        {...field('clientId')}
      />
      <Select label={L.district} placeholder="전체" options={districtOptions} {...field('district')} />
      <Select label={L.generation} placeholder="전체" options={generationOptions} {...field('generation')} />
      <Select
        label={L.operationState}
        placeholder="전체"
        options={operationStateOptions}
        {...field('operationState')}
      />
      <Select label={L.capacityState} placeholder="전체" options={capacityStateOptions} {...field('capacityState')} />
      <TextField label={L.q} type="search" placeholder="기기 ID, 이름, 주소" {...field('q')} />
    </SearchFilterBar>
  );
}

export function RobotListPage() {
  const navigate = useNavigate();
  const canRegister = useCan('registerRobot');
  const canEdit = useCan('editRobot');
  const canControl = useCanOpen(REALTIME_CONTROL_PATH);
  const table = useListUrlState();
  const { query } = table;
  const list = useRobots(query);
  const { isLoading, isValidating } = list;
  const columns = useMemo(() => robotColumns({ canEdit, canControl }), [canEdit, canControl]);

  return (
    <Stack gap="16">
      <RobotFilters table={table} searching={isValidating && !isLoading} />
      <ListTable
        table={table}
        list={list}
        label="로봇 목록"
        columns={columns}
        getRowId={(robot) => robot.machineId}
        rowLabel={(robot) => `${robot.machineId} ${robot.name}`}
        sortOptions={SORT_OPTIONS}
        text={{ loadError: LIST_ERROR, empty: '등록된 로봇이 없습니다', emptyFiltered: '조건에 맞는 로봇이 없습니다' }}
        excel={{ path: ROBOT_PATHS.robots, columns: robotExcelColumns, fileName: '로봇 목록' }}
        actions={
          <>
            {canRegister ? (
              <Button
                onClick={() => {
                  void navigate(ROBOT_REGISTER_PATH);
                }}
              >
                로봇 등록
              </Button>
            ) : null}
          </>
        }
      />
    </Stack>
  );
}

export { RobotListPage as Component };
