/**
 * The API test harness: a real server on an ephemeral port over a fresh database (in-memory PGlite, or a new
 * database on the PostgreSQL of DATABASE_URL, dropped afterwards), migrated and seeded, and real HTTP (fetch).
 * It builds the app as server.ts does, with each area's test options (`testAreaOptions`): the cup's fixed cipher and
 * the smaller seeds. Unlike the platform's other folders it may import the areas' seeds' types and the cup's cipher:
 * it is the bench every area's tests stand on (docs/server.md "Layout").
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app';
import type { AreaOptions } from '../areas';
import { createPasswordHasher } from '../auth/passwords';
import { createRefreshStore, createTokenService } from '../auth/tokens';
import { openDatabase, type Database } from '../db/database';
import { clients } from '../authz/schema';
import { permissionGroups, users } from '../auth/schema';
import type { RobotSeedOptions } from '../areas/robots/seed';
import { seedIfEmpty, DEMO_PASSWORD } from '../seed/seed';
import { cupSeedSize, type CupSeedOptions } from '../areas/cup/machines/seed';
import { createSecretCipher } from '../areas/cup/secrets';
import { readDump, templateOf } from './templates';

/** A fixed key for tests and the load bench's generated data (never the running server's). */
export const TEST_SECRET_KEY = new Uint8Array(32).fill(7);

/** The cup programme's cipher in tests (a fixed key). */
export const testSecrets = createSecretCipher(TEST_SECRET_KEY);

/**
 * The cup programme's seed in tests: two rental machines and one return machine a district, two months of a few
 * thousand rentals, some of them overdue.
 */
export const testCupSeed = (): CupSeedOptions => ({
  ...cupSeedSize(1),
  rentalMachinesPerDistrict: 2,
  returnMachinesPerDistrict: 1,
  cups: 0,
  boxes: 40,
  members: 400,
  rentals: 3000,
  days: 60,
});

/**
 * The robot area's seed in tests: fewer robots and a week of history keep every file's database quick to make;
 * 강남구 (the demo client's district) still gets a tenth of them, RC 4.0 ones included.
 */
export const testRobotSeed = (): Partial<RobotSeedOptions> => ({
  count: 80,
  days: 7,
  depositDays: 7,
  depositsPerDay: 2,
  heartbeatAt: new Date(Date.now() + 30 * 60_000),
});

export const TEST_PASSWORD_COST = 10;

/** A test's options for some areas, beside the tests' own (e.g. `{ cup: { bank } }`: the cipher stays the tests'). */
export type TestAreaOptions = { [Name in keyof AreaOptions]?: Partial<NonNullable<AreaOptions[Name]>> };

/** Each area's options in tests: the cup's fixed cipher and the smaller seeds; `overrides` win area by area. */
export function testAreaOptions(overrides: TestAreaOptions = {}): AreaOptions {
  return {
    robots: { ...overrides.robots, seed: { ...testRobotSeed(), ...overrides.robots?.seed } },
    cup: { secrets: testSecrets, seed: testCupSeed(), ...overrides.cup },
  };
}

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

