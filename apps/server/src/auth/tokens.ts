/**
 * Tokens (security.md "Server"):
 * - Access token: a JWT the console decodes (id, name, exp, iat, permissions), signed HS256 with jose. Verified
 *   with the algorithm list pinned (never `none`), issuer, audience, token type (`typ: at+jwt`, RFC 9068) and the
 *   required claims. `sub` is the user's row id, `sid` the session (token family).
 * - Refresh token: 32 random bytes, stored only as a SHA-256 hash, rotated on every use. A used token presented
 *   again after the grace window revokes its whole family (someone replayed it); within the window (two tabs
 *   refreshing at once) it is rotated again without harm.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Db } from '../db/database';
import { refreshTokens, tokenFamilies } from './schema';

export const ISSUER = 'oa-console-server';
export const AUDIENCE = 'oa-console';
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ALGORITHMS = ['HS256'];
/** Two tabs refreshing the same token at once: the second within this many seconds is not a replay. */
export const REUSE_GRACE_SECONDS = 10;

export interface AccessClaims {
  /** The login id, shown by the console (spec §3 `id`). */
  id: string;
  name: string;
  permissions: string[];
}

export interface VerifiedAccess extends AccessClaims {
  userId: number;
  sessionId: string;
}

export type AccessCheck = { ok: true; access: VerifiedAccess } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  signAccess(userId: number, sessionId: string, claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessCheck>;
}

/** The claims of a verified access token, or null when one is missing or malformed. */
function accessOf(payload: JWTPayload): VerifiedAccess | null {
  const userId = Number(payload.sub);
  const { id, name, permissions, sid } = payload;
  if (
    !Number.isInteger(userId) ||
    typeof sid !== 'string' ||
    typeof id !== 'string' ||
    typeof name !== 'string' ||
    !Array.isArray(permissions) ||
    !permissions.every((permission) => typeof permission === 'string')
  ) {
    return null;
  }
  return { userId, sessionId: sid, id, name, permissions };
}

/**
 * Access tokens signed with `secret`. During a rotation of JWT_SECRET (docs/deploy.md), `previous` still verifies the
 * tokens it signed, so nobody is signed out; after ACCESS_TOKEN_TTL none is left and it can go.
 */
export function createTokenService(secret: Uint8Array, accessTokenTtl: number, previous?: Uint8Array): TokenService {
  const verify = async (token: string) => {
    const options = {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: ACCESS_TOKEN_TYPE,
      requiredClaims: ['exp', 'iat', 'sub', 'sid', 'id'],
    };
    try {
      return await jwtVerify(token, secret, options);
    } catch (error) {
      if (previous === undefined || !(error instanceof joseErrors.JWSSignatureVerificationFailed)) throw error;
      return await jwtVerify(token, previous, options);
    }
  };
  return {
    signAccess: (userId, sessionId, claims) =>
      new SignJWT({ id: claims.id, name: claims.name, permissions: claims.permissions, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYPE })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${String(accessTokenTtl)}s`)
        .sign(secret),
    async verifyAccess(token) {
      try {
        const { payload } = await verify(token);
        const access = accessOf(payload);
        return access === null ? { ok: false, reason: 'invalid' } : { ok: true, access };
      } catch (error) {
        // Only a token that is otherwise valid (signature, issuer, audience, type, claims) is reported expired.
        if (error instanceof joseErrors.JWTExpired && accessOf(error.payload) !== null) {
          return { ok: false, reason: 'expired' };
        }
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}

/**
 * Ends every live session of these users (locked, password reset or changed, client deleted), in the caller's
 * transaction: their next request answers 498.
 */
export async function endSessions(
  tx: Db,
  userIds: readonly number[],
  reason: string,
  at: Date = new Date(),
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(tokenFamilies)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(inArray(tokenFamilies.userId, [...userIds]), isNull(tokenFamilies.revokedAt)));
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export type RefreshOutcome =
  | { ok: true; userId: number; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export interface RefreshStore {
  /** A new session (family) and its first refresh token. */
  start(userId: number): Promise<{ sessionId: string; refreshToken: string }>;
  /** Uses a refresh token: its successor, or why not (each answered 498). */
  rotate(refreshToken: string): Promise<RefreshOutcome>;
  /** Ends one session (logout), or every session of a user (password change, lock). */
  revokeSession(sessionId: string, reason: string): Promise<void>;
  revokeUser(userId: number, reason: string): Promise<void>;
  /** The session a refresh token belongs to, if the token is known (logout). */
  sessionOf(refreshToken: string): Promise<string | null>;
}

export function createRefreshStore(db: Db, refreshTokenTtl: number, now: () => Date = () => new Date()): RefreshStore {
  const issue = async (familyId: string) => {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      hash: sha256(token),
      familyId,
      expiresAt: new Date(now().getTime() + refreshTokenTtl * 1000),
    });
    return token;
  };
  const revokeSession = async (sessionId: string, reason: string) => {
    await db
      .update(tokenFamilies)
      .set({ revokedAt: now(), revokedReason: reason })
      .where(and(eq(tokenFamilies.id, sessionId), isNull(tokenFamilies.revokedAt)));
  };
  return {
    async start(userId) {
      const sessionId = randomUUID();
      await db.insert(tokenFamilies).values({ id: sessionId, userId });
      return { sessionId, refreshToken: await issue(sessionId) };
    },
    async rotate(refreshToken) {
      const [row] = await db
        .select({
          usedAt: refreshTokens.usedAt,
          expiresAt: refreshTokens.expiresAt,
          familyId: refreshTokens.familyId,
          userId: tokenFamilies.userId,
          revokedAt: tokenFamilies.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.hash, sha256(refreshToken)));
      if (row === undefined) return { ok: false, reason: 'unknown' };
      if (row.revokedAt !== null) return { ok: false, reason: 'revoked' };
      if (row.expiresAt.getTime() <= now().getTime()) return { ok: false, reason: 'expired' };
      if (row.usedAt !== null) {
        if (now().getTime() - row.usedAt.getTime() > REUSE_GRACE_SECONDS * 1000) {
          await revokeSession(row.familyId, 'refresh token reused');
          return { ok: false, reason: 'reused' };
        }
      } else {
        // Marks it used only if nobody did meanwhile; a concurrent use falls into the grace rule above next time.
        await db
          .update(refreshTokens)
          .set({ usedAt: now() })
          .where(and(eq(refreshTokens.hash, sha256(refreshToken)), isNull(refreshTokens.usedAt)));
      }
      return { ok: true, userId: row.userId, sessionId: row.familyId, refreshToken: await issue(row.familyId) };
    },
    revokeSession,
    async revokeUser(userId, reason) {
      await endSessions(db, [userId], reason, now());
    },
    async sessionOf(refreshToken) {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.hash, sha256(refreshToken)));
      return row?.familyId ?? null;
    },
  };
}
