import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER } from '@oa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing/harness';
import { makeTempDir } from './testing/tempDir';

/** A console build's folder as Vite writes it, removed with `remove`. */
function fakeConsoleBuild(): { path: string; remove: () => void } {
  const folder = makeTempDir('console');
  const dir = folder.path;
  mkdirSync(join(dir, 'assets'));
  // What Vite writes with html.cspNonce (apps/console/vite.config.ts): the placeholder on the meta tag and on
  // the tags it generates.
  const html =
    `<!doctype html><html lang="ko"><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
    `<script type="module" src="/assets/index-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head>` +
    '<body><div id="root"></div></body></html>';
  writeFileSync(join(dir, 'index.html'), html);
  // A compressed copy, as an older build wrote: it must never be sent (its placeholder would stay).
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the console's build writes beside each asset (scripts/precompress.mjs).
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  // An asset without compressed copies (the build writes none under 1 kB; this one is over, to see it is not
  // compressed at request time either).
  writeFileSync(join(dir, 'assets', 'plain-def456.css'), `.a{color:red}\n`.repeat(200));
  // Each route's chunks beyond the entry (apps/console/scripts/route-preloads.mjs).
  mkdirSync(join(dir, '.vite'));
  const routes = [
    { path: '/login', js: ['/assets/LoginPage-1.js'], css: ['/assets/LoginPage-1.css'] },
    {
      path: '/dashboard/webin-manage-register/:machineId?',
      screen: '/assets/RobotForm-1.js',
      js: ['/assets/Layout-1.js', '/assets/RobotForm-1.js', '/assets/"><script>x.js'],
      css: [],
    },
  ];
  writeFileSync(join(dir, '.vite', 'route-preloads.json'), JSON.stringify({ routes }));
  return folder;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (fetch would have decoded them). */
  body: Buffer;
}

/** A GET over node:http, which leaves the answer's bytes as they came. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The parts of Fastify's `inject` these tests use, over real HTTP. */
function injector(api: TestApi) {
  return async (url: string) => {
    const response = await api.request('GET', url);
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: typeof response.body === 'string' ? response.body : JSON.stringify(response.body),
      json: () => response.body,
    };
  };
}

