import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from './permissions';
import { isSignedInPath, PUBLIC_ACCESS } from './publicRoutes';
import {
  buildMenu,
  firstAllowedPath,
  linkPath,
  MENU_GROUPS,
  matchRoute,
  menuLinks,
  pathParts,
  resolveRoute,
  ROUTES,
  type AuthMenuItem,
} from './routes';

// spec §2, verbatim.
const SPEC_DASHBOARD = [
  '',
  'change-password',
  'webin-manage-list',
  'webin-manage-register/:machineId?',
  'realtime-control/:machineId?',
  'webin-connection-log',
  'webin-alaram',
  'rc-4_0-realtime',
  'rc-4_0-collection',
  'rc-4_0-ai-model',
  'rc-4_0-version',
  'user-list',
  'user-list-group',
  'user-list-group-register/:authGroupId?',
  'client-list',
  'client-edit/:uid',
  'client-admin-user-list',
  'install-status',
  'webin-usage-statistics',
  'new-installation-statistics',
  'emission-product-statistics',
  'average-usage-per-device',
  'average-emissions-per-user',
  'average-point-usage-per-user',
];
const SPEC_CUP = [
  'rental-machine',
  'rental-machine-manage/:machineId?',
  'rental-machine-alert',
  'return-machine',
  'return-machine-manage/:machineId?',
  'rental-machine-monitor',
  'return-machine-monitor',
  'return-machine-information-monitor',
  'seoul-refund-money-manage',
  'seoul-refund-money-edit',
  'view-remittance-information/:refundId?',
  'return-validity-expiration',
  'rental-information-monitor',
  'filling-history',
  'retrieval-history',
  'washing-storage-status',
  'lalaloop-id-history',
  'state-manual-change',
  'box-state-manual-change',
  'delivery-status',
  'lalaloop-id-manage',
  'lalaloop-id-control',
  'box-number-inquiry',
  'seoul-lalaloop-cup-id-history',
  'box-id-manage',
];
const EDIT_VARIANTS = ['/dashboard/rc-4_0-version/edit', '/dashboard/rc-4_0-ai-model/edit'];

const titles = (menu: readonly AuthMenuItem[]): unknown[] =>
  menu.map((item) => (item.subMenu ? { [item.title]: titles(item.subMenu) } : item.title));

