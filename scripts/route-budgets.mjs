// The console's per-route JS budgets (issue 6), measured on the production build, brotli quality 11:
// - what a route loads at first = the entry + the route's own files (layout, screen, and their static imports), as
//   listed in dist/.vite/route-preloads.json (apps/console/scripts/route-preloads.mjs), which the server also
//   preloads with the page;
// - each route's own chunk on its own;
// - heavy libraries (xlsx, visx, qrcode) must not be in what the first screens load;
// - no library's development build is in the entry.
// Run after `npm run build -w @oa/console` (or `npm run bench:routes`); exits 1 when a budget is broken.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = new URL('../apps/console/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const preloads = JSON.parse(readFileSync(join(dist, '.vite/route-preloads.json'), 'utf8'));
const brotli = (file) =>
  brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const firstLoad = (path) => {
  const route = preloads.routes.find((entry) => entry.path === path);
  if (route === undefined) throw new Error(`no preloads for ${path}`);
  return new Set([...preloads.entry.js, ...route.js]);
};
const total = (files) => [...files].reduce((sum, file) => sum + brotli(file), 0);

// The list screen: the robot list (준비 중 until its area lands).
const LIST = '/dashboard/webin-manage-list';
const ROUTES = [
  { name: '/login (first load)', path: '/login', budget: 100_000 },
  // No budget of its own in the issue; shown for comparison with a list screen.
  { name: '/dashboard (first load)', path: '/dashboard', budget: Infinity },
  { name: `a list screen opened directly (${LIST})`, path: LIST, budget: 130_000 },
];
const HEAVY = [/xlsx/i, /visx/i, /qrcode/i, /excel\.worker/i];

let broken = 0;
console.log('| route | JS brotli | budget |');
console.log('| --- | --- | --- |');
for (const route of ROUTES) {
  const files = firstLoad(route.path);
  const size = total(files);
  const heavy = [...files].filter((file) => HEAVY.some((pattern) => pattern.test(file)));
  const ok = size <= route.budget && heavy.length === 0;
  if (!ok) broken += 1;
  const budget = Number.isFinite(route.budget) ? kB(route.budget) : '-';
  console.log(
    `| ${route.name} | ${kB(size)} | ${budget}${ok ? '' : ' **over**'}${heavy.length ? ` heavy: ${heavy.join(', ')}` : ''} |`,
  );
}

console.log('\n| route chunk | JS brotli (own file) | budget 30 kB |');
console.log('| --- | --- | --- |');
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !key.startsWith('src/')) continue;
  const size = brotli(chunk.file);
  const ok = size <= 30_000;
  if (!ok) broken += 1;
  console.log(`| ${key} | ${kB(size)} | ${ok ? 'ok' : '**over**'} |`);
}
// No library's development build in production (React Router 7 exports only its own; vite.config.ts picks the
// production files), judged by the entry's source map.
for (const file of preloads.entry.js) {
  const { sources } = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  const development = sources.filter((source) => /node_modules\/.*\/(development|[^/]*\.development\.js)/.test(source));
  if (development.length > 0) {
    broken += 1;
    console.error(`\ndevelopment builds in the entry: ${development.join(', ')}`);
  }
}
if (broken > 0) {
  console.error(`\n${String(broken)} budget(s) broken`);
  process.exit(1);
}
