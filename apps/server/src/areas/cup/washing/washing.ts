/**
 * The washing site's work: collected cups go into the wash (COLLECTED -> WASHING), washed ones come out clean
 * (WASHING -> CLEAN), the longest waiting first; boxes back from the machines (RETURNED, empty) are ready again
 * (EMPTY at the site). Every move through the writer (life/moves.ts).
 */
import { WASHING_SITE, type CupState } from '@oa/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { moveBox, moveCups, type Step } from '../life/moves';
import { cupBoxes, cups } from '../schema';

const NEXT: Readonly<Record<'COLLECTED' | 'WASHING', CupState>> = { COLLECTED: 'WASHING', WASHING: 'CLEAN' };

/** Moves up to `limit` cups of `from` on (COLLECTED -> WASHING, WASHING -> CLEAN). Answers how many moved. */
export async function washCups(
  tx: Db,
  { from, limit }: { from: 'COLLECTED' | 'WASHING'; limit: number },
  step: Step,
): Promise<number> {
  if (limit <= 0) return 0;
  const waiting = await tx
    .select({ id: cups.id })
    .from(cups)
    .where(eq(cups.state, from))
    .orderBy(asc(cups.updatedAt), asc(cups.id))
    .limit(limit);
  const moved = await moveCups(tx, waiting, NEXT[from], step);
  return moved.length;
}

/** Boxes back from the machines (RETURNED, nothing inside) are EMPTY at the washing site again. Answers how many. */
export async function emptyReturnedBoxes(tx: Db, step: Step): Promise<number> {
  const back = await tx
    .select({ id: cupBoxes.id })
    .from(cupBoxes)
    .where(
      and(
        eq(cupBoxes.state, 'RETURNED'),
        isNull(cupBoxes.retiredAt),
        sql`not exists (select 1 from cups c where c.box_id = "cup_boxes"."id")`,
      ),
    )
    .orderBy(asc(cupBoxes.id));
  for (const box of back) await moveBox(tx, box, 'EMPTY', step, WASHING_SITE);
  return back.length;
}
