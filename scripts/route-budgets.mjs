// The console's per-route JS budgets (issue 6), measured on the production build's manifest, brotli quality 11:
// - what a route loads at first = the entry + the route's own chunks (layout, screen) + every static import of them;
// - each route's own chunk on its own;
// - heavy libraries (xlsx, visx, qrcode) must not be in what the first screens load.
// Run after `npm run build -w @oa/console` (or `npm run bench:routes`); exits 1 when a budget is broken.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = new URL('../apps/console/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const brotli = (file) =>
  brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Every JS file `keys` load before they run (their chunks and static imports, transitively). */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}
const total = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + brotli(file), 0);

const ROUTES = [
  { name: '/login (first load)', keys: ['index.html', 'src/pages/auth/LoginPage.tsx'], budget: 100_000 },
  // No budget of its own in the issue; shown for comparison with a list screen.
  {
    name: '/dashboard (first load)',
    keys: ['index.html', 'src/layout/ConsoleLayout.tsx', 'src/pages/home/HomePage.tsx'],
    budget: Infinity,
  },
  {
    name: 'a list screen opened directly (준비 중 until the area lands)',
    keys: ['index.html', 'src/layout/ConsoleLayout.tsx', 'src/pages/PreparingPage.tsx'],
    budget: 130_000,
  },
];
const HEAVY = [/xlsx/i, /visx/i, /qrcode/i, /excel\.worker/i];

let broken = 0;
console.log('| route | JS brotli | budget |');
console.log('| --- | --- | --- |');
for (const route of ROUTES) {
  const files = closure(route.keys);
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
if (broken > 0) {
  console.error(`\n${String(broken)} budget(s) broken`);
  process.exit(1);
}
