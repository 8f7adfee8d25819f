/**
 * The second half of rotating CUP_SECRET_KEY (secrets.ts, docs/deploy.md): every stored phone number and refund
 * account rewritten under the current key, and every phone's lookup hash computed again with it, in batches by id,
 * while the servers run (they already write under the new key and read under both). A value no key reads is counted
 * and left as it is. Running it again changes nothing.
 */
import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cupMembers, cupRefunds } from './schema';
import type { SecretCipher } from './secrets';

export interface Rekeyed {
  members: number;
  refunds: number;
  /** Values no key could read (left as they were). */
  unreadable: number;
}

const BATCH = 1000;

/** A value no key reads. */
const UNREADABLE = Symbol('unreadable');

/** Rewrites one stored value under the current key: the new value, null when it already is, or UNREADABLE. */
function rewritten(cipher: SecretCipher, stored: string | null): string | null | typeof UNREADABLE {
  if (stored === null) return null;
  try {
    return cipher.reencrypt(stored);
  } catch {
    return UNREADABLE;
  }
}

export async function rekeyCup(db: Db, cipher: SecretCipher): Promise<Rekeyed> {
  const done: Rekeyed = { members: 0, refunds: 0, unreadable: 0 };
  for (let after = 0; ;) {
    const rows = await db
      .select()
      .from(cupMembers)
      .where(gt(cupMembers.id, after))
      .orderBy(asc(cupMembers.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows.at(-1)?.id ?? after;
    for (const row of rows) {
      const phone = rewritten(cipher, row.phoneEncrypted);
      const account = rewritten(cipher, row.accountEncrypted);
      if (phone === UNREADABLE || account === UNREADABLE) {
        done.unreadable += 1;
        continue;
      }
      const phoneHash = cipher.hash(cipher.decrypt(phone ?? row.phoneEncrypted));
      if (phone === null && account === null && phoneHash === row.phoneHash) continue;
      await db
        .update(cupMembers)
        .set({
          phoneHash,
          ...(phone === null ? {} : { phoneEncrypted: phone }),
          ...(account === null ? {} : { accountEncrypted: account }),
        })
        .where(eq(cupMembers.id, row.id));
      done.members += 1;
    }
  }
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: cupRefunds.id, accountEncrypted: cupRefunds.accountEncrypted })
      .from(cupRefunds)
      .where(gt(cupRefunds.id, after))
      .orderBy(asc(cupRefunds.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows.at(-1)?.id ?? after;
    for (const row of rows) {
      const account = rewritten(cipher, row.accountEncrypted);
      if (account === UNREADABLE) done.unreadable += 1;
      else if (account !== null) {
        await db.update(cupRefunds).set({ accountEncrypted: account }).where(eq(cupRefunds.id, row.id));
        done.refunds += 1;
      }
    }
  }
  return done;
}
