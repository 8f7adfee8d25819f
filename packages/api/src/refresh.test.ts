import { HttpError } from './http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, createMemoryStorage, createSession, STORAGE_KEYS, type Session } from '@oa/auth';
import { createApiClients, type ApiClientsHandle } from './clients';
import { ApiError } from './errors';
import { createMemoryLock, REFRESH_PATH, type RefreshLock } from './refresh';
import { gate, startTestServer, until, type Reply, type ReceivedRequest, type TestServer } from './testServer';

const OLD = 'access-old';
const NEW = 'access-new';
const REFRESH = 'refresh-1';

let server: TestServer;
let handles: ApiClientsHandle[] = [];

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const handle of handles) handle.dispose();
  handles = [];
  await server.close();
});

function signedIn(storage = createMemoryStorage()): { session: Session; logouts: () => number } {
  const session = createSession({ storage });
  session.setAccessToken(OLD);
  session.setRefreshToken(REFRESH);
  session.setUser({ id: 'operator', name: '홍길동', iat: 1, exp: 2, permissions: [] });
  let count = 0;
  session.onLogout(() => {
    count += 1;
  });
  return { session, logouts: () => count };
}

function clientsFor(session: Session, lock?: RefreshLock) {
  const handle = createApiClients({ session, baseUrls: server.baseUrls, ...(lock ? { lock } : {}) });
  handles.push(handle);
  return handle.clients;
}

const isRefresh = (request: ReceivedRequest) => request.path.endsWith(REFRESH_PATH);
const refreshCalls = () => server.received.filter(isRefresh);
const dataCalls = () => server.received.filter((request) => !isRefresh(request));

/** A server whose data endpoints accept only the current access token (410 otherwise) and which refreshes it. */
function tokenServer(options: { refreshReply?: () => Reply | Promise<Reply>; refreshGate?: Promise<void> } = {}) {
  server.handle(async (request) => {
    if (isRefresh(request)) {
      if (options.refreshGate) await options.refreshGate;
      if (options.refreshReply) return options.refreshReply();
      return { status: 200, body: { _data: { accessToken: NEW } } };
    }
    if (request.authorization !== `Bearer ${NEW}`) return { status: 410 };
    return { status: 200, body: { path: request.path } };
  });
}

describe('410: one refresh for every client, then one retry each (security.md items 1, 2, 5)', () => {
  it('10 concurrent 410s on two different clients -> exactly one refresh call and 10 retries that succeed', async () => {
    const { session } = signedIn();
    const api = clientsFor(session);
    tokenServer();
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => api.OA.get(`/v1/items/${String(i)}`)),
      ...Array.from({ length: 5 }, (_, i) => api.CUID.get(`/v1/cards/${String(i)}`)),
    ]);
    expect(results.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls()).toHaveLength(20);
    expect(dataCalls().filter((request) => request.authorization === `Bearer ${OLD}`)).toHaveLength(10);
    expect(dataCalls().filter((request) => request.authorization === `Bearer ${NEW}`)).toHaveLength(10);
    expect(session.getAccessToken()).toBe(NEW);
    const statuses = session.readTokenLog().map((entry) => entry.status);
    expect(statuses.filter((status) => status === 'try')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'success')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'retry')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'retry_success')).toHaveLength(10);
  });

  it('410s across all five clients at once -> one refresh call', async () => {
    const { session } = signedIn();
    const api = clientsFor(session);
    tokenServer();
    await Promise.all([api.APPS, api.OA, api.OA_BLOB, api.CUID, api.SEOUL_CUP].map((client) => client.get('/v1/x')));
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls()).toHaveLength(10);
  });

  it('the refresh call carries the refresh token as bearer and no body, to APPS for an APPS request', async () => {
    const { session } = signedIn();
    tokenServer();
    await clientsFor(session).APPS.get('/v1/apps');
    const [call] = refreshCalls();
    expect(call).toMatchObject({
      method: 'POST',
      path: `/apps${REFRESH_PATH}`,
      authorization: `Bearer ${REFRESH}`,
      body: '',
    });
    expect(call?.headers['content-length'] ?? '0').toBe('0');
    expect(call?.contentType).toBeNull();
  });

  it.each([
    ['CUID', `/oa${REFRESH_PATH}`],
    ['SEOUL_CUP', `/oa${REFRESH_PATH}`],
    ['OA_BLOB', `/oa${REFRESH_PATH}`],
    ['OA', `/oa${REFRESH_PATH}`],
  ] as const)('a %s request refreshes on OA (%s)', async (name, path) => {
    const { session } = signedIn();
    tokenServer();
    await clientsFor(session)[name].get('/v1/x');
    expect(refreshCalls().map((request) => request.path)).toEqual([path]);
    expect(refreshCalls()[0]?.authorization).toBe(`Bearer ${REFRESH}`);
  });

  it('the refresh call never passes through the refresh logic: a 410 from it is a failed refresh, not a loop', async () => {
    const { session, logouts } = signedIn();
    const api = clientsFor(session);
    tokenServer({ refreshReply: () => ({ status: 410 }) });
    await expect(api.OA.get('/v1/x')).rejects.toMatchObject({ code: 'REFRESH_FAILED' });
    expect(refreshCalls()).toHaveLength(1);
    expect(logouts()).toBe(1);
  });

  it('reads the bearer token from storage at send time', async () => {
    const { session } = signedIn();
    const api = clientsFor(session);
    server.handle(() => ({ status: 200, body: {} }));
    await api.OA.get('/v1/a');
    session.setAccessToken('changed-elsewhere');
    await api.SEOUL_CUP.get('/v1/b');
    expect(server.received.map((request) => request.authorization)).toEqual([
      `Bearer ${OLD}`,
      'Bearer changed-elsewhere',
    ]);
  });

  it('requests started while a refresh runs wait for it and leave with the new token', async () => {
    const { session } = signedIn();
    const api = clientsFor(session);
    const held = gate();
    tokenServer({ refreshGate: held.promise });
    const first = api.OA.get('/v1/first');
    await until(() => refreshCalls().length === 1);
    const later = [api.CUID.get('/v1/later'), api.APPS.get('/v1/later')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dataCalls()).toHaveLength(1); // the later ones have not left yet
    held.open();
    await Promise.all([first, ...later]);
    const laterCalls = dataCalls().filter((request) => request.path.endsWith('/later'));
    expect(laterCalls.map((request) => request.authorization)).toEqual([`Bearer ${NEW}`, `Bearer ${NEW}`]);
    expect(refreshCalls()).toHaveLength(1);
  });
});

