// `npm run bench:routes`: the console's first-load budgets (issue 6, tightened by issue 16), measured as a browser
// loads a page: a first visit in Chromium (cold cache) against the real server and its seed, every JS file
// requested until no JS request has started or been open for a second, each counted at brotli quality 11.
//
// Three builds of the console:
// - the shipped one (apps/console/dist, built by `npm run bench:routes` first): its first loads, for the record,
//   and every route chunk's own size (at most 30 kB);
// - "all screens": a build of its own (apps/console/.bench/all, never shipped) with a screen module for every one
//   of the 54 routes, the real ones and generated stand-ins of typical size for the rest
//   (apps/console/bench/standins.mjs). The budgets hold here: what the first loads will be once every area has
//   landed;
// - "one less": the same, with one stand-in fewer (its route back to 준비 중): what one more screen adds.
// It fails when a budget is broken, when xlsx, visx or the QR library is in the first load of /login,
// /dashboard or a list screen, or when a library's development build is in the entry. Results are recorded in
// docs/performance.md. Options: ROUTE_BENCH_PORT (default 3390); ROUTE_BENCH_VERBOSE=1 lists each page's files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright';
import { build, runnerImport } from 'vite';
import { startBenchServer } from './bench-server.mjs';

// The builds below are production builds: Vite's module runner (runnerImport) would otherwise leave NODE_ENV at
// 'development', and React's development builds would be bundled.
process.env.NODE_ENV = 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
const app = join(root, 'apps/console');
const port = Number(process.env.ROUTE_BENCH_PORT ?? 3390);
const origin = `http://127.0.0.1:${String(port)}`;
const verbose = process.env.ROUTE_BENCH_VERBOSE === '1';
const DEMO = { loginId: 'demo-admin', password: 'oa-demo-2026!' };

const { chromiumLaunchOptions } = (await runnerImport(join(root, 'chromium.config.ts'))).module;
const { ROUTES } = (await runnerImport('@oa/auth/tables', { root: app })).module;
const { SCREEN_MODULES } = (await runnerImport(join(app, 'src/screens.ts'))).module;
const { writeStandins, standinKind } = await import(join(app, 'bench/standins.mjs'));
const { writeRoutePreloads } = await import(join(app, 'scripts/route-preloads.mjs'));

/** The list screen of the budgets: the robot list, a real one in every build. */
const LIST = '/dashboard/webin-manage-list';
const BUDGETS = {
  '/login': { bytes: 92_000 },
  // Issue 30: +1 kB on the signed-in pages for each screen's own error boundary (the shell stays; docs/performance.md).
  '/dashboard': { bytes: 116_000 },
  [LIST]: { bytes: 121_500, files: 40 },
};
/** What one more screen may add to /login and to the list screen. */
const ONE_MORE_SCREEN = 20;
const ROUTE_CHUNK = 30_000;
const HEAVY = [/xlsx/i, /visx/i, /qrcode/i, /excel\.worker/i];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
let broken = 0;
const fail = (message) => {
  broken += 1;
  console.error(`**over** ${message}`);
};

// --- builds ---------------------------------------------------------------------------------------------------

const STANDINS_DIR = '.bench/standins';
/**
 * Registers stand-in screens (route path -> module under apps/console) in screens.ts and the screen registry;
 * `without`: a real screen's route taken out of screens.ts (its module stays a chunk of the registry's glob).
 */
function standinsPlugin(screens, without) {
  const entries = Object.entries(screens);
  return {
    name: 'oa:bench-standins',
    enforce: 'pre',
    transform(code, id) {
      if (id.endsWith('/src/screens.ts')) {
        const marker = 'export const SCREEN_MODULES: Readonly<Record<string, string>> = {';
        if (!code.includes(marker)) throw new Error('screens.ts: SCREEN_MODULES not found');
        const added = entries.map(([path, file]) => `${JSON.stringify(path)}: ${JSON.stringify(file)},`).join('');
        let changed = code.replace(marker, `${marker}${added}`);
        if (without !== undefined) {
          const line = `  '${without}': '${SCREEN_MODULES[without]}',\n`;
          if (!changed.includes(line)) throw new Error(`screens.ts: no line for ${without}`);
          changed = changed.replace(line, '');
        }
        // No source map of its own: the bench reads no stand-in's map.
        return { code: changed, map: { mappings: '' } };
      }
      if (id.endsWith('/src/screenRegistry.ts')) {
        const loaders = entries.map(
          ([, file]) => `${JSON.stringify(file)}: () => import(${JSON.stringify(`../${file}`)})`,
        );
        return { code: `${code}\nObject.assign(MODULES, {${loaders.join(',')}});\n`, map: { mappings: '' } };
      }
      return null;
    },
  };
}

