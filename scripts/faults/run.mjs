// `npm run test:faults` (short, CI) and `npm run bench:faults` (long): two server processes over one PostgreSQL
// behind nginx with the repository's configuration (deploy/nginx/oa-console.conf), traffic through nginx, and
// meanwhile a SIGKILL of one process (started again), a SIGTERM of the other (started again) and a restart of
// PostgreSQL (`pg_ctl restart -m fast`). Then it checks and prints figures: every write answered 2xx is in the
// database, no rental refunded twice against the bank's ledger, the books agree, background work ran once per
// interval across the fleet, streams reconnected and lost no event, requests failed only inside the fault windows,
// and throughput and p99 through one process and through two. Exits 1 when a check fails.
//
// Runs under scripts/with-postgres.sh (DATABASE_URL, OA_PG_BIN, OA_PG_DATA) after the server's build. Settings:
// FAULTS_SECONDS (the fault phase, default 45), FAULTS_PHASE_SECONDS (each throughput phase, default 8),
// FAULTS_WORKERS (the fault phase's callers, default 4), NGINX (default /usr/sbin/nginx), FAULTS_NGINX_CONF (another
// configuration to try instead of deploy/nginx/oa-console.conf: it must listen on 8080 with upstreams 127.0.0.1:3001
// and :3002), FAULTS_KEEP=1 keeps the temp folder (logs of the processes and nginx).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { checkBooks, checkFailures, checkLedger, checkStreams, checkWork, checkWrites } from './checks.mjs';
import {
  freePort,
  logTail,
  NGINX,
  NGINX_CONF,
  restartPostgres,
  root,
  startNginx,
  startServer,
  waitReady,
} from './fleet.mjs';
import { createLog, followReturnEvents, listLoad, mixedLoad, signIn } from './traffic.mjs';

const number = (name, fallback) => {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : Number(raw);
};
const FAULT_SECONDS = number('FAULTS_SECONDS', 45);
const PHASE_SECONDS = number('FAULTS_PHASE_SECONDS', 8);
const WORKERS = number('FAULTS_WORKERS', 4);
const READY_MS = 240_000;
/** A failure this long after a fault's window still belongs to it (an answer under way when the fault came). */
const GRACE_MS = 2000;
const DEMO_PASSWORD = 'oa-demo-2026!';

if (process.env.DATABASE_URL === undefined || process.env.OA_PG_DATA === undefined) {
  console.error('test:faults runs under scripts/with-postgres.sh (npm run test:faults does that)');
  process.exit(2);
}
if (!existsSync(NGINX)) {
  console.error(`${NGINX} is missing: install nginx (Debian: apt-get install -y nginx-light), or set NGINX`);
  process.exit(2);
}
if (!existsSync(join(root, 'apps/server/dist/main.js'))) {
  console.error('apps/server/dist/main.js is missing: npm run build -w @oa/server');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'oa-faults-'));
const t0 = Date.now();
const since = (at = Date.now()) => at - t0;
const say = (text) => console.log(`[${(since() / 1000).toFixed(1).padStart(6)} s] ${text}`);
const log = createLog(t0);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
// The restart of PostgreSQL ends this pool's connections too: a dropped idle one is not an error of the test.
pool.on('error', () => undefined);

const shared = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  CUP_SECRET_KEY: randomBytes(32).toString('base64'),
  SEED_SIZE: '1',
  PASSWORD_COST: '12',
  ACCESS_TOKEN_TTL: '3600',
  SIMULATOR: '1',
  REMITTER: '1',
  SIMULATOR_INTERVAL_MS: '1000',
  REMITTANCE_INTERVAL_MS: '2000',
  STREAM_POLL_MS: '500',
  STATISTICS_INTERVAL_MS: '5000',
  PRUNE_INTERVAL_MS: '5000',
  // A refund left PROCESSING by the killed process is asked about and resent after this long.
  REMITTANCE_STALE_AFTER_MS: '10000',
  TRUST_PROXY: '1',
  LOG: '0',
};
delete shared.NODE_ENV;

