/**
 * Request ids (the IETF HTTPAPI Idempotency-Key draft, as Stripe's idempotency keys): every write that takes a
 * request id goes through `once`, and nothing else looks request ids up.
 *
 * - A key is scoped to the action and the user: the same key on another action, or from another user, is a new
 *   request.
 * - The same key with the same body answers the first answer and does nothing again. While the first request is
 *   still running, a repeat waits for it (PostgreSQL holds the second insert of the key until the first
 *   transaction ends) or, for an action that runs outside one transaction, is refused with 409 and a Korean message.
 * - The same key with a different body is refused with 422, never answered as done.
 * - A request that failed (a refusal, an error) leaves no key behind: the same key may try again.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { Fail } from '../http/forms';
import { requestKeys } from './schema';

export const REQUEST_MESSAGES = {
  requestId: '요청 ID가 필요합니다.',
  running: '같은 요청 ID의 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
  reused: '이 요청 ID는 다른 내용의 요청에 이미 쓰였습니다. 새로 시도해 주세요.',
} as const;

/** A request id as the console sends it (a UUID): 8 to 64 characters. */
export const isRequestId = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 8 && value.length <= 64;

/** The form's `requestId`, or the field's Korean message. */
export function requestIdOf(input: Record<string, unknown>, fail: Fail): string {
  const { requestId } = input;
  if (!isRequestId(requestId)) fail('requestId', REQUEST_MESSAGES.requestId);
  return requestId as string;
}

/** A write under a request id: who (null: the system or a machine), which action, the key, what was asked. */
export interface KeyedRequest {
  actorId: number | null;
  /** The action's name, e.g. `cup.change` (the audit log's names). */
  action: string;
  key: string;
  /** What was asked: the body and the path's ids (a `requestId` field in it is ignored). */
  body: unknown;
}

export interface Answered<T> {
  answer: T;
  /** Whether this was a repeat answered from the record. */
  repeated: boolean;
}

/** JSON with sorted keys, so the same body always has the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .filter((key) => key !== 'requestId' && (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return value === undefined ? 'null' : JSON.stringify(value);
}

export const fingerprintOf = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

const scope = (request: KeyedRequest) =>
  and(
    eq(requestKeys.actorId, request.actorId ?? 0),
    eq(requestKeys.action, request.action),
    eq(requestKeys.key, request.key),
  );

/** The earlier request with this key: its answer, or the refusal (another body, or still running). */
async function earlier<T>(tx: Db, request: KeyedRequest, fingerprint: string): Promise<T> {
  const [row] = await tx.select().from(requestKeys).where(scope(request));
  if (row === undefined) throw new Error('the request key vanished');
  if (row.fingerprint !== fingerprint)
    throw new HttpError(422, 'REQUEST_ID_REUSED', REQUEST_MESSAGES.reused, { requestId: REQUEST_MESSAGES.reused });
  if (row.status === null) throw new HttpError(409, 'REQUEST_RUNNING', REQUEST_MESSAGES.running);
  return row.answer as T;
}

const claim = (tx: Db, request: KeyedRequest, fingerprint: string, at: Date) =>
  tx
    .insert(requestKeys)
    .values({ actorId: request.actorId ?? 0, action: request.action, key: request.key, fingerprint, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: requestKeys.key });

/**
 * Runs `act` once per key in one transaction with the key's record: a repeat answers the recorded answer. `act`'s
 * answer must be JSON (it is what a repeat gets).
 */
export async function once<T>(db: Db, request: KeyedRequest, act: (tx: Db) => Promise<T>): Promise<Answered<T>> {
  const fingerprint = fingerprintOf(request.body);
  return db.transaction(async (tx) => {
    const at = new Date();
    const [claimed] = await claim(tx, request, fingerprint, at);
    if (claimed === undefined) return { answer: await earlier<T>(tx, request, fingerprint), repeated: true };
    const answer = await act(tx);
    await tx.update(requestKeys).set({ status: 200, answer, finishedAt: new Date() }).where(scope(request));
    return { answer, repeated: false };
  });
}

/**
 * `once` for an action that cannot run in one transaction (it calls a bank or a carrier, or runs several): the key
 * is claimed first (a repeat meanwhile is refused with 409), then `act` runs; its answer is recorded, or, when it
 * fails, the key is let go so the same key may try again.
 */
export async function onceOutside<T>(db: Db, request: KeyedRequest, act: () => Promise<T>): Promise<Answered<T>> {
  const fingerprint = fingerprintOf(request.body);
  const claimed = await db.transaction(async (tx) => {
    const [row] = await claim(tx, request, fingerprint, new Date());
    return row === undefined ? { earlier: await earlier<T>(tx, request, fingerprint) } : null;
  });
  if (claimed !== null) return { answer: claimed.earlier, repeated: true };
  let answer: T;
  try {
    answer = await act();
  } catch (error) {
    await db.delete(requestKeys).where(and(scope(request), isNull(requestKeys.status)));
    throw error;
  }
  await db.update(requestKeys).set({ status: 200, answer, finishedAt: new Date() }).where(scope(request));
  return { answer, repeated: false };
}
