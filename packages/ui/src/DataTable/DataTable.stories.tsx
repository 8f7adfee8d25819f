import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileSpreadsheet, RotateCcw, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { vars } from '../theme/vars';
import type { DataTableColumn } from './column';
import { DataTable, type DataTableProps } from './DataTable';
import { OPERATION_STATE_LABEL, ROBOTS, queryRobots, type OperationState, type Robot } from './robots.fixture';
import { DEFAULT_SORT, type TableSort } from './sort';

const STATE_COLOR: Record<OperationState, string> = {
  OPERATION: vars.color.success,
  CHECK: vars.color.warning,
  WAIT: vars.color.info,
  STOP: vars.color.danger,
  DEFAULT: vars.color.textMuted,
};

function StateLabel({ state }: { state: OperationState }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '6px', color: STATE_COLOR[state] }}>
      <span aria-hidden style={{ width: '6px', height: '6px', borderRadius: '50%', background: 'currentColor' }} />
      {OPERATION_STATE_LABEL[state]}
    </span>
  );
}

const columns: DataTableColumn<Robot>[] = [
  { id: 'machineId', header: '로봇 ID', sortable: true, width: 110 },
  { id: 'name', header: '이름', sortable: true },
  { id: 'client', header: '고객사', sortable: true },
  { id: 'district', header: '구', align: 'center' },
  { id: 'state', header: '운영 상태', align: 'center', cell: (r) => <StateLabel state={r.state} /> },
  { id: 'collected', header: '누적 수거 (개)', align: 'right', sortable: true, sortFirstDirection: 'DESC' },
  { id: 'installedAt', header: '설치일', align: 'center', sortable: true, sortFirstDirection: 'DESC' },
];

const manyColumns: DataTableColumn<Robot>[] = [
  { id: 'machineId', header: '로봇 ID', sortable: true, width: 110 },
  { id: 'name', header: '이름', sortable: true, width: 200 },
  { id: 'generation', header: '세대', align: 'center' },
  { id: 'client', header: '고객사', sortable: true, width: 140 },
  { id: 'district', header: '구', align: 'center' },
  { id: 'address', header: '주소', width: 300 },
  { id: 'state', header: '운영 상태', align: 'center', cell: (r) => <StateLabel state={r.state} /> },
  { id: 'fill', header: 'PET 적재율 (%)', align: 'right', sortable: true, sortFirstDirection: 'DESC' },
  { id: 'collected', header: '누적 수거 (개)', align: 'right', sortable: true, sortFirstDirection: 'DESC' },
  { id: 'programVersion', header: '프로그램 버전', align: 'center' },
  { id: 'installedAt', header: '설치일', align: 'center', sortable: true, sortFirstDirection: 'DESC' },
  { id: 'createdAt', header: '등록일', align: 'center', sortable: true, sortFirstDirection: 'DESC' },
];

const deleteSelected = fn();
const resetFilters = fn();
const openControl = fn();

/**
 * The console's side of a list screen in miniature: page, size, sort and selection held as state (the console
 * keeps them in the URL), a stand-in server answering each change, and the story's spies called on the way.
 */
function ServerTable({ showUrl = false, ...args }: DataTableProps<Robot> & { showUrl?: boolean }) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  const [sort, setSort] = useState<TableSort | undefined>(args.sort);
  const [selected, setSelected] = useState<readonly string[]>(args.selectedRowIds ?? []);
  const { items, total } = useMemo(() => queryRobots({ page, pageSize, sort }), [page, pageSize, sort]);
  const { onSelectedRowIdsChange } = args;
  return (
    <>
      <DataTable
        {...args}
        data={items}
        total={total}
        page={page}
        pageSize={pageSize}
        sort={sort}
        selectedRowIds={selected}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
        onPageSizeChange={(next) => {
          args.onPageSizeChange?.(next);
          setPageSize(next);
          setPage(1);
        }}
        onSortChange={(next) => {
          args.onSortChange?.(next);
          setSort(next);
          setPage(1);
        }}
        onSelectedRowIdsChange={
          onSelectedRowIdsChange &&
          ((ids) => {
            onSelectedRowIdsChange(ids);
            setSelected(ids);
          })
        }
      />
      {showUrl && (
        <p style={{ marginTop: '16px', fontFamily: vars.font.family.mono, color: vars.color.textSecondary }}>
          URL: ?page={page}&amp;size={pageSize}&amp;sort={sort ? `${sort.key},${sort.direction}` : ''}
        </p>
      )}
    </>
  );
}

