import type { Meta, StoryObj } from '@storybook/react-vite';
import { PERMISSIONS as P, type LoggedInUser } from '@oa/auth';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { listTable } from '../../../layout/storyPlay';
import { failingList, storyList } from '../../../app/lists/storyLists';
import { ADMIN_USERS, adminUserList, clientOptionsHandler } from '../shared/clients.fixture';
import { ClientAdminUserListPage } from './ClientAdminUserListPage';

/**
 * /dashboard/client-admin-user-list inside the signed-in frame, through the real OA client answered by msw. 김관리
 * (every permission) gets the link to 전체 사용자; a client administrator without OA_CONSOLE_USER_EDIT does not.
 */
const PATH = '/dashboard/client-admin-user-list';
const screens = { [PATH]: <ClientAdminUserListPage /> };

/** A client administrator: the client pages only. */
const CLIENT_ADMIN: LoggedInUser = {
  ...DEMO_USERS.admin,
  id: 'client-boss',
  name: '정고객',
  permissions: [P.USER, P.OA_CONSOLE_CLIENT_EDIT],
};

const meta = {
  title: 'Console/Pages/Clients/ClientAdminUserListPage',
  component: ClientAdminUserListPage,
  parameters: { frame: 'none', msw: [meHandler, clientOptionsHandler, adminUserList.handler] },
  beforeEach: () => {
    adminUserList.requests.length = 0;
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={PATH} screens={screens} />,
} satisfies Meta<typeof ClientAdminUserListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { table, rowsOf } = listTable('관리자 사용자 목록');
const lastRequest = () => adminUserList.requests.at(-1)?.searchParams;

/** Newest first: client, masked phone, group, status badge, last sign-in; EXCEL and the way to 전체 사용자. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, ADMIN_USERS.length);
    const row = canvas.getByText('client-admin-05').closest('tr');
    await expect(row).toHaveTextContent('잠김');
    await expect(row).toHaveTextContent('010-****-3004');
    await expect(canvas.getByRole('link', { name: '전체 사용자에서 관리' })).toHaveAttribute(
      'href',
      '/dashboard/user-list',
    );
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /수정|삭제|잠금/ })).toBeNull();
  },
};

/** Filters from the URL, a new search by client and status, 초기화. */
export const Filtered: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={`${PATH}?filter=status:eq:ACTIVE`} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = within(await canvas.findByRole('search', { name: '관리자 사용자 검색 조건' }));
    await expect(search.getByRole('combobox', { name: '상태' })).toHaveDisplayValue('사용 중');
    await rowsOf(canvasElement, ADMIN_USERS.filter((user) => user.status === 'ACTIVE').length);
    await within(search.getByRole('combobox', { name: '고객사' })).findByRole('option', { name: '강남구청' });
    await userEvent.selectOptions(search.getByRole('combobox', { name: '고객사' }), '강남구청');
    await userEvent.type(search.getByRole('searchbox', { name: '검색어' }), 'admin');
    await userEvent.click(search.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(lastRequest()?.getAll('filter')).toEqual(['q:like:admin', 'clientId:eq:1', 'status:eq:ACTIVE']),
    );
    await userEvent.click(search.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(lastRequest()?.getAll('filter')).toEqual([]));
  },
};

/** Without the user administrator's permission there is no link to 전체 사용자. */
export const ClientAdministrator: Story = {
  parameters: { visual: false },
  render: () => <SignedInConsole user={CLIENT_ADMIN} path={PATH} screens={screens} />,
  play: async ({ canvasElement }) => {
    await rowsOf(canvasElement, ADMIN_USERS.length);
    await expect(within(canvasElement).queryByRole('link', { name: '전체 사용자에서 관리' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, clientOptionsHandler, storyList('/oa/v1/client-admin-users', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 관리자 사용자가 없습니다')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: [meHandler, clientOptionsHandler, failingList('/oa/v1/client-admin-users')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('서버 오류가 발생했습니다.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [meHandler, clientOptionsHandler, storyList('/oa/v1/client-admin-users', ADMIN_USERS, 'infinite').handler],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};
