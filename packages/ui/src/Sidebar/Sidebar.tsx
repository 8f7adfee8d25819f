import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { renderAnchor, type RenderLink } from '../internal/link';
import { findActiveTrail, pruneMenu, type MenuItem, type MenuNode } from './menu';
import * as s from './Sidebar.css';

/** The id TopBar's toggle points at by default (aria-controls). */
export const SIDEBAR_ID = 'oa-sidebar';

export interface SidebarProps {
  /** The menu, already filtered by the user's permissions (spec §2 "Sidebar groups"). */
  menu: readonly MenuItem[];
  /** Shown or hidden (TopBar's toggle). Hidden, it stays in the page with the `hidden` attribute. Default true. */
  open?: boolean;
  /** The current path; the closest matching link is the current page and its groups open by themselves. */
  activePath?: string;
  /** Decides the current page instead of `activePath` (e.g. the router's matcher). */
  isActive?: (to: string) => boolean;
  /** The signed-in user's name. */
  userName: string;
  /** The user's login id, under the name. */
  userId?: string;
  /** The user's client organisation, after the client label. */
  clientName?: string;
  /** The client label. Default '고객사'. */
  clientLabel?: string;
  /** The build's time stamp, 'YY.MM.DD HH:mm' (e.g. '25.08.18 17:05'); shown as 'v 25.08.18 17:05'. */
  version?: string;
  /** The menu's heading. Default 'Menu' (spec §2). */
  menuLabel?: string;
  /** The name of the sidebar's landmark (`<aside>`). Default '사이드바'. */
  label?: string;
  /** Renders the links (pass the router's link); default a plain `<a href>`. */
  renderLink?: RenderLink;
  /** The element id, the target of TopBar's `aria-controls`. Default 'oa-sidebar'. */
  id?: string;
  className?: string;
}

/**
 * The collapsible left sidebar (spec §2): who is signed in, the menu and the build stamp. Groups open and
 * close with their button (Enter or Space); the group holding the current page opens by itself.
 */
export function Sidebar({
  menu,
  open = true,
  activePath,
  isActive,
  userName,
  userId,
  clientName,
  clientLabel = '고객사',
  version,
  menuLabel = 'Menu',
  label = '사이드바',
  renderLink = renderAnchor,
  id = SIDEBAR_ID,
  className,
}: SidebarProps) {
  const headingId = useId();
  const nodes = useMemo(() => pruneMenu(menu), [menu]);
  const trail = useMemo(() => findActiveTrail(nodes, { activePath, isActive }), [nodes, activePath, isActive]);

  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(trail.groupKeys));
  // When navigation moves the current page into a closed group, open it (during render, not in an effect,
  // so the page never paints with the current item hidden). Groups the user opened stay open.
  const [openedFor, setOpenedFor] = useState(trail.activeKey);
  if (openedFor !== trail.activeKey) {
    setOpenedFor(trail.activeKey);
    if (trail.groupKeys.some((key) => !openKeys.has(key))) setOpenKeys(new Set([...openKeys, ...trail.groupKeys]));
  }

  const toggle = (key: string) => {
    setOpenKeys((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const renderNodes = (list: readonly MenuNode[], depth: number) =>
    list.map((node) => {
      const { item } = node;
      const indent = s.indent[Math.min(depth, 3) as keyof typeof s.indent];
      const label = (
        <>
          {item.icon !== undefined && (
            <span className={s.icon} aria-hidden>
              {item.icon}
            </span>
          )}
          <span className={s.title}>{item.title}</span>
        </>
      );
      if (node.children.length > 0) {
        const expanded = openKeys.has(node.key);
        const listId = `${id}-group-${node.key}`;
        const holdsActive = trail.groupKeys.includes(node.key);
        return (
          <li key={node.key}>
            <button
              type="button"
              className={clsx(s.entry, indent, depth === 0 && s.topLevel, holdsActive && s.groupActive)}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => {
                toggle(node.key);
              }}
            >
              {label}
              <span className={s.chevron} aria-hidden>
                <ChevronDown size={16} />
              </span>
            </button>
            <ul id={listId} className={clsx(s.list, s.nestedList)} hidden={!expanded}>
              {renderNodes(node.children, depth + 1)}
            </ul>
          </li>
        );
      }
      const current = node.key === trail.activeKey;
      return (
        <li key={node.key}>
          {renderLink({
            href: item.to ?? '',
            className: clsx(s.entry, indent, depth === 0 && s.topLevel, current && s.linkActive),
            'aria-current': current ? 'page' : undefined,
            children: label,
          })}
        </li>
      );
    });

  return (
    // A complementary landmark: the profile and the version stamp belong to a region too (axe "region").
    <aside id={id} aria-label={label} className={clsx(s.sidebar, className)} hidden={!open}>
      <div className={s.profile}>
        <p className={s.userName}>{userName}</p>
        <p className={s.client}>
          <span className={s.clientLabel}>{clientLabel}</span>
          {clientName}
        </p>
        {userId !== undefined && <p className={s.userId}>{userId}</p>}
      </div>
      <nav aria-labelledby={headingId} className={s.nav}>
        <h2 id={headingId} className={s.menuHeading}>
          {menuLabel}
        </h2>
        <ul className={s.list}>{renderNodes(nodes, 0)}</ul>
      </nav>
      {version !== undefined && <p className={s.version}>v {version}</p>}
    </aside>
  );
}
