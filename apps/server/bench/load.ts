/**
 * `npm run bench:load -w @oa/server`: requests/s and p50/p99 latency of list endpoints under load, with autocannon
 * against loopback. PGlite by default; under `bash scripts/with-postgres.sh npm run bench:load -w @oa/server` also
 * PostgreSQL. Results: docs/benchmarks.md. Every request does the whole work: the token, the user's session and
 * permissions, the page and its total.
 *
 * Three suites (`--suite users|cup|statistics|all`, default all), and `--suite compression` on its own:
 * - users: GET /oa/v1/users at BENCH_SIZES rows (default 10,000 and 1,000,000 generated users);
 * - cup: the cup programme's biggest lists (raw rentals, by machine and period, overdue, return events) and the
 *   home page's summary, over the default seed (120,000 rentals a year), or with `--size N` over N rentals
 *   generated inside the database (bench/cupData.ts): `--size 10000000` is the programme at production size.
 *   PGlite is measured only up to 1,000,000 rentals (it is one process's embedded database, not for that size).
 * - statistics: the seven statistics endpoints over a year, each request with a random filter (none, a client, a
 *   district or a robot) and granularity, over the default seed (395 days of deposits), or with `--size N` over N
 *   deposits generated inside the database (bench/statisticsData.ts) on 1,000 more RC 4.0 robots, the rollups
 *   built by stat_rebuild(): `--size 50000000` is production size. PGlite is measured at the default seed only.
 * - compression: the robot list's first page and 100 refunds (over the default seed) with each of `accept-encoding:
 *   identity`, `gzip` and `br` (or the `--encoding` list): requests/s, latency, the server's CPU time per answer
 *   (process.cpuUsage over the run, autocannon in a child process so its own work is not counted; PostgreSQL's is
 *   not either) and the bytes per answer on the wire (headers included).
 * `--encoding identity|gzip|br`: every request of the other suites asks for that encoding (by default none).
 * BENCH_SECONDS=10 BENCH_CONNECTIONS=10 change the run.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { SEOUL_DISTRICT_NAMES, STAT_GRANULARITIES, STATISTICS_PATHS } from '@oa/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from '../src/http/compression';
import { cupSeedSize } from '../src/areas/cup/machines/seed';
import { createPasswordHasher } from '../src/auth/passwords';
import { openDatabase, type Database } from '../src/db/database';
import { seedIfEmpty } from '../src/seed/seed';
import { freshDatabase, testSecrets } from '../src/testing/harness';
import { fillCupRentals } from './cupData';
import { sealStatistics } from '../src/areas/statistics/rollups';
import { fillStatistics } from './statisticsData';

const { values: args } = parseArgs({
  options: { suite: { type: 'string', default: 'all' }, size: { type: 'string' }, encoding: { type: 'string' } },
  allowPositionals: false,
});
const sizes = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const generated = args.size === undefined ? null : Number(args.size);
if (generated !== null && !(Number.isInteger(generated) && generated > 0)) throw new Error('--size: rows, > 0');
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];
const encodings = (args.encoding ?? ENCODINGS.join(',')).split(',') as Encoding[];
if (encodings.some((encoding) => !ENCODINGS.includes(encoding))) throw new Error('--encoding: identity, gzip or br');
/** The other suites' accept-encoding (`--encoding`; none by default, as before). */
const acceptEncoding: Record<string, string> =
  args.encoding === undefined || args.suite === 'compression' ? {} : { 'accept-encoding': encodings[0] ?? 'identity' };

type Kind = 'pglite' | 'postgres';
interface Query {
  name: string;
  path: string;
  /** Each request one of these, drawn at random (`path` is checked first). */
  paths?: readonly string[];
}

const USER_QUERIES: Query[] = [
  { name: 'newest first, page 1', path: '/oa/v1/users?page=1&size=10' },
  {
    name: 'status filter + name sort, page 50',
    path: '/oa/v1/users?page=50&size=20&sort=name,ASC&filter=status:eq:ACTIVE',
  },
];

