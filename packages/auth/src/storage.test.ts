import { describe, expect, it } from 'vitest';
import { appendBounded, createMemoryStorage, LOG_LIMIT, readJsonArray, STORAGE_KEYS } from './storage';

describe('storage (spec §3, §9)', () => {
  it('uses the spec keys', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'oa-token',
      'oa-refresh',
      'userInfo',
      'oa-token_token_log',
      'oa-token_free_log',
    ]);
  });

  it('reads a missing, corrupt or non-array log as empty', () => {
    const storage = createMemoryStorage({ a: '{not json', b: '{"x":1}' });
    expect(readJsonArray(storage, 'missing')).toEqual([]);
    expect(readJsonArray(storage, 'a')).toEqual([]);
    expect(readJsonArray(storage, 'b')).toEqual([]);
  });

  it(`keeps only the newest ${String(LOG_LIMIT)} log entries`, () => {
    const storage = createMemoryStorage();
    for (let i = 0; i < LOG_LIMIT + 5; i += 1) appendBounded(storage, 'log', i);
    const log = readJsonArray(storage, 'log');
    expect(log).toHaveLength(LOG_LIMIT);
    expect(log[0]).toBe(5);
    expect(log.at(-1)).toBe(LOG_LIMIT + 4);
  });
});