describe('server with a built console', () => {
  let api: TestApi;
  let consoleBuild: { path: string; remove: () => void };
  let app: { inject: ReturnType<typeof injector> };
  beforeAll(async () => {
    consoleBuild = fakeConsoleBuild();
    api = await startTestApi({ consoleDir: consoleBuild.path });
    app = { inject: injector(api) };
  });
  afterAll(async () => {
    await api.close();
    consoleBuild.remove();
  });

  it('answers GET /health', async () => {
    const response = await app.inject('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves the console for any page route, so the browser router can show not-found', async () => {
    for (const url of ['/', '/dashboard/webin-manage-list', '/no/such/page']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names the chunks of the route it is sent for, so they load with the entry (a known route's only)", async () => {
    const tags = async (url: string) =>
      [...(await app.inject(url)).body.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)"[^>]*>/g)].map(
        (match) => `${match[1] ?? ''} ${match[2] ?? ''}`,
      );
    expect(await tags('/login?next=1')).toEqual([
      'stylesheet /assets/LoginPage-1.css',
      'modulepreload /assets/LoginPage-1.js',
    ]);
    const form = ['modulepreload /assets/Layout-1.js', 'modulepreload /assets/RobotForm-1.js'];
    expect(await tags('/dashboard/webin-manage-register')).toEqual(form);
    expect(await tags('/Dashboard/webin-manage-register/R-0001/')).toEqual(form);
    expect(await tags('/dashboard/webin-manage-register/R-0001/more')).toEqual([]);
    expect(await tags('/no-such-page')).toEqual([]);
    // The screen's own chunk is marked with its route pattern: the console imports it from the page.
    expect((await app.inject('/dashboard/webin-manage-register/R-0001')).body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/RobotForm-1.js" data-screen="/dashboard/webin-manage-register/:machineId?">',
    );
    // A file name that could leave the attribute is never written.
    expect((await app.inject('/dashboard/webin-manage-register')).body).not.toContain('<script>x');
  });

  it('gives every copy of index.html its own nonce, allowed for styles by that response only', async () => {
    const nonces: string[] = [];
    // /index.html and its stale copy are console routes like any other.
    for (const url of ['/', '/', '/dashboard/webin-manage-list', '/index.html', '/index.html.br']) {
      const response = await api.request('GET', url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-encoding'), url).toBeNull();
      expect(response.headers.get('etag'), url).toBeNull();
      expect(response.headers.get('last-modified'), url).toBeNull();
      const body = String(response.body);
      expect(body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
      const inBody = [...body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1] ?? '');
      expect(inBody, url).toHaveLength(2);
      const nonce = inBody[0] ?? '';
      expect(inBody[1], url).toBe(nonce);
      // 128 random bits in base64.
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const csp = String(response.headers.get('content-security-policy'));
      expect(
        [...csp.matchAll(/'nonce-([^']*)'/g)].map((match) => match[1]),
        url,
      ).toEqual([nonce]);
      expect(csp, url).toContain(`style-src 'self' 'nonce-${nonce}';`);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).not.toContain('unsafe-inline');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('keeps the strict CSP without a nonce on API answers and assets', async () => {
    const { accessToken } = await api.login('demo-admin');
    for (const [path, token] of [
      ['/oa/v1/me', accessToken],
      ['/oa/v1/users', null],
      ['/oa/v1/nothing', null],
      ['/health', null],
      ['/assets/index-abc123.js', null],
    ] as const) {
      const response = await api.request('GET', path, { token });
      const csp = String(response.headers.get('content-security-policy'));
      expect(csp, path).toContain("style-src 'self';");
      expect(csp, path).not.toContain('nonce-');
    }
  });

  it('sends the precompressed brotli file to browsers that accept it', async () => {
    const response = await api.request('GET', '/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.body).toBe('console.log(1)');
    expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
  });

  it('sends an asset without a compressed copy as it is, not compressed at request time', async () => {
    const response = await rawGet(`${api.url}/assets/plain-def456.css`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(`.a{color:red}\n`.repeat(200));
  });

  describe('compressed answers', () => {
    const LIST = '/oa/v1/robots?page=1&size=10';
    let auth: Record<string, string>;
    beforeAll(async () => {
      auth = { authorization: `Bearer ${(await api.login('demo-admin')).accessToken}` };
    });

    it('sends a list over 1 kB as brotli or gzip, as the client asks (brotli first), the same JSON decoded', async () => {
      const plain = await rawGet(`${api.url}${LIST}`, auth);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.body.length).toBeGreaterThan(1024);
      const json = JSON.parse(plain.body.toString()) as unknown;
      expect(json).toMatchObject({ _data: { items: expect.any(Array) } });
      const cases = [
        ['br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['identity', undefined, (body: Buffer) => body],
      ] as const;
      for (const [asked, encoding, decode] of cases) {
        const response = await rawGet(`${api.url}${LIST}`, { ...auth, 'accept-encoding': asked });
        expect(response.status, asked).toBe(200);
        expect(response.headers['content-encoding'], asked).toBe(encoding);
        expect(response.headers.vary, asked).toBe('accept-encoding');
        expect(response.headers['cache-control'], asked).toBe('no-store');
        if (encoding !== undefined) expect(response.body.length, asked).toBeLessThan(plain.body.length / 3);
        expect(JSON.parse(decode(response.body).toString()), asked).toEqual(json);
      }
    });

    it('sends answers under 1 kB as they are, errors included', async () => {
      for (const path of ['/oa/v1/robots?page=1&size=10&filter=machineId:eq:NONE', '/oa/v1/robots/NONE']) {
        const response = await rawGet(`${api.url}${path}`, { ...auth, 'accept-encoding': 'br, gzip' });
        expect(response.headers['content-encoding'], path).toBeUndefined();
        expect(response.body.length, path).toBeLessThan(1024);
        expect(JSON.parse(response.body.toString()), path).toHaveProperty(path.includes('?') ? '_data' : 'error');
      }
    });

    it('leaves a live stream uncompressed: each event arrives while the stream stays open', async () => {
      let text = '';
      const request = httpRequest(`${api.url}/oa/v1/robots/RC4-GN-0001/stream`, {
        headers: { ...auth, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      });
      const events = new Promise<IncomingHttpHeaders>((resolve, reject) => {
        request.on('response', (response) => {
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          resolve(response.headers);
        });
        request.on('error', reject);
      });
      request.end();
      try {
        const headers = await events;
        expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
        expect(headers['content-encoding']).toBeUndefined();
        await expect.poll(() => text, { timeout: 5000, interval: 20 }).toContain('event: state\n');
        // A command while the stream is open: its log line comes on the stream by itself, not held in a buffer.
        const sent = await api.request('POST', '/oa/v1/robots/RC4-GN-0001/commands', {
          headers: auth,
          body: { requestId: 'compress-stream-0001', command: 'OPEN_DOOR' },
        });
        expect(sent.status).toBe(200);
        const logId = String((sent.body as { _data: { log: { id: number } } })._data.log.id);
        await expect.poll(() => text, { timeout: 5000, interval: 20 }).toContain(`id: ${logId}\nevent: log\n`);
      } finally {
        request.destroy();
      }
    });
  });

  it('caches fingerprinted assets for a year', async () => {
    const response = await app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths with a Korean JSON error, not the console page', async () => {
    for (const url of ['/oa/v1/nothing', '/seoul-cup', '/cuid/x']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' } });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers every API response with Cache-Control: no-store, errors included', async () => {
    const { accessToken } = await api.login('demo-admin');
    for (const [path, token] of [
      ['/oa/v1/me', accessToken],
      ['/oa/v1/users', accessToken],
      ['/oa/v1/users', null],
      ['/oa/v1/users?size=1000', accessToken],
    ] as const) {
      const response = await api.request('GET', path, { token });
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('limits the size of request bodies (413, in Korean)', async () => {
    const response = await api.request('POST', '/oa/v1/auth/login', {
      body: { loginId: 'demo-admin', password: 'x'.repeat(300 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: { code: 'TOO_LARGE', message: '요청이 너무 큽니다.' } });
  });

  it('serves an OpenAPI document generated from the route schemas, and its viewer at /docs', async () => {
    const document = (await api.request<{ openapi: string; paths: Record<string, unknown> }>('GET', '/docs/json')).body;
    expect(document.openapi).toBe('3.1.0');
    for (const path of [
      '/oa/v1/auth/login',
      '/apps/v1/auth/token/access',
      '/oa/v1/users',
      '/oa/v1/clients',
      '/oa/v1/me',
    ]) {
      expect(Object.keys(document.paths), path).toContain(path);
    }
    const viewer = await api.request('GET', '/docs/');
    expect(viewer.status).toBe(200);
    expect(String(viewer.headers.get('content-type'))).toContain('text/html');
  });

  it('sends a strict content security policy and anti-framing headers', async () => {
    const { headers } = await app.inject('/');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('server without a built console', () => {
  it('explains in Korean how to build it', async () => {
    const api = await startTestApi({ consoleDir: join(tmpdir(), 'does-not-exist') });
    const response = await api.request('GET', '/');
    expect(response.status).toBe(503);
    expect(String(response.body)).toContain('npm start');
    expect((await api.request('GET', '/health')).status).toBe(200);
    await api.close();
  });
});
