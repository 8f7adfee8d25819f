import { describe, expect, it } from 'vitest';
import { decideNavigation, type NavigationInput } from './guard';
import { decidePublicNavigation } from './publicRoutes';
import { ROUTES } from './routes';
import { ALL_PERMISSIONS } from './permissions';
import { makeTestUser, makeUserToken } from './testing';
import { decodeUser, type LoggedInUser } from './token';

const NO_PERMISSION = '접근 가능한 메뉴에 대한 권한이 없습니다. 관리자에게 문의해 주세요.';

function decide(pathname: string, options: Partial<NavigationInput> & { permissions?: string[] } = {}) {
  const user: LoggedInUser | null =
    options.user !== undefined ? options.user : options.permissions ? makeTestUser(options.permissions) : null;
  return decideNavigation({
    pathname,
    token: options.token !== undefined ? options.token : 'token',
    user,
    decode: options.decode ?? decodeUser,
  });
}

describe('decideNavigation: public routes (spec §2, §4)', () => {
  it('/ goes to /dashboard with a token and /login without', () => {
    expect(decide('/')).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decide('/', { token: null })).toEqual({ type: 'redirect', to: '/login' });
  });

  it.each(['/login', '/register'])('%s redirects to /dashboard when a token exists', (path) => {
    expect(decide(path)).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decide(path, { token: null })).toEqual({ type: 'allow' });
  });

  it('/download-cuid-qrcode is always allowed', () => {
    expect(decide('/download-cuid-qrcode', { token: null })).toEqual({ type: 'allow' });
    expect(decide('/download-cuid-qrcode', { permissions: [] })).toEqual({ type: 'allow' });
  });

  it('unknown paths are left to the router (not-found), token or not', () => {
    expect(decide('/nope', { token: null })).toEqual({ type: 'allow' });
    expect(decide('/cup/nope', { permissions: [] })).toEqual({ type: 'allow' });
    expect(decide('/dashboard/client-edit', { permissions: [] })).toEqual({ type: 'allow' });
  });
});

describe('decidePublicNavigation: the part of the guard in the entry', () => {
  it('decides the public routes exactly as decideNavigation does, and leaves every other path to it', () => {
    const paths = [...ROUTES.map((r) => r.path.replace(/\/:\w+\??$/, '/X1')), '/login/', '/nope', '/cup/nope'];
    for (const path of paths) {
      for (const token of [null, '', 'token']) {
        const decision = decidePublicNavigation(path, token);
        if (decision === null) continue;
        expect(decision, `${path} ${String(token)}`).toEqual(decide(path, { token }));
      }
    }
    expect(paths.filter((path) => decidePublicNavigation(path, 'token') !== null)).toEqual([
      '/',
      '/login',
      '/register',
      '/download-cuid-qrcode',
      '/login/',
    ]);
  });
});

describe('decideNavigation: protected routes (spec §4)', () => {
  it('no token -> /login, on any protected path', () => {
    expect(decide('/dashboard', { token: null })).toEqual({ type: 'redirect', to: '/login' });
    expect(decide('/cup/rental-machine', { token: '' })).toEqual({ type: 'redirect', to: '/login' });
    expect(decide('/dashboard/client-edit/U1', { token: null })).toEqual({ type: 'redirect', to: '/login' });
  });

  it('token but no user: decodes, checks, and hands back the user to store', () => {
    const token = makeUserToken(['RC_VIEW']);
    expect(decide('/dashboard/webin-manage-list', { token, user: null })).toEqual({
      type: 'allow',
      user: makeTestUser(['RC_VIEW']),
    });
    expect(decide('/dashboard', { token, user: null })).toEqual({
      type: 'redirect',
      to: '/dashboard/webin-manage-list',
      user: makeTestUser(['RC_VIEW']),
    });
  });

  it('an invalid token -> alert with its message, then logout', () => {
    expect(decide('/dashboard', { token: 'garbage', user: null })).toEqual({
      type: 'alert-then-logout',
      message: '유효하지 않은 토큰입니다.',
    });
  });

  it('an unexpected error -> alert with the message, then logout', () => {
    const decode = () => {
      throw new Error('boom');
    };
    expect(decide('/dashboard', { user: null, decode })).toEqual({ type: 'alert-then-logout', message: 'boom' });
    const silent = () => {
      throw new Error('');
    };
    expect(decide('/dashboard', { user: null, decode: silent })).toEqual({
      type: 'alert-then-logout',
      message: '인증 확인 중 오류가 발생했습니다.',
    });
  });

  it('no permission on any path -> alert (ask an administrator), then logout', () => {
    expect(decide('/dashboard', { permissions: [] })).toEqual({ type: 'alert-then-logout', message: NO_PERMISSION });
    expect(decide('/cup/rental-machine', { permissions: ['SEOUL_CUP_MANUAL_REFILL'] })).toEqual({
      type: 'alert-then-logout',
      message: NO_PERMISSION,
    });
  });

  it('change-password is open to every signed-in user', () => {
    expect(decide('/dashboard/change-password', { permissions: [] })).toEqual({ type: 'allow' });
  });

  it('a user holding everything may go everywhere', () => {
    expect(decide('/dashboard/rc-4_0-ai-model/edit', { permissions: [...ALL_PERMISSIONS] })).toEqual({
      type: 'allow',
    });
  });
});