const excelButton = (
  <Button variant="secondary" width="auto" icon={<FileSpreadsheet size={16} />}>
    EXCEL
  </Button>
);

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Robot>,
  args: {
    label: '로봇 목록',
    columns,
    data: [],
    getRowId: (r: Robot) => r.machineId,
    rowLabel: (r: Robot) => r.machineId,
    total: ROBOTS.length,
    page: 1,
    pageSize: 10,
    sort: DEFAULT_SORT,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onSortChange: fn(),
    toolbar: excelButton,
  },
  argTypes: {
    columns: { control: false },
    data: { control: false },
    toolbar: { control: false },
    bulkActions: { control: false },
  },
  render: (args) => <ServerTable {...args} />,
} satisfies Meta<typeof DataTable<Robot>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);
const dataRow = (canvasElement: HTMLElement, index: number) => {
  const row = dataRows(canvasElement)[index];
  if (!row) throw new RangeError(`No row ${String(index)}`);
  return row;
};
const headerCell = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('columnheader', { name });

/** The first page of 253 robots, newest first (최신순), with the EXCEL button in the toolbar slot. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: '로봇 목록' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
    await expect(dataRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText(/^전체/)).toHaveTextContent('전체 253건');
    await expect(canvas.getByRole('combobox', { name: '정렬 기준' })).toHaveDisplayValue('최신순');
    await expect(canvas.getByRole('combobox', { name: '페이지당 행 수' })).toHaveDisplayValue('10개씩 보기');
    await expect(canvas.getByRole('button', { name: 'EXCEL' })).toBeInTheDocument();
    // Newest first: the last robot registered leads.
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('WB-0253');
    // Counts: thousands separators, right-aligned like their header.
    const count = within(dataRow(canvasElement, 0)).getByRole('cell', { name: /^\d{1,3}(,\d{3})+$/ });
    await expect(count).toHaveTextContent(/^\d{1,3}(,\d{3})+$/);
    await expect(getComputedStyle(count).textAlign).toBe('right');
    await expect(getComputedStyle(headerCell(canvasElement, '누적 수거 (개)')).textAlign).toBe('right');
    // No sortable column is the current sort (createdAt is not shown), so every header says none.
    await expect(headerCell(canvasElement, '이름')).toHaveAttribute('aria-sort', 'none');
  },
};

/**
 * Sorted by a column header: aria-sort on the header, an arrow, and the sort select naming the column sort.
 * Headers are buttons: a click or Enter flips the direction; dates and counts start newest / largest first.
 */
export const Sorted: Story = {
  args: { sort: { key: 'name', direction: 'ASC' } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(headerCell(canvasElement, '이름')).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('combobox', { name: '정렬 기준' })).toHaveDisplayValue('이름 오름차순');
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('망원한강공원 1호기');

    await userEvent.click(canvas.getByRole('button', { name: '설치일' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'installedAt', direction: 'DESC' });
    await expect(headerCell(canvasElement, '설치일')).toHaveAttribute('aria-sort', 'descending');
    await expect(headerCell(canvasElement, '이름')).toHaveAttribute('aria-sort', 'none');

    canvas.getByRole('button', { name: '설치일' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'installedAt', direction: 'ASC' });
    await expect(headerCell(canvasElement, '설치일')).toHaveAttribute('aria-sort', 'ascending');
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('WB-0001');

    await userEvent.click(canvas.getByRole('button', { name: '누적 수거 (개)' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'collected', direction: 'DESC' });
    await expect(headerCell(canvasElement, '누적 수거 (개)')).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('combobox', { name: '정렬 기준' })).toHaveDisplayValue('누적 수거 (개) 내림차순');
  },
};