describe('the route-permission table (spec §2, §6)', () => {
  it('covers every route of spec §2 exactly once, plus the two /edit variants', () => {
    expect(SPEC_DASHBOARD).toHaveLength(24);
    expect(SPEC_CUP).toHaveLength(25);
    const expected = [
      '/',
      '/login',
      '/register',
      '/download-cuid-qrcode',
      ...SPEC_DASHBOARD.map((p) => (p === '' ? '/dashboard' : `/dashboard/${p}`)),
      ...SPEC_CUP.map((p) => `/cup/${p}`),
      ...EDIT_VARIANTS,
    ];
    expect(ROUTES.map((r) => r.path).sort()).toEqual(expected.sort());
  });

  it('every protected route has a Korean title; only change-password needs no permission', () => {
    for (const route of ROUTES) expect(route.title).toMatch(/[가-힣]/);
    const open = ROUTES.filter((r) => r.access === 'protected' && r.permissions.length === 0).map((r) => r.path);
    expect(open).toEqual(['/dashboard/change-password']);
  });

  it.each([
    ['/dashboard', ['USER']],
    ['/dashboard/webin-manage-list', ['RC_VIEW']],
    ['/dashboard/webin-manage-register/:machineId?', ['RC_EDIT']],
    ['/dashboard/realtime-control/:machineId?', ['RC_REALTIME_VIEW']],
    ['/dashboard/webin-connection-log', ['RC_CMD_LOG_VIEW']],
    ['/dashboard/webin-alaram', ['RC_MANAGER_VIEW', 'RC_MANAGER_EDIT']],
    ['/dashboard/rc-4_0-realtime', ['RC_4_0_REALTIME_VIEW']],
    ['/dashboard/rc-4_0-collection', ['RC_4_0_COLLECTION_VIEW']],
    ['/dashboard/rc-4_0-version', ['RC_4_0_VERSION_VIEW']],
    ['/dashboard/rc-4_0-version/edit', ['RC_4_0_VERSION_EDIT']],
    ['/dashboard/rc-4_0-ai-model', ['RC_4_0_UPDATE_FILE_VIEW']],
    ['/dashboard/rc-4_0-ai-model/edit', ['RC_4_0_UPDATE_FILE_EDIT']],
    ['/dashboard/user-list-group', ['OA_CONSOLE_USER_GROUP_EDIT']],
    ['/dashboard/user-list-group-register/:authGroupId?', ['OA_CONSOLE_USER_GROUP_EDIT']],
    ['/dashboard/install-status', ['STATISTICS_RC_VIEW']],
    ['/dashboard/average-emissions-per-user', ['STATISTICS_RC_MONTHLY_VIEW']],
    ['/cup/rental-machine', ['SEOUL_CUP_RENTAL_MACHINE_VIEW']],
    ['/cup/return-machine-manage/:machineId?', ['SEOUL_CUP_RETURN_MACHINE_EDIT']],
    ['/cup/rental-machine-monitor', ['SEOUL_CUP_RENTAL_MACHINE_DATA_VIEW']],
    ['/cup/seoul-refund-money-manage', ['SEOUL_CUP_REFUND_VIEW']],
    ['/cup/view-remittance-information/:refundId?', ['SEOUL_CUP_REFUND_VIEW']],
  ])('%s needs one of %j', (path, permissions) => {
    expect(ROUTES.find((r) => r.path === path)?.permissions).toEqual(permissions);
  });

  it('the public rows are what the entry carries; every other route is under a signed-in prefix', () => {
    // The console's entry decides the public routes alone and loads the signed-in routes for any path under
    // /dashboard or /cup: a protected route elsewhere would show not-found instead of its guard.
    const publicRows = ROUTES.filter((r) => r.access !== 'protected');
    expect(Object.fromEntries(publicRows.map((r) => [r.path, r.access]))).toEqual(PUBLIC_ACCESS);
    for (const route of ROUTES) expect(isSignedInPath(route.path), route.path).toBe(route.access === 'protected');
    expect(isSignedInPath('/dashboard/')).toBe(true);
    expect(isSignedInPath('/dashboards')).toBe(false);
    expect(isSignedInPath('/cupboard')).toBe(false);
  });

  it('every group named by a route exists, and every permission used is a spec §6 string', () => {
    for (const route of ROUTES) {
      if (route.menu !== null && route.menu !== 'top') expect(MENU_GROUPS[route.menu]).toBeDefined();
      for (const p of route.permissions) expect(ALL_PERMISSIONS).toContain(p);
    }
  });
});

describe('matching (spec §4)', () => {
  it('counts parts as split("/") does, the empty leading part included', () => {
    expect(pathParts('/dashboard/webin-manage-register/W-1')).toEqual([
      '',
      'dashboard',
      'webin-manage-register',
      'W-1',
    ]);
    expect(pathParts('/cup/view-remittance-information/123')).toHaveLength(4);
    expect(pathParts('/dashboard/')).toHaveLength(2);
  });

  it('matches optional and required parameters', () => {
    expect(matchRoute('/dashboard/webin-manage-register/W-1')).toMatchObject({ params: { machineId: 'W-1' } });
    expect(matchRoute('/dashboard/webin-manage-register')?.route.title).toBe('로봇 등록');
    expect(matchRoute('/dashboard/client-edit/U%201')).toMatchObject({ params: { uid: 'U 1' } });
    expect(matchRoute('/dashboard/client-edit')).toBeNull();
    expect(matchRoute('/dashboard/user-list/')?.route.path).toBe('/dashboard/user-list');
  });

  it('resolves the two spec examples to their pages', () => {
    expect(resolveRoute('/dashboard/webin-manage-register/W-1')?.path).toBe(
      '/dashboard/webin-manage-register/:machineId?',
    );
    expect(resolveRoute('/cup/view-remittance-information/123')?.path).toBe(
      '/cup/view-remittance-information/:refundId?',
    );
  });

  it('prefers an exact /edit entry, then drops the last segment of a 4+ part path', () => {
    expect(resolveRoute('/dashboard/rc-4_0-version/edit')?.permissions).toEqual(['RC_4_0_VERSION_EDIT']);
    expect(resolveRoute('/dashboard/user-list/extra')?.path).toBe('/dashboard/user-list');
    expect(resolveRoute('/cup/nothing-here')).toBeNull();
    expect(resolveRoute('/dashboard/client-edit')).toBeNull();
  });

  it('links drop optional parameters and routes with a required one have no link', () => {
    const byPath = (p: string) => ROUTES.find((r) => r.path === p);
    const register = byPath('/dashboard/webin-manage-register/:machineId?');
    const clientEdit = byPath('/dashboard/client-edit/:uid');
    expect(register && linkPath(register)).toBe('/dashboard/webin-manage-register');
    expect(clientEdit && linkPath(clientEdit)).toBeUndefined();
  });
});

