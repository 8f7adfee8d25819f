/**
 * Rotating CUP_SECRET_KEY without losing a phone number or an account (rekey.ts): over the seeded programme (written
 * under the tests' key), a cipher with a new key and the old one as previous reads everything; the rekey rewrites
 * every value and lookup hash, after which the new key alone reads every row, the numbers unchanged; a second run
 * changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { freshDatabase, TEST_SECRET_KEY, testSecrets } from '../../testing/harness';
import { rekeyCup } from './rekey';
import { cupMembers, cupRefunds } from './schema';
import { createSecretCipher } from './secrets';

describe('rekeying the cup programme (CUP_SECRET_KEY rotation)', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase({ seeded: true }));
  });
  afterAll(async () => {
    await drop();
  });

  const plain = async (read: (stored: string) => string) => {
    const members = await database.db.select().from(cupMembers).orderBy(asc(cupMembers.id));
    const refunds = await database.db.select().from(cupRefunds).orderBy(asc(cupRefunds.id));
    return {
      phones: members.map((row) => read(row.phoneEncrypted)),
      accounts: members.map((row) => (row.accountEncrypted === null ? null : read(row.accountEncrypted))),
      refundAccounts: refunds.map((row) => read(row.accountEncrypted)),
      hashes: members.map((row) => row.phoneHash),
    };
  };

  it('rewrites every phone, account and lookup hash under the new key; the numbers stay the same', async () => {
    const before = await plain((stored) => testSecrets.decrypt(stored));
    expect(before.phones.length).toBeGreaterThan(0);
    expect(before.refundAccounts.length).toBeGreaterThan(0);
    const newKey = randomBytes(32);
    const alone = createSecretCipher(newKey);
    await expect(plain((stored) => alone.decrypt(stored))).rejects.toThrow();

    const rotating = createSecretCipher(newKey, [TEST_SECRET_KEY]);
    const done = await rekeyCup(database.db, rotating);
    expect(done).toEqual({ members: before.phones.length, refunds: before.refundAccounts.length, unreadable: 0 });

    const after = await plain((stored) => alone.decrypt(stored));
    expect(after.phones).toEqual(before.phones);
    expect(after.accounts).toEqual(before.accounts);
    expect(after.refundAccounts).toEqual(before.refundAccounts);
    expect(after.hashes).toEqual(after.phones.map((phone) => alone.hash(phone)));

    expect(await rekeyCup(database.db, rotating)).toEqual({ members: 0, refunds: 0, unreadable: 0 });
  });
});
