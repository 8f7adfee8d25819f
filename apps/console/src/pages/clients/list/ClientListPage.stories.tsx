import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { listTable } from '../../../layout/storyPlay';
import { failingList, storyList } from '../../../app/lists/storyLists';
import {
  ALL_CLIENTS,
  clientList,
  clientOptionsHandler,
  errorBody,
  GANGNAM,
  OTHERS,
  record,
  sent,
} from '../shared/clients.fixture';
import { ClientListPage } from './ClientListPage';

/**
 * /dashboard/client-list inside the signed-in frame as 김관리 (demo-admin, OA_CONSOLE_CLIENT_EDIT), through the
 * real OA client answered by msw on the list contract. The table state lives in the (memory) router's URL.
 */
const PATH = '/dashboard/client-list';
const EDIT = '/dashboard/client-edit/:uid';

function EditStub() {
  return <p>고객사 수정 화면</p>;
}
const screens = { [PATH]: <ClientListPage />, [EDIT]: <EditStub /> };

const created = http.post('/oa/v1/clients', async ({ request }) => {
  await record(request);
  await delay(150);
  return HttpResponse.json(
    { _data: { ...GANGNAM, id: 99, uid: 'C-0099', name: '서초구청', children: 0, robots: 0, admins: 0 } },
    { status: 201 },
  );
});
const deleted = http.delete('/oa/v1/clients/:uid', async ({ request, params }) => {
  await record(request);
  if (params.uid === GANGNAM.uid) {
    return errorBody(
      409,
      'CLIENT_HAS_ROBOTS',
      '이 고객사에 로봇 12대가 배정되어 있어 삭제할 수 없습니다. 로봇의 고객사를 먼저 바꿔 주세요.',
    );
  }
  return HttpResponse.json({ _data: { uid: String(params.uid), detachedChildren: 0, lockedAdmins: 1 } });
});
const HANDLERS = [meHandler, clientOptionsHandler, clientList.handler, created, deleted];

