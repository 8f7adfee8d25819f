import { isRouteAllowed, PERMISSIONS as P, type Permission } from './permissions';
import { normalizePath, PUBLIC_ACCESS, type PublicPath } from './publicRoutes';

/**
 * How the guard treats a route (spec §2, §4):
 * - 'root': `/`, to /dashboard with a token, to /login without;
 * - 'guest': /login and /register, to /dashboard when a token exists;
 * - 'public': always shown (/download-cuid-qrcode);
 * - 'protected': needs a token and one of `permissions`.
 */
export type RouteAccess = 'root' | 'guest' | 'public' | 'protected';

/** spec §2 "Sidebar groups": the groups and sub-groups of the menu, Korean titles from labels-ko.md. */
export const MENU_GROUPS = {
  robots: { title: '로봇 관리', parent: null },
  rc40: { title: 'RC 4.0', parent: 'robots' },
  cup: { title: '서울컵 관리', parent: null },
  cupMachines: { title: '1. 기기 관리', parent: 'cup' },
  cupMonitoring: { title: '2. 기기 모니터링', parent: 'cup' },
  cupRentalData: { title: '3. 대여 서비스 원천 데이터', parent: 'cup' },
  cupReturn: { title: '4. 반납 서비스', parent: 'cup' },
  cupRefillRetrieval: { title: '5. 충전·회수 이력', parent: 'cup' },
  cupWashing: { title: '6. 세척장', parent: 'cup' },
  cupIds: { title: '7. 컵·박스 ID 관리', parent: 'cup' },
  statistics: { title: '통계', parent: null },
  users: { title: '사용자 관리', parent: null },
  clients: { title: '고객사 관리자 관리', parent: null },
} as const satisfies Record<string, { title: string; parent: string | null }>;

export type MenuGroupId = keyof typeof MENU_GROUPS;

/** Where a route sits in the sidebar: at the top level, in a group, or nowhere (opened from a page). */
export type MenuPlacement = 'top' | MenuGroupId | null;

export interface RouteEntry {
  /**
   * The router pattern: `:name` a required parameter, `:name?` an optional one (last segment only), e.g.
   * '/dashboard/webin-manage-register/:machineId?'. Unique; it is also the entry's key.
   */
  path: string;
  /** Korean page title and menu label (labels-ko.md). */
  title: string;
  access: RouteAccess;
  /** spec §6: any one of these lets the user in; empty means every signed-in user. */
  permissions: readonly Permission[];
  /** Sidebar placement; null: not in the menu. */
  menu: MenuPlacement;
}

const open = (path: PublicPath, title: string): RouteEntry => ({
  path,
  title,
  access: PUBLIC_ACCESS[path],
  permissions: [],
  menu: null,
});
const page = (path: string, title: string, permissions: readonly Permission[], menu: MenuPlacement): RouteEntry => ({
  path,
  title,
  access: 'protected',
  permissions,
  menu,
});

/**
 * THE route-permission table: every route of spec §2 with spec §6's permissions, the Korean title and the
 * sidebar placement. Order is menu order (labels-ko.md); pages opened from a list sit right after it. The
 * sidebar (`buildMenu`), the guard (`decideNavigation`) and `firstAllowedPath` all read this one array.
 */
