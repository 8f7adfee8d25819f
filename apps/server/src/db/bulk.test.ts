/** Bulk writes: the seeds' key check after the rows, instead of row by row. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cupMembers } from '../areas/cup/schema';
import { freshDatabase } from '../testing/harness';
import { insertRows, withKeysCheckedAfter } from './bulk';
import type { Database } from './database';
import { rowsOf } from './rows';

describe('withKeysCheckedAfter', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const member = { phoneEncrypted: 'x', phoneMasked: '010-****-0001', phoneHash: 'h1' };

  it('keeps rows whose keys all have their targets', async () => {
    const written = await database.db.transaction((tx) =>
      withKeysCheckedAfter(tx, async () => {
        await insertRows(tx, cupMembers, [member]);
        return 'written';
      }),
    );
    expect(written).toBe('written');
    expect(await database.db.select().from(cupMembers)).toHaveLength(1);
  });

  it('refuses the whole write when a row points to nothing, naming the table and the key', async () => {
    const write = database.db.transaction((tx) =>
      withKeysCheckedAfter(tx, async () => {
        await tx.execute(
          `insert into cup_rentals (cup_id, member_id, rental_machine_id, deposit_krw, rented_at, due_at)
           values (999999, 999999, 999999, 1000, now(), now())`,
        );
      }),
    );
    await expect(write).rejects.toThrow(/cup_rentals \((cup_id|member_id|rental_machine_id)\) point to no/);
    expect(rowsOf(await database.db.execute('select count(*)::int as n from cup_rentals'))).toEqual([{ n: 0 }]);
  });
});
