import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CSP_NONCE_PLACEHOLDER, type UpdateFileKind } from '@oa/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLoginLimits } from './auth/loginLimits';
import { loadRoutePreloads } from './console/preloads';
import { createPasswordHasher } from './auth/passwords';
import { authRoutes } from './auth/routes';
import { createRefreshStore, createTokenService } from './auth/tokens';
import type { Db } from './db/database';
import { installAccessControl, PUBLIC } from './http/access';
import { installErrorHandlers, MESSAGES } from './http/errors';
import { auditRoutes } from './audit/audit';
import { clientRoutes } from './areas/clients/clients';
import { groupRoutes } from './areas/users/groups';
import { userRoutes } from './areas/users/users';
import { alertRoutes } from './areas/robots/alerts/alerts';
import { collectionRoutes } from './areas/robots/rc40/collections';
import { updateFileRoutes } from './areas/robots/rc40/updateFiles';
import { createMemoryBlobStore, type BlobStore } from './storage/blobStore';
import { createRobotEvents, type RobotEvents } from './areas/robots/events';
import { robotRoutes } from './areas/robots/robots';
import { streamRoutes } from './areas/robots/stream';

/** The API prefixes of the five clients (spec §7); OA_BLOB shares OA's. */
export const API_PREFIXES = ['/oa', '/apps', '/cuid', '/seoul-cup'] as const;

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

// Tokens live in localStorage (spec §3), so the CSP is what keeps injected script out: no inline script,
// no plugins, no framing, no <base> rewriting.
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** A fresh CSP nonce: 128 random bits, base64. */
const newNonce = () => randomBytes(16).toString('base64');

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
  /** Where uploaded files go (server.ts: the disk store in UPLOAD_DIR); omitted = in memory (tests only). */
  blobStore?: BlobStore;
  /** Upload size limits per kind, lower than UPDATE_FILE_RULES' (tests). */
  uploadMaxBytes?: Partial<Record<UpdateFileKind, number>>;
  /** How often the live streams poll the database for changes made by other processes, ms (default 1500). */
  streamPollMs?: number;
  /** The live streams' heartbeat comment interval, ms (default 15 s; tests shorten it). */
  streamHeartbeatMs?: number;
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

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });

  // Every API answer is private and fresh.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) void reply.header('cache-control', 'no-store');
  });

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

  const authOptions = { db, tokens, refresh, hasher, limits };
  // OA and APPS both sign in and refresh (the console refreshes on the failed request's host, spec §7).
  await app.register(authRoutes, { ...authOptions, prefix: '/oa' });
  await app.register(authRoutes, { ...authOptions, prefix: '/apps' });
  await app.register(userRoutes, { db, hasher, prefix: '/oa' });
  await app.register(groupRoutes, { db, prefix: '/oa' });
  await app.register(clientRoutes, { db, prefix: '/oa' });
  await app.register(auditRoutes, { db, prefix: '/oa' });
  await app.register(alertRoutes, { db, prefix: '/oa' });
  await app.register(collectionRoutes, { db, prefix: '/apps' });
  // Uploads go to OA_BLOB, which is OA's host: the whole update file module is under /oa.
  await app.register(updateFileRoutes, {
    db,
    blobs: options.blobStore ?? createMemoryBlobStore(),
    ...(options.uploadMaxBytes === undefined ? {} : { maxBytes: options.uploadMaxBytes }),
    prefix: '/oa',
  });

  const clock = now ?? (() => new Date());
  const robotEvents = createRobotEvents({
    db,
    pollMs: options.streamPollMs ?? 1500,
    now: clock,
    onError: (error) => {
      app.log.error(error);
    },
  });
  app.decorate('robotEvents', robotEvents);
  // Open streams would keep app.close() waiting for their connections: end them first.
  app.addHook('preClose', (done) => {
    robotEvents.close();
    done();
  });
  await app.register(robotRoutes, { db, events: robotEvents, now: clock, prefix: '/oa' });
  await app.register(streamRoutes, {
    db,
    events: robotEvents,
    now: clock,
    maxStreamMs: options.accessTokenTtl * 1000,
    ...(options.streamHeartbeatMs === undefined ? {} : { heartbeatMs: options.streamHeartbeatMs }),
    prefix: '/oa',
  });

  const hasConsole = existsSync(join(consoleDir, 'index.html'));
  // index.html is never sent as a file: each copy gets its own CSP nonce (below), in place of the build's
  // placeholder (Vite's html.cspNonce, apps/console/vite.config.ts). Read once, like the static file list.
  const indexHtml = hasConsole ? readFileSync(join(consoleDir, 'index.html'), 'utf8').split(CSP_NONCE_PLACEHOLDER) : [];
  const preloadTags = hasConsole ? loadRoutePreloads(consoleDir) : () => '';
  if (hasConsole && indexHtml.length === 1) {
    app.log.warn('index.html has no CSP nonce placeholder: dialogs cannot apply their scroll lock style');
  }
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: false,
      index: false,
      // /index.html too goes to the not-found handler, which adds the nonce (and no stale .br/.gz copy is sent).
      globIgnore: ['index.html', 'index.html.*'],
      // The console's build writes .br and .gz beside each asset (apps/console/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/: cache it for a year. The rest may change per deploy.
        void reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') {
      await reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'NOT_FOUND', message: MESSAGES.notFound } });
      return;
    }
    if (!hasConsole) {
      await reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('콘솔이 아직 빌드되지 않았습니다. 저장소 최상위에서 npm start를 실행해 주세요.');
      return;
    }
    // Every other GET is a console route: the browser router decides what it shows (including not-found).
    // Radix Dialog's scroll lock injects a <style> element (react-style-singleton); the console hands it this
    // response's nonce (apps/console/src/main.tsx), which only this response's style-src allows. Scripts stay
    // 'self' only. No ETag or Last-Modified: a 304 would pair the cached body's nonce with a new header.
    const nonce = newNonce();
    reply.helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...CSP_DIRECTIVES, styleSrc: [...CSP_DIRECTIVES.styleSrc, `'nonce-${nonce}'`] },
      },
    });
    const path = request.url.split('?')[0] ?? '/';
    const html = indexHtml.join(nonce).replace('</head>', `${preloadTags(path)}</head>`);
    await reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  return app;
}
