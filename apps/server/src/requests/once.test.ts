/**
 * The request-id helper itself (requests/once.ts) on a migrated database: a key is scoped to the user and the
 * action, the body's fingerprint decides a repeat from a reuse, a failed action leaves no key, `onceOutside`
 * refuses a repeat while the first runs, and two requests with one key at once act once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { freshDatabase } from '../testing/harness';
import { fingerprintOf, once, onceOutside, type KeyedRequest } from './once';
import { requestKeys } from './schema';

describe('once (request ids)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let sequence = 0;
  const key = () => {
    sequence += 1;
    return `once-test-${String(sequence).padStart(6, '0')}`;
  };
  const request = (overrides: Partial<KeyedRequest> = {}): KeyedRequest => ({
    actorId: 1,
    action: 'test.act',
    key: 'unset-key',
    body: { amount: 1 },
    ...overrides,
  });
  const refusal = async (promise: Promise<unknown>) => {
    const error: unknown = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  };
  const keysOf = (k: string) => database.db.select().from(requestKeys).where(eq(requestKeys.key, k));

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('answers a repeat with the first answer and acts once; the body’s key order and requestId do not matter', async () => {
    const k = key();
    let acted = 0;
    const act = () => {
      acted += 1;
      return Promise.resolve({ done: acted });
    };
    const first = await once(database.db, request({ key: k, body: { a: 1, b: [1, 2], requestId: k } }), act);
    const again = await once(database.db, request({ key: k, body: { b: [1, 2], a: 1 } }), act);
    expect(first).toEqual({ answer: { done: 1 }, repeated: false });
    expect(again).toEqual({ answer: { done: 1 }, repeated: true });
    expect(acted).toBe(1);
    expect(fingerprintOf({ a: 1, b: 2 })).toBe(fingerprintOf({ b: 2, a: 1, requestId: 'x' }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });

  it('refuses the same key with another body (422, Korean) and does not act', async () => {
    const k = key();
    await once(database.db, request({ key: k, body: { amount: 1 } }), () => Promise.resolve('first'));
    let acted = false;
    const error = await refusal(
      once(database.db, request({ key: k, body: { amount: 2 } }), () => {
        acted = true;
        return Promise.resolve('second');
      }),
    );
    expect(error.status).toBe(422);
    expect(error.code).toBe('REQUEST_ID_REUSED');
    expect(error.message).toBe('이 요청 ID는 다른 내용의 요청에 이미 쓰였습니다. 새로 시도해 주세요.');
    expect(acted).toBe(false);
  });

  it('scopes a key to the user and the action: another user or action with the same key acts', async () => {
    const k = key();
    const answers = [
      await once(database.db, request({ key: k }), () => Promise.resolve('mine')),
      await once(database.db, request({ key: k, actorId: 2 }), () => Promise.resolve('another user')),
      await once(database.db, request({ key: k, action: 'test.other' }), () => Promise.resolve('another action')),
      await once(database.db, request({ key: k, actorId: null }), () => Promise.resolve('the system')),
    ];
    expect(answers).toEqual([
      { answer: 'mine', repeated: false },
      { answer: 'another user', repeated: false },
      { answer: 'another action', repeated: false },
      { answer: 'the system', repeated: false },
    ]);
    expect(await keysOf(k)).toHaveLength(4);
  });

  it('leaves no key after a failed action (its writes undone): the same key tries again', async () => {
    const k = key();
    await expect(
      once(database.db, request({ key: k }), async (tx) => {
        await tx.insert(requestKeys).values({ actorId: 99, action: 'test.side', key: k, fingerprint: '-' });
        throw new HttpError(409, 'REFUSED', '거절');
      }),
    ).rejects.toMatchObject({ code: 'REFUSED' });
    expect(await keysOf(k)).toEqual([]);
    expect(await once(database.db, request({ key: k }), () => Promise.resolve('retried'))).toEqual({
      answer: 'retried',
      repeated: false,
    });
  });

  it('acts once for two requests with one key at once (the second waits for the first, then repeats)', async () => {
    const k = key();
    let acted = 0;
    const act = async () => {
      acted += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { n: acted };
    };
    const both = await Promise.all([
      once(database.db, request({ key: k }), act),
      once(database.db, request({ key: k }), act),
    ]);
    expect(acted).toBe(1);
    expect(both.map((answered) => answered.answer)).toEqual([{ n: 1 }, { n: 1 }]);
    expect(both.map((answered) => answered.repeated).sort()).toEqual([false, true]);
  });

  describe('onceOutside', () => {
    it('refuses a repeat while the first runs (409, Korean), another body with 422, then answers the first answer', async () => {
      const k = key();
      let finish: (value: string) => void = () => undefined;
      const running = onceOutside(
        database.db,
        request({ key: k }),
        () =>
          new Promise<string>((resolve) => {
            finish = resolve;
          }),
      );
      // The key is claimed before the action runs.
      for (let tries = 0; tries < 100 && (await keysOf(k)).length === 0; tries += 1)
        await new Promise((resolve) => setImmediate(resolve));
      const meanwhile = await refusal(onceOutside(database.db, request({ key: k }), () => Promise.resolve('again')));
      expect(meanwhile.status).toBe(409);
      expect(meanwhile.code).toBe('REQUEST_RUNNING');
      expect(meanwhile.message).toBe('같은 요청 ID의 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.');
      const other = await refusal(
        onceOutside(database.db, request({ key: k, body: { amount: 9 } }), () => Promise.resolve('other')),
      );
      expect(other.status).toBe(422);
      finish('sent');
      expect(await running).toEqual({ answer: 'sent', repeated: false });
      expect(await onceOutside(database.db, request({ key: k }), () => Promise.resolve('again'))).toEqual({
        answer: 'sent',
        repeated: true,
      });
    });

    it('lets the key go when the action fails, so the same key may try again', async () => {
      const k = key();
      await expect(
        onceOutside(database.db, request({ key: k }), () => Promise.reject(new Error('the bank is down'))),
      ).rejects.toThrow('the bank is down');
      expect(
        await database.db
          .select()
          .from(requestKeys)
          .where(and(eq(requestKeys.key, k), eq(requestKeys.action, 'test.act'))),
      ).toEqual([]);
      expect(await onceOutside(database.db, request({ key: k }), () => Promise.resolve('paid'))).toEqual({
        answer: 'paid',
        repeated: false,
      });
    });
  });
});