/** The screens' own requests: what rental-information-monitor and the others send. */
function cupQueries(now: Date): Query[] {
  const day = (daysAgo: number) =>
    new Date(now.getTime() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const month = `${day(30)},${day(-1)}`;
  return [
    { name: 'rentals, page 1 (newest)', path: '/seoul-cup/v1/rentals?page=1&size=10&sort=rentedAt,DESC' },
    {
      name: 'rentals, one machine, 30 days',
      path: `/seoul-cup/v1/rentals?page=1&size=10&sort=rentedAt,DESC&filter=machineId:eq:RENT-GN-001&filter=rentedAt:bte:${month}`,
    },
    {
      name: 'rentals, overdue (longest first)',
      path: '/seoul-cup/v1/rentals?page=1&size=10&sort=dueAt,ASC&filter=overdue:eq:true',
    },
    { name: 'return events, page 1 (newest)', path: '/seoul-cup/v1/return-events?page=1&size=10' },
    { name: 'home summary', path: '/seoul-cup/v1/summary' },
    // A cup's life (part 3): one cup's history, 100 cups' history, a range of cups, the washing site, shipments.
    { name: "a cup's history", path: '/seoul-cup/v1/cups/SC00000777' },
    {
      name: 'cup events, 100 cups, page 1',
      path: '/seoul-cup/v1/cup-events?page=1&size=10&filter=cuid:gte:SC00001001&filter=cuid:lte:SC00001100',
    },
    {
      name: 'cups, a range of 1,000, page 1',
      path: '/seoul-cup/v1/cups?page=1&size=10&sort=cuid,ASC&filter=cuid:gte:SC00001001&filter=cuid:lte:SC00002000',
    },
    { name: 'washing site, 14 days', path: '/seoul-cup/v1/washing-site/status?days=14' },
    { name: 'shipments, page 1 (newest)', path: '/seoul-cup/v1/shipments?page=1&size=10' },
    // Money (issue 29): the refund list as 환급 관리 opens it, its failed ones (the retry queue), one cup's refunds.
    { name: 'refunds, page 1 (newest)', path: '/seoul-cup/v1/refunds?page=1&size=10&sort=requestedAt,DESC' },
    {
      name: 'refunds, failed (newest)',
      path: '/seoul-cup/v1/refunds?page=1&size=10&sort=requestedAt,DESC&filter=state:eq:FAILED',
    },
    { name: "refunds, one cup's", path: '/seoul-cup/v1/refunds?page=1&size=10&filter=cuid:eq:SC00000777' },
  ];
}

/**
 * The seven statistics endpoints over the year to today, each request with one of: no filter, one of ten clients,
 * of ten districts, of ten robots (a quarter each), and for usage and emissions a granularity (a third each).
 */
async function statisticsQueries(database: Database, now: Date): Promise<Query[]> {
  const day = (daysAgo: number) =>
    new Date(now.getTime() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const period = `from=${day(364)}&to=${day(0)}`;
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const clientIds = rows<{ id: number }>(
    await database.db.execute(
      sql`select distinct client_id as id from robots where client_id is not null order by client_id`,
    ),
  ).map((row) => row.id);
  const machineIds = rows<{ id: string }>(
    await database.db.execute(sql`select machine_id as id from robots where generation = 'RC_4_0' order by id`),
  ).map((row) => row.id);
  // Ten of each kind, every tenth one of the list (spread over it).
  const spread = <T>(items: readonly T[]) => items.filter((_, index) => index % Math.ceil(items.length / 10) === 0);
  const filters = [
    ...Array.from({ length: 10 }, () => ''),
    ...spread(clientIds).map((id) => `&clientId=${String(id)}`),
    ...spread(SEOUL_DISTRICT_NAMES).map((district) => `&district=${encodeURIComponent(district)}`),
    ...spread(machineIds).map((id) => `&machineId=${id}`),
  ];
  const endpoint = (name: string, prefix: '/oa' | '/apps', path: string, granular: boolean): Query => {
    const granularities = granular ? STAT_GRANULARITIES.map((each) => `&granularity=${each}`) : [''];
    const paths = filters.flatMap((filter) =>
      granularities.map((granularity) => `${prefix}${path}?${period}${granularity}${filter}`),
    );
    return { name, path: `${prefix}${path}?${period}`, paths };
  };
  return [
    // The floor: a request's own work (token, session, permissions) on this machine, no statistics.
    { name: 'baseline: GET /oa/v1/me', path: '/oa/v1/me' },
    endpoint('install status', '/oa', STATISTICS_PATHS.installStatus, false),
    endpoint('new installations', '/oa', STATISTICS_PATHS.newInstallations, false),
    endpoint('usage', '/oa', STATISTICS_PATHS.usage, true),
    endpoint('emissions', '/oa', STATISTICS_PATHS.emissions, true),
    endpoint('devices (monthly spread)', '/oa', STATISTICS_PATHS.devices, false),
    endpoint('emissions per user', '/apps', STATISTICS_PATHS.emissionsPerUser, false),
    endpoint('points per user', '/apps', STATISTICS_PATHS.pointsPerUser, false),
  ];
}

/** N users made inside the database (generate_series), in chunks: Korean names, spread creation times. */
async function fillUsers(database: Database, rows: number): Promise<void> {
  const chunk = 100_000;
  for (let start = 0; start < rows; start += chunk) {
    const end = Math.min(rows, start + chunk);
    await database.db.execute(sql`
      insert into users (login_id, password_hash, name, email, phone, status, created_at)
      select 'bulk' || g, '!',
        (array['김','이','박','최','정','강','조','윤'])[1 + g % 8] ||
        (array['민','서','지','현','준','우','은','예'])[1 + (g / 8) % 8] ||
        (array['수','영','진','성','태','연','주','호'])[1 + (g / 64) % 8],
        'bulk' || g || '@example.com',
        '010-' || lpad((g % 10000)::text, 4, '0') || '-' || lpad(((g * 7) % 10000)::text, 4, '0'),
        (array['ACTIVE','ACTIVE','ACTIVE','PENDING','LOCKED'])[1 + g % 5],
        timestamptz '2026-11-01 00:00:00+00' - g * interval '31 seconds'
      from generate_series(${start + 1}::int, ${end}::int) as g`);
  }
  // What autovacuum would have done by then: statistics, and the visibility map for index-only scans.
  await database.db.execute(sql`vacuum analyze users`);
}

interface Result {
  query: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The first request before the load, alone (for statistics: the one without a filter, sealing 'all'). */
  firstMs: number;
  /** Every path's first request, alone, before the load: the median and the longest. */
  firstsMedianMs: number;
  firstsMaxMs: number;
}

/** The app over `database` on a loopback port, and demo-admin's bearer header. */
async function serve(database: Database) {
  // As the server runs them: every statement under the default limit (the setup above ran without one).
  await database.limitStatements(5000);
  const app = await buildApp({
    consoleDir: '/nonexistent',
    db: database.db,
    secret: randomBytes(32),
    accessTokenTtl: 3600,
    refreshTokenTtl: 3600,
    passwordCost: 10,
    areas: { cup: { secrets: testSecrets } },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${String(typeof address === 'object' && address !== null ? address.port : 0)}`;
  const login = await fetch(`${origin}/oa/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'demo-admin', password: 'oa-demo-2026!' }),
  });
  const { _data } = (await login.json()) as { _data: { accessToken: string } };
  return { app, origin, headers: { authorization: `Bearer ${_data.accessToken}` } };
}

