/**
 * The console page names the chunks of the route it is sent for, so they load together with the entry instead of
 * after it (one round trip less before a deep link shows). The console's build writes them per route pattern
 * (apps/console/scripts/route-preloads.mjs -> dist/.vite/route-preloads.json); a path no pattern matches (a
 * mistyped URL) gets the page as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RoutePreloads {
  /** `screen`: a signed-in route's screen chunk (also in `js`), which the console imports from the page. */
  routes: { path: string; screen?: string; js: string[]; css: string[] }[];
}

/** An asset path of the build: `/assets/<name>` and nothing that could leave an attribute. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** react-router's pattern syntax as the route table uses it: `:name`, an optional last `:name?`; case-insensitive. */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  const source = segments
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source === '' ? '/' : source}/?$`, 'i');
}

/** From a console build folder: the `<link>` tags for a request path ('' when none). */
export function loadRoutePreloads(consoleDir: string): (path: string) => string {
  const file = join(consoleDir, '.vite/route-preloads.json');
  if (!existsSync(file)) return () => '';
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const compiled = routes.map((route) => {
    const js = route.js.filter((href) => ASSET.test(href));
    const css = route.css.filter((href) => ASSET.test(href));
    // The route pattern as an attribute value: the table's patterns hold no quote, `<` or `&`.
    const screen = (href: string) =>
      href === route.screen && /^[\w/:?.-]+$/.test(route.path) ? ` data-screen="${route.path}"` : '';
    const tags = [
      ...css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...js.map((href) => `<link rel="modulepreload" crossorigin href="${href}"${screen(href)}>`),
    ].join('');
    return { pattern: patternToRegExp(route.path), tags };
  });
  return (path) => compiled.find((route) => route.pattern.test(path))?.tags ?? '';
}