describe('buildMenu (spec §2 sidebar groups)', () => {
  it('builds the whole menu for a user holding everything, in labels-ko order', () => {
    expect(titles(buildMenu(ALL_PERMISSIONS))).toEqual([
      '대시보드',
      {
        '로봇 관리': [
          '로봇 목록',
          '로봇 등록',
          '실시간 제어',
          '통신 로그',
          '알림 운영 관리',
          { 'RC 4.0': ['실시간 현황', '수거 이력', '프로그램 버전 관리', 'AI 모델 관리'] },
        ],
      },
      {
        '서울컵 관리': [
          { '1. 기기 관리': ['대여기 목록', '대여기 알림', '반납기 목록'] },
          { '2. 기기 모니터링': ['대여기 모니터링', '반납기 모니터링', '반납기 정보 모니터링'] },
          { '3. 대여 서비스 원천 데이터': ['대여 정보 모니터링', '반납 유효기간 만료'] },
          { '4. 반납 서비스': ['보증금 환급 관리', '수동 환급', '송금 정보 조회'] },
          { '5. 충전·회수 이력': ['충전 이력', '회수 이력'] },
          { '6. 세척장': ['세척장 보관 현황', '배송 현황', '컵 상태 수동 변경', '박스 상태 수동 변경'] },
          {
            '7. 컵·박스 ID 관리': [
              '컵 ID 관리',
              '컵 ID 제어',
              '컵 ID 이력',
              '서울 컵 ID 이력',
              '박스 번호 조회',
              '박스 ID 관리',
            ],
          },
        ],
      },
      {
        통계: [
          '로봇 설치 현황',
          '신규 설치 통계',
          '이용 통계',
          '배출 품목 통계',
          '기기별 월평균 이용 추이',
          '사용자별 평균 배출량',
          '사용자별 평균 포인트 사용',
        ],
      },
      { '사용자 관리': ['전체 사용자', '권한 그룹 목록', '권한 그룹 등록'] },
      { '고객사 관리자 관리': ['관리자 사용자', '고객사 목록'] },
    ]);
  });

  it('links and keys: the home link is exact; optional params are dropped; manage pages are not in it', () => {
    const menu = buildMenu(ALL_PERMISSIONS);
    expect(menu[0]).toEqual({ key: '/dashboard', title: '대시보드', to: '/dashboard', end: true });
    const links = menuLinks(menu);
    expect(links).toContain('/dashboard/webin-manage-register');
    expect(links).toContain('/cup/view-remittance-information');
    for (const hidden of ['-machine-manage', '/edit', 'client-edit', 'change-password']) {
      expect(links.filter((link) => link.includes(hidden))).toEqual([]);
    }
    expect(menu[1]?.key).toBe('robots');
  });

  it('hides items the user lacks and groups left empty, sub-groups included', () => {
    const menu = buildMenu(['RC_4_0_REALTIME_VIEW', 'SEOUL_CUP_REFILL_VIEW']);
    expect(titles(menu)).toEqual([
      { '로봇 관리': [{ 'RC 4.0': ['실시간 현황'] }] },
      { '서울컵 관리': [{ '5. 충전·회수 이력': ['충전 이력'] }] },
    ]);
    expect(buildMenu([])).toEqual([]);
    expect(buildMenu(['UNKNOWN'])).toEqual([]);
  });

  it('manage-only permissions show no group (the manage page is not a menu item)', () => {
    expect(buildMenu(['SEOUL_CUP_RENTAL_MACHINE_EDIT'])).toEqual([]);
  });
});

describe('firstAllowedPath (spec §4)', () => {
  it('is the first menu link in order', () => {
    expect(firstAllowedPath(['USER', 'RC_VIEW'])).toBe('/dashboard');
    expect(firstAllowedPath(['STATISTICS_RC_MONTHLY_VIEW', 'SEOUL_CUP_SHIPPING_VIEW'])).toBe('/cup/delivery-status');
    expect(firstAllowedPath(['OA_CONSOLE_CLIENT_EDIT'])).toBe('/dashboard/client-admin-user-list');
  });

  it('is null without any menu permission (change-password does not count)', () => {
    expect(firstAllowedPath([])).toBeNull();
    expect(firstAllowedPath(['SEOUL_CUP_MANUAL_REFILL'])).toBeNull();
  });
});
