/**
 * Every tampering case of the security design, through real HTTP: forged and altered access tokens (401), an
 * expired one (410, only when otherwise valid), tokens of ended sessions and locked users (498), refresh-token
 * rotation with its reuse grace and family revocation, and the headers and body of the 410/498 answers.
 */
import { decodeJwt, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import type { ErrorBody } from '@oa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@oa/auth/tables';
import { startTestApi, type ApiResponse, type TestApi } from '../testing/harness';

/** An answer that may be an error. */
type Answer = Partial<ErrorBody>;

interface TokensBody {
  _data: { accessToken: string; refreshToken: string };
}

const ISSUER = 'oa-console-server';
const AUDIENCE = 'oa-console';
const TYP = 'at+jwt';
/** The refresh-token lifetime the harness uses by default. */
const REFRESH_TOKEN_TTL = 3600;

const ME = '/oa/v1/me';
const REFRESH = '/oa/v1/auth/token/access';
const LOGOUT = '/oa/v1/auth/logout';

const seconds = () => Math.floor(Date.now() / 1000);

/** The answer of a bad token: 401 INVALID_TOKEN with the Korean error body. */
function expectInvalid(response: ApiResponse<Answer>): void {
  expect(response.status).toBe(401);
  expect(response.body.error?.code).toBe('INVALID_TOKEN');
  expect(response.body.error?.message).toMatch(/[가-힣]/);
}

/** A 410 or 498: the status, the code, `Cache-Control: no-store` and `{ error: { code, message } }` in Korean. */
function expectEnded(response: ApiResponse<Answer>, status: 410 | 498): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(Object.keys(response.body)).toEqual(['error']);
  expect(Object.keys(response.body.error ?? {}).sort()).toEqual(['code', 'message']);
  expect(response.body.error?.code).toBe(status === 410 ? 'ACCESS_TOKEN_EXPIRED' : 'SESSION_ENDED');
  expect(response.body.error?.message).toMatch(/[가-힣]/);
}

/** Flips one byte in the middle of the signature (not the last character, whose low bits are padding). */
function flipSignatureByte(token: string): string {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) throw new Error('not a JWS');
  const bytes = Buffer.from(signature, 'base64url');
  bytes[10] = (bytes[10] ?? 0) ^ 0x01;
  return `${header}.${payload}.${bytes.toString('base64url')}`;
}

