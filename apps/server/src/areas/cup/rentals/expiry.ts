/**
 * A rental past its due without a return is EXPIRED: its deposit is forfeited (the books count it so) unless an
 * operator extends it. Run by the machines' clock (the simulator's tick; a real programme's nightly job).
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { cupRentals } from '../schema';

/** Rentals still out past their due at `now` become EXPIRED: their ids. */
export async function expireRentals(tx: Db, now: Date): Promise<number[]> {
  const expired = await tx
    .update(cupRentals)
    .set({ state: 'EXPIRED', updatedAt: now })
    .where(and(eq(cupRentals.state, 'RENTED'), isNull(cupRentals.returnedAt), lt(cupRentals.dueAt, now)))
    .returning({ id: cupRentals.id });
  return expired.map((rental) => rental.id);
}
