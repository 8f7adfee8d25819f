/**
 * Sign-in limits (security.md): failed attempts are counted per account and per IP address in the database (so
 * several server processes share them), in a 15-minute window; windows that ended are deleted at the next failure,
 * so the table stays small. Counting by the login id as typed, whether or not such an account exists, means a 429
 * reveals nothing about which accounts exist.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginFailures } from './schema';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

export const accountKey = (loginId: string) => `account:${loginId.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export interface LoginLimits {
  /** Seconds until the next attempt is allowed, or 0. */
  retryAfter(keys: readonly { key: string; max: number }[]): Promise<number>;
  fail(keys: readonly string[]): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createLoginLimits(db: Db, now: () => Date = () => new Date()): LoginLimits {
  const windowStart = () => new Date(now().getTime() - LOGIN_WINDOW_SECONDS * 1000);
  return {
    async retryAfter(keys) {
      let wait = 0;
      for (const { key, max } of keys) {
        const [row] = await db
          .select({ windowStart: loginFailures.windowStart })
          .from(loginFailures)
          .where(
            and(
              eq(loginFailures.key, key),
              gte(loginFailures.windowStart, windowStart()),
              gte(loginFailures.count, max),
            ),
          );
        if (row !== undefined) {
          const until = row.windowStart.getTime() + LOGIN_WINDOW_SECONDS * 1000;
          wait = Math.max(wait, Math.ceil((until - now().getTime()) / 1000));
        }
      }
      return wait;
    },
    async fail(keys) {
      const at = now();
      // Windows that ended are removed here, so the table holds only the last 15 minutes' failures.
      await pruneLoginFailures(db, at);
      for (const key of keys) {
        // A window older than 15 minutes starts over at 1.
        await db
          .insert(loginFailures)
          .values({ key, count: 1, windowStart: at })
          .onConflictDoUpdate({
            target: loginFailures.key,
            set: {
              count: sql`case when ${loginFailures.windowStart} < ${windowStart()} then 1 else ${loginFailures.count} + 1 end`,
              windowStart: sql`case when ${loginFailures.windowStart} < ${windowStart()} then ${at} else ${loginFailures.windowStart} end`,
            },
          });
      }
    },
    async clear(key) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

/** Removes the windows that ended (before each failure is counted, and by the pruning job): how many. */
export async function pruneLoginFailures(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(loginFailures)
    .where(lt(loginFailures.windowStart, new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000)))
    .returning({ key: loginFailures.key });
  return removed.length;
}
