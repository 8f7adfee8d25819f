/**
 * Starting the server: open the database (PGlite folder or DATABASE_URL), migrate, seed an empty database, refuse
 * demo credentials in production, then listen and start the areas' background work (simulators, the remitter) that
 * the configuration turns on. `npm start` runs this through main.ts; the tests run it too. It imports no area: each
 * area's options come from the configuration through areas/index.ts (`areaOptionsFrom`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createPasswordHasher, passwordProblem } from './auth/passwords';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { permissionGroups, users } from './auth/schema';
import { createDiskBlobStore } from './storage/blobStore';
import { areaOptionsFrom } from './areas';
import { demoAccountsInUse, DEMO_PASSWORD, seedIfEmpty, type SeedResult } from './seed/seed';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  seed: SeedResult;
  /** Stops at once: background work, streams, connections, the database (tests). */
  close(): Promise<void>;
  /**
   * Stops gracefully (SIGTERM, main.ts): readiness says draining for `drainDelayMs`, then no new connections; the
   * live streams end with a short retry hint (the consoles reconnect through the balancer to another process); the
   * requests in flight are answered; the background work's run under way finishes (a remittance round included);
   * then the database closes.
   */
  drain(): Promise<void>;
}

/** The development key of access tokens: made once, kept beside the data (production must set JWT_SECRET). */
function developmentSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** Production's first administrator, from ADMIN_LOGIN_ID / ADMIN_PASSWORD, into an empty database. */
async function bootstrapAdmin(database: Database, config: ServerConfig, env: NodeJS.ProcessEnv): Promise<void> {
  const loginId = env.ADMIN_LOGIN_ID;
  const password = env.ADMIN_PASSWORD;
  if (loginId === undefined || password === undefined) return;
  const problem = passwordProblem(password, loginId);
  if (problem !== null) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  if (existing !== undefined) return;
  const [group] = await database.db
    .select({ id: permissionGroups.id })
    .from(permissionGroups)
    .where(eq(permissionGroups.name, '전체 관리자'));
  await database.db.insert(users).values({
    loginId,
    name: '관리자',
    passwordHash: await createPasswordHasher(config.passwordCost).hash(password),
    status: 'ACTIVE',
    groupId: group?.id ?? null,
  });
}

export interface StartOptions {
  /** Print the demo accounts when the database was just seeded (`npm start`). */
  announce?: boolean;
  /** For the bootstrap admin. */
  env?: NodeJS.ProcessEnv;
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl === undefined ? join(config.dataDir, 'pglite') : undefined,
    }));
  try {
    // A first administrator's password that would be refused fails the start before anything is written.
    const env = options.env ?? process.env;
    if (config.production && env.ADMIN_LOGIN_ID !== undefined && env.ADMIN_PASSWORD !== undefined) {
      const problem = passwordProblem(env.ADMIN_PASSWORD, env.ADMIN_LOGIN_ID);
      if (problem !== null) throw new Error(`ADMIN_PASSWORD: ${problem}`);
    }
    await database.migrate();
    const hasher = createPasswordHasher(config.passwordCost);
    const blobStore = createDiskBlobStore(config.uploadDir);
    const areas = areaOptionsFrom(config);
    const seed = await seedIfEmpty(database.db, {
      areas,
      size: config.production ? 0 : config.seedSize,
      demo: !config.production,
      hasher,
      blobs: blobStore,
    });
    if (config.production) {
      const open = await demoAccountsInUse(database.db, hasher);
      if (open.length > 0) {
        throw new Error(
          `NODE_ENV=production refuses to start: the demo accounts ${open.join(', ')} still accept the demo password. Delete them or change their passwords.`,
        );
      }
      await bootstrapAdmin(database, config, env);
    }
    // From here on the server's own statements: each under the time limit (the migrations and the seed had none).
    await database.limitStatements(config.statementTimeoutMs);
    const secret =
      config.jwtSecret === undefined ? developmentSecret(config.dataDir) : new TextEncoder().encode(config.jwtSecret);
    const app = await buildApp({
      consoleDir: config.consoleDir,
      db: database.db,
      secret,
      previousSecret:
        config.jwtSecretPrevious === undefined ? undefined : new TextEncoder().encode(config.jwtSecretPrevious),
      accessTokenTtl: config.accessTokenTtl,
      refreshTokenTtl: config.refreshTokenTtl,
      passwordCost: config.passwordCost,
      areas,
      trustProxy: config.trustProxy,
      logger: process.env.LOG === '1',
      blobStore,
      streamPollMs: config.streamPollMs,
      processName: config.processName,
    });
    await app.listen({ host: config.host, port: config.port });
    app.startBackgroundWork(config);
    app.readiness.state = 'ready';
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
    if (options.announce === true && seed.seeded && seed.demoAccounts.length > 0) {
      console.log('\n데모 계정 (이 컴퓨터에서 체험용, 운영 환경에서는 사용할 수 없습니다)');
      console.log(`  비밀번호(공통): ${DEMO_PASSWORD}`);
      for (const account of seed.demoAccounts) console.log(`  ${account.loginId.padEnd(12)} ${account.role}`);
      console.log('');
    }
    return {
      app,
      database,
      url: `http://${shownHost}:${String(port)}`,
      seed,
      async close() {
        await app.close();
        await database.close();
      },
      async drain() {
        app.readiness.state = 'draining';
        if (config.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
        // No new connections from here (idle keep-alive ones close); resolved when every connection has ended.
        const connectionsEnded = new Promise<void>((resolve) => {
          app.server.close(() => {
            resolve();
          });
        });
        app.liveStreams.endAll();
        await connectionsEnded;
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
