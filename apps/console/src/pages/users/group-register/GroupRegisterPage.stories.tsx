import type { GroupMember, PermissionGroupDetail, PermissionGroupInput } from '@oa/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, requestRecorder } from '../../../layout/storyPlay';
import { clientOptionsHandler } from '../../robots/shared/robots.fixture';
import {
  errorAnswer,
  GROUP_DETAIL,
  groupListHandler,
  groupMember,
  groupOptionsHandler,
  userListHandler,
  USERS,
  announcementsGone,
} from '../shared/users.fixture';
import { GroupRegisterPage } from './GroupRegisterPage';

/**
 * /dashboard/user-list-group-register[/:authGroupId] inside the signed-in frame as 김관리 (demo-admin), answered by
 * msw. The group list route draws a marker, so leaving the form can be seen.
 */
const REGISTER = '/dashboard/user-list-group-register';
const EDIT = `${REGISTER}/2`;
const screens = {
  '/dashboard/user-list-group-register/:authGroupId?': <GroupRegisterPage />,
  '/dashboard/user-list-group': <p>권한 그룹 목록 화면</p>,
};

const { sent, record } = requestRecorder();

/** The server's group, changed by the story's requests. */
let current: PermissionGroupDetail = GROUP_DETAIL;
const detail = (group: PermissionGroupDetail) => HttpResponse.json({ _data: group });
const withMembers = (memberList: GroupMember[]): PermissionGroupDetail => ({
  ...current,
  memberList,
  members: memberList.length,
});

const groupHandlers = [
  http.get('/oa/v1/permission-groups/:id', ({ params }) =>
    params.id === String(current.id) ? detail(current) : errorAnswer(404, 'NOT_FOUND', '권한 그룹을 찾을 수 없습니다.'),
  ),
  http.post('/oa/v1/permission-groups', async ({ request }) => {
    const input = (await record(request)) as PermissionGroupInput;
    await delay(150);
    current = { ...input, id: 7, members: 0, memberList: [], createdAt: '2026-11-22T01:00:00.000Z' };
    return HttpResponse.json({ _data: current }, { status: 201 });
  }),
  http.put('/oa/v1/permission-groups/:id', async ({ request }) => {
    const input = (await record(request)) as PermissionGroupInput;
    current = { ...current, ...input };
    return detail(current);
  }),
  http.post('/oa/v1/permission-groups/:id/members', async ({ request }) => {
    const { userIds } = (await record(request)) as { userIds: number[] };
    const added = USERS.filter((user) => userIds.includes(user.id)).map(groupMember);
    current = withMembers([...current.memberList, ...added]);
    return detail(current);
  }),
  http.delete('/oa/v1/permission-groups/:id/members/:userId', async ({ request, params }) => {
    await record(request);
    current = withMembers(current.memberList.filter((member) => String(member.id) !== params.userId));
    return detail(current);
  }),
];

const meta = {
  title: 'Console/Pages/Users/GroupRegisterPage',
  component: GroupRegisterPage,
  parameters: {
    frame: 'none',
    msw: [
      meHandler,
      clientOptionsHandler,
      groupOptionsHandler,
      groupListHandler(),
      userListHandler(),
      ...groupHandlers,
    ],
  },
  beforeEach: () => {
    sent.length = 0;
    current = GROUP_DETAIL;
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={EDIT} screens={screens} />,
} satisfies Meta<typeof GroupRegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const nameField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: '그룹 이름 필수' });

/** A new group: nothing chosen, the picker with every area of spec §6. */
export const Create: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={REGISTER} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '권한 그룹 등록' })).toBeVisible();
    for (const area of ['로봇', '사용자 관리', '서울컵', '통계', '랄라루프']) {
      await expect(canvas.getByRole('group', { name: new RegExp(`^${area} \\d+개 중 0개 선택$`) })).toBeVisible();
    }
    await expect(canvas.queryByRole('heading', { name: /구성원/ })).not.toBeInTheDocument();
  },
};

/**
 * 등록 with nothing filled: the name and the permissions are refused in Korean, the focus goes to the name, nothing
 * is sent.
 */