const meta = {
  title: 'Console/Pages/Clients/ClientListPage',
  component: ClientListPage,
  parameters: { frame: 'none', msw: HANDLERS },
  beforeEach: () => {
    sent.length = 0;
    clientList.requests.length = 0;
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={PATH} screens={screens} />,
} satisfies Meta<typeof ClientListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { table, dataRows, rowsOf } = listTable('고객사 목록');
const lastRequest = () => clientList.requests.at(-1)?.searchParams;
/** A client's row, by its uid link. */
const rowOf = (canvasElement: HTMLElement, uid: string) => {
  const row = within(table(canvasElement)).getByRole('link', { name: uid }).closest('tr');
  if (row === null) throw new Error(`no row ${uid}`);
  return row;
};
/** A field of the open dialog by its label (a required one reads '<label>* 필수'). */
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}(\\* 필수)?$`));
async function toastText(canvasElement: HTMLElement): Promise<string> {
  const region = await within(canvasElement).findByRole('region', { name: /^알림 \(/ });
  return waitFor(() => within(region).getByRole('listitem').textContent);
}

/** Newest first: type badges, parent, counts, a link to each client's page, 고객사 등록 and EXCEL. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, ALL_CLIENTS.length);
    await expect(dataRows(canvasElement)).toHaveLength(10);
    const child = within(rowOf(canvasElement, 'C-0103'));
    await expect(child.getByRole('link', { name: 'C-0103' })).toHaveAttribute('href', '/dashboard/client-edit/C-0103');
    await expect(child.getByText('공공기관')).toBeVisible();
    await expect(child.getByText('강남구청')).toBeVisible();
    const gangnam = rowOf(canvasElement, 'C-0001');
    await expect(gangnam).toHaveTextContent('구청');
    await expect(canvas.getByRole('button', { name: '고객사 등록' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '강남구청 삭제' })).toBeVisible();
    await expect(lastRequest()?.get('sort')).toBe('createdAt,DESC');
    await expect(lastRequest()?.getAll('filter')).toEqual([]);
  },
};

/** A shared link's filters fill the form and the request; a new search goes back to page 1; 초기화 clears. */
export const FilteredFromUrl: Story = {
  render: () => (
    <SignedInConsole
      user={DEMO_USERS.admin}
      path={`${PATH}?page=1&sort=name,ASC&filter=type:eq:PUBLIC_INSTITUTION`}
      screens={screens}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = within(await canvas.findByRole('search', { name: '고객사 검색 조건' }));
    await expect(search.getByRole('combobox', { name: '유형' })).toHaveDisplayValue('공공기관');
    await expect(canvas.getByRole('combobox', { name: '정렬 기준' })).toHaveDisplayValue('이름순');
    const publicCount = ALL_CLIENTS.filter((client) => client.type === 'PUBLIC_INSTITUTION').length;
    await rowsOf(canvasElement, publicCount);
    await expect(lastRequest()?.getAll('filter')).toEqual(['type:eq:PUBLIC_INSTITUTION']);

    await userEvent.selectOptions(search.getByRole('combobox', { name: '자치구' }), '강남구');
    await userEvent.type(search.getByRole('searchbox', { name: '검색어' }), '강남');
    await userEvent.click(search.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(lastRequest()?.getAll('filter')).toEqual([
        'q:like:강남',
        'type:eq:PUBLIC_INSTITUTION',
        'district:eq:강남구',
      ]),
    );
    await expect(lastRequest()?.get('sort')).toBe('name,ASC');

    await userEvent.click(search.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(lastRequest()?.getAll('filter')).toEqual([]));
    await expect(search.getByRole('combobox', { name: '유형' })).toHaveDisplayValue('전체');
    await rowsOf(canvasElement, ALL_CLIENTS.length);
  },
};

/** Nothing matches: the empty state says so and clears the conditions; EXCEL is off. */
export const EmptyFiltered: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={`${PATH}?filter=q:like:없는고객사`} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('조건에 맞는 고객사가 없습니다')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '조건 초기화' }));
    await rowsOf(canvasElement, ALL_CLIENTS.length);
  },
};

export const NoClients: Story = {
  parameters: { msw: [meHandler, clientOptionsHandler, storyList('/oa/v1/clients', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 고객사가 없습니다')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [meHandler, clientOptionsHandler, storyList('/oa/v1/clients', ALL_CLIENTS, 'infinite').handler],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A failed load says why; 다시 시도 loads again. */
export const LoadError: Story = {
  parameters: {
    msw: [meHandler, clientOptionsHandler, failingList('/oa/v1/clients', { once: true }), clientList.handler],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('서버 오류가 발생했습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await rowsOf(canvasElement, ALL_CLIENTS.length);
  },
};

/** A row opens the client's page, by click or by Enter on the focused row. */
export const RowOpensClient: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, ALL_CLIENTS.length);
    rowOf(canvasElement, OTHERS[19]?.uid ?? '').focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('고객사 수정 화면')).toBeVisible();
  },
};

/** Every field checked in Korean before anything is sent; the first problem gets the focus; what was typed stays. */
export const RegisterValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '고객사 등록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '고객사 등록' }));
    await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(dialog.getByText('고객사 이름을 입력해 주세요.')).toBeVisible());
    await waitFor(() => expect(dialog.getByText('고객사 유형을 선택해 주세요.')).toBeVisible());
    await waitFor(() => expect(field('고객사 이름')).toHaveFocus());

    await userEvent.type(field('고객사 이름'), '서초구청');
    await userEvent.selectOptions(field('유형'), '구청');
    await userEvent.type(field('사업자등록번호'), '12-345-67890');
    await userEvent.type(field('담당자 연락처'), '1234');
    await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(dialog.getByText('사업자등록번호는 000-00-00000 형식으로 입력해 주세요.')).toBeVisible(),
    );
    await waitFor(() => expect(dialog.getByText('전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678')).toBeVisible());
    await expect(field('사업자등록번호')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toHaveTextContent('입력값을 확인해 주세요.');
    await expect(field('고객사 이름')).toHaveValue('서초구청');
    await expect(sent).toEqual([]);
  },
};

/** A valid form is sent once (a double click saves once), the dialog closes and a toast says so. */
export const RegisterSaved: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '고객사 등록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '고객사 등록' }));
    await userEvent.type(field('고객사 이름'), ' 서초구청 ');
    await userEvent.selectOptions(field('유형'), '구청');
    await userEvent.type(field('사업자등록번호'), '2148812345');
    await userEvent.type(field('담당자'), '최담당');
    await userEvent.type(field('담당자 연락처'), '02-2155-6114');
    await userEvent.selectOptions(field('자치구'), '서초구');
    await userEvent.selectOptions(field('상위 고객사'), '서울시설공단');
    await userEvent.dblClick(dialog.getByRole('button', { name: '등록' }));
    await expect(await toastText(canvasElement)).toContain('고객사 서초구청(C-0099)을(를) 등록했습니다.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const parent = ALL_CLIENTS.find((client) => client.name === '서울시설공단');
    await expect(sent).toEqual([
      {
        method: 'POST',
        path: '/oa/v1/clients',
        body: {
          name: '서초구청',
          type: 'DISTRICT_OFFICE',
          businessNumber: '214-88-12345',
          contactName: '최담당',
          contactPhone: '02-2155-6114',
          district: '서초구',
          parentId: parent?.id,
        },
      },
    ]);
  },
};

/** The server's refusal (400 with fields) lands on the fields; nothing typed is lost. */
export const RegisterServerErrors: Story = {
  parameters: {
    msw: [
      meHandler,
      clientOptionsHandler,
      clientList.handler,
      http.post('/oa/v1/clients', async ({ request }) => {
        await record(request);
        return errorBody(400, 'VALIDATION', '입력값을 확인해 주세요.', {
          parentId: '하위 고객사가 있는 고객사는 상위 고객사로 고를 수 없습니다.',
        });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '고객사 등록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '고객사 등록' }));
    await userEvent.type(field('고객사 이름'), '역삼2동 주민센터');
    await userEvent.selectOptions(field('유형'), '공공기관');
    await userEvent.selectOptions(field('상위 고객사'), '강남구 자원순환과');
    await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    await expect(await dialog.findByText('하위 고객사가 있는 고객사는 상위 고객사로 고를 수 없습니다.')).toBeVisible();
    await expect(field('상위 고객사')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('상위 고객사')).toHaveFocus());
    await expect(field('고객사 이름')).toHaveValue('역삼2동 주민센터');
    await expect(sent).toHaveLength(1);
  },
};

/** A client with robots cannot be deleted: the dialog stays with the server's Korean reason. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '강남구청 삭제' }));
    const dialog = within(await screen.findByRole('dialog', { name: '고객사 삭제' }));
    await waitFor(() =>
      expect(dialog.getByText('고객사 강남구청(C-0001)을(를) 삭제할까요? 되돌릴 수 없습니다.')).toBeVisible(),
    );
    await expect(dialog.getByText('하위 고객사 3곳은 최상위 고객사가 됩니다.')).toBeVisible();
    await expect(dialog.getByText('관리자 사용자 2명은 잠기고 고객사 없음이 됩니다.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '삭제' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '이 고객사에 로봇 12대가 배정되어 있어 삭제할 수 없습니다. 로봇의 고객사를 먼저 바꿔 주세요.',
    );
    await expect(sent).toEqual([{ method: 'DELETE', path: '/oa/v1/clients/C-0001', body: undefined }]);
  },
};

/** A client without robots is deleted after the question; the list reloads. */
export const DeleteDone: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const target = OTHERS[19];
    await rowsOf(canvasElement, ALL_CLIENTS.length);
    await userEvent.click(canvas.getByRole('button', { name: `${target?.name ?? ''} 삭제` }));
    const dialog = within(await screen.findByRole('dialog', { name: '고객사 삭제' }));
    const before = clientList.requests.length;
    await userEvent.click(dialog.getByRole('button', { name: '삭제' }));
    await expect(await toastText(canvasElement)).toContain(`고객사 ${target?.name ?? ''}을(를) 삭제했습니다.`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(clientList.requests.length).toBeGreaterThan(before));
    await expect(sent).toEqual([{ method: 'DELETE', path: `/oa/v1/clients/${target?.uid ?? ''}`, body: undefined }]);
  },
};
