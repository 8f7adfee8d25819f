import type { RouteObject } from 'react-router-dom';

/**
 * The console's routes (spec §2). Every screen is its own chunk, loaded on demand. The public, /dashboard
 * and /cup routes arrive with the shell issue; until then every path shows the not-found page.
 */
export const routes: RouteObject[] = [
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
  },
];
