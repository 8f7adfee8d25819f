/**
 * Rentals (SEOUL_CUP), the domain: the raw list (every rental, the member's phone masked), the overdue ones
 * (`overdue:eq:true`), extending a rental's validity (a reason required, once per request id, audited), and a
 * member's phone number in clear (audited without the number).
 */
import { LIST_COUNT_CAP, RENTAL_LIST, type ExtendValidityResult, type Rental } from '@oa/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { writeAudit } from '../../../audit/writeAudit';
import type { Db } from '../../../db/database';
import { lookup } from '../../../db/lookup';
import type { Principal } from '../../../http/access';
import { HttpError, notFound } from '../../../http/errors';
import { listSpec, runList, type ListPage } from '../../../lists/listEngine';
import { once } from '../../../requests/once';
import type { SecretCipher } from '../secrets';
import { cupMachines, cupMembers, cupRentalExtensions, cupRentals, cups } from '../schema';
import { RENTAL_MESSAGES, type ValidExtension } from './validation';

const DAY = 24 * 60 * 60 * 1000;

type RentalRow = Omit<Rental, 'rentedAt' | 'dueAt' | 'returnedAt' | 'overdue'> & {
  rentedAt: Date;
  dueAt: Date;
  returnedAt: Date | null;
};

const toRental = (row: RentalRow, at: Date): Rental => ({
  ...row,
  rentedAt: row.rentedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  returnedAt: row.returnedAt?.toISOString() ?? null,
  overdue: row.returnedAt === null && row.dueAt.getTime() < at.getTime(),
});

/** The list's fields (overdue: relative to the clock's now). */
const rentalList = (now: () => Date) =>
  listSpec(
    RENTAL_LIST,
    {
      // The machine's and the cup's ids match through subqueries on the rental's keys (no join to filter).
      machineId: { column: cupMachines.machineId, through: { key: cupRentals.rentalMachineId, id: cupMachines.id } },
      cuid: { column: cups.cuid, through: { key: cupRentals.cupId, id: cups.id } },
      state: cupRentals.state,
      overdue: {
        column: cupRentals.dueAt,
        booleanCondition: (overdue) =>
          overdue
            ? (and(isNull(cupRentals.returnedAt), lt(cupRentals.dueAt, now())) ?? isNull(cupRentals.returnedAt))
            : sql`(${cupRentals.returnedAt} is not null or ${cupRentals.dueAt} >= ${now()})`,
      },
      rentedAt: cupRentals.rentedAt,
      dueAt: cupRentals.dueAt,
    },
    cupRentals.id,
  );

// The names beside a rental: looked up for the page's rows only, never joined (to filter or to count).
const projection = {
  id: cupRentals.id,
  cuid: lookup<string>(cups.cuid, cups.id, cupRentals.cupId),
  memberId: cupRentals.memberId,
  phoneMasked: lookup<string>(cupMembers.phoneMasked, cupMembers.id, cupRentals.memberId),
  rentalMachineId: lookup<string>(cupMachines.machineId, cupMachines.id, cupRentals.rentalMachineId),
  rentalMachineName: lookup<string>(cupMachines.name, cupMachines.id, cupRentals.rentalMachineId),
  depositKrw: cupRentals.depositKrw,
  rentedAt: cupRentals.rentedAt,
  dueAt: cupRentals.dueAt,
  returnedAt: cupRentals.returnedAt,
  returnMachineId: lookup<string | null>(cupMachines.machineId, cupMachines.id, cupRentals.returnMachineId),
  state: cupRentals.state,
  extensions: cupRentals.extensions,
};

export async function readRental(db: Db, id: number, at: Date): Promise<Rental> {
  const [row] = await db.select(projection).from(cupRentals).where(eq(cupRentals.id, id));
  if (row === undefined) throw notFound();
  return toRental(row, at);
}

/** A page of rentals (its total capped at LIST_COUNT_CAP). */
export async function listRentals(db: Db, now: () => Date, query: Record<string, unknown>): Promise<ListPage<Rental>> {
  const page = await runList<RentalRow>({
    db,
    from: cupRentals,
    projection,
    spec: rentalList(now),
    query,
    countCap: LIST_COUNT_CAP,
  });
  const at = now();
  return { ...page, items: page.items.map((row) => toRental(row, at)) };
}

/**
 * A rental's validity extended, once per request id: the new due date is max(due, now) + days, an EXPIRED rental
 * RENTED again; audited. A returned rental is refused (409).
 */
export async function extendRental(
  services: { db: Db; now: () => Date },
  principal: Principal,
  rentalId: number,
  input: ValidExtension,
): Promise<ExtendValidityResult> {
  const { db, now } = services;
  const { requestId, ...asked } = input;
  const request = { actorId: principal.userId, action: 'rental.extend', key: requestId, body: { rentalId, ...asked } };
  const done = await once(db, request, async (tx) => {
    const [rental] = await tx.select().from(cupRentals).where(eq(cupRentals.id, rentalId)).for('update');
    if (rental === undefined) throw notFound();
    if (rental.returnedAt !== null) throw new HttpError(409, 'RENTAL_RETURNED', RENTAL_MESSAGES.returned);
    const at = now();
    const dueAt = new Date(Math.max(rental.dueAt.getTime(), at.getTime()) + input.days * DAY);
    const state = rental.state === 'EXPIRED' ? 'RENTED' : rental.state;
    await tx.insert(cupRentalExtensions).values({
      rentalId,
      requestId,
      days: input.days,
      previousDueAt: rental.dueAt,
      dueAt,
      reason: input.reason,
      actorId: principal.userId,
      at,
    });
    await tx
      .update(cupRentals)
      .set({ dueAt, state, extensions: rental.extensions + 1, updatedAt: at })
      .where(eq(cupRentals.id, rentalId));
    await writeAudit(
      tx,
      principal,
      'rental.extend',
      `rental:${String(rentalId)}`,
      { dueAt: rental.dueAt.toISOString(), state: rental.state },
      { dueAt: dueAt.toISOString(), state, days: input.days, reason: input.reason },
    );
    return { rental: await readRental(tx, rentalId, at), previousDueAt: rental.dueAt.toISOString() };
  });
  return { ...done.answer, extended: !done.repeated };
}

/** A member's phone number in clear, the read audited (without the number). */
export async function decryptPhone(
  services: { db: Db; secrets: SecretCipher },
  principal: Principal,
  memberId: number,
): Promise<{ memberId: number; phone: string }> {
  const { db, secrets } = services;
  const [member] = await db.select().from(cupMembers).where(eq(cupMembers.id, memberId));
  if (member === undefined) throw notFound();
  const phone = secrets.decrypt(member.phoneEncrypted);
  await writeAudit(db, principal, 'member.phone-decrypt', `member:${String(memberId)}`, null, {
    phoneMasked: member.phoneMasked,
  });
  return { memberId, phone };
}
