import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { listTable } from '../../../layout/storyPlay';
import { failingList, retryAfterError } from '../../../app/lists/storyLists';
import { clientOptionsHandler, listRequests, robotListHandler } from '../shared/robots.fixture';
import { RobotListPage } from './RobotListPage';

/**
 * /dashboard/webin-manage-list inside the signed-in frame, through the real OA client, answered by msw on the
 * list contract (filters, sort, page). The table state lives in the (memory) router's URL.
 */
const PATH = '/dashboard/webin-manage-list';
const screens = { [PATH]: <RobotListPage /> };

const meta = {
  title: 'Console/Pages/Robots/RobotListPage',
  component: RobotListPage,
  parameters: { frame: 'none', msw: [meHandler, clientOptionsHandler, robotListHandler()] },
  beforeEach: () => {
    listRequests.length = 0;
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.robotOperator} path={PATH} screens={screens} />,
} satisfies Meta<typeof RobotListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { table, dataRows, rowsOf } = listTable('로봇 목록');
const lastRequest = () => listRequests.at(-1);
/** The first data row. */
const firstRow = (canvasElement: HTMLElement): HTMLElement => {
  const [row] = dataRows(canvasElement);
  if (row === undefined) throw new Error('no rows');
  return row;
};
/** '전체 N건' above the table (not the filters' 전체 options). */

/** The first page, newest first: badges, bins, links to edit and realtime control, 로봇 등록 and EXCEL. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 57);
    await expect(dataRows(canvasElement)).toHaveLength(10);
    const first = within(firstRow(canvasElement));
    await expect(first.getByRole('link', { name: 'WB-0057' })).toHaveAttribute(
      'href',
      '/dashboard/webin-manage-register/WB-0057',
    );
    await expect(first.getByRole('link', { name: '실시간 제어 WB-0057' })).toHaveAttribute(
      'href',
      '/dashboard/realtime-control/WB-0057',
    );
    await expect(first.getByText('운영 중')).toBeVisible();
    await expect(first.getByText('1 페트 67% · 2 캔 37%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '로봇 등록' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeEnabled();
    await expect(lastRequest()?.get('sort')).toBe('createdAt,DESC');
    await expect(lastRequest()?.getAll('filter')).toEqual([]);
  },
};

/**
 * Opened with filters, sort and page in the URL (a shared link): the form shows them, the request carries them.
 * A new search adds the generation and goes back to page 1; 초기화 clears every filter.
 */
export const FilteredFromUrl: Story = {
  render: () => (
    <SignedInConsole
      user={DEMO_USERS.robotOperator}
      path={`${PATH}?sort=name,ASC&filter=district:eq:강남구&filter=capacityState:any:FULL`}
      screens={screens}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = within(await canvas.findByRole('search', { name: '로봇 검색 조건' }));
    await expect(search.getByRole('combobox', { name: '자치구' })).toHaveDisplayValue('강남구');
    await expect(search.getByRole('combobox', { name: '적재 상태' })).toHaveDisplayValue('가득 참');
    await expect(canvas.getByRole('combobox', { name: '정렬 기준' })).toHaveDisplayValue('이름순');
    await rowsOf(canvasElement, 3);
    await expect(lastRequest()?.getAll('filter')).toEqual(['district:eq:강남구', 'capacityState:any:FULL']);
    for (const row of dataRows(canvasElement)) await expect(row).toHaveTextContent('강남구');

    await userEvent.selectOptions(search.getByRole('combobox', { name: '세대' }), 'RC 3.x');
    await userEvent.click(search.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(lastRequest()?.getAll('filter')).toEqual([
        'district:eq:강남구',
        'generation:eq:RC_3',
        'capacityState:any:FULL',
      ]),
    );
    await expect(lastRequest()?.get('sort')).toBe('name,ASC');

    await userEvent.click(search.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(lastRequest()?.getAll('filter')).toEqual([]));
    await expect(search.getByRole('combobox', { name: '자치구' })).toHaveDisplayValue('전체');
    await rowsOf(canvasElement, 57);
  },
};

/** A text search that matches nothing: the empty state says so and offers to clear the conditions. */
export const Empty: Story = {
  render: () => (
    <SignedInConsole user={DEMO_USERS.robotOperator} path={`${PATH}?filter=q:like:없는로봇`} screens={screens} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('조건에 맞는 로봇이 없습니다')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '검색어' })).toHaveValue('없는로봇');
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '조건 초기화' }));
    await rowsOf(canvasElement, 57);
    await expect(canvas.getByRole('searchbox', { name: '검색어' })).toHaveValue('');
  },
};

/** The server fails once: the Korean error with 다시 시도, which loads the list. */
export const ErrorAndRetry: Story = {
  parameters: {
    msw: [meHandler, clientOptionsHandler, failingList('/oa/v1/robots', { once: true }), robotListHandler()],
  },
  play: async ({ canvasElement }) => {
    await retryAfterError(canvasElement);
    await rowsOf(canvasElement, 57);
    await expect(dataRows(canvasElement)).toHaveLength(10);
  },
};

/** Waiting for the first answer: skeleton rows, the table busy. */
export const Loading: Story = {
  parameters: {
    msw: [meHandler, clientOptionsHandler, http.get('/oa/v1/robots', unanswered)],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

/**
 * 최조회 (demo-viewer) reads robots but may not register or edit them: no 로봇 등록, machine ids are plain text;
 * realtime control is still linked (the viewer may open it).
 */
export const Viewer: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.viewer} path={PATH} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 57);
    await expect(canvas.queryByRole('button', { name: '로봇 등록' })).not.toBeInTheDocument();
    const first = within(firstRow(canvasElement));
    await expect(first.queryByRole('link', { name: 'WB-0057' })).not.toBeInTheDocument();
    await expect(first.getByText('WB-0057')).toBeVisible();
    await expect(first.getByRole('link', { name: '실시간 제어 WB-0057' })).toBeVisible();
  },
};
