/**
 * Starting the server: open the database (PGlite folder or DATABASE_URL), migrate, seed an empty database, refuse
 * demo credentials in production, then listen. `npm start` runs this through main.ts; the tests run it too.
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
import { permissionGroups, users } from './areas/users/schema';
import { createDiskBlobStore } from './storage/blobStore';
import { createSimulator, type Simulator } from './areas/robots/simulator';
import { demoAccountsInUse, DEMO_PASSWORD, seedIfEmpty, type SeedResult } from './seed/seed';
import { cupSeedSize } from './areas/cup/seed';
import { createSecretCipher } from './areas/cup/secrets';
import { createCupSimulator } from './areas/cup/simulator';
import { simulatedBank, simulatedMessenger } from './areas/cup/refunds/bank';
import { createRandom } from './seed/random';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  seed: SeedResult;
  /** The robot simulator, when SIMULATOR is on. */
  simulator: Simulator | null;
  close(): Promise<void>;
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

/** The development key of members' phones and accounts: made once, kept beside the data, said on the first start. */
function developmentCupKey(dataDir: string): Uint8Array {
  const file = join(dataDir, 'cup-secret-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    console.log(
      `서울컵 회원 전화번호 암호화 키를 만들었습니다: ${file} (이 컴퓨터 전용입니다. 운영 환경에서는 CUP_SECRET_KEY를 설정하세요.)`,
    );
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
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
    await database.migrate();
    const hasher = createPasswordHasher(config.passwordCost);
    const blobStore = createDiskBlobStore(config.uploadDir);
    const secrets = createSecretCipher(config.cupSecretKey ?? developmentCupKey(config.dataDir));
    const seed = await seedIfEmpty(database.db, {
      cup: { secrets, options: cupSeedSize(config.seedSize) },
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
      await bootstrapAdmin(database, config, options.env ?? process.env);
    }
    const secret =
      config.jwtSecret === undefined ? developmentSecret(config.dataDir) : new TextEncoder().encode(config.jwtSecret);
    const app = await buildApp({
      consoleDir: config.consoleDir,
      db: database.db,
      secret,
      accessTokenTtl: config.accessTokenTtl,
      refreshTokenTtl: config.refreshTokenTtl,
      passwordCost: config.passwordCost,
      secrets,
      trustProxy: config.trustProxy,
      logger: process.env.LOG === '1',
      blobStore,
      streamPollMs: config.streamPollMs,
      bank: simulatedBank({
        db: database.db,
        failureRate: config.bankFailurePercent / 100,
        random: createRandom(Date.now() % 2_147_483_647),
      }),
      messenger: simulatedMessenger({
        failureRate: config.messageFailurePercent / 100,
        random: createRandom((Date.now() + 1) % 2_147_483_647),
      }),
    });
    await app.listen({ host: config.host, port: config.port });
    const simulator = config.simulator
      ? createSimulator({
          db: database.db,
          events: app.robotEvents,
          intervalMs: config.simulatorIntervalMs,
          onError: (error) => {
            console.error('simulator: a tick failed', error);
          },
        })
      : null;
    simulator?.start();
    const cupSimulator = config.simulator
      ? createCupSimulator({
          db: database.db,
          live: app.cupLive,
          intervalMs: config.simulatorIntervalMs,
          onError: (error) => {
            console.error('cup simulator: a tick failed', error);
          },
        })
      : null;
    cupSimulator?.start();
    if (config.remitter) app.remitter.start(config.remittanceIntervalMs);
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
      simulator,
      async close() {
        await simulator?.stop();
        await cupSimulator?.stop();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