const servers = {};
let nginx = null;
const fail = async (error) => {
  console.error(`\nfault test: ${error instanceof Error ? error.message : String(error)}`);
  for (const server of Object.values(servers))
    console.error(`\n--- ${server.name}.log (last lines)\n${logTail(dir, server.name)}`);
  await shutdown();
  process.exit(1);
};
async function shutdown() {
  for (const server of Object.values(servers)) if (server.exit === null) server.child.kill('SIGKILL');
  await Promise.all(Object.values(servers).map((server) => server.exited));
  await nginx?.stop();
  await pool.end().catch(() => undefined);
  if (process.env.FAULTS_KEEP === '1') console.log(`logs kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

async function start(name, port, env = {}) {
  const server = startServer({ name, port, env: { ...shared, DATA_DIR: join(dir, name), ...env }, logDir: dir });
  servers[name] = server;
  const ready = await waitReady(server, READY_MS);
  say(
    `${name} ready on :${String(port)} in ${((ready.readyAt - server.startedAt) / 1000).toFixed(1)} s (${ready.endpoint})`,
  );
  return { server, ...ready };
}

/** Waits until both processes answer ready again (after the database came back): when. */
async function fleetReady(names) {
  await Promise.all(names.map((name) => waitReady(servers[name], READY_MS)));
  return Date.now();
}

try {
  const [portA, portB, lb, lbOne] = [await freePort(), await freePort(), await freePort(), await freePort()];
  say(`PostgreSQL ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; temp folder ${dir}`);
  const first = await start('p1', portA);
  const startup = { first: (first.readyAt - first.server.startedAt) / 1000 };
  const second = await start('p2', portB);
  startup.second = (second.readyAt - second.server.startedAt) / 1000;
  nginx = startNginx({ dir, listen: lb, listenOne: lbOne, ports: [portA, portB] });
  await nginx.ready();
  say(`nginx on :${String(lb)} (both) and :${String(lbOne)} (p1 only), ${NGINX_CONF}`);

  const token = await signIn(lb, 'demo-admin', DEMO_PASSWORD);
  const owed = (
    await pool.query(`select r.id, r.deposit_krw as "depositKrw" from cup_rentals r
      where r.state = 'RETURNED' and not exists (select 1 from cup_refunds f where f.rental_id = r.id)
      order by r.id desc limit 10000`)
  ).rows;
  say(`${String(owed.length)} returned rentals owed their deposit (manual refunds)`);

  // Throughput and p99: the same list load through one process, then through two.
  say(`throughput: ${String(PHASE_SECONDS)} s through p1 alone, then ${String(PHASE_SECONDS)} s through both`);
  const one = await listLoad({
    port: lbOne,
    token,
    workers: 8,
    seconds: PHASE_SECONDS,
    log,
    kindPrefix: 'one process',
  });
  const two = await listLoad({ port: lb, token, workers: 8, seconds: PHASE_SECONDS, log, kindPrefix: 'two processes' });

  // The fault phase.
  const newest = Number((await pool.query('select coalesce(max(id), 0) as id from cup_return_events')).rows[0].id);
  const faultFrom = Date.now();
  const streams = [1, 2].map((n) =>
    followReturnEvents({ port: lb, token, t0, name: `stream ${String(n)}`, startAfter: newest }),
  );
  const load = mixedLoad({ port: lb, token, workers: WORKERS, pauseMs: 40, log, owed, robot: 'RC4-GN-0001' });
  const at = (share) => faultFrom + share * FAULT_SECONDS * 1000;
  const until = async (time) => {
    while (Date.now() < time) await new Promise((resolve) => setTimeout(resolve, Math.min(200, time - Date.now())));
  };
  const windows = [];
  const events = {};

  await until(at(0.15));
  say('SIGKILL p1');
  events.killAt = Date.now();
  servers.p1.child.kill('SIGKILL');
  await servers.p1.exited;
  // Only the requests p1 had under way may fail: nginx sends the rest, and GETs it had sent, to p2.
  windows.push({ name: 'SIGKILL p1 (its requests under way)', from: since(events.killAt), to: since(events.killAt) });
  await start('p1', portA);

  await until(at(0.4));
  say('SIGTERM p2');
  events.termAt = Date.now();
  servers.p2.child.kill('SIGTERM');
  const drained = await servers.p2.exited;
  say(
    `p2 drained in ${((drained.at - events.termAt) / 1000).toFixed(1)} s, exit ${String(drained.code ?? drained.signal)}`,
  );
  events.drain = { seconds: (drained.at - events.termAt) / 1000, code: drained.code, signal: drained.signal };
  // A drain loses nothing: no window, a failure from the SIGTERM on counts against the fleet.
  windows.push({
    name: 'SIGTERM p2 (drain: none may fail)',
    from: since(events.termAt),
    to: since(drained.at),
    allowed: false,
  });
  await start('p2', portB);

  await until(at(0.65));
  say('pg_ctl restart -m fast');
  const restart = await restartPostgres();
  events.pgAt = restart.started;
  say(`PostgreSQL back after ${((restart.back - restart.started) / 1000).toFixed(1)} s`);
  events.pgBackAt = await fleetReady(['p1', 'p2']);
  say(`both processes ready ${((events.pgBackAt - restart.back) / 1000).toFixed(1)} s after PostgreSQL`);
  windows.push({
    name: 'PostgreSQL restart, fleet ready again',
    from: since(restart.started),
    to: since(events.pgBackAt),
  });

  await until(at(1));
  await load.stop();
  const streamStop = Date.now();
  const streamStates = await Promise.all(streams.map((stream) => stream.stop()));
  const faultTo = Date.now();
  say(`fault phase over: ${String(log.records.length)} requests; stopping the fleet (SIGTERM both)`);

  // The fleet stops cleanly; one process then settles the refunds still under way (its remitter's recovery), with
  // the simulator off, so the books are read at rest.
  for (const name of ['p1', 'p2']) servers[name].child.kill('SIGTERM');
  const exits = await Promise.all(['p1', 'p2'].map((name) => servers[name].exited));
  await start('p1', portA, { SIMULATOR: '0', REMITTANCE_INTERVAL_MS: '500' });
  const settleUntil = Date.now() + 60_000;
  let open = 1;
  while (Date.now() < settleUntil) {
    open = Number(
      (await pool.query("select count(*) as n from cup_refunds where state in ('REQUESTED', 'PROCESSING')")).rows[0].n,
    );
    if (open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  say(open === 0 ? 'every refund settled' : `${String(open)} refunds still requested or under way after 60 s`);

  const checks = [
    await checkWrites(pool, log.records),
    await checkLedger(pool, log.records),
    // The books from the process that settled them (a data check, whatever the balancer does with p2 away).
    await checkBooks(portA, await signIn(portA, 'demo-admin', DEMO_PASSWORD)),
    await checkWork(pool, { from: faultFrom - 5000, to: faultTo, ...events }),
    await checkStreams(pool, streamStates, streamStop),
    checkFailures(log.records, windows, GRACE_MS),
    {
      name: 'the fleet stops cleanly (SIGTERM: drained, exit 0)',
      ok: events.drain.code === 0 && exits.every((exit) => exit.code === 0) && open === 0,
      figures: [
        [
          'drain of p2 mid-load',
          `${events.drain.seconds.toFixed(1)} s, exit ${String(events.drain.code ?? events.drain.signal)}`,
        ],
        ['at the end', exits.map((exit) => `exit ${String(exit.code ?? exit.signal)}`).join(', ')],
        ['refunds left requested or under way', open],
      ],
    },
    {
      name: 'throughput and p99 (lists, 8 callers)',
      ok: one.errors === 0 && two.errors === 0,
      figures: [
        [
          'one process',
          `${one.perSecond.toFixed(0)} req/s, p50 ${one.p50.toFixed(0)} ms, p99 ${one.p99.toFixed(0)} ms, errors ${String(one.errors)}`,
        ],
        [
          'two processes',
          `${two.perSecond.toFixed(0)} req/s, p50 ${two.p50.toFixed(0)} ms, p99 ${two.p99.toFixed(0)} ms, errors ${String(two.errors)}`,
        ],
        ['start (migrate and seed; second process)', `${startup.first.toFixed(1)} s; ${startup.second.toFixed(1)} s`],
      ],
    },
  ];
  const kinds = new Map();
  for (const record of log.records) {
    const entry = kinds.get(record.kind) ?? { count: 0, failed: 0, ms: [] };
    entry.count += 1;
    if (record.status === 0 || record.status >= 500) entry.failed += 1;
    entry.ms.push(record.ms);
    kinds.set(record.kind, entry);
  }
  console.log(
    `\nFault test: ${String(FAULT_SECONDS)} s of faults, ${String(PHASE_SECONDS)} s per throughput phase, ${String(WORKERS)} callers`,
  );
  console.log(`mixed work: ${JSON.stringify(load.stats)}`);
  for (const check of checks) {
    console.log(`\n${check.ok ? 'PASS' : 'FAIL'}  ${check.name}`);
    for (const [label, value] of check.figures) console.log(`      ${label.padEnd(48)} ${String(value)}`);
    for (const line of check.detail ?? []) console.log(`      ! ${line}`);
  }
  console.log('\nrequests by kind: count, failed (no answer or 5xx)');
  for (const [kind, entry] of [...kinds].sort())
    console.log(`      ${kind.padEnd(48)} ${String(entry.count).padStart(6)} ${String(entry.failed).padStart(5)}`);
  const failedChecks = checks.filter((check) => !check.ok);
  console.log(
    `\n${failedChecks.length === 0 ? 'fault test passed' : `fault test FAILED: ${failedChecks.map((check) => check.name).join('; ')}`} (${(since() / 1000).toFixed(0)} s)`,
  );
  await shutdown();
  process.exit(failedChecks.length === 0 ? 0 : 1);
} catch (error) {
  await fail(error);
}
