/**
 * The ID screens' forms, each wrong field in Korean: an ID range's registration, a manual change of cups or boxes
 * (or a discard: the same with the target fixed), and the bound of a cups or cup-events list query (at most
 * CUPS_PER_QUERY_MAX cups: a CUID, a list of them, or a range from gte to lte).
 */
import { checkIdRange, ID_FORMATS, idNumber, idOf, LIFE_REASON_MAX, STATE_CHANGE_MAX, type IdKind } from '@oa/contract';
import { badRequest } from '../../../http/errors';
import { collector, isObject, outcome, type Checked, type Fail } from '../../../http/forms';
import { requestIdOf } from '../../../requests/once';
import { reasonOf } from '../../../requests/refusals';

/** IDs of a kind, upper-cased and each once; at most STATE_CHANGE_MAX. Malformed ones are refused by the caller. */
export function idsOf(value: unknown, field: string, fail: Fail): string[] {
  const ids = Array.isArray(value)
    ? [...new Set(value.filter((id): id is string => typeof id === 'string').map((id) => id.trim().toUpperCase()))]
    : [];
  if (ids.length === 0) fail(field, 'ID를 하나 이상 입력해 주세요.');
  else if (ids.length > STATE_CHANGE_MAX)
    fail(field, `한 번에 ${STATE_CHANGE_MAX.toLocaleString('ko-KR')}개까지 바꿀 수 있습니다.`);
  return ids;
}

export interface ValidChange<State extends string> {
  ids: string[];
  toState: State;
  reason: string;
  requestId: string;
  preview: boolean;
}

/** A manual change's fields (or a discard's, with `toState` fixed), each wrong one in Korean. */
export function checkChange<State extends string>(
  body: unknown,
  targets: readonly State[],
  fixed?: State,
): Checked<ValidChange<State>> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const requestId = requestIdOf(input, fail);
  const ids = idsOf(fixed === undefined ? input.ids : input.cuids, fixed === undefined ? 'ids' : 'cuids', fail);
  const toState = (fixed ?? input.toState) as State;
  if (!targets.includes(toState)) fail('toState', '바꿀 상태를 골라 주세요.');
  const reason = reasonOf(input, fail, { max: LIFE_REASON_MAX });
  return outcome(fields, () => ({ ids, toState, reason, requestId, preview: input.preview === true }));
}

export interface ValidRange {
  kind: IdKind;
  from: number;
  to: number;
  requestId: string;
}

/** An ID range's registration on the kind's path (the body's `kind`, when given, must match). */
export function checkRange(body: unknown, kind: IdKind): Checked<ValidRange> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const requestId = requestIdOf(input, fail);
  const first = typeof input.first === 'string' ? input.first : '';
  const last = typeof input.last === 'string' ? input.last : '';
  let from = 0;
  let to = 0;
  if (input.kind !== undefined && input.kind !== kind) fail('kind', `이 주소는 ${ID_FORMATS[kind].word}만 등록합니다.`);
  else {
    const range = checkIdRange(kind, first, last);
    if (range.ok) ({ from, to } = range);
    else fail(idNumber(kind, first) === null ? 'first' : 'last', range.message);
  }
  return outcome(fields, () => ({ kind, from, to, requestId }));
}

/** The most cups one cups or cup-events list query may name (a range, a list, one). */
export const CUPS_PER_QUERY_MAX = 10_000;
const MAX_WORDS = `${CUPS_PER_QUERY_MAX.toLocaleString('ko-KR')}개`;
export const BOUND_MESSAGES = {
  /** No cup named, or not by a CUID, a list or a closed range (a regex, a like, only one end). */
  unbounded: `컵 ID(cuid:eq), 컵 ID 목록(cuid:in) 또는 ${MAX_WORDS}까지의 컵 ID 범위(cuid:gte와 cuid:lte)로 조회해 주세요.`,
  /** A range or a list of more cups than that (the history screen's range search shows it). */
  tooMany: `컵은 한 번에 ${MAX_WORDS}까지 조회할 수 있습니다. 범위를 좁혀 주세요.`,
} as const;

/** The cups a list query names: a range of numbers, or a list of CUIDs. */
export type NamedCups = { kind: 'range'; first: string; last: string } | { kind: 'list'; cuids: string[] };

/**
 * The cups a list query's `cuid` filters name, at most CUPS_PER_QUERY_MAX, and the query's other filters; a 400 in
 * Korean for anything else (no cuid filter, a regex, a like, an open or too wide range, too long a list).
 */
export function namedCups(query: Record<string, unknown>): { cups: NamedCups; rest: unknown[] } {
  const filters = ([] as unknown[]).concat(query.filter ?? []);
  const rest = filters.filter((filter) => !(typeof filter === 'string' && filter.startsWith('cuid:')));
  const wrong = (message: string = BOUND_MESSAGES.unbounded) => badRequest(message, { cuid: message });
  const ops = new Map<string, string>();
  for (const filter of filters) {
    if (typeof filter !== 'string' || !filter.startsWith('cuid:')) continue;
    const [, op = '', ...value] = filter.split(':');
    if (ops.has(op)) throw wrong();
    ops.set(op, value.join(':'));
  }
  const number = (value: string | undefined) => (value === undefined ? null : idNumber('CUP', value));
  const keys = [...ops.keys()].sort().join(',');
  if (keys === 'eq' || keys === 'in') {
    const values = (ops.get(keys) ?? '').split(',');
    const numbers = values.map(number);
    if (numbers.some((n) => n === null)) throw wrong();
    if (values.length > CUPS_PER_QUERY_MAX) throw wrong(BOUND_MESSAGES.tooMany);
    return { cups: { kind: 'list', cuids: [...new Set(numbers.map((n) => idOf('CUP', n ?? 0)))] }, rest };
  }
  if (keys !== 'gte,lte') throw wrong();
  const from = number(ops.get('gte'));
  const to = number(ops.get('lte'));
  if (from === null || to === null || to < from) throw wrong();
  if (to - from + 1 > CUPS_PER_QUERY_MAX) throw wrong(BOUND_MESSAGES.tooMany);
  return { cups: { kind: 'range', first: idOf('CUP', from), last: idOf('CUP', to) }, rest };
}
