import { AUTH_MESSAGES } from './messages';
import { isRouteAllowed } from './permissions';
import { decidePublicNavigation, normalizePath } from './publicRoutes';
import { firstAllowedPath, resolveRoute } from './routes';
import type { LoggedInUser } from './token';

/** What the console's router should do with a navigation. */
export type NavigationDecision =
  | {
      type: 'allow';
      /** The user decoded during this check (store it, e.g. `session.setUser`), when it was not loaded. */
      user?: LoggedInUser;
    }
  | { type: 'redirect'; to: string; user?: LoggedInUser }
  /** Show `message` in an alert, then `session.logout()`. */
  | { type: 'alert-then-logout'; message: string };

export interface NavigationInput {
  /** The location's pathname (no query or hash). */
  pathname: string;
  /** The stored access token (`session.getAccessToken()`). */
  token: string | null;
  /** The loaded user (`session.getUser()`), or null when not loaded yet. */
  user: LoggedInUser | null;
  /** Decodes the token into the user (`decodeUser`); throws for an invalid token. */
  decode: (token: string) => LoggedInUser;
}

/**
 * spec §4's guard as a pure function (no router dependency), in this order:
 * `/` -> /dashboard or /login; /login and /register -> /dashboard when a token exists; public routes and paths
 * outside the table -> allow (the router shows the page or not-found); a protected route without a token ->
 * /login; token but no user -> decode; permission held -> allow; otherwise the first menu route the user may
 * use, or, when there is none, an alert (no permission anywhere) then logout. Any error on the way (an invalid
 * token included) -> an alert with its message, then logout.
 */
export function decideNavigation({ pathname, token, user, decode }: NavigationInput): NavigationDecision {
  const hasToken = token !== null && token !== '';
  try {
    const publicDecision = decidePublicNavigation(pathname, token);
    if (publicDecision !== null) return publicDecision;
    const route = resolveRoute(normalizePath(pathname));
    if (route?.access !== 'protected') return { type: 'allow' };
    if (!hasToken) return { type: 'redirect', to: '/login' };

    const decoded = user === null ? decode(token) : undefined;
    const current = decoded ?? user;
    if (current === null) throw new Error(AUTH_MESSAGES.invalidToken);
    const withUser = decoded ? { user: decoded } : {};

    if (isRouteAllowed(route.permissions, current.permissions)) return { type: 'allow', ...withUser };
    const first = firstAllowedPath(current.permissions);
    if (first !== null) return { type: 'redirect', to: first, ...withUser };
    return { type: 'alert-then-logout', message: AUTH_MESSAGES.noPermissionAnywhere };
  } catch (error) {
    const detail = error instanceof Error && error.message !== '' ? error.message : AUTH_MESSAGES.unexpectedAuthError;
    return { type: 'alert-then-logout', message: detail };
  }
}
