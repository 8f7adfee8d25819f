// The fleet of the fault test (scripts/faults/run.mjs): server processes (the built apps/server/dist/main.js over
// the PostgreSQL of scripts/with-postgres.sh), nginx with the repository's configuration (deploy/nginx) as a
// foreground process with everything under a temp folder, and PostgreSQL's restart.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
/** The nginx binary (Debian's package) and the configuration under test (the repository's, or FAULTS_NGINX_CONF). */
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
export const NGINX_CONF = process.env.FAULTS_NGINX_CONF ?? join(root, 'deploy/nginx/oa-console.conf');

/** A port nobody listens on now (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/** One GET on loopback without keep-alive: its status and body, or status 0 when nothing answered. */
export function probe(port, path, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false, timeout: timeoutMs }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve({ status: 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, body: '' }));
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the process answers GET /ready with 200 (or, on a server without /ready, /health): the readiness the
 * server gives the balancer. Returns what answered and when; throws when the process exited or the time ran out.
 */
export async function waitReady(server, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exit !== null)
      throw new Error(`${server.name} exited (${server.exit.code ?? server.exit.signal}) before it was ready`);
    const ready = await probe(server.port, '/ready');
    if (ready.status === 200) return { readyAt: Date.now(), endpoint: '/ready' };
    if (ready.status === 404 && (await probe(server.port, '/health')).status === 200)
      return { readyAt: Date.now(), endpoint: '/health (no /ready)' };
    await pause(100);
  }
  throw new Error(`${server.name} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts one server process: `node apps/server/dist/main.js` with `env` (PORT, PROCESS_NAME...), its output in
 * `<logDir>/<name>.log` (appended: a restarted process writes on). `exit` is null while it runs.
 */
export function startServer({ name, port, env, logDir }) {
  const log = openSync(join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PROCESS_NAME: name },
    stdio: ['ignore', log, log],
  });
  const server = { name, port, child, startedAt: Date.now(), exit: null, exited: null };
  server.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      server.exit = { code, signal, at: Date.now() };
      resolve(server.exit);
    });
  });
  return server;
}

/** The last lines of a process's log (printed when something fails). */
export function logTail(logDir, name, lines = 30) {
  try {
    return readFileSync(join(logDir, `${name}.log`), 'utf8')
      .split('\n')
      .slice(-lines)
      .join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The repository's nginx configuration for this run: its ports rewritten (listen 8080 -> `listen`, upstreams
 * 3001/3002 -> the processes' ports), and the same again as an upstream of the first process alone on `listenOne`
 * (the one-process figures). nginx runs in the foreground with its prefix, pid, logs and temp paths in `dir`.
 */
export function startNginx({ dir, listen, listenOne, ports }) {
  const source = readFileSync(NGINX_CONF, 'utf8');
  const fleet = source
    .replace(/listen 8080;/, `listen 127.0.0.1:${String(listen)};`)
    .replace(/127\.0\.0\.1:3001/, `127.0.0.1:${String(ports[0])}`)
    .replace(/127\.0\.0\.1:3002/, `127.0.0.1:${String(ports[1])}`);
  if (fleet === source || !fleet.includes(String(ports[1])))
    throw new Error('deploy/nginx/oa-console.conf: ports not found');
  const one = fleet
    .replaceAll('oa_console', 'oa_console_one')
    .replace(new RegExp(`\\n\\s*server 127\\.0\\.0\\.1:${String(ports[1])}[^\\n]*`), '')
    .replace(`listen 127.0.0.1:${String(listen)};`, `listen 127.0.0.1:${String(listenOne)};`);
  mkdirSync(join(dir, 'temp'), { recursive: true });
  // Workers run as `nobody` when the master is root: they pass through the folder and write request bodies in temp.
  chmodSync(dir, 0o711);
  chmodSync(join(dir, 'temp'), 0o777);
  writeFileSync(join(dir, 'oa-console.conf'), fleet);
  writeFileSync(join(dir, 'oa-console-one.conf'), one);
  const temp = (kind) => `${kind}_temp_path ${join(dir, 'temp', kind)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  log_format fleet '$msec $status $request_time $upstream_addr $upstream_status "$request"';`,
      `  access_log ${join(dir, 'access.log')} fleet;`,
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${join(dir, 'oa-console.conf')};`,
      `  include ${join(dir, 'oa-console-one.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const log = openSync(join(dir, 'nginx.out'), 'a');
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    exited,
    one,
    async ready(timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) break;
        if ((await probe(listen, '/health')).status === 200 && (await probe(listenOne, '/health')).status === 200)
          return;
        await pause(100);
      }
      throw new Error(`nginx did not answer (${readFileSync(join(dir, 'error.log'), 'utf8').slice(-800)})`);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** `pg_ctl restart -m fast` on scripts/with-postgres.sh's cluster (as its owner): when it began and was back. */
export function restartPostgres() {
  const bin = process.env.OA_PG_BIN;
  const data = process.env.OA_PG_DATA;
  if (bin === undefined || data === undefined)
    throw new Error('run under scripts/with-postgres.sh (OA_PG_BIN, OA_PG_DATA)');
  const command = `'${bin}/pg_ctl' -D '${data}' -l '${data}/server.log' -m fast -w restart`;
  const started = Date.now();
  const child =
    process.getuid?.() === 0
      ? spawn('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'ignore' })
      : spawn('/bin/sh', ['-c', command], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve({ started, back: Date.now() });
      else reject(new Error(`pg_ctl restart failed (${String(code)})`));
    });
  });
}
