/**
 * The app: the platform (errors, security headers, access control, the OpenAPI document, sign-in and the audit
 * log), then every area of areas/index.ts with the shared AreaContext and its own services, then the built console
 * and the not-found answer. server.ts opens the database and listens; the tests build the same app. The app imports
 * no area: it knows them through areas/index.ts only.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { UpdateFileKind } from '@oa/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLoginLimits } from './auth/loginLimits';
import { pruneSignIns } from './auth/prune';
import { createPasswordHasher } from './auth/passwords';
import { authRoutes } from './auth/routes';
import { createRefreshStore, createTokenService } from './auth/tokens';
import type { Db } from './db/database';
import { installAccessControl, PUBLIC } from './http/access';
import { installCompression } from './http/compression';
import { installErrorHandlers } from './http/errors';
import { API_PREFIXES, installSecurityHeaders, isApiPath } from './http/security';
import { LiveStreams } from './http/sse';
import { auditRoutes } from './audit/audit';
import type { AreaContext, StopWork } from './areas/area';
import { AREA_LIST, optionsOf, type AreaOptions, type AreaServices } from './areas';
import type { ServerConfig } from './config';
import { serveConsole } from './console/serve';
import { createMemoryBlobStore, type BlobStore } from './storage/blobStore';
import { createFleet, pruneWorkRuns } from './work/fleet';

export interface AppOptions {
  consoleDir: string;
  db: Db;
  /** The HS256 key of access tokens (32 bytes or more). */
  secret: Uint8Array;
  /** During a rotation: the previous key, still accepted for the access tokens it signed. */
  previousSecret?: Uint8Array | undefined;
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
  /** Where uploaded files go (server.ts: the disk store in UPLOAD_DIR); omitted = in memory (tests only). */
  blobStore?: BlobStore;
  /** Upload size limits per kind, lower than UPDATE_FILE_RULES' (tests). */
  uploadMaxBytes?: Partial<Record<UpdateFileKind, number>>;
  /** How often the live streams poll the database for changes made by other processes, ms (default 1500). */
  streamPollMs?: number;
  /** The live streams' heartbeat comment interval, ms (default 15 s; tests shorten it). */
  streamHeartbeatMs?: number;
  /** Each area's own options (the cup's cipher, bank, messenger; server.ts: `areaOptionsFrom(config)`). */
  areas?: AreaOptions;
  /** This process's name in the fleet's record of background work (default host:pid). */
  processName?: string | undefined;
}

/** What the readiness endpoint says besides the database: starting (not serving yet), ready, draining (SIGTERM). */
export type ReadinessState = 'starting' | 'ready' | 'draining';

/** How long the fleet keeps its record of background work, ms. */
const WORK_RUNS_KEPT_MS = 24 * 60 * 60_000;

/** Routes registered on the API prefixes, as `METHOD /url` (the authorization matrix test checks each). */
export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
    /** Each area's services by its name (tests reach e.g. the cup's remitter here). */
    areas: AreaServices;
    /** Starts the areas' background work that `config` turns on (server.ts; simulators, rounds); ended on close. */
    startBackgroundWork(config: ServerConfig): void;
    /** What GET /ready answers (server.ts moves it: ready once serving, draining on SIGTERM). */
    readiness: { state: ReadinessState };
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
  // Before every route: it is set on each route as the route is added.
  await installCompression(app);

  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url });
  });

  const tokens = createTokenService(secret, options.accessTokenTtl, options.previousSecret);
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

  // Readiness, for a balancer (docs/deploy.md): 200 while this process should get requests; 503 while it starts,
  // drains (SIGTERM) or cannot reach the database. /health stays liveness: the process answers.
  app.decorate('readiness', { state: 'starting' as ReadinessState });
  app.get('/ready', { config: { access: PUBLIC }, schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const { state } = app.readiness;
    if (state !== 'ready') return reply.code(503).send({ status: state });
    try {
      await db.execute(sql`select 1`);
    } catch {
      return reply.code(503).send({ status: 'database-unavailable' });
    }
    return reply.send({ status: 'ready' });
  });
  app.decorate('liveStreams', new LiveStreams());

  // OA and APPS both sign in and refresh (the console refreshes on the failed request's host, spec §7).
  const authOptions = { db, tokens, refresh, hasher, limits };
  await app.register(authRoutes, { ...authOptions, prefix: '/oa' });
  await app.register(authRoutes, { ...authOptions, prefix: '/apps' });
  await app.register(auditRoutes, { db, prefix: '/oa' });

  const onError = (error: unknown) => {
    app.log.error(error);
  };
  const fleet = createFleet({ db, process: options.processName, clock: now, onError });
  const context: AreaContext = {
    db,
    fleet,
    now: now ?? (() => new Date()),
    hasher,
    blobs: options.blobStore ?? createMemoryBlobStore(),
    accessTokenTtl: options.accessTokenTtl,
    streamPollMs: options.streamPollMs ?? 1500,
    uploadMaxBytes: options.uploadMaxBytes,
    streamHeartbeatMs: options.streamHeartbeatMs,
    onError,
  };
  const areas = AREA_LIST.map((area) => ({
    area,
    services: (area.services?.(context, optionsOf(options.areas, area)) ?? {}) as object,
  }));
  app.decorate('areas', Object.fromEntries(areas.map(({ area, services }) => [area.name, services])) as AreaServices);
  for (const { area, services } of areas) area.decorate?.(app, services);
  const work: StopWork[] = [];
  app.decorate('startBackgroundWork', (config: ServerConfig) => {
    work.push(
      fleet.every('prune', config.pruneIntervalMs, async (at) => {
        await pruneSignIns(db, at);
        await pruneWorkRuns(db, at, WORK_RUNS_KEPT_MS);
      }),
    );
    for (const { area, services } of areas) {
      const stop = area.start?.({ ...context, ...services }, config);
      if (stop !== undefined) work.push(stop);
    }
  });
  // Background work first, then what the services keep open: open streams would keep app.close() waiting.
  app.addHook('preClose', async () => {
    for (const stop of work.splice(0)) await stop();
    for (const { area, services } of areas) await area.close?.(services);
  });
  for (const { area, services } of areas) await app.register(area.plugin, { ...context, ...services });

  await serveConsole(app, consoleDir);
  return app;
}