/** The app over `database`, signed in as demo-admin, each query under load in turn. */
async function hammer(database: Database, queries: readonly Query[]): Promise<Result[]> {
  const served = await serve(database);
  const { app, origin } = served;
  const headers = { ...served.headers, ...acceptEncoding };
  const results: Result[] = [];
  try {
    for (const query of queries) {
      // Each path once, alone, before the load (the statistics' first request of a scope seals its closed buckets).
      const firsts: number[] = [];
      for (const path of new Set([query.path, ...(query.paths ?? [])])) {
        const asked = performance.now();
        const check = await fetch(`${origin}${path}`, { headers });
        if (check.status !== 200) throw new Error(`${path}: ${String(check.status)} ${await check.text()}`);
        await check.arrayBuffer();
        firsts.push(performance.now() - asked);
      }
      const [firstMs = 0] = firsts;
      firsts.sort((a, b) => a - b);
      // The steady state: every path asked again (ten at a time) just before the load, as pages in use are: a live
      // bucket's kept answer is then under a minute old (the first pass, one path at a time, can take longer).
      const again = [...new Set(query.paths ?? [])];
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let path = again.pop(); path !== undefined; path = again.pop()) {
            await (await fetch(`${origin}${path}`, { headers })).arrayBuffer();
          }
        }),
      );
      const { paths } = query;
      const result = await autocannon({
        url: `${origin}${query.path}`,
        connections,
        duration: seconds,
        headers,
        ...(paths === undefined
          ? {}
          : {
              requests: [
                { setupRequest: (request) => ({ ...request, path: paths[randomInt(paths.length)] ?? query.path }) },
              ],
            }),
      });
      results.push({
        query: query.name,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        firstMs: Math.round(firstMs),
        firstsMedianMs: Math.round(firsts[Math.floor(firsts.length / 2)] ?? 0),
        firstsMaxMs: Math.round(firsts[firsts.length - 1] ?? 0),
      });
    }
  } finally {
    await app.close();
  }
  return results;
}

