/**
 * The app: the platform (errors, security headers, access control, the OpenAPI document, sign-in and the audit
 * log), then every area of areas/index.ts with the shared AreaContext, then the built console and the not-found
 * answer. server.ts opens the database and listens; the tests build the same app.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { UpdateFileKind } from '@oa/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLoginLimits } from './auth/loginLimits';
import { createPasswordHasher } from './auth/passwords';
import { authRoutes } from './auth/routes';
import { createRefreshStore, createTokenService } from './auth/tokens';
import type { Db } from './db/database';
import { installAccessControl, PUBLIC } from './http/access';
import { installErrorHandlers } from './http/errors';
import { API_PREFIXES, installSecurityHeaders, isApiPath } from './http/security';
import { auditRoutes } from './audit/audit';
import type { AreaContext } from './areas/area';
import { AREAS } from './areas';
import type { SecretCipher } from './areas/cup/secrets';
import { simulatedBank, simulatedMessenger, type Bank, type Messenger } from './areas/cup/refunds/bank';
import { createRemitter, type Remitter } from './areas/cup/refunds/remitter';
import { createRandom } from './seed/random';
import { createCupLive, type CupLive } from './areas/cup/live';
import { createRobotEvents, type RobotEvents } from './areas/robots/events';
import { serveConsole } from './console/serve';
import { createMemoryBlobStore, type BlobStore } from './storage/blobStore';

export interface AppOptions {
  consoleDir: string;
  db: Db;
  /** The HS256 key of access tokens (32 bytes or more). */
  secret: Uint8Array;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  /** log2 of scrypt's N. */
  passwordCost: number;
  trustProxy?: boolean;
  logger?: boolean;
  /** The clock of refresh tokens, login limits and robots' online state (tests). */
  now?: () => Date;
  /** The cup programme's cipher of members' phones and refund accounts (areas/cup/secrets.ts). */
  secrets: SecretCipher;
  /** Where uploaded files go (server.ts: the disk store in UPLOAD_DIR); omitted = in memory (tests only). */
  blobStore?: BlobStore;
  /** Upload size limits per kind, lower than UPDATE_FILE_RULES' (tests). */
  uploadMaxBytes?: Partial<Record<UpdateFileKind, number>>;
  /** How often the live streams poll the database for changes made by other processes, ms (default 1500). */
  streamPollMs?: number;
  /** The live streams' heartbeat comment interval, ms (default 15 s; tests shorten it). */
  streamHeartbeatMs?: number;
  /** Where refunds are remitted (default: a simulated bank that refuses only accounts starting 000). */
  bank?: Bank;
  /** How citizens are texted (default: a simulated carrier that takes every text). */
  messenger?: Messenger;
}

/** Routes registered on the API prefixes, as `METHOD /url` (the authorization matrix test checks each). */
export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
    /** Robot changes for the live streams: the simulator and commands announce theirs here. */
    robotEvents: RobotEvents;
    /** The cup programme's changes for its monitors: the cup simulator announces its ticks here. */
    cupLive: CupLive;
    /** Sends requested refunds to the bank: server.ts starts its rounds; tests call `run`. */
    remitter: Remitter;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { consoleDir, db, secret, logger = false, now } = options;
  const app = Fastify({
    logger,
    // JSON bodies of the console are small; uploads (OA_BLOB) set their own limit when they arrive.
    bodyLimit: 256 * 1024,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandlers(app);
  await installSecurityHeaders(app);

  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url });
  });

  const tokens = createTokenService(secret, options.accessTokenTtl);
  const refresh = createRefreshStore(db, options.refreshTokenTtl, now);
  const hasher = createPasswordHasher(options.passwordCost);
  const limits = createLoginLimits(db, now);
  installAccessControl(app, { db, tokens, prefixes: API_PREFIXES });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'OA Console reference API',
        description:
          '다섯 API (OA, APPS, CUID, SEOUL_CUP; OA_BLOB은 OA와 같은 호스트). 모든 응답은 `{ _data }`, 오류는 `{ error: { code, message, fields? } }`. 목록: `?page&size&sort&filter=항목:연산자:값`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });

  app.get('/health', { config: { access: PUBLIC }, schema: { hide: true } }, async (_request, reply) => {
    await reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  // OA and APPS both sign in and refresh (the console refreshes on the failed request's host, spec §7).
  const authOptions = { db, tokens, refresh, hasher, limits };
  await app.register(authRoutes, { ...authOptions, prefix: '/oa' });
  await app.register(authRoutes, { ...authOptions, prefix: '/apps' });
  await app.register(auditRoutes, { db, prefix: '/oa' });

  const clock = now ?? (() => new Date());
  const robotEvents = createRobotEvents({
    db,
    pollMs: options.streamPollMs ?? 1500,
    now: clock,
    onError: (error) => {
      app.log.error(error);
    },
  });
  const cupLive = createCupLive({
    db,
    pollMs: options.streamPollMs ?? 1500,
    now: clock,
    onError: (error) => {
      app.log.error(error);
    },
  });
  app.decorate('robotEvents', robotEvents);
  app.decorate('cupLive', cupLive);
  const messenger = options.messenger ?? simulatedMessenger({ failureRate: 0, random: createRandom(1) });
  const remitter = createRemitter({
    db,
    bank: options.bank ?? simulatedBank({ db, failureRate: 0, random: createRandom(1) }),
    messenger,
    secrets: options.secrets,
    now: clock,
    onError: (error) => {
      app.log.error(error);
    },
  });
  app.decorate('remitter', remitter);
  // Open streams would keep app.close() waiting for their connections: end them first.
  app.addHook('preClose', (done) => {
    robotEvents.close();
    cupLive.close();
    void remitter.stop().then(() => {
      done();
    });
  });
  const context: AreaContext = {
    db,
    now: clock,
    hasher,
    secrets: options.secrets,
    blobs: options.blobStore ?? createMemoryBlobStore(),
    robotEvents,
    cupLive,
    remitter,
    messenger,
    accessTokenTtl: options.accessTokenTtl,
    uploadMaxBytes: options.uploadMaxBytes,
    streamHeartbeatMs: options.streamHeartbeatMs,
  };
  for (const area of AREAS) await app.register(area, context);

  await serveConsole(app, consoleDir);
  return app;
}
