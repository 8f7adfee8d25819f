/**
 * The sign-in tables' pruning, a background job of the fleet (app.ts, once per PRUNE_INTERVAL_MS across the
 * processes): failed-sign-in windows that ended, refresh tokens past their expiry (a used or expired token answers
 * 498 whether or not its row is kept), and sessions with no token left (every token expired: the session ended).
 * A session younger than an hour is kept whatever it holds (its first token is written just after it).
 */
import { and, lt, notExists, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pruneLoginFailures } from './loginLimits';
import { refreshTokens, tokenFamilies } from './schema';

const YOUNG_SESSION_MS = 60 * 60_000;

export interface Pruned {
  loginWindows: number;
  refreshTokens: number;
  sessions: number;
}

export async function pruneSignIns(db: Db, now: Date): Promise<Pruned> {
  const loginWindows = await pruneLoginFailures(db, now);
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ hash: refreshTokens.hash });
  const sessions = await db
    .delete(tokenFamilies)
    .where(
      and(
        lt(tokenFamilies.createdAt, new Date(now.getTime() - YOUNG_SESSION_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(eq(refreshTokens.familyId, tokenFamilies.id)),
        ),
      ),
    )
    .returning({ id: tokenFamilies.id });
  return { loginWindows, refreshTokens: tokens.length, sessions: sessions.length };
}
