/**
 * No query has a time limit (issue 29): every statement of the API runs under one (`limitStatements`, server.ts:
 * STATEMENT_TIMEOUT_MS). Past it the caller gets a Korean 503, and the server keeps serving.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../http/access';
import { limitTransaction } from './database';
import { buildSideApp, startTestApi, type TestApi } from '../testing/harness';

describe('the statement time limit', () => {
  let api: TestApi;
  let side: FastifyInstance;
  let url: string;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi();
    side = await buildSideApp(api);
    // A test-only route whose one statement takes a second, in a transaction with a write before it.
    side.get('/oa/v1/test-slow', { config: { access: SIGNED_IN } }, async () => {
      await api.database.db.transaction(async (tx) => {
        await tx.execute(sql`update users set name = '느린 요청' where login_id = 'demo-viewer'`);
        await tx.execute(sql`select pg_sleep(2)`);
      });
      return { _data: 'slept' };
    });
    await side.listen({ host: '127.0.0.1', port: 0 });
    const address = side.server.address();
    url = `http://127.0.0.1:${String(typeof address === 'object' && address !== null ? address.port : 0)}`;
    token = (await api.login('demo-admin')).accessToken;
    await api.database.limitStatements(1000);
  });

  afterAll(async () => {
    await api.database.limitStatements(0);
    await side.close();
    await api.close();
  });

  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
  };

  it('answers a query past it with a Korean 503, undoes its transaction, and serves the next request', async () => {
    const slow = await get('/oa/v1/test-slow');
    expect(slow.status).toBe(503);
    expect(slow.body.error).toEqual({
      code: 'QUERY_TIMEOUT',
      message: '요청 처리 시간이 너무 깁니다. 조건을 줄이거나 잠시 후 다시 시도해 주세요.',
    });
    const answer: unknown = await api.database.db.execute(sql`select name from users where login_id = 'demo-viewer'`);
    expect((answer as { rows: { name: string }[] }).rows[0]?.name).not.toBe('느린 요청');

    const next = await get('/oa/v1/users?size=5');
    expect(next.status).toBe(200);
  });

  it('does not limit what runs without one (the migrations and the seed at start), and a transaction may take longer', async () => {
    await api.database.limitStatements(0);
    await expect(api.database.db.execute(sql`select pg_sleep(1.2)`)).resolves.toBeDefined();
    await api.database.limitStatements(1000);
    await expect(api.database.db.execute(sql`select pg_sleep(1.2)`)).rejects.toMatchObject({
      cause: { code: '57014' },
    });
    // A transaction given a longer limit of its own (the statistics' sealing), and the next one back under 1 s.
    await expect(
      api.database.db.transaction(async (tx) => {
        await limitTransaction(tx, 5000);
        return tx.execute(sql`select pg_sleep(1.2)`);
      }),
    ).resolves.toBeDefined();
    await expect(api.database.db.transaction((tx) => tx.execute(sql`select pg_sleep(1.2)`))).rejects.toMatchObject({
      cause: { code: '57014' },
    });
  });
});
