/**
 * The database going away does not take the server with it (PostgreSQL only: PGlite lives in the process). The
 * server reaches PostgreSQL through a TCP relay the test cuts and restores, as a restart or a network fault would:
 * while it is cut, requests fail fast with a Korean 503 and readiness says so; once it is back, the same process
 * answers again by itself.
 */
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEMO_PASSWORD } from '../seed/seed';
import { freshDatabase, TEST_PASSWORD_COST, testAreaOptions } from '../testing/harness';
import { openDatabase, type Database } from './database';
import { rowsOf } from './rows';

const url = process.env.DATABASE_URL;

/** A TCP relay to PostgreSQL that can be cut (connections dropped, new ones refused) and restored on its port. */
function relayTo(host: string, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let listenPort = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect({ host, port });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(listenPort, '127.0.0.1', () => {
        const address = server?.address();
        if (typeof address === 'object' && address !== null) listenPort = address.port;
        resolve();
      });
    });
  return {
    open,
    get port() {
      return listenPort;
    },
    async cut() {
      await new Promise<void>((resolve) => {
        server?.close(() => {
          resolve();
        });
        for (const socket of sockets) socket.destroy();
      });
      server = null;
    },
  };
}

describe.skipIf(url === undefined || url === '')('the database going away (PostgreSQL)', () => {
  let database: Database;
  let dropDatabase: () => Promise<void>;
  let app: FastifyInstance;
  let base: string;
  const relay = relayTo(new URL(url ?? 'postgres://x').hostname, Number(new URL(url ?? 'postgres://x').port || 5432));

  beforeAll(async () => {
    const fresh = await freshDatabase({ seeded: true });
    dropDatabase = fresh.drop;
    const [named] = rowsOf<{ name: string }>(await fresh.database.db.execute(sql`select current_database() as name`));
    await fresh.database.close();
    await relay.open();
    const relayed = new URL(url ?? '');
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    relayed.pathname = `/${named?.name ?? ''}`;
    database = await openDatabase({ url: relayed.toString(), poolSize: 4 });
    app = await buildApp({
      consoleDir: '/nonexistent',
      db: database.db,
      secret: randomBytes(32),
      accessTokenTtl: 300,
      refreshTokenTtl: 3600,
      passwordCost: TEST_PASSWORD_COST,
      areas: testAreaOptions(),
    });
    app.readiness.state = 'ready';
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${String(typeof address === 'object' && address !== null ? address.port : 0)}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await dropDatabase();
  });

  const signIn = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/oa/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'demo-admin', password: DEMO_PASSWORD }),
    });
    const body = (await response.json()) as { error?: { code: string; message: string } };
    return {
      status: response.status,
      body,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
    };
  };
  const readiness = async () => {
    const response = await fetch(`${base}/ready`);
    return { status: response.status, body: await response.json() };
  };

  it('answers a Korean 503 fast while PostgreSQL cannot be reached, and recovers by itself when it is back', async () => {
    expect((await signIn()).status).toBe(200);
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });

    await relay.cut();
    const down = await signIn();
    expect(down.status).toBe(503);
    expect(down.body.error?.code).toBe('DATABASE_UNAVAILABLE');
    expect(down.body.error?.message).toMatch(/^데이터베이스에 연결할 수 없어/);
    expect(down.retryAfter).toBe('2');
    // Fast: a refused connection fails at once, well within the pool's connect timeout.
    expect(down.ms).toBeLessThan(3000);
    expect(await readiness()).toEqual({ status: 503, body: { status: 'database-unavailable' } });

    await relay.open();
    await expect.poll(async () => (await signIn()).status, { timeout: 15_000 }).toBe(200);
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('survives its connection being cut while a transaction holds it between statements', async () => {
    let cut: () => void = () => undefined;
    const cutting = new Promise<void>((resolve) => {
      cut = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      cut();
      // The connection is checked out and idle here when the database goes away.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await cutting;
    await relay.cut();
    await expect(transaction).rejects.toThrow();
    await relay.open();
    await expect.poll(async () => (await signIn()).status, { timeout: 15_000 }).toBe(200);
  });
});
