import { decidePublicNavigation, isSignedInPath } from '@oa/auth';
import {
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { session } from './app/shell/session';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { ScreenLoading } from './pages/ScreenLoading';

const ROOT = 'root';

/** spec §4 for the public routes: the part of the guard the entry carries (the signed-in routes run all of it). */
function publicGuard({ request }: LoaderFunctionArgs): Response | null {
  const decision = decidePublicNavigation(new URL(request.url).pathname, session.getAccessToken());
  return decision?.type === 'redirect' ? redirect(decision.to) : null;
}

/**
 * The routes the entry knows (spec §2): the public ones and not-found. The loading and error pages are in the
 * entry, so they show while a screen's chunk loads and when it cannot be fetched. The signed-in routes are
 * discovered (`discoverRoutes`), so the entry does not grow with the console's screens.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT,
    hydrateFallbackElement: <ScreenLoading />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', loader: publicGuard },
      { path: '/login', loader: publicGuard, lazy: () => import('./pages/auth/LoginPage') },
      { path: '/register', loader: publicGuard, lazy: () => import('./pages/auth/RegisterPage') },
      { path: '/download-cuid-qrcode', lazy: () => import('./pages/qr/QrLabelsPage') },
      { path: '*', lazy: () => import('./pages/NotFoundPage') },
    ],
  },
];

/**
 * react-router's lazy route discovery (`patchRoutesOnNavigation`): a path under /dashboard or /cup brings the
 * signed-in routes (layout/signedInRoutes.tsx: the layout, every protected route of the table with its guard,
 * title and menu). Patching twice is harmless (the route has an id), so an aborted navigation cannot leave them
 * out.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isSignedInPath(path)) return;
  const { signedInRoute } = await import('./layout/signedInRoutes');
  patch(ROOT, [signedInRoute]);
};
