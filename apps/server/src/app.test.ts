import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';

function fakeConsoleBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="ko"><div id="root"></div></html>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

describe('server with a built console', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ consoleDir: fakeConsoleBuild() });
  });
  afterAll(() => app.close());

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
    }
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
    const app = await buildApp({ consoleDir: join(tmpdir(), 'does-not-exist') });
    const response = await app.inject('/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm start');
    expect((await app.inject('/health')).statusCode).toBe(200);
    await app.close();
  });
});
