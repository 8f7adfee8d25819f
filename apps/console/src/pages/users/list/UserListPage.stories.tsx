import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, listTable, requestRecorder } from '../../../layout/storyPlay';
import { failingList, retryAfterError } from '../../../app/lists/storyLists';
import { clientOptionsHandler } from '../../robots/shared/robots.fixture';
import {
  errorAnswer,
  groupOptionsHandler,
  userListHandler,
  userRequests,
  USERS,
  announcementsGone,
} from '../shared/users.fixture';
import { UserListPage } from './UserListPage';

/**
 * /dashboard/user-list inside the signed-in frame as 김관리 (demo-admin), through the real OA client, answered by
 * msw on the list contract. The table state lives in the (memory) router's URL.
 */
const PATH = '/dashboard/user-list';
const screens = { [PATH]: <UserListPage /> };
const base = [meHandler, clientOptionsHandler, groupOptionsHandler];

/** The bodies the mutation endpoints received in the current story. */
const { sent, record } = requestRecorder();

const meta = {
  title: 'Console/Pages/Users/UserListPage',
  component: UserListPage,
  parameters: { frame: 'none', msw: [...base, userListHandler()] },
  beforeEach: () => {
    userRequests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={PATH} screens={screens} />,
} satisfies Meta<typeof UserListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const { table, dataRows, rowsOf } = listTable('사용자 목록');
const lastRequest = () => userRequests.at(-1);

/** The first page, newest first: status badges, groups, masked phones, each row's actions; 사용자 등록 and EXCEL. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 23);
    await expect(dataRows(canvasElement)).toHaveLength(10);
    const [first] = dataRows(canvasElement);
    if (first === undefined) throw new Error('no rows');
    const row = within(first);
    await expect(row.getByText('user023')).toBeVisible();
    await expect(row.getByText('010-****-1023')).toBeVisible();
    await expect(row.getByText('다회용컵 운영')).toBeVisible();
    await expect(row.getByText('사용 중')).toBeVisible();
    await expect(row.getByRole('button', { name: '박도윤(user023) 잠금' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '장은우(user019) 승인' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '임수아(user020) 잠금 해제' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '사용자 등록' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeEnabled();
    await expect(lastRequest()?.get('sort')).toBe('createdAt,DESC');
  },
};

/**
 * Opened with a status in the URL (a shared link): the form shows it, the request carries it. A new search adds the
 * group and a text; 초기화 clears every filter.
 */
export const FilteredFromUrl: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={`${PATH}?filter=status:eq:PENDING`} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = within(await canvas.findByRole('search', { name: '사용자 검색 조건' }));
    await expect(search.getByRole('combobox', { name: '상태' })).toHaveDisplayValue('승인 대기');
    await rowsOf(canvasElement, 4);
    for (const row of dataRows(canvasElement)) await expect(row).toHaveTextContent('승인 대기');

    await waitFor(() => expect(search.getAllByRole('option', { name: '로봇 운영' })).toHaveLength(1));
    await userEvent.selectOptions(search.getByRole('combobox', { name: '권한 그룹' }), '조회 전용');
    await userEvent.type(search.getByRole('searchbox', { name: '검색어' }), 'user');
    await userEvent.click(search.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(lastRequest()?.getAll('filter')).toEqual(['q:like:user', 'status:eq:PENDING', 'groupId:eq:4']),
    );

    await userEvent.click(search.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(lastRequest()?.getAll('filter')).toEqual([]));
    await expect(search.getByRole('combobox', { name: '상태' })).toHaveDisplayValue('전체');
    await rowsOf(canvasElement, 23);
  },
};

/** A text search that matches nothing: the empty state says so and offers to clear the conditions. */
export const Empty: Story = {
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={`${PATH}?filter=q:like:없는사용자`} screens={screens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('조건에 맞는 사용자가 없습니다')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '조건 초기화' }));
    await rowsOf(canvasElement, 23);
  },
};

/** The server fails once: the Korean error with 다시 시도, which loads the list. */
export const ErrorAndRetry: Story = {
  parameters: { msw: [...base, failingList('/oa/v1/users', { once: true }), userListHandler()] },
  play: async ({ canvasElement }) => {
    await retryAfterError(canvasElement);
    await rowsOf(canvasElement, 23);
  },
};

