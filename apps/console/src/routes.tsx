import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { ScreenLoading } from './pages/ScreenLoading';

/**
 * The console's routes (spec §2). Every screen is its own chunk, loaded on demand; the loading and error
 * pages are not, so they show while a screen's chunk loads and when it cannot be fetched. The public, /dashboard and /cup routes arrive with
 * the shell issue; until then every path shows the not-found page.
 */
export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <ScreenLoading />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];