export const ValidationErrors: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={REGISTER} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '등록' }));
    await expect(nameField(canvasElement)).toHaveAccessibleDescription(/그룹 이름을 입력해 주세요/);
    await waitFor(() => expect(nameField(canvasElement)).toHaveFocus());
    await expect(canvas.getByRole('group', { name: /^로봇/ })).toHaveAccessibleDescription(
      /권한을 하나 이상 선택해 주세요/,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('입력값을 확인해 주세요.');
    await expect(sent).toHaveLength(0);
  },
};

/**
 * A group registered with a double click saves once; the address becomes the group's own and its (empty) members
 * appear, so the next save is an update.
 */
export const CreateOnce: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={REGISTER} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(nameField(canvasElement), '통계 담당');
    await userEvent.type(canvas.getByRole('textbox', { name: '설명' }), '통계 화면만');
    await userEvent.click(canvas.getByRole('checkbox', { name: '통계 전체 선택' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '기본 사용자 (대시보드) USER' }));
    await userEvent.dblClick(canvas.getByRole('button', { name: '등록' }));
    await expect(await canvas.findByRole('heading', { name: '구성원 (0명)' }, { timeout: 5000 })).toBeVisible();
    await expect(sent).toEqual([
      {
        method: 'POST',
        path: '/oa/v1/permission-groups',
        body: {
          name: '통계 담당',
          description: '통계 화면만',
          permissions: ['USER', 'STATISTICS_RC_VIEW', 'STATISTICS_RC_MONTHLY_VIEW'],
        },
      },
    ]);
    await announcementsGone('권한 그룹 통계 담당을(를) 등록했습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent.at(-1)?.method).toBe('PUT'));
    await expect(sent.at(-1)?.path).toBe('/oa/v1/permission-groups/7');
    await expect(await body().findByText('저장되었습니다. 구성원에게 바로 적용됩니다.')).toBeVisible();
    await announcementsGone('저장되었습니다. 구성원에게 바로 적용됩니다.');
  },
};

/**
 * Editing 로봇 운영: its permissions chosen, the note that a save applies to its 3 members at once, the members
 * listed. Taking a permission away and saving sends the rest.
 */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '권한 그룹 로봇 운영 수정' })).toBeVisible();
    await expect(nameField(canvasElement)).toHaveValue('로봇 운영');
    await expect(canvas.getByText(/저장하면 구성원 3명에게 바로 적용됩니다/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '로봇 전체 선택' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '서울컵 전체 선택' })).not.toBeChecked();
    const members = canvas.getByRole('table', { name: '로봇 운영 구성원' });
    await expect(within(members).getAllByRole('row')).toHaveLength(4);

    await userEvent.click(canvas.getByRole('checkbox', { name: '로봇 등록·수정 RC_EDIT' }));
    await expect(canvas.getByRole('checkbox', { name: '로봇 전체 선택' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const input = sent[0]?.body as PermissionGroupInput;
    await expect(input.permissions).not.toContain('RC_EDIT');
    await expect(input.permissions).toContain('RC_VIEW');
    await expect(await body().findByText('저장되었습니다. 구성원에게 바로 적용됩니다.')).toBeVisible();
    await announcementsGone('저장되었습니다. 구성원에게 바로 적용됩니다.');
  },
};

/** A name another group has: the server's answer on the name field, everything typed kept. */
export const NameTaken: Story = {
  parameters: {
    msw: [
      meHandler,
      http.put('/oa/v1/permission-groups/:id', () =>
        errorAnswer(409, 'GROUP_NAME_TAKEN', '이미 있는 그룹 이름입니다.', { name: '이미 있는 그룹 이름입니다.' }),
      ),
      ...groupHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: '권한 그룹 로봇 운영 수정' });
    await userEvent.clear(nameField(canvasElement));
    await userEvent.type(nameField(canvasElement), '전체 관리자');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(nameField(canvasElement)).toHaveAccessibleDescription(/이미 있는 그룹 이름입니다/));
    await expect(nameField(canvasElement)).toHaveValue('전체 관리자');
  },
};