// Each route group: the route's permission lets the user in; without it they go to their first menu route
// (here always the dashboard home, USER).
describe.each([
  ['dashboard', '/dashboard', 'USER', 'RC_VIEW', '/dashboard/webin-manage-list'],
  ['robots', '/dashboard/webin-manage-list', 'RC_VIEW', 'USER', '/dashboard'],
  ['robots: register with a machine id', '/dashboard/webin-manage-register/W-1', 'RC_EDIT', 'USER', '/dashboard'],
  ['robots: realtime with a machine id', '/dashboard/realtime-control/W-1', 'RC_REALTIME_VIEW', 'USER', '/dashboard'],
  ['robots: alerts (edit)', '/dashboard/webin-alaram', 'RC_MANAGER_EDIT', 'USER', '/dashboard'],
  ['RC 4.0', '/dashboard/rc-4_0-collection', 'RC_4_0_COLLECTION_VIEW', 'USER', '/dashboard'],
  [
    'RC 4.0 /edit',
    '/dashboard/rc-4_0-version/edit',
    'RC_4_0_VERSION_EDIT',
    'RC_4_0_VERSION_VIEW',
    '/dashboard/rc-4_0-version',
  ],
  ['users', '/dashboard/user-list', 'OA_CONSOLE_USER_EDIT', 'USER', '/dashboard'],
  ['groups', '/dashboard/user-list-group-register/7', 'OA_CONSOLE_USER_GROUP_EDIT', 'USER', '/dashboard'],
  ['clients', '/dashboard/client-edit/U1', 'OA_CONSOLE_CLIENT_EDIT', 'USER', '/dashboard'],
  ['client admins', '/dashboard/client-admin-user-list', 'OA_CONSOLE_CLIENT_EDIT', 'USER', '/dashboard'],
  [
    'statistics',
    '/dashboard/install-status',
    'STATISTICS_RC_VIEW',
    'STATISTICS_RC_MONTHLY_VIEW',
    '/dashboard/average-usage-per-device',
  ],
  [
    'statistics: averages',
    '/dashboard/average-point-usage-per-user',
    'STATISTICS_RC_MONTHLY_VIEW',
    'USER',
    '/dashboard',
  ],
  [
    'cup 1 machines',
    '/cup/rental-machine-manage/M-1',
    'SEOUL_CUP_RENTAL_MACHINE_EDIT',
    'SEOUL_CUP_RENTAL_MACHINE_VIEW',
    '/cup/rental-machine',
  ],
  ['cup 1 machines: return', '/cup/return-machine', 'SEOUL_CUP_RETURN_MACHINE_VIEW', 'USER', '/dashboard'],
  ['cup 2 monitoring', '/cup/return-machine-monitor', 'SEOUL_CUP_RETURN_MACHINE_DATA_VIEW', 'USER', '/dashboard'],
  ['cup 3 rental data', '/cup/return-validity-expiration', 'SEOUL_CUP_RENTAL_DATA_VIEW', 'USER', '/dashboard'],
  [
    'cup 4 return service',
    '/cup/view-remittance-information/123',
    'SEOUL_CUP_REFUND_VIEW',
    'SEOUL_CUP_REFUND_DETAIL_VIEW',
    null,
  ],
  [
    'cup 5 refill and retrieval',
    '/cup/retrieval-history',
    'SEOUL_CUP_COLLECT_VIEW',
    'SEOUL_CUP_REFILL_VIEW',
    '/cup/filling-history',
  ],
  ['cup 6 washing site', '/cup/box-state-manual-change', 'SEOUL_CUP_STATUS_VIEW', 'USER', '/dashboard'],
  ['cup 7 ids', '/cup/box-id-manage', 'LALALOOP_ID_BOX_EDIT', 'LALALOOP_ID_BOX_VIEW', '/cup/box-number-inquiry'],
])('route group %s', (_group, path, needed, other, fallback) => {
  it(`${path}: allowed with ${needed}`, () => {
    expect(decide(path, { permissions: [needed] })).toEqual({ type: 'allow' });
  });

  it(`${path}: without it, the first route the user may use`, () => {
    const expected =
      fallback === null ? { type: 'alert-then-logout', message: NO_PERMISSION } : { type: 'redirect', to: fallback };
    expect(decide(path, { permissions: [other] })).toEqual(expected);
  });
});
