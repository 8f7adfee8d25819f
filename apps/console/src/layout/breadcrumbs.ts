/** The page header's trail and the sidebar's client label (spec §2 layout), from the route-permission table. */
import { MENU_GROUPS, ROUTES, type MenuGroupId, type RouteEntry } from '@oa/auth';
import type { BreadcrumbItem } from '@oa/ui/PageHeader';

/**
 * The list a page without a menu entry was opened from: the nearest menu entry before it in the route table
 * (pages opened from a list sit right after it there), when that entry has no required parameter.
 */
export function parentList(route: RouteEntry): RouteEntry | null {
  const index = ROUTES.findIndex((entry) => entry.path === route.path);
  for (let at = index - 1; at >= 0; at -= 1) {
    const entry = ROUTES[at];
    if (entry?.access !== 'protected') return null;
    if (entry.menu !== null) return entry.menu === 'top' || /:\w+(?!\?)(\/|$)/.test(entry.path) ? null : entry;
  }
  return null;
}

/**
 * The trail above the title: 대시보드 (a link), the menu groups (text: they have no page), the list a page was
 * opened from (a step back, so the list keeps its filters and page), then the page itself. Empty on the dashboard.
 */
export function breadcrumbsFor(route: RouteEntry | null): BreadcrumbItem[] {
  if (route === null || route.path === '/dashboard') return [];
  const list = route.menu === null ? parentList(route) : null;
  const groups = groupTrail(list?.menu ?? route.menu).map((name) => ({ name }));
  return [
    { name: '대시보드', to: '/dashboard' },
    ...groups,
    ...(list === null ? [] : [{ name: list.title, isGoback: true }]),
    { name: route.title },
  ];
}

function groupTrail(group: MenuGroupId | 'top' | null): string[] {
  const trail: string[] = [];
  for (let current: MenuGroupId | null = group === 'top' ? null : group; current !== null;) {
    const entry: { title: string; parent: MenuGroupId | null } = MENU_GROUPS[current];
    trail.unshift(entry.title);
    current = entry.parent;
  }
  return trail;
}

/** The sidebar's client label for staff of the operating company, who belong to no client organisation. */
export const NO_CLIENT_LABEL = '본사';