export const ROUTES: readonly RouteEntry[] = [
  // spec §2 public routes (their paths and access are in publicRoutes.ts, which the console's entry carries)
  open('/', '메인'),
  open('/login', '로그인'),
  open('/register', '회원가입'),
  open('/download-cuid-qrcode', '컵 ID QR 코드 다운로드'),

  // spec §2 /dashboard
  page('/dashboard', '대시보드', [P.USER], 'top'),
  // Chosen: no permission. Every signed-in user must be able to change their own password (top bar link).
  page('/dashboard/change-password', '비밀번호 변경', [], null),

  page('/dashboard/webin-manage-list', '로봇 목록', [P.RC_VIEW], 'robots'),
  page('/dashboard/webin-manage-register/:machineId?', '로봇 등록', [P.RC_EDIT], 'robots'),
  page('/dashboard/realtime-control/:machineId?', '실시간 제어', [P.RC_REALTIME_VIEW], 'robots'),
  page('/dashboard/webin-connection-log', '통신 로그', [P.RC_CMD_LOG_VIEW], 'robots'),
  page('/dashboard/webin-alaram', '알림 운영 관리', [P.RC_MANAGER_VIEW, P.RC_MANAGER_EDIT], 'robots'),
  page('/dashboard/rc-4_0-realtime', '실시간 현황', [P.RC_4_0_REALTIME_VIEW], 'rc40'),
  page('/dashboard/rc-4_0-collection', '수거 이력', [P.RC_4_0_COLLECTION_VIEW], 'rc40'),
  page('/dashboard/rc-4_0-version', '프로그램 버전 관리', [P.RC_4_0_VERSION_VIEW], 'rc40'),
  // spec §6 "/edit variants need the edit permission"; §2 lists no /edit route, so these two are table-only
  // entries (not in the menu) that the console mounts for the edit screens; the guard checks them first, so the
  // 4-part drop rule cannot turn them into the view page.
  page('/dashboard/rc-4_0-version/edit', '프로그램 버전 수정', [P.RC_4_0_VERSION_EDIT], null),
  // Chosen: AI model files are the "update files" uploaded to robots (domain.md), hence RC_4_0_UPDATE_FILE_*.
  page('/dashboard/rc-4_0-ai-model', 'AI 모델 관리', [P.RC_4_0_UPDATE_FILE_VIEW], 'rc40'),
  page('/dashboard/rc-4_0-ai-model/edit', 'AI 모델 수정', [P.RC_4_0_UPDATE_FILE_EDIT], null),

  // spec §2 /cup. spec §6 shows no exact pairing for any cup route: chosen by name as the spec says.
  // 1. machines: lists VIEW, manage pages (opened from the lists) EDIT.
  page('/cup/rental-machine', '대여기 목록', [P.SEOUL_CUP_RENTAL_MACHINE_VIEW], 'cupMachines'),
  page('/cup/rental-machine-manage/:machineId?', '대여기 관리', [P.SEOUL_CUP_RENTAL_MACHINE_EDIT], null),
  // Chosen: alerts are about rental machines and no alert permission exists, so the machine VIEW.
  page('/cup/rental-machine-alert', '대여기 알림', [P.SEOUL_CUP_RENTAL_MACHINE_VIEW], 'cupMachines'),
  page('/cup/return-machine', '반납기 목록', [P.SEOUL_CUP_RETURN_MACHINE_VIEW], 'cupMachines'),
  page('/cup/return-machine-manage/:machineId?', '반납기 관리', [P.SEOUL_CUP_RETURN_MACHINE_EDIT], null),
  // 2. monitors: the DATA_VIEW of their machine.
  page('/cup/rental-machine-monitor', '대여기 모니터링', [P.SEOUL_CUP_RENTAL_MACHINE_DATA_VIEW], 'cupMonitoring'),
  page('/cup/return-machine-monitor', '반납기 모니터링', [P.SEOUL_CUP_RETURN_MACHINE_DATA_VIEW], 'cupMonitoring'),
  // Chosen: return events (information), mirroring rental-information-monitor / RENTAL_DATA_VIEW; otherwise
  // SEOUL_CUP_RETURN_DATA_VIEW would gate nothing.
  page(
    '/cup/return-machine-information-monitor',
    '반납기 정보 모니터링',
    [P.SEOUL_CUP_RETURN_DATA_VIEW],
    'cupMonitoring',
  ),
  // 3. rental raw data: RENTAL_DATA_VIEW. Expired validity is rental data (its extension action is
  // SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT).
  page('/cup/rental-information-monitor', '대여 정보 모니터링', [P.SEOUL_CUP_RENTAL_DATA_VIEW], 'cupRentalData'),
  page('/cup/return-validity-expiration', '반납 유효기간 만료', [P.SEOUL_CUP_RENTAL_DATA_VIEW], 'cupRentalData'),
  // 4. refund pages: REFUND_VIEW (spec §6). The manual refund and the remittance detail are further guarded by
  // their actions; REFUND_MESSAGE_VIEW gates no page (the message column of the refund list).
  page('/cup/seoul-refund-money-manage', '보증금 환급 관리', [P.SEOUL_CUP_REFUND_VIEW], 'cupReturn'),
  page('/cup/seoul-refund-money-edit', '수동 환급', [P.SEOUL_CUP_REFUND_VIEW], 'cupReturn'),
  page('/cup/view-remittance-information/:refundId?', '송금 정보 조회', [P.SEOUL_CUP_REFUND_VIEW], 'cupReturn'),
  // 5. refill VIEW; retrieval is collection (COLLECT_VIEW).
  page('/cup/filling-history', '충전 이력', [P.SEOUL_CUP_REFILL_VIEW], 'cupRefillRetrieval'),
  page('/cup/retrieval-history', '회수 이력', [P.SEOUL_CUP_COLLECT_VIEW], 'cupRefillRetrieval'),
  // 6. washing site. Chosen: what is stored there was received (RECEIVING_VIEW); delivery is shipping; both
  // manual-change pages show states (STATUS_VIEW), the change itself needs SEOUL_CUP_MANUAL_STATUS_EDIT.
  page('/cup/washing-storage-status', '세척장 보관 현황', [P.SEOUL_CUP_RECEIVING_VIEW], 'cupWashing'),
  page('/cup/delivery-status', '배송 현황', [P.SEOUL_CUP_SHIPPING_VIEW], 'cupWashing'),
  page('/cup/state-manual-change', '컵 상태 수동 변경', [P.SEOUL_CUP_STATUS_VIEW], 'cupWashing'),
  page('/cup/box-state-manual-change', '박스 상태 수동 변경', [P.SEOUL_CUP_STATUS_VIEW], 'cupWashing'),
  // 7. ids. Chosen: manage and control (pack/unpack) change IDs, so LALALOOP_ID_EDIT; histories the DATA_VIEW;
  // the Seoul-specific history SEOUL_CUP_LALALOOP_ID_VIEW; boxes LALALOOP_ID_BOX_VIEW / _EDIT by name.
  // MWC_VIEW / MWC_HISTORY_VIEW belong to /lalaloop/* paths of the permission map that no route defines (§2).
  page('/cup/lalaloop-id-manage', '컵 ID 관리', [P.LALALOOP_ID_EDIT], 'cupIds'),
  page('/cup/lalaloop-id-control', '컵 ID 제어', [P.LALALOOP_ID_EDIT], 'cupIds'),
  page('/cup/lalaloop-id-history', '컵 ID 이력', [P.LALALOOP_ID_DATA_VIEW], 'cupIds'),
  page('/cup/seoul-lalaloop-cup-id-history', '서울 컵 ID 이력', [P.SEOUL_CUP_LALALOOP_ID_VIEW], 'cupIds'),
  page('/cup/box-number-inquiry', '박스 번호 조회', [P.LALALOOP_ID_BOX_VIEW], 'cupIds'),
  page('/cup/box-id-manage', '박스 ID 관리', [P.LALALOOP_ID_BOX_EDIT], 'cupIds'),

  // spec §6 statistics: four pages STATISTICS_RC_VIEW, the three averages STATISTICS_RC_MONTHLY_VIEW.
  page('/dashboard/install-status', '로봇 설치 현황', [P.STATISTICS_RC_VIEW], 'statistics'),
  page('/dashboard/new-installation-statistics', '신규 설치 통계', [P.STATISTICS_RC_VIEW], 'statistics'),
  page('/dashboard/webin-usage-statistics', '이용 통계', [P.STATISTICS_RC_VIEW], 'statistics'),
  page('/dashboard/emission-product-statistics', '배출 품목 통계', [P.STATISTICS_RC_VIEW], 'statistics'),
  page('/dashboard/average-usage-per-device', '기기별 월평균 이용 추이', [P.STATISTICS_RC_MONTHLY_VIEW], 'statistics'),
  page('/dashboard/average-emissions-per-user', '사용자별 평균 배출량', [P.STATISTICS_RC_MONTHLY_VIEW], 'statistics'),
  page(
    '/dashboard/average-point-usage-per-user',
    '사용자별 평균 포인트 사용',
    [P.STATISTICS_RC_MONTHLY_VIEW],
    'statistics',
  ),

  // spec §6 "exact pairing not shown" for user/client pages. Chosen: console users OA_CONSOLE_USER_EDIT; group
  // pages OA_CONSOLE_USER_GROUP_EDIT (spec); everything about client organisations, their admin users included,
  // OA_CONSOLE_CLIENT_EDIT (the client admin menu is one permission's area).
  page('/dashboard/user-list', '전체 사용자', [P.OA_CONSOLE_USER_EDIT], 'users'),
  page('/dashboard/user-list-group', '권한 그룹 목록', [P.OA_CONSOLE_USER_GROUP_EDIT], 'users'),
  page('/dashboard/user-list-group-register/:authGroupId?', '권한 그룹 등록', [P.OA_CONSOLE_USER_GROUP_EDIT], 'users'),
  page('/dashboard/client-admin-user-list', '관리자 사용자', [P.OA_CONSOLE_CLIENT_EDIT], 'clients'),
  page('/dashboard/client-list', '고객사 목록', [P.OA_CONSOLE_CLIENT_EDIT], 'clients'),
  page('/dashboard/client-edit/:uid', '고객사 수정', [P.OA_CONSOLE_CLIENT_EDIT], null),
];

