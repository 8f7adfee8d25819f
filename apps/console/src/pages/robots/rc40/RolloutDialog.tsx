/**
 * 배포: choose RC 4.0 robots (searchable, selection across pages), confirm, then POST the file's rollouts
 * `{ machineIds }`. The rollout list and the file's counts reload after.
 */
import { useRobots } from '../shared/robotData';
import { ROBOT_PATHS, serverError, useApiMutation, type Robot, type UpdateFile } from '@oa/api';
import type { ROBOT_LIST } from '@oa/contract/robots';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { DataTable, type DataTableColumn } from '@oa/ui/DataTable';
import { Modal } from '@oa/ui/Modal';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Stack } from '@oa/ui/Stack';
import { robotConnection, StatusBadge } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { notify } from '../../../app/shell/notify';
import { useState } from 'react';
import { FormAlert } from '../../../app/forms/FormAlert';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import * as s from './rc40.css';
import type { UpdateFileKindInfo } from './updateFileKinds';

/** RC 4.0 robots, searched by machine id, name or address (the contract's ROBOT_LIST). */
const RC40_SEARCH = listFilterForm<typeof ROBOT_LIST>()({ generation: 'eq', q: 'like' });
const SORT = { key: 'machineId', direction: 'ASC' } as const;

const columns: DataTableColumn<Robot>[] = [
  { id: 'machineId', header: '기기 ID', width: 130 },
  { id: 'name', header: '이름' },
  { id: 'district', header: '자치구', width: 90 },
  {
    id: 'online',
    header: '연결',
    cell: (robot) => <StatusBadge table={robotConnection} value={robot.online ? 'ONLINE' : 'OFFLINE'} />,
    width: 100,
  },
  { id: 'version', header: '현재 버전', width: 110 },
];

export interface RolloutDialogProps {
  info: UpdateFileKindInfo;
  file: UpdateFile;
  onClose: () => void;
}

export function RolloutDialog({ info, file, onClose }: RolloutDialogProps) {
  const [search, setSearch] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const robots = useRobots({
    page,
    size: 10,
    sort: SORT,
    filters: RC40_SEARCH.toFilters({ generation: 'RC_4_0', q: search }),
  });
  const { trigger, isMutating } = useApiMutation<{ machineIds: string[] }>(
    { method: 'POST', path: ROBOT_PATHS.rollouts(info.kind, file.id) },
    { revalidate: [info.path] },
  );
  const currentVersion = (robot: Robot) => (info.kind === 'PROGRAM' ? robot.programVersion : robot.aiModelVersion);
  const tableColumns = columns.map((column) =>
    column.id === 'version' ? { ...column, cell: (robot: Robot) => currentVersion(robot) ?? '-' } : column,
  );

  const start = async () => {
    setMessage(null);
    try {
      await trigger({ machineIds: selected });
      notify('success', `로봇 ${String(selected.length)}대에 ${info.noun} ${file.version} 배포를 시작했습니다.`);
      onClose();
    } catch (error) {
      setConfirming(false);
      setMessage(serverError(error)?.message ?? '배포를 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <Modal
      open
      width="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${info.noun} ${file.version} 배포`}
      description={
        confirming
          ? undefined
          : '배포할 RC 4.0 로봇을 선택하세요. 선택한 로봇이 다음 연결 때 파일을 내려받아 설치합니다.'
      }
      footer={
        confirming ? (
          <ConfirmButtons
            align="end"
            onCancel={() => {
              setConfirming(false);
            }}
            confirmLabel="배포 시작"
            confirmLoading={isMutating}
            onConfirm={() => void start()}
          />
        ) : (
          <ConfirmButtons
            align="end"
            onCancel={onClose}
            confirmLabel="배포"
            confirmDisabled={selected.length === 0}
            onConfirm={() => {
              setConfirming(true);
            }}
          />
        )
      }
    >
      {confirming ? (
        <p className={s.question}>
          {`선택한 로봇 ${String(selected.length)}대에 ${info.noun} ${file.version} (${file.fileName})을 배포할까요?`}
        </p>
      ) : (
        <Stack gap="16">
          <SearchFilterBar
            label="로봇 검색"
            onSearch={() => {
              setSearch(text);
              setPage(1);
            }}
            onReset={() => {
              setText('');
              setSearch('');
              setPage(1);
            }}
          >
            <TextField
              label="로봇 검색어"
              placeholder="기기 ID, 이름 또는 주소"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
              }}
            />
          </SearchFilterBar>
          <DataTable
            label="RC 4.0 로봇"
            columns={tableColumns}
            data={robots.items}
            getRowId={(robot) => robot.machineId}
            rowLabel={(robot) => `${robot.machineId} ${robot.name}`}
            total={robots.total}
            page={page}
            onPageChange={setPage}
            pageSize={10}
            sortOptions={[]}
            paginationLabels={{ navigation: '로봇 목록 페이지 탐색' }}
            selectedRowIds={selected}
            onSelectedRowIdsChange={setSelected}
            loading={robots.isLoading}
            error={robots.error === undefined ? false : '로봇 목록을 불러오지 못했습니다.'}
            onRetry={() => void robots.reload()}
            emptyTitle="RC 4.0 로봇이 없습니다"
          />
          <FormAlert message={message} />
        </Stack>
      )}
    </Modal>
  );
}
