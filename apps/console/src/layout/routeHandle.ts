import type { RouteEntry } from '@oa/auth';
import { useMatches } from 'react-router';

/** What every console route carries: its entry of the route-permission table (title, permissions, menu). */
export interface ConsoleHandle {
  route: RouteEntry;
}

const isConsoleHandle = (handle: unknown): handle is ConsoleHandle =>
  typeof handle === 'object' && handle !== null && 'route' in handle;

/** The table entry of the screen on display (the deepest match that has one). */
export function useCurrentRoute(): RouteEntry | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isConsoleHandle(handle)) return handle.route;
  }
  return null;
}
