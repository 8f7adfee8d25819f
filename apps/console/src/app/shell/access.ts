import { isRouteAllowed, resolveRoute, useCurrentUser } from '@oa/auth';

/** Whether a user with `permissions` may open the console screen at `path` (the route-permission table). */
export function canOpen(path: string, permissions: readonly string[]): boolean {
  const route = resolveRoute(path);
  return route !== null && isRouteAllowed(route.permissions, permissions);
}

/** Whether the signed-in user may open the console screen at `path`. */
export function useCanOpen(path: string): boolean {
  return canOpen(path, useCurrentUser()?.permissions ?? []);
}