/**
 * spec §4's "parts": the pieces of `pathname.split('/')`, the empty piece before the leading slash included
 * (as the original console counted). '/dashboard/webin-manage-register/W-1' has 4 parts: '', 'dashboard',
 * 'webin-manage-register', 'W-1'.
 */
export function pathParts(pathname: string): string[] {
  return normalizePath(pathname).split('/');
}

/** The path a link can point to: optional parameters dropped; undefined when a parameter is required. */
export function linkPath(route: RouteEntry): string | undefined {
  const segments = route.path.split('/').filter((segment) => !(segment.startsWith(':') && segment.endsWith('?')));
  if (segments.some((segment) => segment.startsWith(':'))) return undefined;
  return segments.length === 1 ? '/' : segments.join('/');
}

export interface RouteMatch {
  route: RouteEntry;
  /** The parameter values, e.g. { machineId: 'W-1' }. */
  params: Record<string, string>;
}

/** Matches a pathname against one pattern; null when it does not fit. */
function matchPattern(route: RouteEntry, pathname: string): RouteMatch | null {
  const patternParts = route.path.split('/');
  const parts = pathParts(pathname);
  const params: Record<string, string> = {};
  if (parts.length > patternParts.length) return null;
  for (const [index, pattern] of patternParts.entries()) {
    const part = parts[index];
    if (pattern.startsWith(':')) {
      const optional = pattern.endsWith('?');
      if (part === undefined || part === '') {
        if (optional) continue;
        return null;
      }
      params[pattern.slice(1, optional ? -1 : undefined)] = decodeURIComponent(part);
    } else if (part !== pattern) {
      return null;
    }
  }
  return { route, params };
}

