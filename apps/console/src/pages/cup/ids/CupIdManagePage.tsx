/**
 * /cup/lalaloop-id-manage (컵 ID 관리, LALALOOP_ID_EDIT): register a range of cup IDs (editCupIds), the ranges
 * registered newest first (page and sort in the URL), each with its cups (컵 ID 목록, their states) and its labels
 * (라벨 인쇄: the QR page on the range); 컵 폐기 (editCupIds) of typed, pasted or ranged cup IDs with a reason. Both
 * dialogs load on demand.
 */
import { useCan } from '@oa/auth';
import type { IdRange } from '@oa/contract/cupLife';
import { Button, ButtonLink } from '@oa/ui/Button';
import type { DataTableColumn, TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ListFilter, ListSort } from '@oa/api';
import { ListTable } from '../../../app/lists/ListTable';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { withRowActions } from '../../../app/lists/withRowActions';
import { renderRouterLink } from '../../../routerLink';
import { useIdRanges } from '../shared/lifeData';
import { qrLabelsPath } from '../shared/lifePaths';
import * as s from './ids.css';
import { RegisterRangeCard } from './RegisterRangeCard';

const RangeCupsDialog = lazy(() => import('./RangeCupsDialog'));
const DiscardCupsDialog = lazy(() => import('./DiscardCupsDialog'));

const DEFAULT_SORT: ListSort = { key: 'createdAt', direction: 'DESC' };
const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'createdAt', direction: 'DESC' },
  { label: '오래된순', key: 'createdAt', direction: 'ASC' },
];
const CUP_KIND: ListFilter = { field: 'kind', op: 'eq', value: 'CUP' };

const COLUMNS: DataTableColumn<IdRange>[] = [
  { id: 'first', header: '시작 ID', width: 130, cell: (range) => <span className={s.digits}>{range.first}</span> },
  { id: 'last', header: '끝 ID', width: 130, cell: (range) => <span className={s.digits}>{range.last}</span> },
  { id: 'count', header: '개수', align: 'right', width: 90, cell: (range) => `${formatNumber(range.count)}개` },
  { id: 'actor', header: '등록자', width: 100, cell: (range) => range.actor ?? '-' },
  {
    id: 'createdAt',
    header: '등록일시',
    width: 150,
    sortable: true,
    sortFirstDirection: 'DESC',
    cell: (range) => formatDateTime(range.createdAt),
  },
];

export function CupIdManagePage() {
  const table = useListUrlState(DEFAULT_SORT);
  const query = useMemo(
    () => ({ ...table.query, filters: [...table.query.filters.filter((filter) => filter.field !== 'kind'), CUP_KIND] }),
    [table.query],
  );
  const list = useIdRanges(query);
  const canRegister = useCan('editCupIds');
  const canDiscard = useCan('editCupIds');
  const [opened, setOpened] = useState<IdRange | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const columns = withRowActions(COLUMNS, true, 220, (range) => (
    <span className={s.actions}>
      <Button
        variant="secondary"
        width="auto"
        aria-label={`${range.first} ~ ${range.last} 컵 ID 목록`}
        onClick={() => {
          setOpened(range);
        }}
      >
        컵 ID 목록
      </Button>
      <ButtonLink
        href={qrLabelsPath(range.first, range.last)}
        renderLink={renderRouterLink}
        variant="secondary"
        width="auto"
        aria-label={`${range.first} ~ ${range.last} 라벨 인쇄`}
      >
        라벨 인쇄
      </ButtonLink>
    </span>
  ));
  return (
    <Stack gap="16">
      {canRegister ? <RegisterRangeCard kind="CUP" /> : null}
      <ListTable
        table={table}
        list={list}
        label="등록된 컵 ID 범위"
        columns={columns}
        getRowId={(range) => String(range.id)}
        rowLabel={(range) => `${range.first} ~ ${range.last}`}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '등록된 컵 ID 범위를 불러오지 못했습니다.',
          empty: '등록된 컵 ID가 없습니다',
          emptyDescription: '위에서 시작과 끝 컵 ID를 넣어 등록하세요.',
        }}
        actions={
          canDiscard ? (
            <Button
              variant="secondary"
              width="auto"
              onClick={() => {
                setDiscarding(true);
              }}
            >
              컵 폐기
            </Button>
          ) : null
        }
      />
      <Suspense fallback={null}>
        {opened === null ? null : (
          <RangeCupsDialog
            range={opened}
            onClose={() => {
              setOpened(null);
            }}
          />
        )}
        {discarding ? (
          <DiscardCupsDialog
            onClose={() => {
              setDiscarding(false);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

export { CupIdManagePage as Component };
