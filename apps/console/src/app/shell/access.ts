import { isRouteAllowed, resolveRoute } from '@oa/auth';

/** Whether a user with `permissions` may open the console screen at `path` (the route-permission table). */
export function canOpen(path: string, permissions: readonly string[]): boolean {
  const route = resolveRoute(path);
  return route !== null && isRouteAllowed(route.permissions, permissions);
}
