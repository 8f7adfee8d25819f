import { connect } from 'node:net';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { ALL_PERMISSIONS } from '@oa/auth/tables';
import { createPasswordHasher } from './auth/passwords';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { clients } from './authz/schema';
import { users } from './auth/schema';
import { DEMO_PASSWORD, seedIfEmpty } from './seed/seed';
import { startServer } from './server';
import { makeTempDir } from './testing/tempDir';

const configFor = (dataDir: string, extra: Record<string, string> = {}) =>
  loadConfig({ PORT: '0', DATA_DIR: dataDir, PASSWORD_COST: '10', CONSOLE_DIR: '/nonexistent', ...extra });

const post = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
};

/** A production cup key (32 bytes, base64). */
const CUP_SECRET_KEY = Buffer.alloc(32, 3).toString('base64');

// A first start seeds the whole demo data, the cup programme's year of rentals included: about 30 s on PGlite
// alone, more beside the other suites. It is done once: the production check starts over the same folder.
describe('npm start: embedded database in a folder, migrated and seeded once', { timeout: 120_000 }, () => {
  const folder = makeTempDir('server');
  const dataDir = folder.path;
  afterAll(folder.remove);

  it('creates, migrates and seeds on first start; a restart keeps the data and does not seed again', async () => {
    const first = await startServer(configFor(dataDir));
    expect(first.database.kind).toBe('pglite');
    expect(first.seed).toMatchObject({ seeded: true });
    expect(first.seed.demoAccounts.map((account) => account.loginId)).toEqual([
      'demo-admin',
      'demo-robot',
      'demo-cup',
      'demo-viewer',
      'demo-client',
    ]);
    const signUp = await post(`${first.url}/oa/v1/auth/register`, {
      loginId: 'kept-user',
      password: 'Keep-me-2026',
      name: '보존',
      email: 'kept@example.com',
    });
    expect(signUp.status).toBe(201);
    await first.close();

    const second = await startServer(configFor(dataDir));
    expect(second.seed.seeded).toBe(false);
    expect(
      (await post(`${second.url}/oa/v1/auth/login`, { loginId: 'demo-admin', password: DEMO_PASSWORD })).status,
    ).toBe(200);
    // The sign-up made before the restart is still there (and still waiting for approval).
    expect(
      (await post(`${second.url}/oa/v1/auth/login`, { loginId: 'kept-user', password: 'Keep-me-2026' })).body.error
        .code,
    ).toBe('ACCOUNT_PENDING');
    // Tokens of the first run are still valid after a restart: the development key is kept beside the data.
    await second.close();
  });

  it('drains on SIGTERM: readiness says draining, streams end with a retry hint, a request in flight is answered, then no new connections', async () => {
    // The folder the first test seeded; a drain that waits a little before it stops taking connections.
    const server = await startServer(configFor(dataDir, { DRAIN_DELAY_MS: '300' }));
    const ready = async () => {
      const response = await fetch(`${server.url}/ready`);
      return { status: response.status, body: (await response.json()) as { status: string } };
    };
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    const login = await post(`${server.url}/oa/v1/auth/login`, { loginId: 'demo-admin', password: DEMO_PASSWORD });
    const stream = await fetch(`${server.url}/seoul-cup/v1/return-events/stream`, {
      headers: { authorization: `Bearer ${String(login.body._data.accessToken)}` },
    });
    expect(stream.status).toBe(200);
    const streamText = stream.text();

    // A request in flight when the drain begins: its headers and half its body sent.
    const { hostname, port } = new URL(server.url);
    const body = JSON.stringify({ loginId: 'demo-admin', password: DEMO_PASSWORD });
    const socket = connect({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port: Number(port) });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) => socket.once('end', resolve));
    socket.write(
      `POST /oa/v1/auth/login HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n` +
        `content-length: ${String(Buffer.byteLength(body))}\r\nconnection: close\r\n\r\n${body.slice(0, 10)}`,
    );

    const drained = server.drain();
    await expect.poll(ready).toEqual({ status: 503, body: { status: 'draining' } });
    // The stream ends with a hint to reconnect soon (to another process, through the balancer).
    expect(await streamText).toMatch(/retry: 500\n\n$/);
    // The request in flight finishes and is answered.
    socket.write(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    await drained;
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });

  it('refuses to start in production while a demo account still accepts the demo password', async () => {
    // The folder the first test seeded (and restarted) as `npm start` would.
    const production = configFor(dataDir, { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), CUP_SECRET_KEY });
    await expect(startServer(production)).rejects.toThrow(/demo-admin.*demo password/);
  });

  it('in production: needs JWT_SECRET, seeds no demo data, and creates the first administrator from the environment', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40) })).toThrow(
      'CUP_SECRET_KEY is required',
    );
    expect(() => loadConfig({ CUP_SECRET_KEY: 'c2hvcnQ=' })).toThrow('CUP_SECRET_KEY must be 32 bytes');
    const folder = makeTempDir('server');
    onTestFinished(folder.remove);
    const dataDir = folder.path;
    const production = { NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40), CUP_SECRET_KEY };
    // A first start without an administrator, then one whose administrator's password is refused, write nothing that
    // stops the next start (each once failed it with a duplicate permission group).
    await (await startServer(configFor(dataDir, production), { env: {} })).close();
    await expect(
      startServer(configFor(dataDir, production), {
        env: { ADMIN_LOGIN_ID: 'first-admin', ADMIN_PASSWORD: 'first-admin-2026' },
      }),
    ).rejects.toThrow(/^ADMIN_PASSWORD: /);
    const server = await startServer(configFor(dataDir, production), {
      env: { ADMIN_LOGIN_ID: 'first-admin', ADMIN_PASSWORD: 'Strong-admin-2026' },
    });
    expect(server.seed.demoAccounts).toEqual([]);
    expect(
      (await post(`${server.url}/oa/v1/auth/login`, { loginId: 'demo-admin', password: DEMO_PASSWORD })).status,
    ).toBe(401);
    const admin = await post(`${server.url}/oa/v1/auth/login`, {
      loginId: 'first-admin',
      password: 'Strong-admin-2026',
    });
    expect(admin.status).toBe(200);
    expect(admin.body._data.user.permissions).toEqual([...ALL_PERMISSIONS]);
    await server.close();
  });
});

