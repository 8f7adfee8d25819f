import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

/** The API prefixes of the five clients (spec §7); OA_BLOB shares OA's. */
export const API_PREFIXES = ['/oa', '/apps', '/cuid', '/seoul-cup'] as const;

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

export interface AppOptions {
  consoleDir: string;
  logger?: boolean;
}

export async function buildApp({ consoleDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024 });

  // Tokens live in localStorage (spec §3), so the CSP is what keeps injected script out: no inline script,
  // no plugins, no framing, no <base> rewriting.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });

  app.get('/health', async (_request, reply) => {
    await reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  const hasConsole = existsSync(join(consoleDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: false,
      index: false,
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
        .send({ error: { code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' } });
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
    await reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
