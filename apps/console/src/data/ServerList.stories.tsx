import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryStorage, createSession } from '@oa/auth';
import { ApiProvider, apiBaseUrls, createApi, useList, type ListSort } from '@oa/api';
import { DataTable, type DataTableColumn } from '@oa/ui';
import { robotOperationStatus, StatusBadge } from '@oa/ui/StatusBadge';

/**
 * How a list screen gets its rows: `useList` (packages/api) through the real OA client, answered by the mock
 * service worker, drawn by `DataTable`. The previous page stays on screen while the next one loads.
 */
interface Robot {
  machineId: string;
  name: string;
  district: string;
  operationState: 'OPERATION' | 'CHECK' | 'WAIT' | 'STOP';
  createdAt: string;
}

const DISTRICTS = ['강남구', '마포구', '종로구', '송파구', '서초구'];
const STATES = ['OPERATION', 'CHECK', 'WAIT', 'STOP'] as const;
const ROBOTS: Robot[] = Array.from({ length: 57 }, (_, index) => ({
  machineId: `R-${String(index + 1).padStart(4, '0')}`,
  name: `${DISTRICTS[index % DISTRICTS.length] ?? ''} 수거함 ${String(index + 1)}호기`,
  district: DISTRICTS[index % DISTRICTS.length] ?? '',
  operationState: STATES[index % STATES.length] ?? 'OPERATION',
  createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
}));

/** The list contract of domain.md: page, size, sort=createdAt,ASC|DESC -> { _data: { items, page, size, total } }. */
const listRobots = (rows: readonly Robot[]) =>
  http.get('/oa/v1/robots', async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    const ascending = params.get('sort') === 'createdAt,ASC';
    const sorted = [...rows].sort((a, b) => (ascending ? 1 : -1) * a.createdAt.localeCompare(b.createdAt));
    await delay(page === 1 ? 0 : 300);
    return HttpResponse.json({
      _data: { items: sorted.slice((page - 1) * size, page * size), page, size, total: rows.length },
    });
  });

const columns: DataTableColumn<Robot>[] = [
  { id: 'machineId', header: '기기 ID', cell: (robot) => robot.machineId, width: 120 },
  { id: 'name', header: '이름', cell: (robot) => robot.name },
  { id: 'district', header: '자치구', cell: (robot) => robot.district, width: 100 },
  {
    id: 'operationState',
    header: '운영 상태',
    cell: (robot) => <StatusBadge table={robotOperationStatus} value={robot.operationState} />,
    width: 110,
  },
];

function RobotList() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [sort, setSort] = useState<ListSort>({ key: 'createdAt', direction: 'DESC' });
  const { items, total, isLoading, isValidating, error, reload } = useList<Robot>('/v1/robots', { page, size, sort });
  return (
    <DataTable
      label="로봇 목록"
      columns={columns}
      data={items}
      getRowId={(robot) => robot.machineId}
      total={total}
      page={page}
      onPageChange={setPage}
      pageSize={size}
      onPageSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      loading={isLoading || (isValidating && items.length === 0)}
      error={error === undefined ? false : '목록을 불러오지 못했습니다.'}
      onRetry={() => void reload()}
      emptyTitle="등록된 로봇이 없습니다"
    />
  );
}

/** A signed-in session in memory and the real clients on the story's origin (where the mock worker answers). */
function WithApi({ children }: { children: ReactNode }) {
  const [api] = useState(() => {
    const session = createSession({ storage: createMemoryStorage() });
    session.setAccessToken('story-token');
    return createApi({ session, baseUrls: apiBaseUrls({}), goToLogin: () => undefined });
  });
  return <ApiProvider api={api}>{children}</ApiProvider>;
}

const meta = {
  title: 'Console/Data/서버 목록',
  component: RobotList,
  decorators: [
    (Story) => (
      <WithApi>
        <Story />
      </WithApi>
    ),
  ],
} satisfies Meta<typeof RobotList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { msw: [listRobots(ROBOTS)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('R-0057')).toBeVisible();
    await expect(canvas.getByText('57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '2 페이지' }));
    // Page 1 stays until page 2 arrives.
    await expect(canvas.getByText('R-0057')).toBeVisible();
    await expect(await canvas.findByText('R-0047')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('R-0057')).toBeNull());
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/oa/v1/robots', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [listRobots([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 로봇이 없습니다')).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    msw: [
      http.get('/oa/v1/robots', () => HttpResponse.json({ error: { code: 'INTERNAL' } }, { status: 500 }), {
        once: true,
      }),
      listRobots(ROBOTS),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('목록을 불러오지 못했습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('R-0057')).toBeVisible();
  },
};
