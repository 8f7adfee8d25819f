export { SIDEBAR_ID, Sidebar, type SidebarProps } from './Sidebar';
export { findActiveTrail, matchesPath, pruneMenu, type ActiveTrail, type MenuItem, type MenuNode } from './menu';
