import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { listTable } from '../../../layout/storyPlay';
import { RENTAL_MACHINES, RETURN_MACHINES } from '../shared/cup.fixture';
import { RentalMachineListPage } from './RentalMachineListPage';
import { ReturnMachineListPage } from './ReturnMachineListPage';

/** 대여기 목록 and 반납기 목록 inside the signed-in frame, as 박서울 (demo-cup), reading SEOUL_CUP through msw. */
const RENTAL_PATH = '/cup/rental-machine';
const RETURN_PATH = '/cup/return-machine';
const rentals = storyList('/seoul-cup/v1/rental-machines', RENTAL_MACHINES);
const returns = storyList('/seoul-cup/v1/return-machines', RETURN_MACHINES);
const screens = { [RENTAL_PATH]: <RentalMachineListPage />, [RETURN_PATH]: <ReturnMachineListPage /> };
/** GET .../map: every machine matching the filters (as the server answers), the requests kept. */
const mapRequests: URL[] = [];
const rentalMap = http.get('/seoul-cup/v1/rental-machines/map', ({ request }) => {
  const url = new URL(request.url);
  mapRequests.push(url);
  const filters = url.searchParams.getAll('filter');
  const items = RENTAL_MACHINES.filter((machine) =>
    filters.every((filter) => {
      const [field = '', , value = ''] = filter.split(':');
      return String((machine as unknown as Record<string, unknown>)[field]) === value;
    }),
  );
  return HttpResponse.json({ _data: { items, total: items.length } });
});

const meta = {
  title: 'Console/Pages/Cup/MachineListScreen',
  component: RentalMachineListPage,
  parameters: { frame: 'none', msw: [meHandler, rentals.handler, returns.handler, rentalMap] },
  beforeEach: () => {
    mapRequests.length = 0;
    rentals.requests.length = 0;
    returns.requests.length = 0;
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path={RENTAL_PATH} screens={screens} />,
} satisfies Meta<typeof RentalMachineListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rentalTable = listTable('대여기 목록');

/** Newest first: state, stock "n / capacity개" with its band, connection and open alerts. */
export const RentalMachines: Story = {
  play: async ({ canvasElement }) => {
    await rentalTable.rowsOf(canvasElement, 14);
    const [first, second, third] = rentalTable.dataRows(canvasElement);
    await expect(first).toHaveTextContent('RENT-GN-001');
    await expect(first).toHaveTextContent('240 / 300개 충분');
    await expect(second).toHaveTextContent('45 / 350개 재고 부족');
    await expect(third).toHaveTextContent('0 / 400개 재고 없음');
    await expect(second).toHaveTextContent('1건');
    await expect(rentals.requests[0]?.searchParams.get('sort')).toBe('createdAt,DESC');
  },
};

/** The same screen for return machines: 적재, and filling up is the warning. */
export const ReturnMachines: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path={RETURN_PATH} screens={screens} />,
  play: async ({ canvasElement }) => {
    const table = listTable('반납기 목록');
    await table.rowsOf(canvasElement, 9);
    const [, second, third] = table.dataRows(canvasElement);
    await expect(second).toHaveTextContent('290 / 350개 거의 참');
    await expect(third).toHaveTextContent('400 / 400개 가득 참');
    await expect(within(canvasElement).getByRole('columnheader', { name: /적재/ })).toBeVisible();
  },
};

/** 재고 부족, then 연결 끊김 too: both go to the request; the rows match. */
export const FilterLowStockOffline: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rentalTable.rowsOf(canvasElement, 14);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '재고' }), '재고 부족');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await rentalTable.rowsOf(canvasElement, 3);
    await expect(rentals.requests.at(-1)?.searchParams.getAll('filter')).toEqual(['levelBand:eq:LOW']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '연결 상태' }), '연결 끊김');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await rentalTable.rowsOf(canvasElement, 1);
    await expect(rentalTable.dataRows(canvasElement)[0]).toHaveTextContent('RENT-MP-007');
    await expect(rentals.requests.at(-1)?.searchParams.getAll('filter')).toEqual([
      'levelBand:eq:LOW',
      'online:eq:false',
    ]);
  },
};

/** The editor's list: 대여기 등록, and each machine id opens its manage page. */
export const EditorActions: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rentalTable.rowsOf(canvasElement, 14);
    await expect(canvas.getByRole('link', { name: 'RENT-GN-001' })).toHaveAttribute(
      'href',
      '/cup/rental-machine-manage/RENT-GN-001',
    );
    await userEvent.click(canvas.getByRole('button', { name: '대여기 등록' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '대여기 관리' })).toBeVisible();
  },
};

/** A viewer reads the list: no 등록, machine ids are text. */
export const ReadOnlyViewer: Story = {
  parameters: { visual: false },
  render: () => <SignedInConsole user={DEMO_USERS.viewer} path={RENTAL_PATH} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rentalTable.rowsOf(canvasElement, 14);
    await expect(canvas.queryByRole('button', { name: '대여기 등록' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'RENT-GN-001' })).toBeNull();
  },
};

/**
 * 지도: the machines matching the filters on Seoul's districts, a dot per machine in its condition's colour, the
 * legend counting them; the view is in the URL and the filters go with it.
 */
export const MapView: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.cupOperator} path={`${RENTAL_PATH}?view=map`} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('group', { name: '대여기 지도' }, { timeout: 5000 });
    await expect(canvas.getByRole('tab', { name: '지도', selected: true })).toBeVisible();
    await expect(map.querySelectorAll('circle[data-point]')).toHaveLength(14);
    await expect(canvas.getByRole('list', { name: '대여기 지도 범례' })).toHaveTextContent(
      '재고 없음 3재고 부족 2연결 끊김 2점검·정지 1정상 6',
    );
    await expect(canvas.getByRole('link', { name: /^종로구 구립도서관 대여기, RENT-JN-003/ })).toHaveAttribute(
      'href',
      '/cup/rental-machine-manage/RENT-JN-003',
    );
    await expect(canvas.getByText('조건에 맞는 대여기 14대')).toBeVisible();
    // The table's page is not asked for while the map is shown.
    await expect(rentals.requests).toHaveLength(0);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '자치구' }), '마포구');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: '대여기 지도' }).querySelectorAll('circle[data-point]')).toHaveLength(3),
    );
    await expect(mapRequests.at(-1)?.searchParams.getAll('filter')).toEqual(['district:eq:마포구']);
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/rental-machines', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 대여기가 없습니다')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: [meHandler, failingList('/seoul-cup/v1/rental-machines')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/rental-machines', [], 'infinite').handler] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rentalTable.table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};
