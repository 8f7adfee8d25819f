import { ROUTES, type RouteEntry } from '@oa/auth';
import type { RouteObject } from 'react-router';
import { guardLoader } from './app/guard';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { ScreenLoading } from './pages/ScreenLoading';
import { LAYOUT_MODULE, NOT_FOUND_MODULE, PREPARING_MODULE, SCREEN_MODULES } from './screens';

type Lazy = NonNullable<RouteObject['lazy']>;
type RouteModule = Awaited<ReturnType<Extract<Lazy, (...args: never[]) => unknown>>>;

/** Every page module, each its own chunk, loaded when its route is first shown. */
const MODULES = import.meta.glob<RouteModule>([
  './pages/**/*Page.tsx',
  '!./pages/RouteErrorPage.tsx', // in the entry: the error page cannot wait for a chunk
  './layout/ConsoleLayout.tsx',
]);

/** The lazy loader of a module named in screens.ts (`src/...`). */
export function moduleLoader(file: string): Lazy {
  const load = MODULES[file.replace(/^src\//, './')];
  if (load === undefined) throw new Error(`screens.ts names ${file}, which is not a page module`);
  return load;
}

const screen = (path: string): Lazy | undefined => {
  const file = SCREEN_MODULES[path];
  return file === undefined ? undefined : moduleLoader(file);
};

/** react-router's pattern for a table entry ('/dashboard/x/:id?' as is; the table already uses its syntax). */
const childRoute = (route: RouteEntry): RouteObject => ({
  path: route.path,
  loader: guardLoader,
  handle: { route },
  lazy: screen(route.path) ?? moduleLoader(PREPARING_MODULE),
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
      { path: '/login', loader: guardLoader, lazy: screen('/login') },
      { path: '/register', loader: guardLoader, lazy: screen('/register') },
      { path: '/download-cuid-qrcode', lazy: screen('/download-cuid-qrcode') },
      {
        lazy: moduleLoader(LAYOUT_MODULE),
        errorElement: <RouteErrorPage />,
        children: ROUTES.filter((route) => route.access === 'protected').map(childRoute),
      },
      { path: '*', lazy: moduleLoader(NOT_FOUND_MODULE) },
    ],
  },
];
