/**
 * Packing at the washing site: clean (or new, REGISTERED) cups into an empty or packed box, up to BOX_CAPACITY, and
 * one cup (by CUID) back out of a packed box (to the state it was packed from). The writer (life/moves.ts) moves the cups and
 * the box; here are the packing's own rules, refused with 409 and a Korean reason.
 */
import { BOX_CAPACITY, BOX_STATE_WORDS, CUP_STATE_WORDS, WASHING_SITE, type CupState } from '@oa/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { refusal } from '../../../requests/refusals';
import { lockBoxById, moveBox, moveCups, type Step } from '../life/moves';
import { cupEvents, cups } from '../schema';

/** The states a cup is packed from (a new cup, or a washed one). */
const PACKABLE: readonly CupState[] = ['CLEAN', 'REGISTERED'];

/**
 * Packs the cups (by id) into the box: all or none. The box must be EMPTY or PACKED and in service, each cup
 * CLEAN or REGISTERED and not in it already, and the box must have room. Answers how many cups the box now holds.
 */
export async function packBox(
  tx: Db,
  { boxId, cupIds }: { boxId: number; cupIds: readonly number[] },
  step: Step,
): Promise<{ inside: number }> {
  const { box, inside } = await lockBoxById(tx, boxId);
  if (box.retiredAt !== null) throw refusal('BOX_RETIRED', `박스 ${box.boxNumber}은(는) 사용 중지된 박스입니다.`);
  if (box.state !== 'EMPTY' && box.state !== 'PACKED')
    throw refusal(
      'ILLEGAL_BOX_STATE',
      `박스 ${box.boxNumber}은(는) 지금 '${BOX_STATE_WORDS[box.state]}' 상태라 컵을 담을 수 없습니다.`,
    );
  const wanted = [...new Set(cupIds)];
  const rows =
    wanted.length === 0
      ? []
      : await tx.select().from(cups).where(inArray(cups.id, wanted)).orderBy(asc(cups.id)).for('update');
  for (const cup of rows) {
    if (cup.boxId === box.id) throw refusal('DUPLICATE', `컵 ${cup.cuid}은(는) 이미 이 박스에 담겨 있습니다.`, 'cuid');
    if (!PACKABLE.includes(cup.state))
      throw refusal(
        'ILLEGAL_CUP_STATE',
        `컵 ${cup.cuid}은(는) 지금 '${CUP_STATE_WORDS[cup.state]}' 상태라 박스에 담을 수 없습니다 (세척 완료나 등록 상태만).`,
        'cuid',
      );
  }
  if (inside + rows.length > BOX_CAPACITY)
    throw refusal('BOX_FULL', `박스 ${box.boxNumber}에는 컵을 ${String(BOX_CAPACITY)}개까지 담을 수 있습니다.`);
  await moveCups(tx, rows, 'IN_BOX', step, { boxId: box.id });
  if (box.state === 'EMPTY' && rows.length > 0) await moveBox(tx, box, 'PACKED', step, WASHING_SITE);
  return { inside: inside + rows.length };
}

/**
 * Takes one cup out of a packed box, back to the state it was packed from (its last move into IN_BOX says which);
 * the box is EMPTY again when it was the last. 404 when the cup is not in the box.
 */
export async function unpackCup(
  tx: Db,
  { boxId, cuid }: { boxId: number; cuid: string },
  step: Step,
): Promise<{ inside: number; state: CupState; cupId: number }> {
  const { box, inside } = await lockBoxById(tx, boxId);
  if (box.state !== 'PACKED' && box.state !== 'EMPTY')
    throw refusal(
      'ILLEGAL_BOX_STATE',
      `박스 ${box.boxNumber}은(는) 지금 '${BOX_STATE_WORDS[box.state]}' 상태라 컵을 꺼낼 수 없습니다.`,
    );
  const [cup] = await tx.select().from(cups).where(eq(cups.cuid, cuid)).for('update');
  if (cup?.boxId !== box.id || cup.state !== 'IN_BOX')
    throw new HttpError(404, 'NOT_FOUND', `컵 ${cuid}은(는) 이 박스에 없습니다.`);
  const [packed] = await tx
    .select({ fromState: cupEvents.fromState })
    .from(cupEvents)
    .where(and(eq(cupEvents.cupId, cup.id), eq(cupEvents.toState, 'IN_BOX')))
    .orderBy(desc(cupEvents.at), desc(cupEvents.id))
    .limit(1);
  const back: CupState = packed?.fromState === 'REGISTERED' ? 'REGISTERED' : 'CLEAN';
  await moveCups(tx, [cup], back, step, { boxId: box.id });
  if (inside - 1 === 0 && box.state === 'PACKED') await moveBox(tx, box, 'EMPTY', step);
  return { inside: inside - 1, state: back, cupId: cup.id };
}
