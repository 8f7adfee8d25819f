/**
 * /cup/box-id-manage (박스 ID 관리, LALALOOP_ID_BOX_EDIT): register a range of box numbers (editBoxes), the
 * boxes (number, state, in service, last change) with filters, page and sort in the URL, each box's label (라벨
 * 인쇄: the QR page on it) and, for an empty box in service, 사용 중지 (editBoxes) with a reason, asked first.
 */
import { useCan } from '@oa/auth';
import type { Box } from '@oa/contract/cupLife';
import { Button, ButtonLink } from '@oa/ui/Button';
import type { DataTableColumn, TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { boxService, boxStatus, StatusBadge, statusOptions } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { lazy, Suspense, useState } from 'react';
import { ListTable } from '../../../app/lists/ListTable';
import { useListFilters } from '../../../app/lists/useListFilters';
import { useListUrlState, type ListUrlState } from '../../../app/lists/useListUrlState';
import { withRowActions } from '../../../app/lists/withRowActions';
import { Link, renderRouterLink } from '../../../routerLink';
import { useBoxes } from '../shared/lifeData';
import { boxInquiryPath, qrLabelsPath } from '../shared/lifePaths';
import { BOX_DEFAULT_SORT, BOX_FILTERS } from './boxFilters';
import * as s from './ids.css';
import { RegisterRangeCard } from './RegisterRangeCard';

const RetireBoxDialog = lazy(() => import('./RetireBoxDialog'));

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최근 변경순', key: 'updatedAt', direction: 'DESC' },
  { label: '박스 번호순', key: 'boxNumber', direction: 'ASC' },
];
const serviceOptions = [
  { value: 'false', label: '사용 중' },
  { value: 'true', label: '사용 중지' },
];

const COLUMNS: DataTableColumn<Box>[] = [
  {
    id: 'boxNumber',
    header: '박스 번호',
    width: 120,
    sortable: true,
    cell: (box) => (
      <Link className={s.digits} to={boxInquiryPath(box.boxNumber)} aria-label={`${box.boxNumber} 조회`}>
        {box.boxNumber}
      </Link>
    ),
  },
  { id: 'state', header: '상태', width: 110, cell: (box) => <StatusBadge table={boxStatus} value={box.state} /> },
  { id: 'location', header: '위치', cell: (box) => box.location },
  { id: 'cupCount', header: '컵', align: 'right', width: 70, cell: (box) => `${formatNumber(box.cupCount)}개` },
  {
    id: 'retired',
    header: '사용',
    width: 100,
    cell: (box) => <StatusBadge table={boxService} value={box.retiredAt === null ? 'ACTIVE' : 'RETIRED'} />,
  },
  {
    id: 'updatedAt',
    header: '최근 변경',
    width: 150,
    sortable: true,
    sortFirstDirection: 'DESC',
    cell: (box) => formatDateTime(box.updatedAt),
  },
];

function BoxFilterBar({ table, searching }: { table: ListUrlState; searching: boolean }) {
  const { bar, field } = useListFilters(table, BOX_FILTERS);
  return (
    <SearchFilterBar label="박스 검색 조건" searching={searching} {...bar}>
      <TextField label="박스 번호" type="search" placeholder="예: BX000001" {...field('boxNumber')} />
      <Select label="상태" placeholder="전체" options={statusOptions(boxStatus)} {...field('state')} />
      <Select label="사용" placeholder="전체" options={serviceOptions} {...field('retired')} />
    </SearchFilterBar>
  );
}

export function BoxIdManagePage() {
  const table = useListUrlState(BOX_DEFAULT_SORT);
  const list = useBoxes(table.query);
  const canRegister = useCan('editBoxes');
  const canRetire = useCan('editBoxes');
  const [retiring, setRetiring] = useState<Box | null>(null);
  const columns = withRowActions(COLUMNS, true, 200, (box) => (
    <span className={s.actions}>
      <ButtonLink
        href={qrLabelsPath(box.boxNumber)}
        renderLink={renderRouterLink}
        variant="secondary"
        width="auto"
        aria-label={`${box.boxNumber} 라벨 인쇄`}
      >
        라벨 인쇄
      </ButtonLink>
      {canRetire && box.retiredAt === null && box.state === 'EMPTY' ? (
        <Button
          variant="secondary"
          width="auto"
          aria-label={`${box.boxNumber} 사용 중지`}
          onClick={() => {
            setRetiring(box);
          }}
        >
          사용 중지
        </Button>
      ) : null}
    </span>
  ));
  return (
    <Stack gap="16">
      {canRegister ? <RegisterRangeCard kind="BOX" /> : null}
      <BoxFilterBar table={table} searching={list.isValidating && !list.isLoading} />
      <ListTable
        table={table}
        list={list}
        label="박스 목록"
        columns={columns}
        getRowId={(box) => box.boxNumber}
        rowLabel={(box) => box.boxNumber}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '박스 목록을 불러오지 못했습니다.',
          empty: '등록된 박스가 없습니다',
          emptyDescription: '위에서 박스 번호 범위를 등록하세요.',
          emptyFiltered: '조건에 맞는 박스가 없습니다',
        }}
      />
      <Suspense fallback={null}>
        {retiring === null ? null : (
          <RetireBoxDialog
            box={retiring}
            onClose={() => {
              setRetiring(null);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}

export { BoxIdManagePage as Component };