/** The table entry whose pattern fits `pathname` exactly (parameters included), or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of ROUTES) {
    const match = matchPattern(route, pathname);
    if (match) return match;
  }
  return null;
}

/**
 * The entry that governs `pathname` for the guard: an exact pattern match first (so '/edit' variants and
 * parameters are precise), then spec §4's rule: when the path has 4 or more parts, drop the last segment and
 * look again. null: not a route of the table (the router shows not-found).
 */
export function resolveRoute(pathname: string): RouteEntry | null {
  const exact = matchRoute(pathname);
  if (exact) return exact.route;
  const parts = pathParts(pathname);
  if (parts.length >= 4) return matchRoute(parts.slice(0, -1).join('/'))?.route ?? null;
  return null;
}

/**
 * One menu entry, shaped like @oa/ui's `MenuItem` ({title, to?, end?, subMenu?}) so the console passes it
 * straight to the Sidebar; `key` (the route path or the group id) lets it add icons.
 */
export interface AuthMenuItem {
  key: string;
  title: string;
  to?: string;
  end?: boolean;
  subMenu?: AuthMenuItem[];
}

/**
 * spec §2 "Sidebar groups": the menu for a user's permissions, in table order. Items the user lacks are left
 * out, and so is every group left empty (a parent never stays visible without children).
 */
export function buildMenu(permissions: readonly string[]): AuthMenuItem[] {
  const top: AuthMenuItem[] = [];
  const groups = new Map<MenuGroupId, AuthMenuItem>();
  const groupItem = (id: MenuGroupId): AuthMenuItem => {
    const existing = groups.get(id);
    if (existing) return existing;
    const item: AuthMenuItem = { key: id, title: MENU_GROUPS[id].title, subMenu: [] };
    groups.set(id, item);
    const parent: MenuGroupId | null = MENU_GROUPS[id].parent;
    (parent === null ? top : (groupItem(parent).subMenu ?? [])).push(item);
    return item;
  };
  for (const route of ROUTES) {
    const to = linkPath(route);
    if (route.menu === null || route.access !== 'protected' || to === undefined) continue;
    if (!isRouteAllowed(route.permissions, permissions)) continue;
    // '/dashboard' prefixes every dashboard page: only the exact path makes it current.
    const item: AuthMenuItem = { key: route.path, title: route.title, to, ...(to === '/dashboard' && { end: true }) };
    if (route.menu === 'top') top.push(item);
    else groupItem(route.menu).subMenu?.push(item);
  }
  return top;
}

/** The menu's links, depth first (the order a user reads them). */
export function menuLinks(menu: readonly AuthMenuItem[]): string[] {
  return menu.flatMap((item) => [...(item.to === undefined ? [] : [item.to]), ...menuLinks(item.subMenu ?? [])]);
}

/**
 * spec §4: the first route the user may use, in menu order; null when there is none. Only menu entries count:
 * change-password needs no permission, and landing there would hide "no permission on any path".
 */
export function firstAllowedPath(permissions: readonly string[]): string | null {
  return menuLinks(buildMenu(permissions))[0] ?? null;
}
