import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CollectionEvent, MaterialType } from '@oa/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { CollectionPage } from './CollectionPage';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';

/**
 * /dashboard/rc-4_0-collection inside the signed-in frame, signed in as 이로봇 (demo-robot), reading the APPS
 * server's collection events through the real APPS client.
 */
const PATH = '/dashboard/rc-4_0-collection';
const URL_PATTERN = '/apps/v1/rc40/collections';

const MATERIALS: MaterialType[] = ['PET', 'CAN', 'PAPER', 'TETRA_PAK'];
const ROBOTS = [
  { machineId: 'WB-GN-0001', robotName: '강남구청 1호기' },
  { machineId: 'WB-MP-0002', robotName: '마포구청 2호기' },
  { machineId: 'WB-JR-0003', robotName: '종로구청 3호기' },
];

/** 36 deposits, one every 40 minutes back from 2026-11-22 09:00 Seoul; every fifth one misread and rejected. */
const EVENTS: CollectionEvent[] = Array.from({ length: 36 }, (_, index) => {
  const robot = ROBOTS[index % ROBOTS.length] ?? { machineId: '', robotName: '' };
  const material = MATERIALS[index % MATERIALS.length] ?? 'PET';
  const rejected = index % 5 === 3;
  return {
    id: 1000 - index,
    ...robot,
    memberId: `M2026****${String(10 + index).padStart(2, '0')}`,
    material,
    aiResult: rejected ? 'NONE' : material,
    confidence: rejected ? 0.412 : 0.9 + (index % 10) / 100,
    accepted: !rejected,
    points: rejected ? 0 : 10,
    at: new Date(Date.UTC(2026, 10, 22, 0, 0) - index * 40 * 60_000).toISOString(),
  };
});

const list = storyList(URL_PATTERN, EVENTS);

const meta = {
  title: 'Console/Pages/Robots/CollectionPage',
  component: CollectionPage,
  parameters: { frame: 'none', msw: [meHandler, list.handler] },
  beforeEach: () => {
    list.requests.length = 0;
    return resetConsoleState();
  },
  render: () => (
    <SignedInConsole user={DEMO_USERS.robotOperator} path={PATH} screens={{ [PATH]: <CollectionPage /> }} />
  ),
} satisfies Meta<typeof CollectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: '수거 이력' });

/** Newest first; member ids as the server masked them, confidence in percent, accepted as badges. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('M2026****10')).toBeVisible();
    const rows = within(table(canvasElement)).getAllByRole('row');
    // The header and ten rows; the first row is the newest deposit (09:00 Seoul).
    await expect(rows).toHaveLength(11);
    await expect(rows[1]).toHaveTextContent('2026.11.22 09:00');
    await expect(rows[1]).toHaveTextContent('강남구청 1호기WB-GN-0001');
    await expect(rows[1]).toHaveTextContent('90%');
    await expect(rows[1]).toHaveTextContent('승인');
    await expect(rows[4]).toHaveTextContent('41.2%');
    await expect(rows[4]).toHaveTextContent('거부');
    await expect(canvas.getByText('36')).toBeVisible();
    await expect(list.requests[0]?.searchParams.get('sort')).toBe('at,DESC');
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeEnabled();
  },
};

/** Robot and 거부 chosen: the request carries both filters and only the matching rows are shown. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('M2026****10');
    await userEvent.type(canvas.getByLabelText('기기 ID'), 'WB-GN');
    await userEvent.selectOptions(canvas.getByLabelText('결과'), '거부');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(4));
    for (const row of within(table(canvasElement)).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('WB-GN-0001');
      await expect(row).toHaveTextContent('거부');
    }
    await waitFor(() =>
      expect(list.requests.at(-1)?.searchParams.getAll('filter')).toEqual([
        'machineId:like:WB-GN',
        'accepted:eq:false',
      ]),
    );
    // The form keeps what was searched.
    await expect(canvas.getByLabelText('기기 ID')).toHaveValue('WB-GN');

    await userEvent.click(canvas.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(11));
    await expect(canvas.getByLabelText('기기 ID')).toHaveValue('');
    // The unfiltered rows are back (from the cache: within SWR's two seconds no request need be asked again).
    await expect(canvas.getByLabelText('결과')).toHaveValue('');
  },
};

/** Opened from a shared link: the filters and period come from the URL and fill the form. */
export const FromUrl: Story = {
  render: () => {
    const path = `${PATH}?filter=material:eq:CAN&filter=at:bte:2026-11-22,2026-11-23`;
    return <SignedInConsole user={DEMO_USERS.robotOperator} path={path} screens={{ [PATH]: <CollectionPage /> }} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText(/^2026\.11\.22 /);
    await expect(canvas.getByLabelText('투입 품목')).toHaveValue('CAN');
    await expect(canvas.getByRole('button', { name: '기간 2026-11-22 ~ 2026-11-22' })).toBeVisible();
    for (const row of within(table(canvasElement)).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('캔');
      await expect(row).toHaveTextContent('2026.11.22');
    }
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList(URL_PATTERN, []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('수거 이력이 없습니다')).toBeVisible();
  },
};

/** The APPS server fails: the Korean reason and 다시 시도. */
export const LoadError: Story = {
  parameters: { msw: [meHandler, failingList(URL_PATTERN)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SERVER_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeEnabled();
  },
};

/** 다시 시도 after a failure loads the list (the picture would repeat Default). */
export const ErrorThenRetry: Story = {
  parameters: { visual: false, msw: [meHandler, failingList(URL_PATTERN, { once: true }), list.handler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SERVER_ERROR)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('M2026****10')).toBeVisible();
  },
};
