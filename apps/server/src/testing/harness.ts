/**
 * The API test harness: a real server on an ephemeral port over a fresh database (in-memory PGlite, or a new
 * database on the PostgreSQL of DATABASE_URL, dropped afterwards), migrated and seeded, and real HTTP (fetch).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { createPasswordHasher } from '../auth/passwords';
import { createRefreshStore, createTokenService } from '../auth/tokens';
import { openDatabase, type Database } from '../db/database';
import { permissionGroups, users } from '../db/schema';
import type { RobotSeedOptions } from '../robots/seed';
import { seedIfEmpty, DEMO_PASSWORD } from '../seed/seed';

/**
 * The robot area's seed in tests: fewer robots and a week of history keep every file's database quick to make;
 * 강남구 (the demo client's district) still gets a tenth of them, RC 4.0 ones included.
 */
export const testRobotSeed = (): Partial<RobotSeedOptions> => ({
  count: 80,
  days: 7,
  depositsPerDay: 2,
  heartbeatAt: new Date(Date.now() + 30 * 60_000),
});

export const TEST_PASSWORD_COST = 10;

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApi {
  url: string;
  database: Database;
  secret: Uint8Array;
  /** The running app (e.g. its robotEvents). */
  app: FastifyInstance;
  /** The clock of refresh tokens, login limits and robots' online state; move it with `advance`. */
  advance(seconds: number): void;
  now(): Date;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Signs in through POST /oa/v1/auth/login. */
  login(loginId: string, password?: string): Promise<{ accessToken: string; refreshToken: string }>;
  /**
   * A signed-in user made directly in the database (no password work): a group holding exactly `permissions`,
   * optionally a client's admin user. Returns its tokens.
   */
  userWith(
    permissions: readonly string[],
    options?: { clientId?: number | null; status?: 'ACTIVE' | 'LOCKED' },
  ): Promise<{
    userId: number;
    accessToken: string;
    refreshToken: string;
  }>;
  close(): Promise<void>;
}

/** A fresh database: PGlite in memory, or a new database on DATABASE_URL's PostgreSQL. */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url === undefined || url === '') return { database: await openDatabase({}), drop: () => Promise.resolve() };
  const name = `oa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 4 });
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function startTestApi(
  options: {
    accessTokenTtl?: number;
    refreshTokenTtl?: number;
    consoleDir?: string;
    /** The robot seed's amounts (default testRobotSeed()). */
    robots?: Partial<RobotSeedOptions>;
    streamPollMs?: number;
    streamHeartbeatMs?: number;
  } = {},
): Promise<TestApi> {
  const { database, drop } = await freshDatabase();
  await database.migrate();
  const hasher = createPasswordHasher(TEST_PASSWORD_COST);
  await seedIfEmpty(database.db, { size: 1, demo: true, hasher, robots: { ...testRobotSeed(), ...options.robots } });
  let offset = 0;
  const now = () => new Date(Date.now() + offset * 1000);
  const secret = randomBytes(32);
  const accessTokenTtl = options.accessTokenTtl ?? 300;
  const refreshTokenTtl = options.refreshTokenTtl ?? 3600;
  const app = await buildApp({
    consoleDir: options.consoleDir ?? '/nonexistent',
    db: database.db,
    secret,
    accessTokenTtl,
    refreshTokenTtl,
    passwordCost: TEST_PASSWORD_COST,
    now,
    ...(options.streamPollMs === undefined ? {} : { streamPollMs: options.streamPollMs }),
    ...(options.streamHeartbeatMs === undefined ? {} : { streamHeartbeatMs: options.streamHeartbeatMs }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${String(typeof address === 'object' && address !== null ? address.port : 0)}`;
  const tokens = createTokenService(secret, accessTokenTtl);
  const refresh = createRefreshStore(database.db, refreshTokenTtl, now);
  let made = 0;

  const request = async (
    method: string,
    path: string,
    { token, body, headers = {} }: RequestOptions = {},
  ): Promise<ApiResponse<any>> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    // A live stream (Server-Sent Events) never ends by itself: its status and headers are the answer.
    if (response.headers.get('content-type')?.startsWith('text/event-stream') === true) {
      await response.body?.cancel();
      return { status: response.status, body: null, headers: response.headers };
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return {
    url,
    database,
    secret,
    app,
    advance(seconds) {
      offset += seconds;
    },
    now,
    request,
    async login(loginId, password = DEMO_PASSWORD) {
      const response = await request('POST', '/oa/v1/auth/login', {
        body: { loginId, password },
      });
      if (response.status !== 200)
        throw new Error(`login ${loginId}: ${String(response.status)} ${JSON.stringify(response.body)}`);
      return response.body._data;
    },
    async userWith(permissions, { clientId = null, status = 'ACTIVE' } = {}) {
      made += 1;
      const tag = `${String(made)}-${randomBytes(3).toString('hex')}`;
      const [group] = await database.db
        .insert(permissionGroups)
        .values({ name: `test-${tag}`, permissions: [...permissions] })
        .returning({ id: permissionGroups.id });
      const [user] = await database.db
        .insert(users)
        .values({
          loginId: `t-${tag}`,
          name: '테스트',
          passwordHash: '!',
          status,
          groupId: group?.id ?? null,
          clientId,
        })
        .returning({ id: users.id });
      if (user === undefined) throw new Error('user not created');
      const session = await refresh.start(user.id);
      const accessToken = await tokens.signAccess(user.id, session.sessionId, {
        id: `t-${tag}`,
        name: '테스트',
        permissions: [...permissions],
      });
      return { userId: user.id, accessToken, refreshToken: session.refreshToken };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The id of a seeded client by name. */
export async function clientIdOf(api: TestApi, name: string): Promise<number> {
  const { clients } = await import('../db/schema');
  const [row] = await api.database.db.select({ id: clients.id }).from(clients).where(eq(clients.name, name));
  if (row === undefined) throw new Error(`no client ${name}`);
  return row.id;
}
