import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createSession, type StorageEventSource } from '@oa/auth';
import { makeTestUser } from '@oa/auth/testing';
import { createApi, type Api } from './api';

const baseUrls = { OA: '/oa', OA_BLOB: '/oa', APPS: '/apps', CUID: '/cuid', SEOUL_CUP: '/seoul-cup' };

/** Two tabs of one browser: one localStorage, and the `storage` event delivered to the other tab. */
function twoTabs() {
  const storage = createMemoryStorage();
  type Listener = Parameters<StorageEventSource['addEventListener']>[1];
  const listeners = new Set<Listener>();
  const eventsOfTabA: StorageEventSource = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const tabA = createSession({ storage, events: eventsOfTabA });
  // Tab B's writes reach tab A as storage events (a browser never fires them in the writing tab).
  const tabB = createSession({
    storage: {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        storage.setItem(key, value);
        for (const listener of [...listeners]) listener({ key, storageArea: storage });
      },
      removeItem: (key) => {
        storage.removeItem(key);
        for (const listener of [...listeners]) listener({ key, storageArea: storage });
      },
    },
  });
  return { tabA, tabB };
}

let api: Api | undefined;
afterEach(() => {
  api?.dispose();
});

function signIn(session: ReturnType<typeof createSession>, id: string) {
  session.setAccessToken(`access-${id}`);
  session.setRefreshToken(`refresh-${id}`);
  session.setUser(makeTestUser([], { id }));
}

describe('createApi: logout hooks and other tabs', () => {
  it('a logout drops the data cache (a new generation), then goes to /login, in that order', async () => {
    const session = createSession({ storage: createMemoryStorage() });
    signIn(session, 'a');
    const steps: string[] = [];
    api = createApi({
      session,
      baseUrls,
      goToLogin: () => steps.push(`login after generation ${String(api?.swr.getGeneration())}`),
    });
    api.swr.cache.set('/v1/robots', { data: 'A의 목록' });
    await session.logout();
    expect(steps).toEqual(['login after generation 1']);
    expect([...api.swr.cache.keys()]).toEqual([]);
  });

  it('a logout in another tab logs this tab out too: cache dropped, /login', async () => {
    const { tabA, tabB } = twoTabs();
    signIn(tabB, 'a');
    let logins = 0;
    api = createApi({ session: tabA, baseUrls, goToLogin: () => (logins += 1) });
    await tabB.logout();
    await new Promise((resolve) => setTimeout(resolve));
    expect(logins).toBe(1);
    expect(api.swr.getGeneration()).toBe(1);
  });

  it("another account appearing in another tab drops this tab's data without sending it to /login", () => {
    const { tabA, tabB } = twoTabs();
    signIn(tabB, 'a');
    let logins = 0;
    api = createApi({ session: tabA, baseUrls, goToLogin: () => (logins += 1) });
    signIn(tabB, 'a');
    expect(api.swr.getGeneration()).toBe(0);
    tabB.setUser(makeTestUser([], { id: 'b' }));
    expect(api.swr.getGeneration()).toBe(1);
    expect(logins).toBe(0);
  });

  it("another tab's token refresh changes nothing here", () => {
    const { tabA, tabB } = twoTabs();
    signIn(tabB, 'a');
    api = createApi({ session: tabA, baseUrls, goToLogin: () => undefined });
    tabB.setAccessToken('access-a-2');
    expect(api.swr.getGeneration()).toBe(0);
  });
});
