/**
 * The built console on the API's origin: its assets as static files (fingerprinted ones cached for a year, each
 * sent as its brotli or gzip copy written at build time), and every other GET answered with index.html (the
 * browser router decides what it shows), with a fresh CSP nonce and the route's preloads. Unknown API paths and
 * other methods answer 404 in the error shape.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { CSP_NONCE_PLACEHOLDER } from '@oa/contract';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../http/errors';
import { allowStyleNonce, isApiPath } from '../http/security';
import { loadRoutePreloads } from './preloads';

export async function serveConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
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
    const nonce = allowStyleNonce(reply);
    const path = request.url.split('?')[0] ?? '/';
    const html = indexHtml.join(nonce).replace('</head>', `${preloadTags(path)}</head>`);
    await reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