/** Taking away the last group manager's permission: the server refuses (409 LAST_GROUP_ADMIN), said plainly. */
export const LastGroupAdmin: Story = {
  parameters: {
    msw: [
      meHandler,
      http.put('/oa/v1/permission-groups/:id', () =>
        errorAnswer(
          409,
          'LAST_GROUP_ADMIN',
          '권한 그룹 관리 권한을 가진 활성 사용자가 한 명은 남아 있어야 합니다. 다른 사용자에게 먼저 이 권한을 주세요.',
        ),
      ),
      ...groupHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: '권한 그룹 로봇 운영 수정' });
    await userEvent.click(canvas.getByRole('checkbox', { name: '통계 전체 선택' }));
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByText(/한 명은 남아 있어야 합니다/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '통계 전체 선택' })).not.toBeChecked();
  },
};

/**
 * 구성원 추가: search users, tick two (current members cannot be ticked), add them at once; the list grows.
 */
export const AddMembers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '구성원 추가' }));
    const add = await dialog('구성원 추가');
    await userEvent.type(add.getByRole('searchbox', { name: '사용자 찾기' }), '김민준');
    await userEvent.click(add.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(add.getAllByRole('checkbox')).toHaveLength(3));
    await userEvent.click(add.getByRole('checkbox', { name: /김민준 \(user021\)/ }));
    await userEvent.click(add.getByRole('checkbox', { name: /김민준 \(user011\)/ }));
    await expect(add.getByText('선택: 김민준, 김민준')).toBeVisible();
    await userEvent.click(add.getByRole('button', { name: '2명 추가' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sent).toEqual([
      { method: 'POST', path: '/oa/v1/permission-groups/2/members', body: { userIds: [21, 11] } },
    ]);
    await expect(canvas.getByRole('heading', { name: '구성원 (5명)' })).toBeVisible();
    await expect(await body().findByText('2명을 로봇 운영 그룹에 추가했습니다.')).toBeVisible();
    await announcementsGone('2명을 로봇 운영 그룹에 추가했습니다.');
  },
};

/** 삭제 of a member, asked first; the member leaves the list. */
export const RemoveMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = GROUP_DETAIL.memberList[0];
    if (first === undefined) throw new Error('no members');
    const who = `${first.name}(${first.loginId})`;
    await userEvent.click(await canvas.findByRole('button', { name: `${who} 그룹에서 삭제` }));
    const confirm = await dialog('구성원 삭제');
    await expect(confirm.getByText(/볼 수 있는 화면이 없습니다/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: '구성원 (2명)' })).toBeVisible());
    await expect(sent).toEqual([
      { method: 'DELETE', path: `/oa/v1/permission-groups/2/members/${String(first.id)}`, body: undefined },
    ]);
    await announcementsGone('님을 로봇 운영 그룹에서 삭제했습니다.');
  },
};

/** Leaving with unsaved changes asks first: 계속 작성 keeps the typing; 나가기 goes to the list. */
export const UnsavedChangesPrompt: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: '권한 그룹 로봇 운영 수정' });
    await userEvent.type(nameField(canvasElement), ' 2팀');
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    const ask = await dialog('저장하지 않은 변경 사항');
    await userEvent.click(ask.getByRole('button', { name: '계속 작성' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(nameField(canvasElement)).toHaveValue('로봇 운영 2팀');
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    await userEvent.click((await dialog('저장하지 않은 변경 사항')).getByRole('button', { name: '나가기' }));
    await expect(await canvas.findByText('권한 그룹 목록 화면')).toBeVisible();
  },
};

/** Waiting for the group: a skeleton and a status line. */
export const Loading: Story = {
  parameters: { msw: [meHandler, http.get('/oa/v1/permission-groups/:id', unanswered)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('권한 그룹을 불러오는 중…')).toBeVisible();
  },
};

/** A group that does not exist (deleted, or a wrong address): said plainly, with a way back to the list. */
export const NotFound: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={`${REGISTER}/999`} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('권한 그룹을 찾을 수 없습니다')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '권한 그룹 목록으로' })).toHaveAttribute(
      'href',
      '/dashboard/user-list-group',
    );
  },
};

/** The group cannot be loaded: the Korean error with 다시 시도. */
export const LoadError: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/oa/v1/permission-groups/:id', () =>
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
