/**
 * One file's rollout, robot by robot: state badges (대기, 내려받는 중, 설치 완료, 실패 with its reason), filtered by
 * state, and for users who may roll this kind out, the 배포 button that opens the robot picker.
 */
import { useRollouts } from '../shared/robotData';
import { type Rollout, type UpdateFile } from '@oa/api';
import type { ROLLOUT_LIST } from '@oa/contract/robots';
import { Can } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { DataTable, type DataTableColumn } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { rolloutState, StatusBadge, statusOptions } from '@oa/ui/StatusBadge';
import { Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import * as s from './rc40.css';
import { RobotCell } from './RobotCell';
import { formatBytes, type UpdateFileKindInfo } from './updateFileKinds';

/** The 배포 dialog (robot picker, confirm, the request) loads when it is opened. */
const RolloutDialog = lazy(() => import('./RolloutDialog').then((module) => ({ default: module.RolloutDialog })));

const SORT = { key: 'updatedAt', direction: 'DESC' } as const;
const STATE_OPTIONS = statusOptions(rolloutState);

const columns: DataTableColumn<Rollout>[] = [
  {
    id: 'robot',
    header: '로봇',
    cell: (rollout) => <RobotCell name={rollout.robotName} machineId={rollout.machineId} />,
    width: 200,
  },
  {
    id: 'state',
    header: '상태',
    cell: (rollout) => <StatusBadge table={rolloutState} value={rollout.state} />,
    width: 120,
  },
  { id: 'message', header: '사유', cell: (rollout) => rollout.message ?? '-' },
  { id: 'updatedAt', header: '변경 시간', cell: (rollout) => formatDateTime(rollout.updatedAt), width: 150 },
];

/** The rollout list's one filter (the contract's ROLLOUT_LIST), chosen above the table. */
const ROLLOUT_FILTERS = listFilterForm<typeof ROLLOUT_LIST>()({ state: 'eq' });

export function RolloutPanel({ info, file }: { info: UpdateFileKindInfo; file: UpdateFile }) {
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const [picking, setPicking] = useState(false);
  const rollouts = useRollouts(info.kind, file.id, {
    page,
    size: 10,
    sort: SORT,
    filters: ROLLOUT_FILTERS.toFilters({ state }),
  });
  return (
    <Card
      title={`${file.version} 배포 현황`}
      headingLevel={2}
      actions={
        <Can action={info.rolloutAction}>
          <Button
            icon={<Send size={16} />}
            onClick={() => {
              setPicking(true);
            }}
          >
            배포
          </Button>
        </Can>
      }
    >
      <Stack gap="16">
        <p className={s.meta}>{`${file.fileName} · ${formatBytes(file.sizeBytes)} · SHA-256 ${file.sha256}`}</p>
        {file.releaseNotes !== '' && <p className={s.notes}>{file.releaseNotes}</p>}
        <Select
          label="배포 상태"
          placeholder="전체"
          options={STATE_OPTIONS}
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            setPage(1);
          }}
          className={s.stateFilter}
        />
        <DataTable
          label={`${file.version} 로봇별 배포 상태`}
          columns={columns}
          data={rollouts.items}
          getRowId={(rollout) => rollout.machineId}
          total={rollouts.total}
          page={page}
          onPageChange={setPage}
          pageSize={10}
          sortOptions={[]}
          paginationLabels={{ navigation: '배포 현황 페이지 탐색' }}
          loading={rollouts.isLoading}
          error={rollouts.error === undefined ? false : '배포 현황을 불러오지 못했습니다.'}
          onRetry={() => void rollouts.reload()}
          emptyTitle={state === '' ? '아직 배포한 로봇이 없습니다' : '이 상태의 로봇이 없습니다'}
        />
      </Stack>
      {picking && (
        <Suspense fallback={null}>
          <RolloutDialog
            info={info}
            file={file}
            onClose={() => {
              setPicking(false);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