describe('seed data', () => {
  it('is deterministic: two seeds of the same size give the same clients and users', async () => {
    const snapshot = async () => {
      const database = await openDatabase({});
      await database.migrate();
      // Clients and users only: the robots' seed has its own test (areas/robots/seed.test.ts).
      await seedIfEmpty(database.db, {
        size: 1,
        demo: true,
        hasher: createPasswordHasher(10),
        areas: { robots: { seed: { count: 0 } } },
      });
      const clientRows = await database.db.select().from(clients).orderBy(asc(clients.id));
      const userRows = await database.db
        .select({
          loginId: users.loginId,
          name: users.name,
          phone: users.phone,
          status: users.status,
          clientId: users.clientId,
          createdAt: users.createdAt,
        })
        .from(users)
        .orderBy(asc(users.id));
      await database.close();
      return { clientRows, userRows };
    };
    const [a, b] = [await snapshot(), await snapshot()];
    expect(a.userRows.length).toBe(65);
    expect(a.clientRows.length).toBe(50);
    expect(b).toEqual(a);
    // Realistic Korean data: district offices for the 25 gu, Hangul names, masked-able phone numbers.
    expect(a.clientRows.filter((client) => client.type === 'DISTRICT_OFFICE').map((client) => client.name)).toContain(
      '강남구청',
    );
    expect(a.userRows.every((user) => /^[가-힣]{3}$/.test(user.name))).toBe(true);
  });
});