describe('no loops, late 410s (security.md items 3, 4)', () => {
  it('an endpoint that always answers 410 -> one refresh, one retry, then an error', async () => {
    const { session, logouts } = signedIn();
    const api = clientsFor(session);
    server.handle((request) =>
      isRefresh(request) ? { status: 200, body: { _data: { accessToken: NEW } } } : { status: 410 },
    );
    const error: unknown = await api.OA.get('/v1/always-410').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response?.status).toBe(410);
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls()).toHaveLength(2);
    expect(logouts()).toBe(0);
    expect(session.readTokenLog().map((entry) => entry.status)).toEqual(['try', 'success', 'retry', 'retry_fail']);
  });

  it('a late 410 (sent with the old token, answered after the token changed) retries with the current token without refreshing', async () => {
    const { session } = signedIn();
    const api = clientsFor(session);
    const held = gate();
    server.handle(async (request) => {
      if (request.path.endsWith('/slow') && request.authorization === `Bearer ${OLD}`) {
        await held.promise;
        return { status: 410 };
      }
      return { status: 200, body: {} };
    });
    const slow = api.OA.get('/v1/slow');
    await until(() => server.received.length === 1);
    session.setAccessToken(NEW); // as a refresh done meanwhile would
    held.open();
    await expect(slow).resolves.toMatchObject({ status: 200 });
    expect(refreshCalls()).toHaveLength(0);
    expect(dataCalls().map((request) => request.authorization)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
  });
});

