/**
 * What a page needs of the route-permission table before anyone has signed in: spec §2's public routes and spec
 * §4's rule for them. The console's entry chunk imports only this module; the signed-in routes, their titles,
 * menu and permissions (routes.ts) arrive with the signed-in layout, so a page's first load does not grow with
 * the console's screens.
 */
import type { NavigationDecision } from './guard';
import type { RouteAccess } from './routes';

/** Removes a trailing slash (but keeps `/`), so '/dashboard/' is '/dashboard'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * spec §2 public routes and how the guard treats each (`RouteAccess`): the first rows of the route-permission
 * table (`ROUTES`, with their titles), and all the entry needs to know of them.
 */
export const PUBLIC_ACCESS = {
  '/': 'root',
  '/login': 'guest',
  '/register': 'guest',
  '/download-cuid-qrcode': 'public',
} as const satisfies Record<string, Exclude<RouteAccess, 'protected'>>;

export type PublicPath = keyof typeof PUBLIC_ACCESS;

/** Every protected route of the table lives under one of these (routes.test.ts holds the table to it). */
export const SIGNED_IN_PREFIXES = ['/dashboard', '/cup'] as const;

/** Whether `pathname` may be a signed-in route (so the signed-in routes must be loaded to know). */
export function isSignedInPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return SIGNED_IN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * spec §4 for the public routes, without the rest of the table: `/` -> /dashboard with a token, /login without;
 * /login and /register -> /dashboard when a token exists; /download-cuid-qrcode always. null for every other
 * path: `decideNavigation`, with the whole table, decides those (it asks this function first).
 */
export function decidePublicNavigation(pathname: string, token: string | null): NavigationDecision | null {
  const path = normalizePath(pathname);
  if (!Object.hasOwn(PUBLIC_ACCESS, path)) return null;
  const access = PUBLIC_ACCESS[path as PublicPath];
  const hasToken = token !== null && token !== '';
  if (access === 'root') return { type: 'redirect', to: hasToken ? '/dashboard' : '/login' };
  if (access === 'guest' && hasToken) return { type: 'redirect', to: '/dashboard' };
  return { type: 'allow' };
}
