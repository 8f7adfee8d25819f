// After `vite build`: writes dist/.vite/route-preloads.json, each route pattern of the route-permission table with
// the JS and CSS files its screen needs beyond the entry (its layout, its screen, and every chunk they import
// statically), from the build manifest and src/screens.ts. The server names them in the page it sends for that
// route (`<link rel="modulepreload">`, stylesheets), so they load together with the entry instead of after it; and
// scripts/route-budgets.mjs measures the same sets.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport } from 'vite';

const app = new URL('..', import.meta.url).pathname;
const dist = join(app, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const screens = (await runnerImport(join(app, 'src/screens.ts'))).module;
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
const without = (files, loaded) => [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);

function modulesOf(route) {
  const own = screens.SCREEN_MODULES[route.path];
  if (route.access === 'protected') return [screens.LAYOUT_MODULE, own ?? screens.PREPARING_MODULE];
  return own === undefined ? [] : [own];
}

const routes = [];
for (const route of ROUTES) {
  const modules = modulesOf(route);
  if (modules.length === 0) continue;
  const { js, css } = closure(modules);
  routes.push({ path: route.path, modules, js: without(js, entry.js), css: without(css, entry.css) });
}
const preloads = { entry: { js: without(entry.js, new Set()), css: without(entry.css, new Set()) }, routes };
writeFileSync(join(dist, '.vite/route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
console.log(`route preloads for ${String(routes.length)} routes`);