describe('logout: 498, failed refresh, no refresh token; network errors (security.md item 6)', () => {
  it('498 from the refresh with queued requests -> one logout, everything rejected, no further calls', async () => {
    const { session, logouts } = signedIn();
    const api = clientsFor(session);
    const held = gate();
    tokenServer({ refreshGate: held.promise, refreshReply: () => ({ status: 498 }) });
    const first = api.OA.get('/v1/first').catch((reason: unknown) => reason);
    await until(() => refreshCalls().length === 1);
    const queued = [api.CUID.get('/v1/q'), api.APPS.get('/v1/q'), api.OA_BLOB.get('/v1/q')].map((request) =>
      request.catch((reason: unknown) => reason),
    );
    held.open();
    const errors = await Promise.all([first, ...queued]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(AUTH_MESSAGES.refreshFailed);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logouts()).toBe(1);
    expect(server.received).toHaveLength(2); // the first request and the refresh, nothing after
    expect(session.getAccessToken()).toBeNull();
    expect(session.getRefreshToken()).toBeNull();
    expect(session.getUser()).toBeNull();
  });

  it('498 on data requests anywhere -> one logout for all of them', async () => {
    const { session, logouts } = signedIn();
    const api = clientsFor(session);
    server.handle(() => ({ status: 498 }));
    const results = await Promise.allSettled([api.OA.get('/v1/a'), api.CUID.get('/v1/b'), api.SEOUL_CUP.get('/v1/c')]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(logouts()).toBe(1);
    expect(refreshCalls()).toHaveLength(0);
    expect(server.received).toHaveLength(3);
  });

  it('a 498 while a refresh runs drops the refreshed token: no retries, the session stays logged out', async () => {
    const { session, logouts } = signedIn();
    const api = clientsFor(session);
    const refreshHeld = gate();
    const goneHeld = gate();
    server.handle(async (request) => {
      if (isRefresh(request)) {
        await refreshHeld.promise;
        return { status: 200, body: { _data: { accessToken: NEW } } };
      }
      if (request.path.endsWith('/gone')) {
        await goneHeld.promise;
        return { status: 498 };
      }
      return { status: 410 };
    });
    const gone = api.CUID.get('/v1/gone').catch((reason: unknown) => reason);
    await until(() => server.received.length === 1);
    const expired = api.OA.get('/v1/expired').catch((reason: unknown) => reason);
    await until(() => refreshCalls().length === 1);
    goneHeld.open();
    expect(await gone).toMatchObject({ response: { status: 498 } });
    refreshHeld.open();
    expect(await expired).toMatchObject({ code: 'LOGGED_OUT' });
    expect(logouts()).toBe(1);
    expect(session.getAccessToken()).toBeNull();
    expect(server.received).toHaveLength(3); // gone, expired, the refresh: no retry
  });

  it('no refresh token -> logout with the Korean message, and no refresh call', async () => {
    const { logouts } = signedIn();
    const storageWithoutRefresh = createMemoryStorage({ [STORAGE_KEYS.accessToken]: OLD });
    const bare = createSession({ storage: storageWithoutRefresh });
    let bareLogouts = 0;
    bare.onLogout(() => {
      bareLogouts += 1;
    });
    tokenServer();
    const error: unknown = await clientsFor(bare)
      .OA.get('/v1/x')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NO_REFRESH_TOKEN');
    expect((error as ApiError).message).toBe(AUTH_MESSAGES.noRefreshToken);
    expect(refreshCalls()).toHaveLength(0);
    expect(bareLogouts).toBe(1);
    expect(logouts()).toBe(0);
    expect(bare.getAccessToken()).toBeNull();
  });

  it('a failed refresh (500) -> logout with the Korean message', async () => {
    const { session, logouts } = signedIn();
    tokenServer({ refreshReply: () => ({ status: 500 }) });
    const error: unknown = await clientsFor(session)
      .APPS.get('/v1/x')
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: 'REFRESH_FAILED', message: AUTH_MESSAGES.refreshFailed });
    expect(logouts()).toBe(1);
    expect(session.readTokenLog().map((entry) => entry.status)).toEqual(['try', 'fail']);
  });

  it('a network error during the refresh is not a logout: the waiting requests get the error, a later 410 refreshes again', async () => {
    const { session, logouts } = signedIn();
    const api = clientsFor(session);
    const held = gate();
    let drop = true;
    tokenServer({
      refreshGate: held.promise,
      refreshReply: () => (drop ? 'drop' : { status: 200, body: { _data: { accessToken: NEW } } }),
    });
    const first = api.OA.get('/v1/a').catch((reason: unknown) => reason);
    await until(() => refreshCalls().length === 1);
    const waiting = api.CUID.get('/v1/b').catch((reason: unknown) => reason);
    held.open();
    const errors = await Promise.all([first, waiting]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).response).toBeUndefined();
    }
    expect(logouts()).toBe(0);
    expect(session.getAccessToken()).toBe(OLD);
    expect(session.getRefreshToken()).toBe(REFRESH);
    expect(dataCalls()).toHaveLength(1); // the waiting one never left

    drop = false;
    await expect(api.OA.get('/v1/again')).resolves.toMatchObject({ status: 200 });
    expect(refreshCalls()).toHaveLength(2);
  });
});