describe('token tampering', () => {
  let api: TestApi;
  /** The claims of a real session (demo-viewer's), so a forged token differs only in what a case changes. */
  let real: JWTPayload & { sid: string; id: string; name: string; permissions: string[] };

  beforeAll(async () => {
    api = await startTestApi();
    const { accessToken } = await api.login('demo-viewer');
    const payload = decodeJwt(accessToken);
    const { sub, sid, id, name, permissions } = payload;
    if (
      typeof sub !== 'string' ||
      typeof sid !== 'string' ||
      typeof id !== 'string' ||
      typeof name !== 'string' ||
      !Array.isArray(permissions)
    ) {
      throw new Error('unexpected access token claims');
    }
    real = { ...payload, sub, sid, id, name, permissions: permissions.map(String) };
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  interface Forgery {
    secret?: Uint8Array;
    alg?: string;
    issuer?: string;
    audience?: string;
    typ?: string;
    /** Epoch seconds; null: no exp claim. */
    exp?: number | null;
    nbf?: number;
    /** Replaces claims of the real session (e.g. a malformed `sid`). */
    claims?: Record<string, unknown>;
  }

  /** An access token as the server would sign it for the real session, but for what `forgery` changes. */
  async function forge(forgery: Forgery = {}): Promise<string> {
    const now = seconds();
    const jwt = new SignJWT({
      sid: real.sid,
      id: real.id,
      name: real.name,
      permissions: real.permissions,
      ...forgery.claims,
    })
      .setProtectedHeader({ alg: forgery.alg ?? 'HS256', typ: forgery.typ ?? TYP })
      .setSubject(real.sub ?? '')
      .setIssuer(forgery.issuer ?? ISSUER)
      .setAudience(forgery.audience ?? AUDIENCE)
      .setIssuedAt(now - 5);
    if (forgery.exp !== null) jwt.setExpirationTime(forgery.exp ?? now + 300);
    if (forgery.nbf !== undefined) jwt.setNotBefore(forgery.nbf);
    return jwt.sign(forgery.secret ?? api.secret);
  }

  const me = (token: string) => api.request<Answer>('GET', ME, { token });
  const refresh = (refreshToken: string) => api.request<TokensBody & Answer>('POST', REFRESH, { token: refreshToken });

  describe('access tokens', () => {
    it('a forged token with every value right is accepted (the control of the cases below)', async () => {
      expect((await me(await forge())).status).toBe(200);
    });

    it("alg 'none' (unsigned): 401", async () => {
      const unsigned = new UnsecuredJWT({ sid: real.sid, id: real.id, name: real.name, permissions: real.permissions })
        .setSubject(real.sub ?? '')
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .encode();
      expectInvalid(await me(unsigned));
    });

    it('a flipped signature byte: 401', async () => {
      const token = await forge();
      expect((await me(token)).status).toBe(200);
      expectInvalid(await me(flipSignatureByte(token)));
    });

    it('signed with another secret: 401', async () => {
      expectInvalid(await me(await forge({ secret: new Uint8Array(32).fill(7) })));
    });

    it('another HMAC algorithm than the pinned HS256 (HS512 with the right secret): 401', async () => {
      expectInvalid(await me(await forge({ alg: 'HS512' })));
    });

    it('wrong issuer: 401', async () => {
      expectInvalid(await me(await forge({ issuer: 'someone-else' })));
    });

    it('wrong audience: 401', async () => {
      expectInvalid(await me(await forge({ audience: 'another-app' })));
    });

    it("wrong typ header ('JWT'): 401", async () => {
      expectInvalid(await me(await forge({ typ: 'JWT' })));
    });

    it('no exp: 401', async () => {
      expectInvalid(await me(await forge({ exp: null })));
    });

    it('nbf in the future: 401', async () => {
      expectInvalid(await me(await forge({ nbf: seconds() + 600 })));
    });

    it('expired but otherwise valid: 410', async () => {
      expectEnded(await me(await forge({ exp: seconds() - 60 })), 410);
    });

    it('expired AND a bad signature: 401, not 410', async () => {
      expectInvalid(await me(flipSignatureByte(await forge({ exp: seconds() - 60 }))));
      expectInvalid(await me(await forge({ exp: seconds() - 60, secret: new Uint8Array(32).fill(9) })));
    });

    it('expired AND a wrong issuer: 401, not 410', async () => {
      expectInvalid(await me(await forge({ exp: seconds() - 60, issuer: 'someone-else' })));
    });

    it('a malformed session claim (sid not a string), fresh or expired: 401, not 410', async () => {
      expectInvalid(await me(await forge({ claims: { sid: 42 } })));
      expectInvalid(await me(await forge({ claims: { sid: 42 }, exp: seconds() - 60 })));
    });

    it('a refresh token as the bearer of a data endpoint: 401', async () => {
      const { refreshToken } = await api.userWith([PERMISSIONS.USER]);
      expectInvalid(await me(refreshToken));
    });
  });

  describe('sessions', () => {
    it('an access token sent to the refresh endpoint: 498', async () => {
      const { accessToken } = await api.userWith([PERMISSIONS.USER]);
      for (const prefix of ['/oa', '/apps']) {
        expectEnded(await api.request<Answer>('POST', `${prefix}/v1/auth/token/access`, { token: accessToken }), 498);
      }
    });

    it("after logout: the session's access token 498 and its refresh token 498", async () => {
      const { accessToken, refreshToken } = await api.login('demo-viewer');
      expect((await me(accessToken)).status).toBe(200);
      expect((await api.request('POST', LOGOUT, { token: refreshToken })).status).toBe(200);
      expectEnded(await me(accessToken), 498);
      expectEnded(await refresh(refreshToken), 498);
    });

    it('a user locked after signing in: 498 for both tokens', async () => {
      const user = await api.userWith([PERMISSIONS.USER]);
      expect((await me(user.accessToken)).status).toBe(200);
      const admin = await api.login('demo-admin');
      const locked = await api.request('PATCH', `/oa/v1/users/${String(user.userId)}/status`, {
        token: admin.accessToken,
        body: { status: 'LOCKED' },
      });
      expect(locked.status).toBe(200);
      expectEnded(await me(user.accessToken), 498);
      expectEnded(await refresh(user.refreshToken), 498);
    });

    it('refresh rotation: new tokens each time, reuse within 10 s tolerated, after that the family is revoked', async () => {
      const { refreshToken: first } = await api.userWith([PERMISSIONS.USER]);

      const one = await refresh(first);
      expect(one.status).toBe(200);
      const second = one.body._data.refreshToken;
      expect(second).not.toBe(first);
      expect((await me(one.body._data.accessToken)).status).toBe(200);

      const two = await refresh(second);
      expect(two.status).toBe(200);
      const third = two.body._data.refreshToken;
      expect(new Set([first, second, third]).size).toBe(3);

      // The first token again within the grace window (two tabs refreshing at once): rotated again, no harm.
      const graced = await refresh(first);
      expect(graced.status).toBe(200);
      const newest = graced.body._data.refreshToken;
      expect(new Set([first, second, third, newest]).size).toBe(4);
      const { accessToken } = graced.body._data;
      expect((await me(accessToken)).status).toBe(200);

      // After the window it is a replay: 498, and the whole family ends, its newest token and access token too.
      api.advance(11);
      expectEnded(await refresh(first), 498);
      expectEnded(await refresh(newest), 498);
      expectEnded(await refresh(third), 498);
      expectEnded(await me(accessToken), 498);
    });

    // Moves the clock past the refresh lifetime: keep it last.
    it('an expired refresh token: 498', async () => {
      const { refreshToken } = await api.userWith([PERMISSIONS.USER]);
      api.advance(REFRESH_TOKEN_TTL + 1);
      expectEnded(await refresh(refreshToken), 498);
    });
  });
});
