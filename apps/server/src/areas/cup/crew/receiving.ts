/**
 * Receiving (a retrieval): the crew empties a return machine and brings its RETURNED cups to the washing site,
 * COLLECTED (the machine's level falls with them and its FULL alert clears; the writer, life/moves.ts).
 */
import type { Retrieval } from '@oa/contract';
import { and, asc, eq } from 'drizzle-orm';
import { writeAudit } from '../../../audit/writeAudit';
import type { Db } from '../../../db/database';
import { lookup } from '../../../db/lookup';
import type { Principal } from '../../../http/access';
import { HttpError, notFound } from '../../../http/errors';
import { refusal } from '../../../requests/refusals';
import { users } from '../../users/schema';
import { moveCups, type Step } from '../life/moves';
import { cupMachines, cupRetrievals, cups } from '../schema';
import type { ValidCrewInput } from './validation';

export type RetrievalRow = Omit<Retrieval, 'at' | 'district'> & { at: Date; district: string | null };

export const retrievalProjection = {
  id: cupRetrievals.id,
  machineId: lookup<string | null>(cupMachines.machineId, cupMachines.id, cupRetrievals.machineId),
  machineName: lookup<string | null>(cupMachines.name, cupMachines.id, cupRetrievals.machineId),
  district: lookup<string | null>(cupMachines.district, cupMachines.id, cupRetrievals.machineId),
  count: cupRetrievals.count,
  manual: cupRetrievals.manual,
  actor: lookup<string | null>(users.name, users.id, cupRetrievals.actorId),
  reason: cupRetrievals.reason,
  at: cupRetrievals.at,
};

export const toRetrieval = (row: RetrievalRow): Retrieval => ({
  ...row,
  district: row.district as Retrieval['district'],
  at: row.at.toISOString(),
});

export async function readRetrieval(db: Db, id: number): Promise<Retrieval> {
  const [row] = await db.select(retrievalProjection).from(cupRetrievals).where(eq(cupRetrievals.id, id));
  if (row === undefined) throw notFound();
  return toRetrieval(row);
}

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

/** 수동 입고: a return machine's cups received by hand (by its number, a reason), audited; answers the retrieval. */
export async function receiveByHand(
  tx: Db,
  principal: Principal,
  input: Pick<ValidCrewInput, 'machineId' | 'reason' | 'requestId'>,
  at: Date,
): Promise<Retrieval> {
  const [machine] = await tx
    .select()
    .from(cupMachines)
    .where(and(eq(cupMachines.machineId, input.machineId), eq(cupMachines.kind, 'RETURN')));
  if (machine === undefined)
    throw new HttpError(404, 'NOT_FOUND', '반납기를 찾을 수 없습니다.', { machineId: '없는 반납기입니다.' });
  const step: Step = { at, actorId: principal.userId, manual: true, reason: input.reason };
  const done = await receive(tx, { machineId: machine.id, requestId: input.requestId }, step);
  if (done === null) throw refusal('MACHINE_EMPTY', `반납기 ${machine.machineId}에 받을 컵이 없습니다.`, 'machineId');
  await writeAudit(
    tx,
    principal,
    'retrieval.create',
    `retrieval:${String(done.retrievalId)}`,
    { level: done.levelBefore },
    {
      machineId: machine.machineId,
      count: done.count,
      level: Math.max(0, done.levelBefore - done.count),
      reason: input.reason,
    },
  );
  return readRetrieval(tx, done.retrievalId);
}