/**
 * Page 14 of 26: pages 11-20 are shown. 이전 / 다음 move a whole group, 처음 / 마지막 go to the ends; a
 * button that leads nowhere is aria-disabled and does nothing.
 */
export const Paged: Story = {
  args: { page: 14 },
  play: async ({ canvas, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: '페이지 탐색' }));
    const pageButtons = () => nav.getAllByRole('button', { name: /^\d+\s페이지$/ }).map((b) => b.textContent);
    await expect(pageButtons()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    await expect(nav.getByRole('button', { name: '14 페이지' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(nav.getByRole('button', { name: '이전 페이지 묶음' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(pageButtons()[0]).toBe('1');
    await expect(nav.getByRole('button', { name: '10 페이지' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(nav.getByRole('button', { name: '마지막 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(26);
    await expect(pageButtons()).toEqual(['21', '22', '23', '24', '25', '26']);
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 3);
    await expect(nav.getByRole('button', { name: '다음 페이지 묶음' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(nav.getByRole('button', { name: '다음 페이지 묶음' }));
    await userEvent.click(nav.getByRole('button', { name: '마지막 페이지' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);

    await userEvent.click(nav.getByRole('button', { name: '처음 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(nav.getByRole('button', { name: '이전 페이지 묶음' })).toHaveAttribute('aria-disabled', 'true');

    // Keyboard: the next-group button, then a page button.
    nav.getByRole('button', { name: '다음 페이지 묶음' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    nav.getByRole('button', { name: '14 페이지' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(14);
    await expect(nav.getByRole('button', { name: '14 페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The page-size select: 20 rows per page, back to page 1 in one change. */
export const PageSizes: Story = {
  args: { page: 3 },
  play: async ({ canvas, canvasElement, args }) => {
    const select = canvas.getByRole('combobox', { name: '페이지당 행 수' });
    await expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      '10개씩 보기',
      '20개씩 보기',
      '50개씩 보기',
      '100개씩 보기',
    ]);
    await userEvent.selectOptions(select, '20개씩 보기');
    await expect(args.onPageSizeChange).toHaveBeenCalledOnce();
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(dataRows(canvasElement)).toHaveLength(20);
    const nav = within(canvas.getByRole('navigation', { name: '페이지 탐색' }));
    await expect(nav.getAllByRole('button', { name: /^\d+\s페이지$/ })).toHaveLength(10);
    await expect(nav.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Loading: skeleton rows in the columns' places, the table aria-busy and '불러오는 중…' announced. */
export const Loading: Story = {
  args: { loading: true, onSelectedRowIdsChange: fn() },
  render: (args) => <DataTable {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: '로봇 목록' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('불러오는 중…');
    await expect(dataRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('checkbox', { name: '현재 페이지 전체 선택' })).toBeDisabled();
  },
};

/** No rows: '데이터가 없습니다' across the table, with a hint and a way out. */
export const Empty: Story = {
  args: {
    total: 0,
    emptyDescription: '검색 조건에 맞는 로봇이 없습니다. 조건을 바꿔 다시 검색해 주세요.',
    emptyAction: (
      <Button variant="secondary" width="auto" icon={<RotateCcw size={16} />} onClick={resetFilters}>
        필터 초기화
      </Button>
    ),
  },
  render: (args) => <DataTable {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('데이터가 없습니다')).toBeVisible();
    await expect(canvas.getByText(/^전체/)).toHaveTextContent('전체 0건');
    await userEvent.click(canvas.getByRole('button', { name: '필터 초기화' }));
    await expect(resetFilters).toHaveBeenCalledOnce();
    const nav = within(canvas.getByRole('navigation', { name: '페이지 탐색' }));
    await expect(nav.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: '마지막 페이지' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Loading failed: the reason and '다시 시도' (click or keyboard) in place of the rows. */
export const ErrorWithRetry: Story = {
  args: { total: 0, error: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.', onRetry: fn() },
  render: (args) => <DataTable {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('데이터를 불러오지 못했습니다');
    await expect(canvas.getByRole('alert')).toHaveTextContent('서버에 연결할 수 없습니다.');
    const retry = canvas.getByRole('button', { name: '다시 시도' });
    await userEvent.click(retry);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/**
 * Checkboxes select rows; the header box selects the page (indeterminate when part of it is). The selection
 * survives paging; while rows are selected, 'N개 선택됨', 선택 해제 and the bulk actions appear. Shift-click
 * selects a range.
 */
export const Selection: Story = {
  args: {
    onSelectedRowIdsChange: fn(),
    bulkActions: (
      <Button variant="danger" width="auto" icon={<Trash2 size={16} />} onClick={deleteSelected}>
        삭제
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const all = () => canvas.getByRole<HTMLInputElement>('checkbox', { name: '현재 페이지 전체 선택' });
    await expect(all()).not.toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'WB-0253 선택' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(['WB-0253']);
    await expect(all().indeterminate).toBe(true);
    await expect(canvas.getByText('1개 선택됨')).toBeVisible();
    await expect(dataRows(canvasElement)[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(all());
    await expect(all()).toBeChecked();
    await expect(all().indeterminate).toBe(false);
    await expect(canvas.getByText('10개 선택됨')).toBeVisible();

    // Another page: its box is clear, the count keeps the first page's rows.
    await userEvent.click(canvas.getByRole('button', { name: '2 페이지' }));
    await expect(all()).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'WB-0243 선택' }));
    await expect(canvas.getByText('11개 선택됨')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '삭제' }));
    await expect(deleteSelected).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByRole('button', { name: '선택 해제' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByText(/개 선택됨/)).not.toBeInTheDocument();

    // Shift-click: the range from the last box clicked.
    // (One user-event session, so the held Shift reaches the click.)
    const user = userEvent.setup();
    await user.click(canvas.getByRole('checkbox', { name: 'WB-0242 선택' }));
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('checkbox', { name: 'WB-0240 선택' }));
    await user.keyboard('{/Shift}');
    await expect(canvas.getByText('3개 선택됨')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'WB-0241 선택' })).toBeChecked();

    // Keyboard: Space toggles the focused box.
    canvas.getByRole('checkbox', { name: 'WB-0238 선택' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('4개 선택됨')).toBeVisible();
    await expect(all().indeterminate).toBe(true);
  },
};

/**
 * Rows open on click (e.g. the robot's detail page), and from the keyboard: Tab reaches each row, Enter or
 * Space opens it. A control inside the row (here 제어) keeps its own click.
 */
export const RowClick: Story = {
  args: {
    onRowClick: fn(),
    columns: [
      ...columns,
      {
        id: 'actions',
        header: '관리',
        align: 'center',
        cell: (r: Robot) => (
          <Button
            variant="ghost"
            width="auto"
            height={28}
            aria-label={`${r.machineId} 실시간 제어`}
            onClick={() => {
              openControl(r.machineId);
            }}
          >
            제어
          </Button>
        ),
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(dataRow(canvasElement, 0)).getByText('WB-0253'));
    await expect(args.onRowClick).toHaveBeenCalledOnce();
    await expect(args.onRowClick).toHaveBeenCalledWith(expect.objectContaining({ machineId: 'WB-0253' }));

    dataRow(canvasElement, 1).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ machineId: 'WB-0252' }));
    await userEvent.tab();
    await expect(within(dataRow(canvasElement, 1)).getByRole('button', { name: 'WB-0252 실시간 제어' })).toHaveFocus();
    await userEvent.tab();
    await expect(dataRow(canvasElement, 2)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ machineId: 'WB-0251' }));

    await userEvent.click(within(dataRow(canvasElement, 3)).getByRole('button', { name: 'WB-0250 실시간 제어' }));
    await expect(openControl).toHaveBeenCalledOnce();
    await expect(openControl).toHaveBeenCalledWith('WB-0250');
    await expect(args.onRowClick).toHaveBeenCalledTimes(3);
  },
};

/** Twelve columns in a narrow space: the table scrolls sideways, and its scroll box takes keyboard focus. */
export const ManyColumns: Story = {
  args: { columns: manyColumns },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: '로봇 목록' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    region.scrollLeft = 240;
    await expect(region.scrollLeft).toBe(240);
    // Back to the start for the picture.
    region.scrollLeft = 0;
  },
};

/** A fixed-height table (maxHeight 360): the rows scroll under the header, which stays in place. */
export const StickyHeader: Story = {
  args: { pageSize: 20, maxHeight: 360 },
  play: async ({ canvas, canvasElement }) => {
    const region = await canvas.findByRole('region', { name: '로봇 목록' });
    await expect(region.getBoundingClientRect().height).toBe(360);
    region.scrollTop = 300;
    const header = headerCell(canvasElement, '이름');
    await waitFor(() =>
      expect(header.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top + region.clientTop, 0),
    );
    await expect(dataRows(canvasElement)[0]?.getBoundingClientRect().top).toBeLessThan(
      header.getBoundingClientRect().top,
    );
  },
};

/**
 * The state is the console's (URL-like, printed under the table): the table only reports. Next group goes to
 * page 11, a page button to its page, a header sorts and the console returns to page 1, the select sorts
 * oldest first, and a page size change is one callback.
 */
export const ControlledUrlState: Story = {
  name: 'Controlled (URL-like state)',
  render: (args) => <ServerTable {...args} showUrl />,
  play: async ({ canvas, canvasElement, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: '페이지 탐색' }));
    const url = (text: string) => expect(canvas.getByText(/^URL:/)).toHaveTextContent(`URL: ${text}`);
    await url('?page=1&size=10&sort=createdAt,DESC');

    await userEvent.click(nav.getByRole('button', { name: '다음 페이지 묶음' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(nav.getByRole('button', { name: '11 페이지' })).toHaveAttribute('aria-current', 'page');
    await url('?page=11&size=10&sort=createdAt,DESC');
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('WB-0153');

    await userEvent.click(nav.getByRole('button', { name: '12 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await url('?page=12&size=10&sort=createdAt,DESC');

    await userEvent.click(canvas.getByRole('button', { name: '이름' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'ASC' });
    await expect(headerCell(canvasElement, '이름')).toHaveAttribute('aria-sort', 'ascending');
    await url('?page=1&size=10&sort=name,ASC');
    await expect(nav.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '정렬 기준' }), '오래된순');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'createdAt', direction: 'ASC' });
    await expect(headerCell(canvasElement, '이름')).toHaveAttribute('aria-sort', 'none');
    await url('?page=1&size=10&sort=createdAt,ASC');
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('WB-0001');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '페이지당 행 수' }), '100개씩 보기');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(100);
    await url('?page=1&size=100&sort=createdAt,ASC');
    await expect(nav.getAllByRole('button', { name: /^\d+\s페이지$/ })).toHaveLength(3);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '페이지당 행 수' }), '20개씩 보기');
    await url('?page=1&size=20&sort=createdAt,ASC');
    await expect(nav.getAllByRole('button', { name: /^\d+\s페이지$/ })).toHaveLength(10);
    await expect(dataRows(canvasElement)).toHaveLength(20);
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};
