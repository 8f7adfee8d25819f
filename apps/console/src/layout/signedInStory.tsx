/**
 * Story support (not part of the app): the signed-in console as the app builds it, for one of the reference
 * server's demo accounts. The real frame (`ConsoleFrame`) in a memory data router whose routes carry the real
 * route-table handles, a session in memory storage, the real clients answered by the story's msw handlers, and
 * the toasts. The spec §4 guard is left out: it reads the app's own session (localStorage).
 */
import { apiBaseUrls, createApi } from '@oa/api';
import {
  ALL_PERMISSIONS,
  createMemoryStorage,
  createSession,
  PERMISSION_GROUPS,
  PERMISSIONS as P,
  ROUTES,
  type LoggedInUser,
  type Permission,
  type PermissionArea,
  type RouteEntry,
} from '@oa/auth';
import { toast, Toaster } from '@oa/ui/Toast';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ChangePasswordPage } from '../pages/auth/ChangePasswordPage';
import { LoginPage } from '../pages/auth/LoginPage';
import type { HomeSummary } from '@oa/contract/home';
import { CUP_SUMMARY } from '../pages/cup/shared/cup.fixture';
import { HomePage } from '../pages/home/HomePage';
import { ScreenErrorPage } from '../pages/ScreenErrorPage';
import { ConsoleFrame, SIDEBAR_STORAGE_KEY } from './ConsoleLayout';
import { StoryOtherScreen } from './StoryOtherScreen';

/** The stories' build time, so the sidebar's version stamp is the spec's example (25.08.18 17:05). */
const STORY_BUILT_AT = '2025-08-18T08:05:00.000Z';
import type { ConsoleHandle } from './routeHandle';

const areaPermissions = (...areas: PermissionArea[]): Permission[] =>
  PERMISSION_GROUPS.filter((group) => areas.includes(group.area)).flatMap((group) =>
    group.permissions.map((info) => info.permission),
  );

/** The same as apps/server/src/seed/seed.ts (SEED_GROUPS): what a viewer may not read. */
const SENSITIVE: readonly Permission[] = [P.SEOUL_CUP_PHONE_NUMBER_VIEW, P.SEOUL_CUP_REFUND_DETAIL_VIEW];

/** A demo account's user as the access token carries it (fixed times, so stories never depend on the clock). */
const demoUser = (id: string, name: string, permissions: readonly Permission[]): LoggedInUser => ({
  id,
  name,
  iat: 1_755_504_300,
  exp: 1_755_505_200,
  permissions: [...permissions],
});

/**
 * The reference server's demo accounts (apps/server/src/seed/seed.ts, DEMO_ACCOUNTS), each with its permission
 * group's permissions built the way the seed builds them.
 */
export const DEMO_USERS = {
  /** 전체 관리자: every permission. */
  admin: demoUser('demo-admin', '김관리', ALL_PERMISSIONS),
  /** 로봇 운영: the robot and statistics areas. */
  robotOperator: demoUser('demo-robot', '이로봇', areaPermissions('robot', 'statistics')),
  /** 다회용컵 운영: USER and the cup and lalaloop areas. */
  cupOperator: demoUser('demo-cup', '박서울', [P.USER, ...areaPermissions('cup', 'lalaloop')]),
  /** 조회 전용: every *_VIEW but the sensitive ones, and USER. */
  viewer: demoUser(
    'demo-viewer',
    '최조회',
    ALL_PERMISSIONS.filter((permission) => permission.endsWith('_VIEW') && !SENSITIVE.includes(permission)).concat(
      P.USER,
    ),
  ),
} as const satisfies Record<string, LoggedInUser>;

/** The screens the story brings; every other route shows StoryOtherScreen (the app has a screen for every route). */
function screenOf(route: RouteEntry, screens: SignedInConsoleProps['screens']): ReactNode {
  const screen = screens?.[route.path];
  if (screen !== undefined) return screen;
  if (route.path === '/dashboard') return <HomePage />;
  if (route.path === '/dashboard/change-password') return <ChangePasswordPage />;
  return <StoryOtherScreen />;
}

/** The sidebar's client label (GET /oa/v1/me): staff of the operating company belong to no client. */
export const meHandler = http.get('/oa/v1/me', () => HttpResponse.json({ _data: { client: null } }));

/** The home page's counts on OA (GET /oa/v1/summary), as the reference server answers a user who opens every list. */
export const HOME_SUMMARY: HomeSummary = {
  robots: { operationStates: { OPERATION: 241, CHECK: 12, WAIT: 31, STOP: 4, DEFAULT: 2 }, fullBins: 17, offline: 9 },
  accounts: { ACTIVE: 58, PENDING: 3, LOCKED: 1 },
  clients: 52,
};

/** The home page's counts on OA. */
export const homeSummaryHandler = http.get('/oa/v1/summary', () => HttpResponse.json({ _data: HOME_SUMMARY }));

/** The cup programme's counts on the home page (GET /seoul-cup/v1/summary). */
export const cupSummaryHandler = http.get('/seoul-cup/v1/summary', () => HttpResponse.json({ _data: CUP_SUMMARY }));

/** The home page's two summaries (OA's and SEOUL_CUP's). */
export const homeHandlers = [meHandler, homeSummaryHandler, cupSummaryHandler];

export interface SignedInConsoleProps {
  user: LoggedInUser;
  /** The path the console opens at. */
  path: string;
  /** An area's screens by route path (as in the route table), e.g. an area's stories drawing its own pages. */
  screens?: Readonly<Record<string, ReactNode>>;
}

/** The console signed in as `user`, at `path`. Logout empties the memory session and goes to the real /login. */
export function SignedInConsole({ user, path, screens }: SignedInConsoleProps) {
  const [router] = useState(() => {
    const session = createSession({ storage: createMemoryStorage() });
    session.storeTokens({ accessToken: 'story-access-token', refreshToken: 'story-refresh-token' });
    session.setUser(user);
    const api = createApi({
      session,
      baseUrls: apiBaseUrls({}),
      goToLogin: () => void memoryRouter.navigate('/login', { replace: true }),
    });
    const consoleRoute = (route: RouteEntry): RouteObject => ({
      path: route.path,
      handle: { route } satisfies ConsoleHandle,
      element: screenOf(route, screens),
      // As the app's routes (signedInRoutes.tsx): a screen's error in its place, inside the frame.
      errorElement: <ScreenErrorPage />,
    });
    const memoryRouter = createMemoryRouter(
      [
        { path: '/login', element: <LoginPage /> },
        {
          element: (
            <ConsoleFrame user={user} api={api} onLogout={() => void session.logout()} builtAt={STORY_BUILT_AT} />
          ),
          children: ROUTES.filter((route) => route.access === 'protected').map(consoleRoute),
        },
      ],
      { initialEntries: [path] },
    );
    return memoryRouter;
  });
  return (
    <>
      <RouterProvider router={router} />
      {/* The app's toasts close after 4 s; here they stay, so a picture never races the timer. */}
      <Toaster duration={600_000} />
    </>
  );
}

/**
 * A story `beforeEach`: the sidebar starts open (its state is the one thing the frame keeps in localStorage) and no
 * toast is left from another story; the same again afterwards.
 */
export function resetConsoleState(): () => void {
  const reset = () => {
    window.localStorage.removeItem(SIDEBAR_STORAGE_KEY);
    toast.dismiss();
  };
  reset();
  return reset;
}
