import type { ReactNode } from 'react';

/** One entry of the sidebar menu (spec §3): a link (`to`) or a group (`subMenu`), already permission-filtered. */
export interface MenuItem {
  /** The text shown, e.g. '로봇 목록' or '1. 기기 관리'. */
  title: string;
  /** The path the entry links to, e.g. '/dashboard/webin-manage-list'. */
  to?: string;
  /**
   * Only the exact path makes the entry active (like a router's NavLink `end`); without it, paths under `to`
   * do too (a detail page '/x/12' keeps '/x' active). Set it on an entry whose path prefixes every other one.
   */
  end?: boolean;
  /** An icon before the title (top-level entries), e.g. a lucide-react icon at size 18. */
  icon?: ReactNode;
  /** The entries of a group. A group with no entry left is not shown. */
  subMenu?: readonly MenuItem[];
}

/** An entry as the Sidebar renders it: pruned, with a stable key (its index path, e.g. '2.0.1'). */
export interface MenuNode {
  key: string;
  item: MenuItem;
  children: MenuNode[];
}

/**
 * Drops what cannot be shown: a group whose entries are all gone, an entry with neither a path nor entries.
 * The console filters by permission; this keeps a parent from staying visible with no children.
 */
export function pruneMenu(items: readonly MenuItem[], parentKey = ''): MenuNode[] {
  return items.flatMap((item, index) => {
    const key = parentKey === '' ? String(index) : `${parentKey}.${String(index)}`;
    const children = pruneMenu(item.subMenu ?? [], key);
    if (children.length === 0 && item.to === undefined) return [];
    return [{ key, item, children }];
  });
}

/** Whether `path` is the entry's page: the same path, or (unless `end`) a page under it. */
export function matchesPath(item: MenuItem, path: string): boolean {
  if (item.to === undefined) return false;
  const to = item.to.length > 1 ? item.to.replace(/\/+$/, '') : item.to;
  const current = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return current === to || (!item.end && current.startsWith(to === '/' ? '/' : `${to}/`));
}

/** The active link and the groups around it (outermost first). */
export interface ActiveTrail {
  /** Key of the active link, if any. */
  activeKey?: string;
  /** Keys of the groups that contain it; they open by themselves. */
  groupKeys: string[];
}

/**
 * Finds the active link: with `isActive`, the first link it accepts; with a path, the link whose path matches
 * it most closely (the longest), so '/dashboard/user-list' wins over '/dashboard'.
 */
export function findActiveTrail(
  nodes: readonly MenuNode[],
  match: { activePath?: string; isActive?: (to: string) => boolean },
): ActiveTrail {
  let best: { key: string; groups: string[]; length: number } | undefined;
  const visit = (list: readonly MenuNode[], groups: string[]) => {
    for (const node of list) {
      if (node.children.length > 0) {
        visit(node.children, [...groups, node.key]);
        continue;
      }
      const to = node.item.to;
      if (to === undefined) continue;
      const hit = match.isActive
        ? match.isActive(to)
        : match.activePath !== undefined && matchesPath(node.item, match.activePath);
      if (!hit) continue;
      if (match.isActive) {
        best ??= { key: node.key, groups, length: 0 };
      } else if (!best || to.length > best.length) {
        best = { key: node.key, groups, length: to.length };
      }
    }
  };
  visit(nodes, []);
  return best ? { activeKey: best.key, groupKeys: best.groups } : { groupKeys: [] };
}
