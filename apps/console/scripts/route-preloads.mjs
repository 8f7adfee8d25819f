// After `vite build`: writes dist/.vite/route-preloads.json, each route pattern of the route-permission table with
// the JS and CSS files its screen needs beyond the entry (its layout, its screen, and every chunk they import
// statically), from the build manifest and src/screens.ts, and for a signed-in route its screen's own chunk
// (`screen`). The server names them in the page it sends for that route (`<link rel="modulepreload">`, the
// screen's marked `data-screen`, and stylesheets), so they load together with the entry instead of after it, and
// the console imports the screen from there (src/screenLoader.ts).
// `node scripts/route-preloads.mjs` for dist/.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const app = fileURLToPath(new URL('..', import.meta.url));

/** @param {{ dist?: string }} options */
export async function writeRoutePreloads({ dist = join(app, 'dist') } = {}) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const screens = (await runnerImport(join(app, 'src/screens.ts'))).module;
  const { SCREEN_MODULES } = screens;
  const { ROUTES } = (await runnerImport('@oa/auth/tables', { root: app })).module;

  /** The JS and CSS files of manifest `keys` and of everything they import statically. */
  function closure(keys) {
    const js = new Set();
    const css = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (chunk === undefined) throw new Error(`${key} is not in the build manifest (a module named in screens.ts?)`);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return { js, css };
  }

  const entry = closure(['index.html']);
  // The entry imports the public pages itself (src/routes.tsx); screens.ts must name the same modules.
  const entryImports = manifest['index.html']?.dynamicImports ?? [];
  for (const route of ROUTES) {
    const own = SCREEN_MODULES[route.path];
    if (route.access !== 'protected' && own !== undefined && !entryImports.includes(own)) {
      throw new Error(`screens.ts names ${own} for ${route.path}, which src/routes.tsx does not import`);
    }
  }
  const without = (files, loaded) => [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);

  function modulesOf(route) {
    const own = SCREEN_MODULES[route.path];
    if (route.access === 'protected') return [screens.LAYOUT_MODULE, own ?? screens.PREPARING_MODULE];
    return own === undefined ? [] : [own];
  }

  const routes = [];
  for (const route of ROUTES) {
    const modules = modulesOf(route);
    if (modules.length === 0) continue;
    const { js, css } = closure(modules);
    const screen = route.access === 'protected' ? { screen: `/${manifest[modules.at(-1)].file}` } : {};
    routes.push({ path: route.path, modules, ...screen, js: without(js, entry.js), css: without(css, entry.css) });
  }
  const preloads = { entry: { js: without(entry.js, new Set()), css: without(entry.css, new Set()) }, routes };
  writeFileSync(join(dist, '.vite/route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
  return preloads;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { routes } = await writeRoutePreloads();
  console.log(`route preloads for ${String(routes.length)} routes`);
}
