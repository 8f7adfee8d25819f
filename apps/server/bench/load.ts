/**
 * `npm run bench:load -w @oa/server`: requests/s and p50/p99 latency of a list endpoint (GET /oa/v1/users) at
 * 10,000 and 1,000,000 rows, with autocannon against loopback. PGlite by default; under
 * `bash scripts/with-postgres.sh npm run bench:load -w @oa/server` also PostgreSQL. Results: docs/benchmarks.md.
 * BENCH_SIZES=10000,1000000 BENCH_SECONDS=10 BENCH_CONNECTIONS=10 change the run.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/auth/passwords';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/database';
import { seedIfEmpty } from '../src/seed/seed';
import { freshDatabase, testSecrets } from '../src/testing/harness';

const sizes = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const QUERIES = [
  { name: 'newest first, page 1', path: '/oa/v1/users?page=1&size=10' },
  {
    name: 'status filter + name sort, page 50',
    path: '/oa/v1/users?page=50&size=20&sort=name,ASC&filter=status:eq:ACTIVE',
  },
];

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

async function measure(kind: 'pglite' | 'postgres', rows: number) {
  const { database, drop } =
    kind === 'pglite' ? { database: await openDatabase({}), drop: () => Promise.resolve() } : await freshDatabase();
  await database.migrate();
  await seedIfEmpty(database.db, { size: 0, demo: true, hasher: createPasswordHasher(10) });
  const started = Date.now();
  await fillUsers(database, rows);
  const fillSeconds = (Date.now() - started) / 1000;
  const app = await buildApp({
    consoleDir: '/nonexistent',
    db: database.db,
    secret: randomBytes(32),
    accessTokenTtl: 3600,
    refreshTokenTtl: 3600,
    passwordCost: 10,
    secrets: testSecrets,
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
  const results = [];
  for (const query of QUERIES) {
    const check = await fetch(`${origin}${query.path}`, { headers: { authorization: `Bearer ${_data.accessToken}` } });
    if (check.status !== 200) throw new Error(`${query.path}: ${String(check.status)} ${await check.text()}`);
    const result = await autocannon({
      url: `${origin}${query.path}`,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${_data.accessToken}` },
    });
    results.push({
      kind,
      rows,
      query: query.name,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  await app.close();
  await database.close();
  await drop();
  return { fillSeconds, results };
}

const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
console.log(
  `GET list endpoint, ${String(connections)} connections, ${String(seconds)} s each, Node ${process.version}`,
);
console.log('| database | rows | query | requests/s | p50 ms | p99 ms | errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const kind of kinds) {
  for (const rows of sizes) {
    const { fillSeconds, results } = await measure(kind, rows);
    for (const result of results) {
      console.log(
        `| ${kind} | ${rows.toLocaleString('en-US')} | ${result.query} | ${String(result.requestsPerSecond)} | ${String(result.p50)} | ${String(result.p99)} | ${String(result.errors)} |`,
      );
    }
    console.error(`  (${kind}, ${rows.toLocaleString('en-US')} rows filled in ${fillSeconds.toFixed(1)} s)`);
  }
}
