import { describe, expect, it, vi } from 'vitest';
import { AuthError } from './messages';
import { createSession, type SessionChange, type StorageEventSource } from './session';
import { createMemoryStorage, LOG_LIMIT, STORAGE_KEYS } from './storage';
import { makeTestUser, makeUserToken } from './testing';

const fixedNow = () => new Date('2025-08-18T08:05:00.000Z');

type StorageListener = Parameters<StorageEventSource['addEventListener']>[1];

/** Stands in for `window`: other tabs' writes arrive as `storage` events. */
function createTabEvents() {
  const listeners = new Set<StorageListener>();
  return {
    addEventListener: (_type: 'storage', listener: StorageListener) => listeners.add(listener),
    removeEventListener: (_type: 'storage', listener: StorageListener) => listeners.delete(listener),
    emit: (key: string | null, storageArea?: unknown) => {
      for (const listener of listeners) listener({ key, storageArea });
    },
    count: () => listeners.size,
  };
}

// The console passes `window`: it must fit the interface.
const windowFits: Window extends StorageEventSource ? true : false = true;

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const events = createTabEvents();
  const session = createSession({ storage, events, now: fixedNow });
  return { storage, events, session };
}

function otherTabWrites(events: ReturnType<typeof createTabEvents>, key: string | null, storageArea?: unknown) {
  events.emit(key, storageArea);
}

describe('tokens (spec §3, §5)', () => {
  it('reads the tokens at call time, so changes by others are seen', () => {
    const { storage, session } = setup();
    expect(session.getAccessToken()).toBeNull();
    storage.setItem('oa-token', 'A1');
    storage.setItem('oa-refresh', 'R1');
    expect(session.getAccessToken()).toBe('A1');
    expect(session.getRefreshToken()).toBe('R1');
  });

  it('stores tokens under oa-token and oa-refresh', () => {
    const { storage, session } = setup();
    session.setAccessToken('A1');
    session.setRefreshToken('R1');
    expect(storage.entries()).toEqual({ 'oa-token': 'A1', 'oa-refresh': 'R1' });
  });

  it.each([undefined, null, '', '  ', 5])('storing a token that does not exist is an error: %j', (token) => {
    const { storage, session } = setup({ 'oa-token': 'OLD' });
    expect(() => {
      session.setAccessToken(token);
    }).toThrow(new AuthError('TOKEN_MISSING', '저장할 토큰이 없습니다.'));
    expect(() => {
      session.setRefreshToken(token);
    }).toThrow(AuthError);
    expect(storage.entries()).toEqual({ 'oa-token': 'OLD' });
  });

  it('storeTokens stores what _data carries and nothing else', () => {
    const { storage, session } = setup({ 'oa-refresh': 'R0' });
    expect(session.storeTokens({ accessToken: 'A1' })).toEqual({ access: true, refresh: false });
    expect(storage.entries()).toEqual({ 'oa-token': 'A1', 'oa-refresh': 'R0' });
    expect(session.storeTokens({ accessToken: 'A2', refreshToken: 'R2' })).toEqual({ access: true, refresh: true });
    expect(storage.entries()).toEqual({ 'oa-token': 'A2', 'oa-refresh': 'R2' });
    expect(session.storeTokens({})).toEqual({ access: false, refresh: false });
  });

  it('a new access token for a signed-in user brings the permissions it carries (a widened group)', () => {
    const { session } = setup();
    session.storeTokens({ accessToken: makeUserToken(['SEOUL_CUP_REFUND_VIEW']), refreshToken: 'R1' });
    // Before sign-in completes nobody is stored, and storing tokens alone does not sign anyone in.
    expect(session.getUser()).toBeNull();
    session.loadUser();
    session.storeTokens({ accessToken: makeUserToken(['SEOUL_CUP_REFUND_VIEW', 'SEOUL_CUP_RENTAL_DATA_VIEW']) });
    expect(session.getUser()?.permissions).toEqual(['SEOUL_CUP_REFUND_VIEW', 'SEOUL_CUP_RENTAL_DATA_VIEW']);
    // A token the console cannot read leaves the user as it was (the guard refuses it at the next navigation).
    session.storeTokens({ accessToken: 'not-a-jwt' });
    expect(session.getUser()?.permissions).toEqual(['SEOUL_CUP_REFUND_VIEW', 'SEOUL_CUP_RENTAL_DATA_VIEW']);
  });

  it('storeTokens writes nothing when one of the pair is empty', () => {
    const { storage, session } = setup();
    expect(() => session.storeTokens({ accessToken: 'A1', refreshToken: '' })).toThrow('저장할 토큰이 없습니다.');
    expect(storage.entries()).toEqual({});
  });
});

