/**
 * Story support (not part of the app): clients, their admin users and msw answers on the contract's paths, shared
 * by the client area's stories. Every mutation is recorded in `sent` so a play test can assert what was asked.
 */
import type { Client, ClientType, ConsoleUser } from '@oa/api';
import { CLIENT_TYPES, SEOUL_DISTRICT_NAMES } from '@oa/api';
import { http, HttpResponse } from 'msw';
import { storyList } from '../../../app/lists/storyLists';

const at = (day: number) => new Date(Date.UTC(2026, 0, 1 + day, 1)).toISOString();

export const GANGNAM: Client = {
  id: 1,
  uid: 'C-0001',
  name: '강남구청',
  type: 'DISTRICT_OFFICE',
  businessNumber: '123-45-67890',
  contactName: '김담당',
  contactPhone: '010-****-5678',
  district: '강남구',
  parentId: null,
  parentName: null,
  robots: 12,
  admins: 2,
  children: 3,
  createdAt: at(40),
};

const child = (n: number): Client => ({
  id: 100 + n,
  uid: `C-01${String(n).padStart(2, '0')}`,
  name: `강남구 ${['자원순환과', '청소행정과', '역삼1동 주민센터'][n - 1] ?? `지점 ${String(n)}`}`,
  type: 'PUBLIC_INSTITUTION',
  businessNumber: null,
  contactName: null,
  contactPhone: null,
  district: '강남구',
  parentId: 1,
  parentName: '강남구청',
  robots: n,
  admins: n === 1 ? 1 : 0,
  children: 0,
  createdAt: at(40 + n),
});
export const CHILDREN: Client[] = [child(1), child(2), child(3)];

const NAMES = ['마포구청', '서울대학교', '(주)그린리사이클', '서울시설공단', '송파구청', '연세대학교', '(주)에코텍'];
const TYPES: ClientType[] = ['DISTRICT_OFFICE', 'CAMPUS', 'COMPANY', 'PUBLIC_INSTITUTION'];
export const OTHERS: Client[] = Array.from({ length: 20 }, (_, index): Client => {
  const type = TYPES[index % TYPES.length] ?? CLIENT_TYPES[0];
  return {
    id: 2 + index,
    uid: `C-${String(2 + index).padStart(4, '0')}`,
    name: NAMES[index] ?? `고객사 ${String(2 + index)}`,
    type,
    businessNumber: index % 3 === 0 ? null : `2${String(index).padStart(2, '0')}-81-1234${String(index % 10)}`,
    contactName: index % 2 === 0 ? '이담당' : null,
    contactPhone: index % 2 === 0 ? '010-****-12' + String(10 + index) : null,
    district: SEOUL_DISTRICT_NAMES[(index * 3) % SEOUL_DISTRICT_NAMES.length] ?? null,
    parentId: null,
    parentName: null,
    robots: index % 4 === 0 ? 0 : index * 2,
    admins: index % 3,
    children: 0,
    createdAt: at(index),
  };
});

export const ALL_CLIENTS: Client[] = [GANGNAM, ...CHILDREN, ...OTHERS];

export const ADMIN_USERS: ConsoleUser[] = Array.from({ length: 14 }, (_, index): ConsoleUser => {
  const client = ALL_CLIENTS[index % 6] ?? GANGNAM;
  return {
    id: 200 + index,
    loginId: `client-admin-${String(index + 1).padStart(2, '0')}`,
    name: ['정관리', '한담당', '오주임', '윤팀장', '서대리', '문과장', '강주무관'][index % 7] ?? '관리자',
    email: index % 4 === 3 ? null : `admin${String(index + 1)}@client.example`,
    phone: index % 3 === 2 ? null : `010-****-${String(3000 + index)}`,
    status: index % 5 === 4 ? 'LOCKED' : index % 7 === 6 ? 'PENDING' : 'ACTIVE',
    groupId: 5,
    groupName: '고객사 관리자',
    clientId: client.id,
    clientName: client.name,
    lastLoginAt: index % 7 === 6 ? null : new Date(Date.UTC(2026, 10, 21, 9) - index * 3_600_000).toISOString(),
    createdAt: at(60 + index),
  };
});

export const clientOptionsHandler = http.get('/oa/v1/client-options', () =>
  HttpResponse.json({ _data: ALL_CLIENTS.map((client) => ({ id: client.id, name: client.name })) }),
);

/** What the screens sent in the current story (cleared in each story's beforeEach). */
export const sent: { method: string; path: string; body: unknown }[] = [];
export async function record(request: Request): Promise<void> {
  const text = await request.text();
  sent.push({
    method: request.method,
    path: decodeURIComponent(new URL(request.url).pathname),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  });
}

export const clientList = storyList('/oa/v1/clients', ALL_CLIENTS);
export const childrenList = storyList('/oa/v1/clients/C-0001/children', CHILDREN);
export const adminUserList = storyList('/oa/v1/client-admin-users', ADMIN_USERS);

/** The server's error body. */
export const errorBody = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, ...(fields === undefined ? {} : { fields }) } }, { status });