async function open(kind: Kind) {
  return kind === 'pglite' ? { database: await openDatabase({}), drop: () => Promise.resolve() } : freshDatabase();
}

/**
 * BENCH_KEEP_DATABASE=<name> (PostgreSQL, the statistics suite with --size): the generated database is made under
 * that name and kept, and a later run finds it filled and measures again without the quarter-hour load (a run
 * after a change to the rollups' migrations: `npm run stats:rebuild` on it first).
 */
async function openKept(name: string): Promise<{ database: Database; kept: boolean }> {
  const url = process.env.DATABASE_URL ?? '';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { database: await openDatabase({ url: target.toString(), poolSize: 10 }), kept: found.rowCount !== 0 };
}

async function measureUsers(kind: Kind, rows: number) {
  const { database, drop } = await open(kind);
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { size: 0, demo: true, hasher: createPasswordHasher(10) });
    const started = Date.now();
    await fillUsers(database, rows);
    console.error(
      `  (${kind}: ${rows.toLocaleString('en-US')} users in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return await hammer(database, USER_QUERIES);
  } finally {
    await database.close();
    await drop();
  }
}

async function measureCup(kind: Kind, rentals: number | null) {
  const { database, drop } = await open(kind);
  const now = new Date();
  try {
    await database.migrate();
    const cup = cupSeedSize(1, now);
    const started = Date.now();
    await seedIfEmpty(database.db, {
      size: 0,
      demo: true,
      hasher: createPasswordHasher(10),
      areas: { cup: { secrets: testSecrets, seed: rentals === null ? cup : { ...cup, rentals: 0 } } },
    });
    if (rentals !== null) await fillCupRentals(database, rentals, now);
    else await database.db.execute(sql`vacuum analyze`);
    const found = await database.db.execute(sql`select count(*)::int as n from cup_rentals`);
    const [counted] = (found as { rows: { n: number }[] }).rows;
    console.error(
      `  (${kind}: ${(counted?.n ?? 0).toLocaleString('en-US')} rentals in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return { rentals: counted?.n ?? 0, results: await hammer(database, cupQueries(now)) };
  } finally {
    await database.close();
    await drop();
  }
}

/**
 * The statistics endpoints over the default seed (size 1: 300 robots, 395 days of deposits) or, with `deposits`,
 * over that many generated on 1,000 more robots; the first request of each endpoint without a filter is timed alone
 * first (it seals the closed buckets of the 'all' scope).
 */