describe('two tabs sharing one storage (security.md item 7)', () => {
  async function twoTabs(lockFor: () => RefreshLock) {
    const storage = createMemoryStorage();
    const tabA = signedIn(storage);
    const tabB = { session: createSession({ storage }) };
    const held = gate();
    tokenServer({ refreshGate: held.promise });
    const a = clientsFor(tabA.session, lockFor()).OA.get('/v1/a');
    const b = clientsFor(tabB.session, lockFor()).APPS.get('/v1/b');
    await until(() => refreshCalls().length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    held.open();
    return Promise.allSettled([a, b]);
  }

  it('with the lock, the same expired token is refreshed once and both tabs retry with it', async () => {
    const shared = createMemoryLock();
    const results = await twoTabs(() => shared);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('without a shared lock, each tab would refresh (why the lock is there)', async () => {
    await twoTabs(() => createMemoryLock());
    expect(refreshCalls()).toHaveLength(2);
  });
});

describe('tokens in responses and malformed refresh answers (security.md item 8)', () => {
  it('stores the accessToken / refreshToken of any response _data (e.g. login)', async () => {
    const session = createSession({ storage: createMemoryStorage() });
    server.handle(() => ({ status: 200, body: { _data: { accessToken: 'a-1', refreshToken: 'r-1' } } }));
    await clientsFor(session).OA.post('/v1/auth/login', { id: 'x' });
    expect(session.getAccessToken()).toBe('a-1');
    expect(session.getRefreshToken()).toBe('r-1');
  });

  it('stores a rotated refresh token that the refresh answer carries', async () => {
    const { session } = signedIn();
    server.handle((request) => {
      if (isRefresh(request)) return { status: 200, body: { _data: { accessToken: NEW, refreshToken: 'refresh-2' } } };
      return request.authorization === `Bearer ${NEW}` ? { status: 200, body: {} } : { status: 410 };
    });
    await clientsFor(session).OA.get('/v1/x');
    expect(session.getRefreshToken()).toBe('refresh-2');
  });

  it.each([
    ['a refresh answer without _data', { accessToken: NEW }, 'MALFORMED_RESPONSE', AUTH_MESSAGES.malformedResponse],
    [
      'a non-string access token',
      { _data: { accessToken: 42 } },
      'ACCESS_TOKEN_NOT_ASSIGNED',
      AUTH_MESSAGES.accessTokenNotAssigned,
    ],
    [
      'an empty access token',
      { _data: { accessToken: '' } },
      'ACCESS_TOKEN_NOT_ASSIGNED',
      AUTH_MESSAGES.accessTokenNotAssigned,
    ],
  ])('%s -> %s with its Korean message, and a logout', async (_case, body, code, message) => {
    const { session, logouts } = signedIn();
    tokenServer({ refreshReply: () => ({ status: 200, body }) });
    const error: unknown = await clientsFor(session)
      .OA.get('/v1/x')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, message });
    expect(logouts()).toBe(1);
    expect(dataCalls()).toHaveLength(1);
  });
});

describe('answers that outlive a logout (security.md item 9)', () => {
  it('an answer to a request sent before logout is rejected, and its tokens are not stored', async () => {
    const { session } = signedIn();
    const api = clientsFor(session);
    const held = gate();
    server.handle(async () => {
      await held.promise;
      return { status: 200, body: { _data: { rows: ['A의 데이터'], accessToken: 'stale-access' } } };
    });
    const pending = api.OA.get('/v1/robots');
    await until(() => server.received.length === 1);
    await session.logout();
    held.open();
    await expect(pending).rejects.toMatchObject({ code: 'LOGGED_OUT' });
    expect(session.getAccessToken()).toBeNull();
  });

  it("a 498 for the previous user's request does not log out the user who signed in since", async () => {
    const { session, logouts } = signedIn();
    const api = clientsFor(session);
    const held = gate();
    server.handle(async (request) => {
      if (request.authorization === `Bearer ${OLD}`) {
        await held.promise;
        return { status: 498 };
      }
      return { status: 200, body: { _data: { ok: true } } };
    });
    const stale = api.OA.get('/v1/robots');
    await until(() => server.received.length === 1);
    await session.logout();
    session.setAccessToken(NEW);
    session.setRefreshToken('refresh-2');
    held.open();
    await expect(stale).rejects.toMatchObject({ code: 'LOGGED_OUT' });
    expect(logouts()).toBe(1);
    expect(session.getAccessToken()).toBe(NEW);
    await expect(api.OA.get('/v1/me')).resolves.toMatchObject({ status: 200 });
  });
});
