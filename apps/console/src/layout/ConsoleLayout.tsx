/**
 * The signed-in frame (spec §2 layout): top bar, collapsible sidebar built from the route-permission table for the
 * user's permissions, and the main area with the page title and breadcrumb. The data layer (the clients, SWR)
 * is provided here, so it loads only after sign-in.
 */
import { buildMenu, CurrentUserProvider, type LoggedInUser } from '@oa/auth';
import { seoulParts } from '@oa/ui/format';
import { ApiProvider, useMe, type Api } from '@oa/api';
import { PageHeader } from '@oa/ui/PageHeader';
import { Sidebar } from '@oa/ui/Sidebar';
import { TopBar } from '@oa/ui/TopBar';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { CHANGE_PASSWORD_PATH, signOut } from '../app/shell/account';
import { api as appApi } from '../app/shell/data';
import { useSignedInUser } from '../app/shell/session';
import { renderRouterLink } from '../routerLink';
import { preloadScreens } from '../screenLoader';
import * as s from './ConsoleLayout.css';
import { useDocumentTitle } from '../app/shell/useDocumentTitle';
import { useCurrentRoute } from './routeHandle';
import { breadcrumbsFor, NO_CLIENT_LABEL, parentList } from './breadcrumbs';

/** The sidebar's open/closed state survives a reload (our key; the spec lists none). */
export const SIDEBAR_STORAGE_KEY = 'oa-console_sidebar';
const SIDEBAR_ID = 'console-sidebar';

/** The build's time in the spec's format 'YY.MM.DD HH:mm' (Asia/Seoul). */
function versionStamp(iso: string): string {
  const parts = seoulParts(iso);
  return parts === null ? '' : `${parts.year.slice(2)}.${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`;
}

export interface ConsoleFrameProps {
  /** The signed-in user; null (just signed out, on the way to /login) renders nothing. */
  user: LoggedInUser | null;
  /** The data layer the screens use. */
  api: Api;
  /** The top bar's logout button. */
  onLogout: () => void;
  /** When this build was made (ISO 8601), for the sidebar's version stamp. */
  builtAt: string;
}

/**
 * The frame itself, given who is signed in, the data layer and what logout does. `ConsoleLayout` passes the app's
 * one session; stories pass a session in memory (layout/ConsoleLayout.stories.tsx).
 */
export function ConsoleFrame({ user, api, onLogout, builtAt }: ConsoleFrameProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const [open, setOpen] = useState(() => window.localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'closed');
  const toggle = useCallback(() => {
    setOpen((was) => {
      window.localStorage.setItem(SIDEBAR_STORAGE_KEY, was ? 'closed' : 'open');
      return !was;
    });
  }, []);
  const permissions = user?.permissions;
  const menu = useMemo(() => buildMenu(permissions ?? []), [permissions]);
  const title = route?.title ?? 'Dashboard';
  useDocumentTitle(title);
  if (user === null) return null;

  const breadcrumbs = breadcrumbsFor(route);
  // The breadcrumb's step back: to the list as it was (filters, page) when this tab came from it (react-router
  // counts its history entries in `history.state.idx`); opened directly (a bookmark, a new tab), to the list.
  const goBack = () => {
    const { idx } = (window.history.state ?? {}) as { idx?: number };
    if (idx !== undefined && idx > 0) void navigate(-1);
    else void navigate((route && parentList(route)?.path) ?? '/dashboard');
  };
  return (
    <ApiProvider api={api}>
      <CurrentUserProvider user={user}>
        <div className={s.shell}>
          <TopBar
            userName={user.name}
            homeHref="/dashboard"
            changePasswordHref={CHANGE_PASSWORD_PATH}
            onLogout={onLogout}
            sidebarOpen={open}
            onToggleSidebar={toggle}
            sidebarId={SIDEBAR_ID}
            renderLink={renderRouterLink}
          />
          <div className={s.body}>
            <ConsoleSidebar open={open} menu={menu} activePath={location.pathname} user={user} builtAt={builtAt} />
            <main className={s.main} id="main">
              <PageHeader title={title} breadcrumbs={breadcrumbs} onGoBack={goBack} renderLink={renderRouterLink} />
              <ScreenOutlet />
            </main>
          </div>
        </div>
      </CurrentUserProvider>
    </ApiProvider>
  );
}

/** The screen; a user signed in with a one-time password sees only change password until they choose their own. */
function ScreenOutlet() {
  const me = useMe();
  const { pathname } = useLocation();
  if (me.value?.mustChangePassword === true && pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  return <Outlet />;
}

/** The sidebar, with the user's client organisation from GET /v1/me (the token does not carry it). */
function ConsoleSidebar({
  open,
  menu,
  activePath,
  user,
  builtAt,
}: {
  open: boolean;
  menu: ReturnType<typeof buildMenu>;
  activePath: string;
  user: LoggedInUser;
  builtAt: string;
}) {
  const me = useMe();
  const clientName = me.value === undefined ? '' : (me.value.client?.name ?? NO_CLIENT_LABEL);
  return (
    <Sidebar
      id={SIDEBAR_ID}
      open={open}
      menu={menu}
      activePath={activePath}
      userName={user.name}
      userId={user.id}
      clientName={clientName}
      version={versionStamp(builtAt)}
      renderLink={renderRouterLink}
    />
  );
}

/**
 * The other screens' loaders (screenLoader.ts) come at the first sign of a move to another screen, a pointer over
 * or focus on a link, rather than with the first screen.
 */
function usePreloadScreensOnIntent(): void {
  useEffect(() => {
    const stop = () => {
      document.removeEventListener('pointerover', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
    };
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || event.target.closest('a[href]') === null) return;
      stop();
      // A failure here is seen again, and shown, by the move itself.
      preloadScreens().catch(() => undefined);
    };
    document.addEventListener('pointerover', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    return stop;
  }, []);
}

/** When this build was made: the page carries it (vite.config.ts `buildTimeInPage`). */
const BUILT_AT = document.querySelector<HTMLMetaElement>('meta[name="oa-build-time"]')?.content ?? '';

/** The signed-in layout route: the app's session (localStorage), its data layer and sign-out. */
export function ConsoleLayout() {
  const user = useSignedInUser();
  usePreloadScreensOnIntent();
  return <ConsoleFrame user={user} api={appApi} onLogout={() => void signOut()} builtAt={BUILT_AT} />;
}