/** One Server-Sent Event as received. */
export interface SseEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/** A live stream opened with fetch (as the console does), read event by event. */
export interface SseClient {
  status: number;
  headers: Headers;
  /** The next event (of `event` type, skipping others), or a rejection after `timeoutMs`. */
  next(event?: string, timeoutMs?: number): Promise<SseEvent>;
  /** Comment lines received so far (e.g. heartbeats), and the `retry:` value. */
  comments: string[];
  retry: number | undefined;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
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
  /** Opens a Server-Sent Events stream with the bearer token (and e.g. a Last-Event-ID header). */
  stream(path: string, token: string | null, headers?: Record<string, string>): Promise<SseClient>;
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

/** Seeds a migrated database with the tests' amounts (what `startTestApi` serves, and the seeded template). */
export async function seedTestData(database: Database): Promise<void> {
  await seedIfEmpty(database.db, {
    size: 1,
    demo: true,
    hasher: createPasswordHasher(TEST_PASSWORD_COST),
    areas: testAreaOptions(),
  });
}

/**
 * A fresh database: PGlite in memory, or a new database on DATABASE_URL's PostgreSQL. It is a copy of the suite's
 * template (testing/templates.ts) where there is one: already migrated, and with `seeded` seeded with the tests'
 * amounts. Without a template it is empty, and the caller migrates (and seeds) it; a migration of a migrated
 * database changes nothing.
 */
export async function freshDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  const template = templateOf(seeded ? 'seeded' : 'migrated');
  const url = process.env.DATABASE_URL;
  if (url === undefined || url === '') {
    const loadDataDir = template === undefined ? undefined : await readDump(template);
    return { database: await openDatabase({ loadDataDir }), drop: () => Promise.resolve() };
  }
  const name = `oa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    template === undefined ? `create database ${name}` : `create database ${name} template ${template}`,
  );
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
    /** Each area's options beside the tests' (e.g. `{ cup: { bank, messenger, now } }`: a failing bank). */
    areas?: TestAreaOptions;
    streamPollMs?: number;
    streamHeartbeatMs?: number;
  } = {},
): Promise<TestApi> {
  // The seeded template serves the tests' usual amounts; other robot amounts are seeded here.
  const seededAmounts = options.robots === undefined && options.areas?.robots?.seed === undefined;
  const { database, drop } = await freshDatabase({ seeded: seededAmounts });
  await database.migrate();
  const areas = testAreaOptions({
    ...options.areas,
    robots: { seed: { ...options.areas?.robots?.seed, ...options.robots } },
  });
  await seedIfEmpty(database.db, {
    size: 1,
    demo: true,
    hasher: createPasswordHasher(TEST_PASSWORD_COST),
    areas,
  });
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
    areas,
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

  const stream = async (
    path: string,
    token: string | null,
    headers: Record<string, string> = {},
  ): Promise<SseClient> => {
    const controller = new AbortController();
    const response = await fetch(`${url}${path}`, {
      headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      signal: controller.signal,
    });
    const queue: SseEvent[] = [];
    const waiters: (() => void)[] = [];
    const comments: string[] = [];
    let retry: number | undefined;
    let done = false;
    let resolveEnded: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => {
      resolveEnded = resolve;
    });
    const wake = () => {
      for (const waiter of waiters.splice(0)) waiter();
    };
    const finish = () => {
      done = true;
      resolveEnded();
      wake();
    };
    const body = response.headers.get('content-type')?.startsWith('text/event-stream') ? response.body : null;
    if (body === null) {
      await response.body?.cancel();
      finish();
    } else {
      void (async () => {
        const reader = body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        try {
          for (;;) {
            const { value, done: streamDone } = await reader.read();
            if (streamDone) break;
            buffer += value;
            let cut: number;
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              let event = 'message';
              const data: string[] = [];
              let id: string | undefined;
              for (const line of block.split('\n')) {
                if (line.startsWith(':')) comments.push(line.slice(1).trim());
                else if (line.startsWith('event: ')) event = line.slice(7);
                else if (line.startsWith('data: ')) data.push(line.slice(6));
                else if (line.startsWith('id: ')) id = line.slice(4);
                else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
              }
              if (data.length > 0) queue.push({ event, data: data.join('\n'), id });
            }
            wake();
          }
        } catch {
          // aborted by close()
        }
        finish();
      })();
    }
    return {
      status: response.status,
      headers: response.headers,
      comments,
      get retry() {
        return retry;
      },
      ended,
      async next(event, timeoutMs = 10_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const index = queue.findIndex((item) => event === undefined || item.event === event);
          const found = index >= 0 ? queue.splice(index, 1)[0] : undefined;
          if (found !== undefined) return found;
          if (done) throw new Error(`stream ended before a '${event ?? 'any'}' event`);
          const left = deadline - Date.now();
          if (left <= 0) throw new Error(`no '${event ?? 'any'}' event within ${String(timeoutMs)} ms`);
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, left);
            waiters.push(() => {
              clearTimeout(timer);
              resolve();
            });
          });
        }
      },
      close() {
        controller.abort();
      },
    };
  };

  return {
    url,
    database,
    stream,
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

/** Another app over the harness's database and token key, not listening yet (e.g. with its own blob store). */
export const buildSideApp = (
  api: TestApi,
  options: Partial<Omit<AppOptions, 'areas'>> & { areas?: TestAreaOptions } = {},
): Promise<FastifyInstance> =>
  buildApp({
    consoleDir: '/nonexistent',
    db: api.database.db,
    secret: api.secret,
    accessTokenTtl: 300,
    refreshTokenTtl: 3600,
    passwordCost: TEST_PASSWORD_COST,
    ...options,
    areas: testAreaOptions(options.areas),
  });

/** The id of a seeded client by name. */
export async function clientIdOf(api: TestApi, name: string): Promise<number> {
  const [row] = await api.database.db.select({ id: clients.id }).from(clients).where(eq(clients.name, name));
  if (row === undefined) throw new Error(`no client ${name}`);
  return row.id;
}