async function buildWithStandins(name, screens, without) {
  const outDir = join(app, '.bench', name);
  await build({
    root: app,
    configFile: join(app, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [standinsPlugin(screens, without)],
  });
  await writeRoutePreloads({ dist: outDir, extraScreens: screens });
  return outDir;
}

// --- measuring ------------------------------------------------------------------------------------------------

/** Runs `work` while the real server (its seed, no robot simulator) serves one console build. */
async function withServer(dist, work) {
  const server = await startBenchServer({ port, env: { CONSOLE_DIR: dist, SIMULATOR: '0' } });
  try {
    return await work();
  } finally {
    await server.stop();
  }
}

async function signIn() {
  const response = await fetch(`${origin}/oa/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { _data: tokens } = await response.json();
  const clients = await fetch(`${origin}/oa/v1/clients?size=1`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  const clientUid = (await clients.json())._data.items[0]?.uid;
  return { tokens, clientUid };
}

/** Where to open a route: its pattern with optional parameters dropped and required ones filled from the seed. */
function urlOf(route, { clientUid }) {
  return route.path.replace(/\/:\w+\?$/, '').replace(':uid', String(clientUid));
}

/**
 * Brotli (quality 11) size of a built file. `sameNames`: with every content hash in file names written as the
 * same 8 characters, so two builds compare by what changed and not by the random-looking names of their chunks.
 */
function brotliSizer(dist, { sameNames = false } = {}) {
  const sizes = new Map();
  return (path) => {
    if (!sizes.has(path)) {
      const raw = readFileSync(join(dist, path));
      const content = sameNames ? raw.toString('utf8').replace(/-[\w-]{8}\.(js|css)\b/g, '-00000000.$1') : raw;
      sizes.set(path, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    }
    return sizes.get(path);
  };
}

/**
 * A first visit: a fresh browser context (empty cache), signed in or not, every JS file requested from the start
 * until no JS request has started or been open for a second (a live screen's event stream never ends, so the
 * whole network never idles).
 */
async function firstLoad(browser, path, session, size) {
  const storageState = session && {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'oa-token', value: session.tokens.accessToken },
          { name: 'oa-refresh', value: session.tokens.refreshToken },
        ],
      },
    ],
  };
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const files = [];
  let open = 0;
  let last = Date.now();
  const isJs = (request) => new URL(request.url()).pathname.endsWith('.js');
  page.on('request', (request) => {
    if (!isJs(request)) return;
    files.push(new URL(request.url()).pathname);
    open += 1;
    last = Date.now();
  });
  const done = (request) => {
    if (!isJs(request)) return;
    open -= 1;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  while (open > 0 || Date.now() - last < 1000) await new Promise((resolve) => setTimeout(resolve, 50));
  const landed = new URL(page.url()).pathname;
  await context.close();
  const unique = [...new Set(files)];
  return { path, landed, files: unique, bytes: unique.reduce((sum, file) => sum + size(file), 0) };
}

function report(title, loads) {
  console.log(`\n${title}\n`);
  console.log('| route | JS brotli | files | budget |');
  console.log('| --- | --- | --- | --- |');
  for (const load of loads) {
    const budget = BUDGETS[load.path];
    const limits = budget ? `${kB(budget.bytes)}${budget.files ? `, ${String(budget.files)} files` : ''}` : '-';
    const landed = load.landed === load.path ? '' : ` (-> ${load.landed})`;
    console.log(`| ${load.path}${landed} | ${kB(load.bytes)} | ${String(load.files.length)} | ${limits} |`);
    if (verbose) for (const file of load.files) console.log(`|   ${file} | | | |`);
  }
}

function checkBudgets(loads, label) {
  for (const load of loads) {
    const budget = BUDGETS[load.path];
    if (load.landed !== load.path) fail(`${label} ${load.path}: landed on ${load.landed}, not the page asked for`);
    if (budget === undefined) continue;
    if (load.bytes > budget.bytes) fail(`${label} ${load.path}: ${kB(load.bytes)} > ${kB(budget.bytes)}`);
    if (budget.files !== undefined && load.files.length > budget.files) {
      fail(`${label} ${load.path}: ${String(load.files.length)} files > ${String(budget.files)}`);
    }
    const heavy = load.files.filter((file) => HEAVY.some((pattern) => pattern.test(file)));
    if (heavy.length > 0) fail(`${label} ${load.path}: heavy libraries in the first load: ${heavy.join(', ')}`);
  }
}

/** No library's development build in the entry (judged by its source map). */
function checkProductionBuilds(dist) {
  const { entry } = JSON.parse(readFileSync(join(dist, '.vite/route-preloads.json'), 'utf8'));
  for (const file of entry.js) {
    const { sources } = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
    const development = sources.filter((source) =>
      /node_modules\/.*\/(development|[^/]*\.development\.js)/.test(source),
    );
    if (development.length > 0) fail(`development builds in the entry: ${development.join(', ')}`);
  }
}

/** Each route chunk's own size (the shipped build's screens, dialogs and layout). */
function checkRouteChunks(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const size = brotliSizer(dist);
  const rows = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith('src/')) continue;
    const bytes = size(chunk.file);
    if (bytes > ROUTE_CHUNK) fail(`route chunk ${key}: ${kB(bytes)} > ${kB(ROUTE_CHUNK)}`);
    rows.push([key, bytes]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`\nLargest route chunks of the shipped build (own file; budget ${kB(ROUTE_CHUNK)} each)\n`);
  console.log('| chunk | JS brotli |');
  console.log('| --- | --- |');
  for (const [key, bytes] of rows.slice(0, 8)) console.log(`| ${key} | ${kB(bytes)} |`);
}

async function measure(browser, dist, paths, sizing) {
  const size = brotliSizer(dist, sizing);
  return withServer(dist, async () => {
    const session = await signIn();
    const loads = [];
    for (const route of paths) {
      const path = typeof route === 'string' ? route : urlOf(route, session);
      const signedIn = typeof route === 'string' ? path !== '/login' : route.access === 'protected';
      loads.push(await firstLoad(browser, path, signedIn ? session : null, size));
    }
    return loads;
  });
}

// --- the run --------------------------------------------------------------------------------------------------

const shipped = join(app, 'dist');
const screened = ROUTES.filter((route) => route.path !== '/');
const standins = writeStandins({ app, dir: STANDINS_DIR, routes: ROUTES, screens: SCREEN_MODULES });
// One less: the first stand-in list screen left out; with none left (every route has its screen), the last real
// list screen's route taken out of screens.ts.
const [standinDropped] = Object.keys(standins).filter(
  (path) => standinKind(ROUTES.find((r) => r.path === path)) === 'list',
);
const realDropped =
  standinDropped === undefined
    ? Object.keys(SCREEN_MODULES)
        .filter((path) => path !== LIST && standinKind(ROUTES.find((r) => r.path === path) ?? {}) === 'list')
        .at(-1)
    : undefined;
const dropped = standinDropped ?? realDropped;
const fewer = Object.fromEntries(Object.entries(standins).filter(([path]) => path !== standinDropped));
const kinds = {};
for (const path of Object.keys(standins)) {
  const kind = standinKind(ROUTES.find((route) => route.path === path));
  kinds[kind] = (kinds[kind] ?? 0) + 1;
}
console.log(
  `${String(Object.keys(SCREEN_MODULES).length)} real screens, ${String(Object.keys(standins).length)} stand-ins ` +
    `(${Object.entries(kinds)
      .map(([kind, count]) => `${String(count)} ${kind}`)
      .join(', ')}); building "all screens" and "one less"…`,
);
const allDist = await buildWithStandins('all', standins);
const fewerDist = await buildWithStandins('one-less', fewer, realDropped);

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  checkProductionBuilds(shipped);
  checkRouteChunks(shipped);
  const shippedLoads = await measure(browser, shipped, ['/login', '/dashboard', LIST]);
  report('Shipped build (apps/console/dist): first loads', shippedLoads);
  checkBudgets(shippedLoads, 'shipped');

  checkProductionBuilds(allDist);
  const allLoads = await measure(browser, allDist, screened);
  report(`All 54 routes with a screen (${String(Object.keys(standins).length)} stand-ins): first loads`, allLoads);
  checkBudgets(allLoads, 'all screens');

  // What one more screen adds, in both builds with the same names for the chunks (their hashes all change when
  // any one chunk changes, which moves brotli sizes by tens of bytes either way).
  const withIt = await measure(browser, allDist, ['/login', LIST], { sameNames: true });
  const without = await measure(browser, fewerDist, ['/login', LIST], { sameNames: true });
  console.log(`\nOne more screen (${dropped} with its screen, or without; chunk names without their hashes)\n`);
  console.log('| route | with | without | one more screen adds | budget |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [index, load] of withIt.entries()) {
    const added = load.bytes - without[index].bytes;
    console.log(
      `| ${load.path} | ${String(load.bytes)} B | ${String(without[index].bytes)} B | ${String(added)} B | ${String(ONE_MORE_SCREEN)} B |`,
    );
    if (added > ONE_MORE_SCREEN) fail(`one more screen adds ${String(added)} B to ${load.path}`);
  }
} finally {
  await browser.close();
}

if (broken > 0) {
  console.error(`\n${String(broken)} budget(s) broken`);
  process.exit(1);
}
console.log('\nevery budget holds');
