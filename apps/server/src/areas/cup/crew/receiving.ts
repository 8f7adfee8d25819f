/**
 * Receiving (a retrieval): the crew empties a return machine and brings its RETURNED cups to the washing site,
 * COLLECTED (the machine's level falls with them and its FULL alert clears; the writer, life/moves.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { moveCups, type Step } from '../life/moves';
import { cupMachines, cupRetrievals, cups } from '../schema';

export interface ReceivingDone {
  retrievalId: number;
  count: number;
  levelBefore: number;
}

/**
 * Receives the RETURNED cups of the return machine `machineId` (database id): they are COLLECTED, and a retrieval
 * is recorded. Answers null when the machine holds none (nothing recorded). 404 when there is no such return machine.
 */
export async function receive(
  tx: Db,
  { machineId, requestId = null }: { machineId: number; requestId?: string | null },
  step: Step,
): Promise<ReceivingDone | null> {
  const [machine] = await tx
    .select()
    .from(cupMachines)
    .where(and(eq(cupMachines.id, machineId), eq(cupMachines.kind, 'RETURN')))
    .for('update');
  if (machine === undefined)
    throw new HttpError(404, 'NOT_FOUND', '반납기를 찾을 수 없습니다.', { machineId: '없는 반납기입니다.' });
  const inside = await tx
    .select()
    .from(cups)
    .where(and(eq(cups.machineId, machine.id), eq(cups.state, 'RETURNED')))
    .orderBy(asc(cups.id))
    .for('update');
  if (inside.length === 0) return null;
  await moveCups(tx, inside, 'COLLECTED', step, { machineId: machine.id });
  const [row] = await tx
    .insert(cupRetrievals)
    .values({
      machineId: machine.id,
      count: inside.length,
      manual: step.manual,
      reason: step.reason,
      requestId,
      actorId: step.actorId,
      at: step.at,
    })
    .returning({ id: cupRetrievals.id });
  if (row === undefined) throw new Error('the retrieval was not inserted');
  return { retrievalId: row.id, count: inside.length, levelBefore: machine.level };
}
