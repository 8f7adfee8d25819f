import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * A live screen across a server restart (issue 30): the test runs a server process of its own (the suite's server
 * cannot be stopped under the other tests), stops it with SIGTERM while the realtime screen is open, and starts it
 * again on the same data folder and port. The screen says 재연결 중…, then 연결됨, and an event the server sends
 * afterwards arrives, all without a reload.
 *
 * The process is the built server (`node apps/server/dist/main.js`) on PGlite in a temporary folder, as the suite's
 * own (playwright.config.ts), made cheap to start: no demo data beyond the accounts (SEED_SIZE=0), scrypt at its
 * lowest allowed cost for the accounts' hashes (PASSWORD_COST=10), and no simulators, so the only event after the
 * restart is the one this test causes. The one robot it watches is registered through the API.
 */

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface ServerProcess {
  child: ChildProcess;
  /** What it printed on stderr (shown when a start fails). */
  errors: () => string;
}

function startServer(port: number, dataDir: string): ServerProcess {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ACCESS_TOKEN_TTL: '10',
      SEED_SIZE: '0',
      PASSWORD_COST: '10',
      SIMULATOR: '0',
      REMITTER: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return { child, errors: () => stderr };
}

/** Waits until the process answers /health (or fails with what it said when it exits first). */
async function untilUp(origin: string, server: ServerProcess): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.errors()}`);
        return fetch(`${origin}/health`).then(
          (answer) => answer.ok,
          () => false,
        );
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  await exited;
}

/** POSTs JSON as demo-admin (a token of its own, so the page's session is left alone). */
async function post(origin: string, path: string, body: unknown): Promise<Response> {
  const login = await fetch(`${origin}/oa/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'demo-admin', password: DEMO_PASSWORD }),
  });
  const { _data } = (await login.json()) as { _data: { accessToken: string } };
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${_data.accessToken}` },
    body: JSON.stringify(body),
  });
}

const MACHINE_ID = 'E2E-LIVE-0001';

/** Sends a robot command as demo-admin, from outside the page. */
const command = (origin: string, name: 'RESTART' | 'LOCK_DOOR') =>
  post(origin, `/oa/v1/robots/${MACHINE_ID}/commands`, {
    requestId: `e2e-live-${String(Date.now())}`,
    command: name,
  });

test('a live screen says 재연결 중… while its server restarts, then resumes and receives events, no reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const started = Date.now();
  const port = await freePort();
  const origin = `http://127.0.0.1:${String(port)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'oa-e2e-live-'));
  let server = startServer(port, dataDir);
  try {
    await untilUp(origin, server);
    const firstStart = Date.now() - started;
    const registered = await post(origin, '/oa/v1/robots', {
      machineId: MACHINE_ID,
      name: 'E2E 재연결 로봇',
      generation: 'RC_4_0',
      clientId: null,
      address: '서울특별시 강남구 테헤란로 152',
      district: '강남구',
      lat: 37.5006,
      lng: 127.0364,
      installedAt: '2025-03-02',
      operationState: 'OPERATION',
      bins: [{ slot: 1, material: 'PET', capacityLiters: 120 }],
      schedule: { dayType: 'WEEKDAY', openTime: '09:00', closeTime: '18:00' },
      memo: '',
    });
    expect(registered.status).toBe(201);

    await signIn(page, 'demo-admin', origin);
    await page.goto(`${origin}/dashboard/realtime-control/${MACHINE_ID}`);
    const connection = page.getByRole('status', { name: /^실시간 연결:/ });
    await expect(connection).toHaveAccessibleName('실시간 연결: 연결됨');
    // A command sent from elsewhere (not this page) is logged by the server, FAILED as the new robot has never been
    // online, and pushed to the open stream: the screen shows it.
    const log = page.getByRole('list', { name: '최근 통신 로그' });
    expect((await command(origin, 'RESTART')).status).toBe(409);
    await expect(log).toContainText('재시작 실패');
    await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });

    // The server goes away (SIGTERM, as a deploy or an operator stops it).
    await stop(server);
    await expect(connection).toHaveAccessibleName('실시간 연결: 재연결 중…');

    // The same server comes back on the same data and port: the screen reconnects by itself.
    const restarting = Date.now();
    server = startServer(port, dataDir);
    await untilUp(origin, server);
    const restart = Date.now() - restarting;
    await expect(connection).toHaveAccessibleName('실시간 연결: 연결됨', { timeout: 30_000 });

    // The next event after the restart arrives on the same page.
    expect((await command(origin, 'LOCK_DOOR')).status).toBe(409);
    await expect(log).toContainText('문 잠금 실패');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    test.info().annotations.push({
      type: 'timing',
      description: `first start ${String(firstStart)} ms, restart ${String(restart)} ms, test ${String(Date.now() - started)} ms`,
    });
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
