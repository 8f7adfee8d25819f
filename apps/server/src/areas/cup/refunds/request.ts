/**
 * A returned cup's deposit is owed: the one rule that opens a refund for a rental (a return machine's report calls
 * it; the seed's year does the same). The refund is requested for the member's registered account, and the
 * remitter sends it; a member without one waits for an operator's manual refund. A rental has at most one refund
 * (cup_refunds' unique rental index): asked again, nothing new is opened.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { cupMembers, cupRefundEvents, cupRefunds, cupRentals } from '../schema';

/** Opens the returned rental's refund: its id, or null when the member has no account (or it is open already). */
export async function requestRefund(tx: Db, rentalId: number, at: Date): Promise<number | null> {
  const [rental] = await tx
    .select({
      id: cupRentals.id,
      cupId: cupRentals.cupId,
      depositKrw: cupRentals.depositKrw,
      bank: cupMembers.bank,
      accountEncrypted: cupMembers.accountEncrypted,
      accountMasked: cupMembers.accountMasked,
    })
    .from(cupRentals)
    .innerJoin(cupMembers, eq(cupMembers.id, cupRentals.memberId))
    .where(eq(cupRentals.id, rentalId));
  if (rental?.bank == null || rental.accountEncrypted === null || rental.accountMasked === null) return null;
  const [refund] = await tx
    .insert(cupRefunds)
    .values({
      rentalId: rental.id,
      cupId: rental.cupId,
      amountKrw: rental.depositKrw,
      bank: rental.bank,
      accountEncrypted: rental.accountEncrypted,
      accountMasked: rental.accountMasked,
      requestedAt: at,
    })
    .onConflictDoNothing({ target: cupRefunds.rentalId })
    .returning({ id: cupRefunds.id });
  if (refund === undefined) return null;
  await tx.insert(cupRefundEvents).values({ refundId: refund.id, kind: 'REQUESTED', toState: 'REQUESTED', at });
  return refund.id;
}
