import { ROUTES, type RouteEntry } from '@oa/auth';
import type { RouteObject } from 'react-router-dom';
import { guardLoader } from './app/guard';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { ScreenLoading } from './pages/ScreenLoading';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * Screens built so far, by route path. Every other protected route shows the 준비 중 page inside the layout, with
 * its real title, breadcrumb and guard; area issues add their screens here. Each screen is its own chunk.
 */
const SCREENS: Partial<Record<string, Lazy>> = {
  '/dashboard': () => import('./pages/home/HomePage'),
  '/dashboard/change-password': () => import('./pages/auth/ChangePasswordPage'),
};

const preparing: Lazy = () => import('./pages/PreparingPage');

/** react-router's pattern for a table entry ('/dashboard/x/:id?' as is; the table already uses its syntax). */
const childRoute = (route: RouteEntry): RouteObject => ({
  path: route.path,
  loader: guardLoader,
  handle: { route },
  lazy: SCREENS[route.path] ?? preparing,
});

/**
 * The console's routes (spec §2): the public ones, and every /dashboard and /cup route of the route-permission
 * table inside the signed-in layout. Every route runs the spec §4 guard first. The loading and error pages are in
 * the entry, so they show while a screen's chunk loads and when it cannot be fetched.
 */
export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <ScreenLoading />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', loader: guardLoader },
      { path: '/login', loader: guardLoader, lazy: () => import('./pages/auth/LoginPage') },
      { path: '/register', loader: guardLoader, lazy: () => import('./pages/auth/RegisterPage') },
      { path: '/download-cuid-qrcode', lazy: () => import('./pages/qr/QrLabelsPage') },
      {
        lazy: () => import('./layout/ConsoleLayout'),
        errorElement: <RouteErrorPage />,
        children: ROUTES.filter((route) => route.access === 'protected').map(childRoute),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];
