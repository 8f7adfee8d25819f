// `npm run bench` (packages/api): what the data layer costs.
//  1. The refresh rule's cost per request (Node): the same request through a bare client and through an OA client
//     (token header, refresh rule, token storing), both on a transport that answers at once, so only the
//     client-side work is timed.
//  2. The EXCEL export of 100,000 rows in Chromium: total time, and how long the page's thread was blocked, with
//     the real worker and, for comparison, with the workbook written on the page's thread.
// Results are recorded in docs/benchmarks.md.
import { createServer } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, runnerImport } from 'vite';
import { chromium } from 'playwright';

const here = fileURLToPath(new URL('.', import.meta.url));
const rows = Number(process.env.BENCH_ROWS ?? 100_000);

async function refreshRuleOverhead() {
  const { module: clients } = await runnerImport(join(here, '../src/clients.ts'));
  const { module: auth } = await runnerImport(join(here, '../../auth/src/index.ts'));
  const { module: http } = await runnerImport(join(here, '../src/http.ts'));
  const body = JSON.stringify({ _data: { id: 'R-1', name: '수거함' } });
  const fetch = () =>
    Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const session = auth.createSession({ storage: auth.createMemoryStorage() });
  session.setAccessToken('header.payload.signature');
  const baseUrls = { OA: '/oa', OA_BLOB: '/oa', APPS: '/apps', CUID: '/cuid', SEOUL_CUP: '/seoul-cup' };
  const ours = clients.createApiClients({ session, baseUrls, fetch }).clients.OA;
  const bare = http.createHttpClient({ fetch, baseURL: '/oa', headers: clients.DEFAULT_HEADERS });
  const perRequest = async (client, count) => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i += 1) await client.get('/v1/robots/R-1');
    return Number(process.hrtime.bigint() - start) / 1000 / count;
  };
  const count = 20_000;
  await perRequest(bare, 2_000);
  await perRequest(ours, 2_000);
  const runs = { bare: [], ours: [] };
  for (let round = 0; round < 5; round += 1) {
    runs.bare.push(await perRequest(bare, count));
    runs.ours.push(await perRequest(ours, count));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { requests: count * 5, bareUs: median(runs.bare), oursUs: median(runs.ours) };
}

async function exportInChromium() {
  const outDir = join(tmpdir(), `oa-api-bench-${process.pid}`);
  await build({ root: here, logLevel: 'warn', build: { outDir, emptyOutDir: true }, worker: { format: 'es' } });
  const types = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = createServer((request, response) => {
    const path = request.url === '/' ? '/index.html' : (request.url ?? '/');
    try {
      const body = readFileSync(join(outDir, path));
      response.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { module: config } = await runnerImport(join(here, '../../../chromium.config.ts'));
  const browser = await chromium.launch(config.chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => document.title === 'ready');
    // Warm up once (worker start, xlsx parse), then measure.
    await page.evaluate(() => window.runExport('worker', 2_000));
    const results = [];
    for (const mode of ['worker', 'main-thread']) {
      results.push(await page.evaluate(([m, n]) => window.runExport(m, n), [mode, rows]));
    }
    return results;
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const overhead = await refreshRuleOverhead();
console.log('\nRefresh rule, per request (median of 5 x 20,000 sequential GETs, transport answers at once)');
console.log(`  bare client                ${overhead.bareUs.toFixed(1)} µs`);
console.log(`  OA client (refresh rule)   ${overhead.oursUs.toFixed(1)} µs`);
console.log(`  overhead                   ${(overhead.oursUs - overhead.bareUs).toFixed(1)} µs per request`);

const exports = await exportInChromium();
console.log(`\nEXCEL export of ${rows.toLocaleString('en')} rows x 10 columns in Chromium`);
console.log('  mode          total      file      longest long task   long tasks   longest timer gap');
for (const run of exports) {
  console.log(
    `  ${run.mode.padEnd(12)}  ${`${(run.ms / 1000).toFixed(1)} s`.padStart(7)}  ${`${(run.bytes / 1e6).toFixed(1)} MB`.padStart(8)}  ${`${run.longestLongTaskMs} ms`.padStart(18)}  ${String(run.longTasks).padStart(11)}  ${`${run.longestTimerGapMs} ms`.padStart(18)}`,
  );
}
