/**
 * Every signed-in screen's lazy loader (screens.ts names them): a chunk of its own that the first load of a page
 * does not need (screenLoader.ts). Each loader carries the stylesheets and chunks its screen needs first.
 */
import type { RouteModule } from './screenLoader';
import { SCREEN_MODULES } from './screens';

const MODULES = import.meta.glob<RouteModule>([
  './pages/**/*Page.tsx',
  // In the entry: public pages, and the error page (which cannot wait for a chunk).
  '!./pages/RouteErrorPage.tsx',
  '!./pages/NotFoundPage.tsx',
  '!./pages/auth/LoginPage.tsx',
  '!./pages/auth/RegisterPage.tsx',
  '!./pages/qr/QrLabelsPage.tsx',
]);

/** The screen of a route pattern (every route of the table has one: screens.test.ts). */
export function loadScreen(pattern: string): Promise<RouteModule> {
  const file = SCREEN_MODULES[pattern];
  if (file === undefined) throw new Error(`screens.ts names no screen for ${pattern}`);
  const load = MODULES[file.replace(/^src\//, './')];
  if (load === undefined) throw new Error(`screens.ts names ${file}, which is not a signed-in page module`);
  return load();
}
