/**
 * The signed-in half of the console's routes, added to the router the first time a path under /dashboard or
 * /cup is visited (routes.tsx, react-router's lazy route discovery): the layout, and every protected route of the
 * route-permission table with its entry as `handle` (title, breadcrumb, menu) and the spec §4 guard as its loader.
 * Matching is case-sensitive, like the table's own (`matchRoute`), so the guard always judges the route shown.
 * Each screen route has its own error boundary (ScreenErrorPage), which react-router renders in the layout's Outlet.
 */
import { ROUTES } from '@oa/auth';
import type { RouteObject } from 'react-router';
import { guardLoader } from '../app/shell/guard';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { ScreenErrorPage } from '../pages/ScreenErrorPage';
import { loadScreen } from '../screenLoader';
import { ConsoleLayout } from './ConsoleLayout';

export const signedInRoute: RouteObject = {
  id: 'signed-in',
  Component: ConsoleLayout,
  errorElement: <RouteErrorPage />,
  children: ROUTES.filter((route) => route.access === 'protected').map((route) => ({
    path: route.path,
    caseSensitive: true,
    loader: guardLoader,
    handle: { route },
    // A screen's error shows in its place, inside the layout; the layout's own boundary is for the layout's errors.
    errorElement: <ScreenErrorPage />,
    lazy: () => loadScreen(route.path),
  })),
};
