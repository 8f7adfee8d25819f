import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, listTable } from '../../../layout/storyPlay';
import { errorAnswer, groupListHandler, groupRequests, announcementsGone } from '../shared/users.fixture';
import { GroupListPage } from './GroupListPage';

/** /dashboard/user-list-group inside the signed-in frame as 김관리 (demo-admin), answered by msw. */
const PATH = '/dashboard/user-list-group';
const screens = {
  [PATH]: <GroupListPage />,
  '/dashboard/user-list-group-register/:authGroupId?': <p>권한 그룹 등록 화면</p>,
};

const deletes: string[] = [];
let deleteAnswer: (url: URL) => Response = () => HttpResponse.json({ _data: { id: 3, unassigned: 0 } });

const meta = {
  title: 'Console/Pages/Users/GroupListPage',
  component: GroupListPage,
  parameters: {
    frame: 'none',
    msw: [
      meHandler,
      groupListHandler(),
      http.delete('/oa/v1/permission-groups/:id', ({ request }) => {
        const url = new URL(request.url);
        deletes.push(`${url.pathname}${url.search}`);
        return deleteAnswer(url);
      }),
    ],
  },
  beforeEach: () => {
    groupRequests.length = 0;
    deletes.length = 0;
    deleteAnswer = () => HttpResponse.json({ _data: { id: 3, unassigned: 0 } });
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={PATH} screens={screens} />,
} satisfies Meta<typeof GroupListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const { table, rowsOf } = listTable('권한 그룹 목록');

/** Every group, newest first: permission and member counts, names linking to their edit pages, 삭제 and 등록. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 4);
    const rows = within(table(canvasElement)).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    const first = within(rows[0] ?? canvasElement);
    await expect(first.getByRole('link', { name: '조회 전용' })).toHaveAttribute(
      'href',
      '/dashboard/user-list-group-register/4',
    );
    await expect(first.getByText('5명')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '권한 그룹 등록' }));
    await expect(await canvas.findByText('권한 그룹 등록 화면')).toBeVisible();
  },
};

/** The name search goes to the URL and the request; a name matching nothing shows the empty state. */
export const SearchByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 4);
    await userEvent.type(canvas.getByRole('searchbox', { name: '그룹 이름' }), '운영');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await rowsOf(canvasElement, 2);
    await expect(groupRequests.at(-1)?.getAll('filter')).toEqual(['name:like:운영']);
    await userEvent.clear(canvas.getByRole('searchbox', { name: '그룹 이름' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '그룹 이름' }), '없는 그룹');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(await canvas.findByText('조건에 맞는 권한 그룹이 없습니다')).toBeVisible();
  },
};

/** A group without members: a plain question, then DELETE without the unassign choice. */
export const DeleteEmptyGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 4);
    await userEvent.click(canvas.getByRole('button', { name: '다회용컵 운영 삭제' }));
    const ask = await dialog('권한 그룹 삭제');
    await expect(ask.getByText(/삭제할까요/)).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(deletes).toEqual(['/oa/v1/permission-groups/3']);
    await expect(await body().findByText('권한 그룹 다회용컵 운영을(를) 삭제했습니다.')).toBeVisible();
    await announcementsGone('권한 그룹 다회용컵 운영을(를) 삭제했습니다.');
  },
};

/**
 * A group with members: the dialog says how many and what happens to them, and offers only the explicit choice
 * 구성원의 그룹을 해제하고 삭제 (members=unassign) or 취소.
 */
export const DeleteGroupWithMembers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    deleteAnswer = () => HttpResponse.json({ _data: { id: 2, unassigned: 12 } });
    await rowsOf(canvasElement, 4);
    await userEvent.click(canvas.getByRole('button', { name: '로봇 운영 삭제' }));
    const ask = await dialog('권한 그룹 삭제');
    await expect(ask.getByText('이 그룹에는 사용자 12명이 있습니다.')).toBeVisible();
    await expect(ask.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    await expect(ask.getByRole('button', { name: '구성원의 그룹을 해제하고 삭제' })).toBeVisible();
  },
};

/** The unassign choice sends members=unassign and says how many users were left without a group. */
export const DeleteUnassigning: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    deleteAnswer = () => HttpResponse.json({ _data: { id: 2, unassigned: 12 } });
    await rowsOf(canvasElement, 4);
    await userEvent.click(canvas.getByRole('button', { name: '로봇 운영 삭제' }));
    const ask = await dialog('권한 그룹 삭제');
    await userEvent.click(ask.getByRole('button', { name: '구성원의 그룹을 해제하고 삭제' }));
    await waitFor(() => expect(deletes).toEqual(['/oa/v1/permission-groups/2?members=unassign']));
    await expect(
      await body().findByText('권한 그룹 로봇 운영을(를) 삭제했습니다. 구성원 12명은 그룹 없음이 되었습니다.'),
    ).toBeVisible();
    await announcementsGone('권한 그룹 로봇 운영을(를) 삭제했습니다. 구성원 12명은 그룹 없음이 되었습니다.');
  },
};

/**
 * Members joined after the list loaded: the server refuses (409 GROUP_HAS_MEMBERS); the dialog shows its message and
 * turns into the unassign choice.
 */
export const DeleteRefusedMembersJoined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    deleteAnswer = () =>
      errorAnswer(
        409,
        'GROUP_HAS_MEMBERS',
        '이 그룹에 사용자 1명이 있어 삭제할 수 없습니다. 사용자를 다른 그룹으로 옮긴 뒤 삭제하거나, 사용자를 그룹 없음으로 두고 삭제해 주세요.',
      );
    await rowsOf(canvasElement, 4);
    await userEvent.click(canvas.getByRole('button', { name: '다회용컵 운영 삭제' }));
    const ask = await dialog('권한 그룹 삭제');
    await userEvent.click(ask.getByRole('button', { name: '삭제' }));
    await expect(await ask.findByRole('alert')).toHaveTextContent('사용자 1명이 있어 삭제할 수 없습니다');
    await expect(ask.getByRole('button', { name: '구성원의 그룹을 해제하고 삭제' })).toBeVisible();
  },
};

/** Deleting one's own group is refused by the server (OWN_ACCOUNT): the message stays in the dialog. */
export const DeleteOwnGroupRefused: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    deleteAnswer = () => errorAnswer(400, 'OWN_ACCOUNT', '자신이 속한 권한 그룹은 삭제할 수 없습니다.');
    await rowsOf(canvasElement, 4);
    await userEvent.click(canvas.getByRole('button', { name: '전체 관리자 삭제' }));
    const ask = await dialog('권한 그룹 삭제');
    await userEvent.click(ask.getByRole('button', { name: '구성원의 그룹을 해제하고 삭제' }));
    await expect(await ask.findByRole('alert')).toHaveTextContent('자신이 속한 권한 그룹은 삭제할 수 없습니다.');
  },
};

/** Waiting for the list: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: [meHandler, http.get('/oa/v1/permission-groups', unanswered)] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The list fails: the Korean error with 다시 시도. */
export const LoadError: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/oa/v1/permission-groups', () =>
        errorAnswer(500, 'INTERNAL', '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

/** No group yet. */
export const Empty: Story = {
  parameters: { msw: [meHandler, groupListHandler([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 권한 그룹이 없습니다')).toBeVisible();
  },
};
