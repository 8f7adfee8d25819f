/**
 * ID ranges: cup IDs (REGISTERED cups) or box numbers (EMPTY boxes at the washing site) registered in ranges of at
 * most ID_RANGE_MAX, printed as QR labels. A range never overlaps another of its kind and an ID is registered once;
 * the new cups and boxes are made by the writer (life/moves.ts), their first event from nothing.
 */
import { ID_FORMATS, idOf, WASHING_SITE, type IdKind, type IdRange } from '@oa/contract';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { writeAudit } from '../../../audit/writeAudit';
import type { Db } from '../../../db/database';
import { lookup } from '../../../db/lookup';
import type { Principal } from '../../../http/access';
import { notFound } from '../../../http/errors';
import { refusal } from '../../../requests/refusals';
import { users } from '../../users/schema';
import { registerBoxes, registerCups, type Step } from '../life/moves';
import { cupIdRanges } from '../schema';
import type { ValidRange } from './validation';

export const rangeProjection = {
  id: cupIdRanges.id,
  kind: cupIdRanges.kind,
  fromNumber: cupIdRanges.fromNumber,
  toNumber: cupIdRanges.toNumber,
  actor: lookup<string | null>(users.name, users.id, cupIdRanges.actorId),
  createdAt: cupIdRanges.createdAt,
};
export interface RangeRow {
  id: number;
  kind: IdKind;
  fromNumber: number;
  toNumber: number;
  actor: string | null;
  createdAt: Date;
}
export const toRange = (row: RangeRow): IdRange => ({
  id: row.id,
  kind: row.kind,
  first: idOf(row.kind, row.fromNumber),
  last: idOf(row.kind, row.toNumber),
  count: row.toNumber - row.fromNumber + 1,
  actor: row.actor,
  createdAt: row.createdAt.toISOString(),
});

export async function readRange(db: Db, id: number): Promise<IdRange> {
  const [row] = await db.select(rangeProjection).from(cupIdRanges).where(eq(cupIdRanges.id, id));
  if (row === undefined) throw notFound();
  return toRange(row);
}

/**
 * Registers the range (the cups or boxes in it, and the range's row): refused (409) when it overlaps a range of its
 * kind or any of its IDs exists. One registration of a kind at a time, so two overlapping ranges cannot both pass.
 * Answers the range's id.
 */
export async function registerRange(
  tx: Db,
  range: Omit<ValidRange, 'requestId'> & { requestId?: string | null },
  step: Step,
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cup_id_ranges:${range.kind}`}))`);
  const [overlap] = await tx
    .select()
    .from(cupIdRanges)
    .where(
      and(
        eq(cupIdRanges.kind, range.kind),
        lte(cupIdRanges.fromNumber, range.to),
        gte(cupIdRanges.toNumber, range.from),
      ),
    )
    .limit(1);
  if (overlap !== undefined)
    throw refusal(
      'RANGE_OVERLAP',
      `이미 등록된 범위 ${idOf(range.kind, overlap.fromNumber)} ~ ${idOf(range.kind, overlap.toNumber)}와(과) 겹칩니다.`,
      'first',
    );
  const [row] = await tx
    .insert(cupIdRanges)
    .values({
      kind: range.kind,
      prefix: ID_FORMATS[range.kind].prefix,
      fromNumber: range.from,
      toNumber: range.to,
      actorId: step.actorId,
      requestId: range.requestId ?? null,
      createdAt: step.at,
    })
    .returning({ id: cupIdRanges.id });
  if (row === undefined) throw new Error('the range was not inserted');
  const ids = Array.from({ length: range.to - range.from + 1 }, (_, n) => idOf(range.kind, range.from + n));
  if (range.kind === 'CUP') await registerCups(tx, ids, step);
  else await registerBoxes(tx, ids, step, WASHING_SITE);
  return row.id;
}

/** A range registered by a person at the ID screens: registered and audited; answers the range. */
export async function registerRangeByHand(tx: Db, principal: Principal, range: ValidRange, at: Date): Promise<IdRange> {
  const step: Step = { at, actorId: principal.userId, manual: true, reason: 'ID 등록' };
  const id = await registerRange(tx, range, step);
  await writeAudit(tx, principal, 'idRange.create', `idRange:${String(id)}`, null, {
    kind: range.kind,
    first: idOf(range.kind, range.from),
    last: idOf(range.kind, range.to),
    count: range.to - range.from + 1,
  });
  return readRange(tx, id);
}