async function measureStatistics(kind: Kind, deposits: number | null) {
  const keepAs = kind === 'postgres' && deposits !== null ? process.env.BENCH_KEEP_DATABASE : undefined;
  const { database, drop } =
    keepAs === undefined || keepAs === ''
      ? await open(kind)
      : await openKept(keepAs).then(({ database, kept }) => {
          if (kept) console.error(`  (${kind}: the kept database ${keepAs}, as it was filled)`);
          return { database, drop: () => Promise.resolve(), kept };
        });
  const now = new Date();
  try {
    await database.migrate();
    const started = Date.now();
    await seedIfEmpty(database.db, { size: 1, demo: true, hasher: createPasswordHasher(10) });
    const filled = await database.db.execute(sql`select 1 from robots where machine_id like 'RC4-B-%' limit 1`);
    if (deposits !== null && (filled as { rows: unknown[] }).rows.length > 0) {
      // A kept database: its sealed figures back to what the load left (the city's), so first requests seal again.
      await database.db.execute(sql`truncate stat_sealed, stat_sealed_spreads`);
      const sealing = Date.now();
      await sealStatistics(database.db, now);
      console.error(`  (${kind}: the city's 400 days sealed again in ${((Date.now() - sealing) / 1000).toFixed(0)} s)`);
    } else if (deposits !== null) {
      const fill = await fillStatistics(database, { deposits, robots: 1000, now });
      console.error(
        `  (${kind}: ${fill.deposits.toLocaleString('en-US')} deposits in ${fill.fillSeconds.toFixed(0)} s, rollups rebuilt in ${fill.rebuildSeconds.toFixed(0)} s, the city's 400 days sealed in ${fill.sealSeconds.toFixed(0)} s)`,
      );
      const sizes = await database.db.execute(sql`
        select relname as name, n_live_tup::bigint as rows,
               round(pg_total_relation_size(relid) / 1048576.0)::int as mb
        from pg_stat_user_tables
        where relname in ('collection_events', 'stat_robot_day', 'stat_member_day', 'stat_sealed',
                          'stat_sealed_spreads') order by relname`);
      for (const row of (sizes as { rows: { name: string; rows: string; mb: number }[] }).rows) {
        console.error(`  (${row.name}: ${Number(row.rows).toLocaleString('en-US')} rows, ${String(row.mb)} MB)`);
      }
    } else {
      await database.db.execute(sql`vacuum analyze`);
      console.error(`  (${kind}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    // BENCH_QUERIES=usage,points: only the endpoints whose names hold one of these (and the baseline).
    const only = (process.env.BENCH_QUERIES ?? '').split(',').filter((name) => name !== '');
    const queries = (await statisticsQueries(database, now)).filter(
      (query) =>
        only.length === 0 || query.name.startsWith('baseline') || only.some((name) => query.name.includes(name)),
    );
    return { deposits, results: await hammer(database, queries) };
  } finally {
    await database.close();
    await drop();
  }
}

interface Cannonade {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Bytes received, headers included. */
  bytes: number;
}

const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

/** autocannon in a child process (its CPU is not the server's), its result as JSON on stdout. */
function cannonade(url: string, headers: Record<string, string>, duration: number): Promise<Cannonade> {
  const script = `
    const autocannon = require(process.argv[1]);
    const options = JSON.parse(process.argv[2]);
    autocannon(options).then((r) => process.stdout.write(JSON.stringify({
      requests: r.requests.total, requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
      errors: r.errors + r.non2xx, bytes: r.throughput.total })));`;
  const child = spawn(
    process.execPath,
    ['-e', script, autocannonPath, JSON.stringify({ url, headers, connections, duration })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Cannonade);
      else reject(new Error(`autocannon exited with ${String(code)}`));
    });
  });
}

/** The lists of issue 31: the robot list as the console opens it, a page of 100 refunds. */
const COMPRESSION_QUERIES: Query[] = [
  { name: "robot list's first page", path: '/oa/v1/robots?page=1&size=10' },
  { name: '100 refunds', path: '/seoul-cup/v1/refunds?page=1&size=100&sort=requestedAt,DESC' },
];

interface CompressionResult extends Cannonade {
  query: string;
  encoding: Encoding;
  /** The server process's CPU time (user + system, every thread) per answer, ms (summed, then divided at the end). */
  cpuMs: number;
}

interface CompressionCost {
  query: string;
  /** gzip or br and its level, `(server)` on the server's own. */
  way: string;
  bodyBytes: number;
  compressedBytes: number;
  /** CPU per answer compressed alone, ms: in one call (answers up to 64 kB) and through a zlib stream (above). */
  syncMs: number;
  streamMs: number | null;
}

/** CPU per call of `work`, ms: up to 300 calls or half a second of CPU, after a warm-up. */
async function cpuPerCall(work: () => unknown): Promise<number> {
  for (let index = 0; index < 5; index += 1) await work();
  const cpu = process.cpuUsage();
  let calls = 0;
  let used = 0;
  while (calls < 300 && used < 500_000) {
    await work();
    calls += 1;
    const now = process.cpuUsage(cpu);
    used = now.user + now.system;
  }
  return used / 1000 / calls;
}

/**
 * What compressing the answer `body` costs alone: the server's gzip and brotli (in one call and through a stream),
 * and brotli at other qualities beside them (BROTLI_QUALITY's reason).
 */
async function compressionCosts(query: string, body: Buffer): Promise<CompressionCost[]> {
  const sink = () =>
    new Writable({
      write: (_chunk, _encoding, done) => {
        done();
      },
    });
  const brotli = (quality: number) => ({
    params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_QUALITY]: quality },
  });
  const serverBrotli = BROTLI_OPTIONS.params?.[constants.BROTLI_PARAM_QUALITY];
  const costs: CompressionCost[] = [];
  const measure = async (way: string, sync: () => Buffer, stream?: () => NodeJS.ReadWriteStream) => {
    costs.push({
      query,
      way,
      bodyBytes: body.length,
      compressedBytes: sync().length,
      syncMs: await cpuPerCall(sync),
      streamMs: stream === undefined ? null : await cpuPerCall(() => pipeline(Readable.from([body]), stream(), sink())),
    });
  };
  await measure(
    `gzip ${String(GZIP_OPTIONS.level)} (server)`,
    () => gzipSync(body, GZIP_OPTIONS),
    () => createGzip(GZIP_OPTIONS),
  );
  for (const quality of [1, 4, 5, 6, 11]) {
    if (quality === serverBrotli) {
      await measure(
        `br ${String(quality)} (server)`,
        () => brotliCompressSync(body, BROTLI_OPTIONS),
        () => createBrotliCompress(BROTLI_OPTIONS),
      );
    } else {
      await measure(`br ${String(quality)}`, () => brotliCompressSync(body, brotli(quality)));
    }
  }
  return costs;
}

/** Each list under each encoding in turn, over the default seed (size 1: 300 robots, the cup programme's year). */
async function measureCompression(kind: Kind): Promise<{ results: CompressionResult[]; costs: CompressionCost[] }> {
  const { database, drop } = await open(kind);
  try {
    await database.migrate();
    const started = Date.now();
    await seedIfEmpty(database.db, {
      size: 1,
      demo: true,
      hasher: createPasswordHasher(10),
      areas: { cup: { secrets: testSecrets, seed: cupSeedSize(1, new Date()) } },
    });
    await database.db.execute(sql`vacuum analyze`);
    console.error(`  (${kind}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const { app, origin, headers } = await serve(database);
    const results: CompressionResult[] = [];
    const costs: CompressionCost[] = [];
    try {
      for (const query of COMPRESSION_QUERIES) {
        const answer = await fetch(`${origin}${query.path}`, {
          headers: { ...headers, 'accept-encoding': 'identity' },
        });
        costs.push(...(await compressionCosts(query.name, Buffer.from(await answer.arrayBuffer()))));
        // A warm-up (not counted): the code paths compiled, the pages in the database's cache.
        await cannonade(`${origin}${query.path}`, { ...headers, 'accept-encoding': 'br, gzip' }, 2);
        // Two rounds, the second in the reverse order, so that neither the machine's other load nor warming up
        // favours one encoding; each figure is over both rounds (latencies: their mean).
        const sums = new Map<Encoding, CompressionResult>();
        for (const order of [encodings, [...encodings].reverse()]) {
          for (const encoding of order) {
            const cpu = process.cpuUsage();
            const run = await cannonade(`${origin}${query.path}`, { ...headers, 'accept-encoding': encoding }, seconds);
            const used = process.cpuUsage(cpu);
            const sum = sums.get(encoding);
            const cpuMs = (used.user + used.system) / 1000 + (sum?.cpuMs ?? 0);
            sums.set(encoding, {
              query: query.name,
              encoding,
              requests: run.requests + (sum?.requests ?? 0),
              requestsPerSecond: (run.requestsPerSecond + (sum?.requestsPerSecond ?? run.requestsPerSecond)) / 2,
              p50: (run.p50 + (sum?.p50 ?? run.p50)) / 2,
              p99: (run.p99 + (sum?.p99 ?? run.p99)) / 2,
              errors: run.errors + (sum?.errors ?? 0),
              bytes: run.bytes + (sum?.bytes ?? 0),
              cpuMs,
            });
          }
        }
        for (const encoding of encodings) {
          const sum = sums.get(encoding);
          if (sum !== undefined) results.push({ ...sum, cpuMs: sum.cpuMs / Math.max(1, sum.requests) });
        }
      }
    } finally {
      await app.close();
    }
    return { results, costs };
  } finally {
    await database.close();
    await drop();
  }
}

const kinds: Kind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const line = (cells: readonly (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
console.log(`${String(connections)} connections, ${String(seconds)} s each, Node ${process.version}`);
const { suite } = args;
if (suite !== 'compression') {
  if (args.encoding !== undefined) console.log(`accept-encoding: ${acceptEncoding['accept-encoding'] ?? ''}`);
  console.log(line(['database', 'rows', 'query', 'requests/s', 'p50 ms', 'p99 ms', 'errors']));
  console.log(line(['---', '---', '---', '---', '---', '---', '---']));
}
if (suite === 'compression') {
  console.log(`accept-encoding per run: ${encodings.join(', ')}`);
  console.log(
    line(['database', 'list', 'encoding', 'requests/s', 'p50 ms', 'p99 ms', 'CPU ms/answer', 'bytes/answer', 'errors']),
  );
  console.log(line(['---', '---', '---', '---', '---', '---', '---', '---', '---']));
  const allCosts: CompressionCost[] = [];
  for (const kind of kinds) {
    const { results, costs } = await measureCompression(kind);
    allCosts.push(...costs.map((cost) => ({ ...cost, query: `${kind}: ${cost.query}` })));
    for (const result of results) {
      const { query, encoding, requestsPerSecond, p50, p99, cpuMs, bytes, requests, errors } = result;
      const perAnswer = Math.round(bytes / Math.max(1, requests));
      console.log(
        line([
          kind,
          query,
          encoding,
          Math.round(requestsPerSecond),
          p50.toFixed(1),
          p99.toFixed(1),
          cpuMs.toFixed(2),
          perAnswer,
          errors,
        ]),
      );
    }
  }
  console.log("\nCompressing alone (the same answers, the server's options), CPU per answer:");
  console.log(line(['list', 'compression', 'bytes', 'compressed', 'in one call, ms', 'through a stream, ms']));
  console.log(line(['---', '---', '---', '---', '---', '---']));
  for (const { query, way, bodyBytes, compressedBytes, syncMs, streamMs } of allCosts) {
    const streamed = streamMs === null ? '' : streamMs.toFixed(3);
    console.log(line([query, way, bodyBytes, compressedBytes, syncMs.toFixed(3), streamed]));
  }
}
if (suite === 'users' || suite === 'all') {
  for (const kind of kinds) {
    for (const rows of sizes) {
      for (const result of await measureUsers(kind, rows)) {
        const { query, requestsPerSecond, p50, p99, errors } = result;
        console.log(line([kind, `${rows.toLocaleString('en-US')} users`, query, requestsPerSecond, p50, p99, errors]));
      }
    }
  }
}
if (suite === 'cup' || suite === 'all') {
  for (const kind of kinds) {
    if (kind === 'pglite' && generated !== null && generated > 1_000_000) continue;
    const { rentals, results } = await measureCup(kind, generated);
    for (const { query, requestsPerSecond, p50, p99, errors } of results) {
      console.log(
        line([kind, `${rentals.toLocaleString('en-US')} rentals`, query, requestsPerSecond, p50, p99, errors]),
      );
    }
  }
}
if (suite === 'statistics' || suite === 'all') {
  for (const kind of kinds) {
    if (kind === 'pglite' && generated !== null) continue;
    const { deposits, results } = await measureStatistics(kind, generated);
    const rows = deposits === null ? 'default seed' : `${deposits.toLocaleString('en-US')} deposits`;
    for (const { query, requestsPerSecond, p50, p99, errors, firstMs, firstsMedianMs, firstsMaxMs } of results) {
      const firsts = `${String(firstMs)} / ${String(firstsMedianMs)} / ${String(firstsMaxMs)}`;
      console.log(line([kind, rows, query, requestsPerSecond, p50, p99, errors, firsts]));
    }
  }
}