describe('user (spec §3, §4)', () => {
  it('loadUser decodes the access token and keeps it under userInfo', () => {
    const { storage, session } = setup({ 'oa-token': makeUserToken(['USER']) });
    const user = session.loadUser();
    expect(user).toEqual(makeTestUser(['USER']));
    expect(JSON.parse(storage.getItem('userInfo') ?? '')).toEqual(user);
    expect(session.getUser()).toEqual(user);
  });

  it('loadUser without a token is an invalid-token error', () => {
    const { session } = setup();
    expect(() => session.loadUser()).toThrow('유효하지 않은 토큰입니다.');
  });

  it('a malformed userInfo reads as no user', () => {
    expect(setup({ userInfo: '{oops' }).session.getUser()).toBeNull();
    expect(setup({ userInfo: '{"id":"x"}' }).session.getUser()).toBeNull();
  });
});

describe('diagnostic logs (spec §3)', () => {
  it('appends {status, time, url} to oa-token_token_log and {time, message} to oa-token_free_log', () => {
    const { storage, session } = setup();
    session.logToken('try', '/oa/v1/robots');
    session.logToken('success', '/oa/v1/auth/token/access');
    session.logFree('메모');
    const time = '2025-08-18T08:05:00.000Z';
    expect(session.readTokenLog()).toEqual([
      { status: 'try', time, url: '/oa/v1/robots' },
      { status: 'success', time, url: '/oa/v1/auth/token/access' },
    ]);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.freeLog) ?? '')).toEqual([{ time, message: '메모' }]);
  });

  it('keeps the logs bounded', () => {
    const { session } = setup();
    for (let i = 0; i < LOG_LIMIT + 1; i += 1) session.logFree(`m${String(i)}`);
    const log = session.readFreeLog();
    expect(log).toHaveLength(LOG_LIMIT);
    expect(log[0]?.message).toBe('m1');
  });
});

describe('subscribe', () => {
  it('hears this tab and other tabs (storage event), only for our keys', () => {
    const { storage, events, session } = setup();
    const changes: SessionChange[] = [];
    const unsubscribe = session.subscribe((change) => changes.push(change));
    session.setAccessToken('A1');
    otherTabWrites(events, 'oa-refresh', storage);
    otherTabWrites(events, 'someone-else');
    otherTabWrites(events, 'oa-token', createMemoryStorage()); // sessionStorage of another tab: not ours
    otherTabWrites(events, null); // another tab cleared localStorage
    expect(changes).toEqual([
      { key: 'oa-token', external: false },
      { key: 'oa-refresh', external: true },
      { key: null, external: true },
    ]);
    expect(events.count()).toBe(1);
    unsubscribe();
    expect(events.count()).toBe(0);
    expect(windowFits).toBe(true);
    otherTabWrites(events, 'oa-token');
    session.setAccessToken('A2');
    expect(changes).toHaveLength(3);
  });
});

describe('logout (spec §4)', () => {
  const loggedIn = () =>
    setup({ 'oa-token': 'A', 'oa-refresh': 'R', userInfo: JSON.stringify(makeTestUser()), keep: 'x' });

  it('removes userInfo, oa-token and oa-refresh, keeps the logs, then runs the hooks in order', async () => {
    const { storage, session } = loggedIn();
    session.logFree('before');
    const calls: string[] = [];
    session.onLogout(() => {
      calls.push(`cache:${String(storage.getItem('oa-token'))}`);
    });
    session.onLogout(async () => {
      await Promise.resolve();
      calls.push('navigate');
    });
    await session.logout();
    expect(calls).toEqual(['cache:null', 'navigate']);
    expect(storage.getItem('oa-token')).toBeNull();
    expect(storage.getItem('oa-refresh')).toBeNull();
    expect(storage.getItem('userInfo')).toBeNull();
    expect(storage.getItem('keep')).toBe('x');
    expect(session.readFreeLog().map((e) => e.message)).toEqual(['before']);
  });

  it('only logs a missing refresh token', async () => {
    const { session } = setup({ 'oa-token': 'A' });
    await expect(session.logout()).resolves.toBeUndefined();
    expect(session.readFreeLog().map((e) => e.message)).toEqual(['로그아웃: 리프레시 토큰이 없습니다.']);
  });

  it('is idempotent: concurrent and later calls run the hooks once', async () => {
    const { session } = loggedIn();
    const hook = vi.fn();
    session.onLogout(hook);
    const first = session.logout();
    const second = session.logout();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    await session.logout();
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('runs again after the next login', async () => {
    const { session } = loggedIn();
    const hook = vi.fn();
    session.onLogout(hook);
    await session.logout();
    session.storeTokens({ accessToken: 'A2', refreshToken: 'R2' });
    await session.logout();
    expect(hook).toHaveBeenCalledTimes(2);
    expect(session.getAccessToken()).toBeNull();
  });

  it('a failing hook is logged and the others still run', async () => {
    const { session } = loggedIn();
    const navigate = vi.fn();
    session.onLogout(() => {
      throw new Error('cache gone');
    });
    session.onLogout(navigate);
    await session.logout();
    expect(navigate).toHaveBeenCalledOnce();
    expect(session.readFreeLog().at(-1)?.message).toBe('로그아웃 처리 중 오류가 발생했습니다. cache gone');
  });

  it('an unregistered hook no longer runs', async () => {
    const { session } = loggedIn();
    const hook = vi.fn();
    const off = session.onLogout(hook);
    off();
    await session.logout();
    expect(hook).not.toHaveBeenCalled();
  });
});
