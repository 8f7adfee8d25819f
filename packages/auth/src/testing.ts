/**
 * Test helpers for this package and @oa/api (`@oa/auth/testing`); not part of the app's bundle.
 */
import type { LoggedInUser } from './token';

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT carrying `payload`: the console only decodes tokens, the server verifies them. */
export function makeTestToken(payload: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

/** A logged-in user with the given permissions (id 'operator', name '홍길동'). */
export function makeTestUser(permissions: readonly string[] = [], overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    id: 'operator',
    name: '홍길동',
    iat: 1_700_000_000,
    exp: 1_700_000_900,
    permissions: [...permissions],
    ...overrides,
  };
}

/** A token for `makeTestUser(permissions)`. */
export function makeUserToken(permissions: readonly string[] = []): string {
  return makeTestToken({ ...makeTestUser(permissions) });
}
