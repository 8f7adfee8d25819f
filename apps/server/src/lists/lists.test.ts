import { afterAll, beforeAll, it } from 'vitest';
import { PERMISSIONS } from '@oa/auth/tables';
import { startTestApi, type TestApi } from '../testing/harness';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = (await api.userWith([PERMISSIONS.OA_CONSOLE_USER_EDIT, PERMISSIONS.OA_CONSOLE_CLIENT_EDIT, PERMISSIONS.OA_CONSOLE_USER_GROUP_EDIT])).accessToken;
}, 60_000);
afterAll(() => api.close());

it('probe', async () => {
  const qs = [
    'filter=constructor:eq:x',
    'filter=__proto__:eq:x',
    'filter=toString:eq:x',
    'filter=name:eq:a%00b',
    'filter=name:like:a%00b',
    'filter=name:regex:a%00b',
    'filter=name:regex:(a%2B)%2B$',
    'filter=name:regex:(.*a){20}',
    'filter=name:regex:[',
    'filter=name:regex:(%3F',
    'filter=name:regex:a{1000}',
    'filter=name:regex:((((a{1,100}){1,100}){1,100}){1,100})',
    'sort=constructor,ASC',
    '__proto__=1',
    'constructor=1',
    'filter=name:ins:' + 'x'.repeat(300),
    'filter=permissions:any:' + 'x'.repeat(300),
    'filter=name:eq:%FF',
    'filter=name:eq:%ED%A0%80',
    'filter=createdAt:eq:2026-01-01T00:00:00.123456%2B09:00',
    'page=1&page=2',
    'filter=a&filter[]=b',
    'filter[a]=b',
  ];
  for (const q of qs) {
    for (const path of ['/oa/v1/users', '/oa/v1/permission-groups']) {
      const t = Date.now();
      const r = await api.request('GET', `${path}?${q}`, { token });
      console.log(path, q.slice(0, 80), r.status, Date.now() - t, JSON.stringify(r.body).slice(0, 150));
    }
  }
}, 120_000);
