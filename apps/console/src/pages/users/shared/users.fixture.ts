/**
 * Story data for the users area (not part of the app): users, permission groups and their members shaped as the
 * server answers them (packages/contract/src/users.ts), fixed times so pictures never depend on the clock, and msw
 * handlers for the list contract and the group endpoints.
 */
import { ALL_PERMISSIONS, PERMISSION_GROUPS, type Permission } from '@oa/auth';
import type { ConsoleUser, GroupMember, PermissionGroup, PermissionGroupDetail } from '@oa/api';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

const areaPermissions = (...areas: string[]): Permission[] =>
  PERMISSION_GROUPS.filter((group) => areas.includes(group.area)).flatMap((group) =>
    group.permissions.map((info) => info.permission),
  );

export const GROUPS: PermissionGroup[] = [
  {
    id: 1,
    name: '전체 관리자',
    description: '모든 화면과 기능',
    permissions: [...ALL_PERMISSIONS],
    members: 3,
    createdAt: '2026-01-02T00:00:00.000Z',
  },
  {
    id: 2,
    name: '로봇 운영',
    description: '로봇 관리와 통계',
    permissions: areaPermissions('robot', 'statistics'),
    members: 12,
    createdAt: '2026-01-03T00:00:00.000Z',
  },
  {
    id: 3,
    name: '다회용컵 운영',
    description: '서울컵과 랄라루프',
    permissions: areaPermissions('cup', 'lalaloop'),
    members: 0,
    createdAt: '2026-01-04T00:00:00.000Z',
  },
  {
    id: 4,
    name: '조회 전용',
    description: '',
    permissions: ALL_PERMISSIONS.filter((permission) => permission.endsWith('_VIEW')),
    members: 5,
    createdAt: '2026-01-05T00:00:00.000Z',
  },
];

export const GROUP_OPTIONS = GROUPS.map(({ id, name }) => ({ id, name }));

const NAMES = ['김민준', '이서연', '박도윤', '최하은', '정시우', '강지유', '조하준', '윤서아', '장은우', '임수아'];
const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'PENDING', 'LOCKED'] as const;

/** User n (1-based): every fifth locked, every fifth from the fourth pending; groups and clients in turn. */
export function userFixture(n: number, overrides: Partial<ConsoleUser> = {}): ConsoleUser {
  const group = n % 6 === 0 ? null : (GROUPS[(n - 1) % GROUPS.length] ?? null);
  const client = n % 4 === 0 ? { id: 2, name: '마포구청' } : null;
  const status = STATUSES[(n - 1) % STATUSES.length] ?? 'ACTIVE';
  return {
    id: n,
    loginId: `user${String(n).padStart(3, '0')}`,
    name: NAMES[(n - 1) % NAMES.length] ?? '사용자',
    email: n % 3 === 0 ? null : `user${String(n)}@oa-console.kr`,
    phone: `010-****-${String(1000 + n)}`,
    status,
    groupId: group?.id ?? null,
    groupName: group?.name ?? null,
    clientId: client?.id ?? null,
    clientName: client?.name ?? null,
    lastLoginAt: status === 'PENDING' ? null : new Date(Date.UTC(2026, 10, 20, 1, 0) - n * 3_600_000).toISOString(),
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0) + n * 86_400_000).toISOString(),
    ...overrides,
  };
}

export const USERS: ConsoleUser[] = Array.from({ length: 23 }, (_, index) => userFixture(index + 1));

/** What the list endpoints were asked in the current story (their query strings), for assertions. */
export const userRequests: URLSearchParams[] = [];
export const groupRequests: URLSearchParams[] = [];

const valueOf = (row: object, field: string): string => {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The list contract on rows: eq and like filters (`q` on the given fields), sort, page. */
function listAnswer<T extends object>(rows: readonly T[], params: URLSearchParams, qFields: readonly string[]) {
  let found = [...rows];
  for (const filter of params.getAll('filter')) {
    const [field = '', op = '', ...rest] = filter.split(':');
    const value = rest.join(':');
    found = found.filter((row) => {
      if (op === 'like') {
        const fields = field === 'q' ? qFields : [field];
        return fields.some((name) => valueOf(row, name).toLowerCase().includes(value.toLowerCase()));
      }
      return valueOf(row, field) === value;
    });
  }
  const [key = 'createdAt', direction = 'DESC'] = (params.get('sort') ?? 'createdAt,DESC').split(',');
  found.sort((a, b) => valueOf(a, key).localeCompare(valueOf(b, key)) * (direction === 'ASC' ? 1 : -1));
  const page = Number(params.get('page') ?? '1');
  const size = Number(params.get('size') ?? '10');
  return { items: found.slice((page - 1) * size, page * size), page, size, total: found.length };
}

/** GET /oa/v1/users on the list contract. */
export const userListHandler = (rows: readonly ConsoleUser[] = USERS) =>
  http.get('/oa/v1/users', ({ request }) => {
    const params = new URL(request.url).searchParams;
    userRequests.push(params);
    return HttpResponse.json({ _data: listAnswer(rows, params, ['loginId', 'name', 'email']) });
  });

/** GET /oa/v1/permission-groups on the list contract (name like). */
export const groupListHandler = (rows: readonly PermissionGroup[] = GROUPS) =>
  http.get('/oa/v1/permission-groups', ({ request }) => {
    const params = new URL(request.url).searchParams;
    groupRequests.push(params);
    return HttpResponse.json({ _data: listAnswer(rows, params, ['name']) });
  });

export const groupOptionsHandler = http.get('/oa/v1/permission-group-options', () =>
  HttpResponse.json({ _data: GROUP_OPTIONS }),
);

const member = (user: ConsoleUser): GroupMember => ({
  id: user.id,
  loginId: user.loginId,
  name: user.name,
  status: user.status,
  clientName: user.clientName,
});

const robotGroup = GROUPS[1];
if (robotGroup === undefined) throw new Error('fixture: no group 2');

/** Group 2 (로봇 운영) with three members. */
export const GROUP_DETAIL: PermissionGroupDetail = {
  ...robotGroup,
  members: 3,
  memberList: USERS.filter((user) => user.groupId === 2)
    .slice(0, 3)
    .map(member),
};

export { errorAnswer } from '../../../layout/storyPlay';

export { member as groupMember };

/**
 * Waits until the toast `message` has been announced to screen readers and the announcement (Radix keeps it for
 * about a second) is gone again, so a story that ends on a toast records the same accessibility tree every run.
 */
export async function announcementsGone(message: string): Promise<void> {
  const announcements = () =>
    within(document.body)
      .queryAllByRole('status')
      .filter((element) => element.textContent.startsWith('알림') && element.textContent.includes(message));
  await waitFor(() => expect(announcements().length).toBeGreaterThan(0), { timeout: 5000 });
  await waitFor(() => expect(announcements()).toHaveLength(0), { timeout: 5000 });
}