/** Waiting for the first answer: skeleton rows, the table busy. */
export const Loading: Story = {
  parameters: { msw: [...base, http.get('/oa/v1/users', unanswered)] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

let creates = 0;
/**
 * 사용자 등록: an empty form is refused in Korean with the focus on 아이디; a taken id comes back from the server on
 * its field with everything typed kept; the next save answers the one-time password, shown once with its warning and
 * a copy button.
 */
export const CreateUser: Story = {
  parameters: {
    msw: [
      ...base,
      userListHandler(),
      http.post('/oa/v1/users', async ({ request }) => {
        await record(request);
        creates += 1;
        if (creates === 1) {
          return errorAnswer(409, 'LOGIN_ID_TAKEN', '이미 사용 중인 아이디입니다.', {
            loginId: '이미 사용 중인 아이디입니다.',
          });
        }
        return HttpResponse.json(
          { _data: { userId: 99, loginId: 'new.staff', temporaryPassword: 'Tmp-7Qx4-Lp92' } },
          { status: 201 },
        );
      }),
    ],
  },
  beforeEach: () => {
    creates = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 23);
    await userEvent.click(canvas.getByRole('button', { name: '사용자 등록' }));
    const form = await dialog('사용자 등록');
    await userEvent.click(form.getByRole('button', { name: '등록' }));
    const loginId = form.getByRole('textbox', { name: '아이디 필수' });
    await expect(loginId).toHaveAccessibleDescription(/아이디를 입력해 주세요/);
    await waitFor(() => expect(loginId).toHaveFocus());
    await expect(form.getByRole('textbox', { name: '이름 필수' })).toHaveAccessibleDescription(/이름을 입력해 주세요/);
    await expect(sent).toHaveLength(0);

    await userEvent.type(loginId, 'staff01');
    await userEvent.type(form.getByRole('textbox', { name: '이름 필수' }), '한새봄');
    await userEvent.type(form.getByRole('textbox', { name: '이메일' }), 'spring@oa-console.kr');
    await userEvent.selectOptions(form.getByRole('combobox', { name: '권한 그룹' }), '로봇 운영');
    await userEvent.click(form.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(loginId).toHaveAccessibleDescription(/이미 사용 중인 아이디입니다/));
    await expect(form.getByRole('textbox', { name: '이름 필수' })).toHaveValue('한새봄');
    await expect(sent[0]?.body).toEqual({
      loginId: 'staff01',
      name: '한새봄',
      email: 'spring@oa-console.kr',
      phone: null,
      groupId: 2,
      clientId: null,
    });

    await userEvent.clear(loginId);
    await userEvent.type(loginId, 'new.staff');
    await userEvent.click(form.getByRole('button', { name: '등록' }));
    const password = await dialog('임시 비밀번호');
    await expect(password.getByText('Tmp-7Qx4-Lp92')).toBeVisible();
    await expect(password.getByText(/지금 한 번만 표시됩니다/)).toBeVisible();
    const copied = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(password.getByRole('button', { name: '비밀번호 복사' }));
    await expect(copied).toHaveBeenCalledWith('Tmp-7Qx4-Lp92');
    await expect(password.getByRole('status')).toHaveTextContent('복사했습니다.');
    copied.mockRestore();
    await userEvent.click(password.getByRole('button', { name: '확인했습니다' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

let edits = 0;
/**
 * 수정: the login id is read-only, the phone masked. Refused once (one's own group: OWN_ACCOUNT), the message is
 * shown and nothing typed is lost; the next save sends the masked phone back unchanged and closes with a toast.
 */
export const EditUser: Story = {
  parameters: {
    msw: [
      ...base,
      userListHandler(),
      http.put('/oa/v1/users/:id', async ({ request }) => {
        await record(request);
        edits += 1;
        if (edits === 1) return errorAnswer(400, 'OWN_ACCOUNT', '자신의 계정 상태와 권한 그룹은 바꿀 수 없습니다.');
        return HttpResponse.json({ _data: USERS[22] });
      }),
    ],
  },
  beforeEach: () => {
    edits = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 23);
    await userEvent.click(canvas.getByRole('button', { name: '박도윤(user023) 수정' }));
    const form = await dialog('사용자 수정');
    const loginId = form.getByRole('textbox', { name: '아이디' });
    await expect(loginId).toHaveAttribute('readonly');
    await expect(loginId).toHaveValue('user023');
    const name = form.getByRole('textbox', { name: '이름 필수' });
    await userEvent.clear(name);
    await userEvent.type(name, '박도윤 팀장');
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('자신의 계정 상태와 권한 그룹은 바꿀 수 없습니다.');
    await expect(name).toHaveValue('박도윤 팀장');

    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/oa/v1/users/23',
      body: {
        loginId: 'user023',
        name: '박도윤 팀장',
        email: 'user23@oa-console.kr',
        phone: '010-****-1023',
        groupId: 3,
        clientId: null,
      },
    });
    await expect(await body().findByText('박도윤 팀장님의 정보를 저장했습니다.')).toBeVisible();
    await announcementsGone('박도윤 팀장님의 정보를 저장했습니다.');
  },
};

/** 승인: a sign-up becomes ACTIVE with the group chosen in the dialog. */
export const ApproveUser: Story = {
  parameters: {
    msw: [
      ...base,
      userListHandler(),
      http.patch('/oa/v1/users/:id/status', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ _data: { id: 19, status: 'ACTIVE' } });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 23);
    await userEvent.click(canvas.getByRole('button', { name: '장은우(user019) 승인' }));
    const approve = await dialog('사용자 승인');
    await expect(approve.getByText(/가입을 승인할까요/)).toBeVisible();
    const group = approve.getByRole('combobox', { name: '권한 그룹' });
    await waitFor(() => expect(within(group).getAllByRole('option')).toHaveLength(5));
    await userEvent.selectOptions(group, '조회 전용');
    await userEvent.click(approve.getByRole('button', { name: '승인' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sent).toEqual([
      { method: 'PATCH', path: '/oa/v1/users/19/status', body: { status: 'ACTIVE', groupId: 4 } },
    ]);
    await expect(await body().findByText('장은우(user019)님을 승인했습니다.')).toBeVisible();
    await announcementsGone('장은우(user019)님을 승인했습니다.');
  },
};

/**
 * 잠금 explains that the user's sessions end at once; the server refuses (the last user who manages permission
 * groups) and the dialog says so in Korean, staying open.
 */
export const LockRefused: Story = {
  parameters: {
    msw: [
      ...base,
      userListHandler(),
      http.patch('/oa/v1/users/:id/status', async ({ request }) => {
        await record(request);
        return errorAnswer(
          409,
          'LAST_GROUP_ADMIN',
          '권한 그룹 관리 권한을 가진 활성 사용자가 한 명은 남아 있어야 합니다. 다른 사용자에게 먼저 이 권한을 주세요.',
        );
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 23);
    await userEvent.click(canvas.getByRole('button', { name: '박도윤(user023) 잠금' }));
    const lock = await dialog('계정 잠금');
    await expect(lock.getByText(/모든 로그인이 즉시 끝나고/)).toBeVisible();
    await userEvent.click(lock.getByRole('button', { name: '잠금' }));
    await expect(await lock.findByRole('alert')).toHaveTextContent(
      '권한 그룹 관리 권한을 가진 활성 사용자가 한 명은 남아 있어야 합니다.',
    );
    await expect(sent[0]?.body).toEqual({ status: 'LOCKED' });
  },
};

/** 비밀번호 초기화: asked first, then the new one-time password, shown once. */
export const ResetPassword: Story = {
  parameters: {
    msw: [
      ...base,
      userListHandler(),
      http.post('/oa/v1/users/:id/password-reset', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ _data: { userId: 21, loginId: 'user021', temporaryPassword: 'Rst-93kd-Qm2A' } });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 23);
    await userEvent.click(canvas.getByRole('button', { name: '김민준(user021) 비밀번호 초기화' }));
    const confirm = await dialog('비밀번호 초기화');
    await expect(confirm.getByText(/모든 로그인이 즉시 끝납니다/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '초기화' }));
    const password = await dialog('임시 비밀번호');
    await expect(password.getByText('Rst-93kd-Qm2A')).toBeVisible();
    await expect(body().getByRole('dialog')).toHaveAccessibleDescription('사용자 user021의 비밀번호를 초기화했습니다.');
    await expect(sent).toEqual([{ method: 'POST', path: '/oa/v1/users/21/password-reset', body: undefined }]);
  },
};
