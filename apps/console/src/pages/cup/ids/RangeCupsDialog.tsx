/**
 * 컵 ID 목록 of a registered range: its cups in ID order with their states (the cup list filtered from the first to
 * the last ID), ten to a page, optionally one state only. Its own module, loaded on demand.
 */
import type { ListQuery } from '@oa/api';
import type { Cup, IdRange } from '@oa/contract/cupLife';
import { DataTable, type DataTableColumn } from '@oa/ui/DataTable';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { Modal } from '@oa/ui/Modal';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { cupStatus, StatusBadge, statusOptions } from '@oa/ui/StatusBadge';
import { useState } from 'react';
import { serverError } from '@oa/api';
import { useCups } from '../shared/lifeData';
import * as s from './ids.css';

const stateOptions = statusOptions(cupStatus);

const COLUMNS: DataTableColumn<Cup>[] = [
  { id: 'cuid', header: '컵 ID', width: 130, cell: (cup) => <span className={s.digits}>{cup.cuid}</span> },
  { id: 'state', header: '상태', width: 110, cell: (cup) => <StatusBadge table={cupStatus} value={cup.state} /> },
  {
    id: 'place',
    header: '위치',
    cell: (cup) => cup.boxNumber ?? (cup.machineId === null ? '-' : `${cup.machineName ?? ''} (${cup.machineId})`),
  },
  { id: 'useCount', header: '사용 횟수', align: 'right', width: 90, cell: (cup) => `${formatNumber(cup.useCount)}회` },
  { id: 'updatedAt', header: '최근 변경', width: 150, cell: (cup) => formatDateTime(cup.updatedAt) },
];

/** The cups of a range: `cuid` from the first ID to the last (IDs are fixed width, so text order is number order). */
export function rangeCupsQuery(range: Pick<IdRange, 'first' | 'last'>, page: number, state: string): ListQuery {
  return {
    page,
    size: 10,
    sort: { key: 'cuid', direction: 'ASC' },
    filters: [
      { field: 'cuid', op: 'gte', value: range.first },
      { field: 'cuid', op: 'lte', value: range.last },
      ...(state === '' ? [] : [{ field: 'state', op: 'eq' as const, value: state }]),
    ],
  };
}

export interface RangeCupsDialogProps {
  range: IdRange;
  onClose: () => void;
}

export function RangeCupsDialog({ range, onClose }: RangeCupsDialogProps) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState('');
  const list = useCups(rangeCupsQuery(range, page, state));
  const title = `${range.first} ~ ${range.last}`;
  return (
    <Modal
      open
      width="lg"
      title="컵 ID 목록"
      description={`${title} (${formatNumber(range.count)}개)`}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Stack gap="16">
        <Select
          label="상태"
          placeholder="전체"
          options={stateOptions}
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            setPage(1);
          }}
        />
        <DataTable
          label={`${title} 컵 목록`}
          columns={COLUMNS}
          data={list.items}
          getRowId={(cup) => cup.cuid}
          total={list.total}
          page={page}
          onPageChange={setPage}
          pageSize={10}
          loading={list.isLoading}
          error={
            list.error === undefined ? false : (serverError(list.error)?.message ?? '컵 목록을 불러오지 못했습니다.')
          }
          onRetry={() => void list.reload()}
          emptyTitle={state === '' ? '이 범위의 컵이 없습니다' : '이 상태의 컵이 없습니다'}
        />
      </Stack>
    </Modal>
  );
}

export default RangeCupsDialog;
